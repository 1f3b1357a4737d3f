import { pageSlug } from "@/lib/seo";
import { pages } from "./pages";

export interface OgCard {
  slug: string;
  title: string;
  eyebrow: string;
}

/** Every page that gets an Open Graph card: the fixed routes of pages.ts (content collections add theirs). */
export function ogCards(): OgCard[] {
  return [...pages.values()].map((page) => ({ slug: pageSlug(page.path), title: page.title, eyebrow: "Payment processing" }));
}
