import { getCollection } from "astro:content";
import { toPostSummaries, type PostSummary } from "./blog.schema";

/** Every post, newest first, read from the content collection (build time, or the bundled data store on demand). */
export async function getPosts(): Promise<PostSummary[]> {
  return toPostSummaries(await getCollection("blog"));
}

/** SPEC section 9: "Blog preview 3 posts". */
export const BLOG_PREVIEW_COUNT = 3;
