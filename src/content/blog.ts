import { getCollection } from "astro:content";
import {
  blogListings,
  toCategories,
  toPostSummaries,
  type BlogCategory,
  type BlogListing,
  type PostSummary,
} from "./blog.schema";

/** Drafts are shown by `astro dev` only: never in a build, a test or the bench tools. */
const SHOW_DRAFTS = import.meta.env.MODE === "development";

/**
 * Every published post, newest first, read from the content collections (build time, or the bundled data store on
 * demand): the listing, category pages, feed, sitemap, site search and the assistant all take their posts here.
 */
export async function getPosts(): Promise<PostSummary[]> {
  const [entries, authors, categories] = await Promise.all([
    getCollection("blog"),
    getCollection("authors"),
    getCollection("blogCategories"),
  ]);
  return toPostSummaries(entries, authors, categories, { drafts: SHOW_DRAFTS });
}

/** Every category, by file name. */
export async function getCategories(): Promise<Map<string, BlogCategory>> {
  return toCategories(await getCollection("blogCategories"));
}

/** Every listing page of the blog (/blog, /blog/page/N, each category with posts and its later pages). */
export async function getListings(): Promise<BlogListing[]> {
  const [posts, categories] = await Promise.all([getPosts(), getCategories()]);
  return blogListings(posts, categories);
}

/** SPEC section 9: "Blog preview 3 posts". */
export const BLOG_PREVIEW_COUNT = 3;
