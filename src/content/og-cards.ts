import { pageSlug } from "@/lib/seo";
import { pages } from "./pages";
import { loadAll as loadAllIndustries } from "./industries";

export interface OgCard {
  slug: string;
  title: string;
  eyebrow: string;
}

/** Every page that gets an Open Graph card: the fixed routes of pages.ts (content collections add theirs). */
export function ogCards(): OgCard[] {
  return [
    ...[...pages.values()].map((page) => ({ slug: pageSlug(page.path), title: page.title, eyebrow: "Payment processing" })),
    // One card per industry page, named as ogImagePath(`/industries/<slug>`) expects: industries-<slug>.
    ...loadAllIndustries().map((industry) => ({
      slug: pageSlug(`/industries/${industry.slug}`),
      title: industry.seo.title,
      eyebrow: "Industries",
    })),
  ];
}
