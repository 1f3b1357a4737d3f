import { fillCopy } from "@/lib/fill-copy";
import type { BlogListing } from "./blog.schema";
import { getPage } from "./pages";
import { resourcesContent } from "./resources";

/** What a listing page shows above its cards and puts in its head. */
export interface ListingCopy {
  /** The hero's eyebrow, h1 and lead. */
  eyebrow: string;
  title: string;
  lead: string;
  /** The heading over the cards. */
  postsHeading: string;
  seo: { title: string; description: string; path: string; keywords: string[] };
}

/**
 * /blog's copy (pages.ts and resources.ts) or a category's (its file), with ", page N" after page 1, so every
 * listing page has a title and canonical URL of its own.
 */
export function listingCopy({ page, category }: BlogListing): ListingCopy {
  const blog = resourcesContent.blog;
  const blogPage = getPage("/blog");
  const base = category
    ? {
        eyebrow: blog.category.eyebrow,
        title: fillCopy(blog.category.title, { name: category.name }),
        lead: category.description,
        postsHeading: fillCopy(blog.category.postsHeading, { name: category.name }),
        seoTitle: fillCopy(blog.category.title, { name: category.name }),
        description: category.description,
        keywords: [category.name.toLowerCase(), ...blogPage.keywords.slice(0, 2)],
      }
    : {
        ...blog.hero,
        postsHeading: blog.postsHeading,
        seoTitle: blogPage.title,
        description: blogPage.description,
        keywords: [...blogPage.keywords],
      };
  const paged = (title: string) => (page.number === 1 ? title : fillCopy(blog.pageTitle, { title, page: page.number }));
  return {
    eyebrow: base.eyebrow,
    title: paged(base.title),
    lead: base.lead,
    postsHeading: base.postsHeading,
    seo: { title: paged(base.seoTitle), description: base.description, path: page.path, keywords: base.keywords },
  };
}
