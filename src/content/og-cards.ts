import { pageSlug } from "@/lib/seo";
import type { BlogListing, PostSummary } from "./blog.schema";
import { listingCopy } from "./blog-listings";
import { pages } from "./pages";
import { loadAll as loadAllIndustries } from "./industries";

export interface OgCard {
  slug: string;
  title: string;
  eyebrow: string;
}

/**
 * Every page that gets an Open Graph card: the fixed routes of pages.ts, the industry pages, the blog posts and the
 * blog's listing pages after /blog itself (read from the content collections by the caller, so this module stays
 * importable outside Astro).
 */
export function ogCards(
  posts: readonly Pick<PostSummary, "url" | "title" | "category">[] = [],
  listings: readonly BlogListing[] = [],
): OgCard[] {
  return [
    ...[...pages.values()].map((page) => ({ slug: pageSlug(page.path), title: page.title, eyebrow: "Payment processing" })),
    // One card per industry page, named as ogImagePath(`/industries/<slug>`) expects: industries-<slug>.
    ...loadAllIndustries().map((industry) => ({
      slug: pageSlug(`/industries/${industry.slug}`),
      title: industry.seo.title,
      eyebrow: "Industries",
    })),
    ...posts.map((post) => ({ slug: pageSlug(post.url), title: post.title, eyebrow: post.category })),
    ...listings
      .filter((listing) => listing.page.path !== "/blog")
      .map((listing) => ({ slug: pageSlug(listing.page.path), title: listingCopy(listing).seo.title, eyebrow: "Blog" })),
  ];
}
