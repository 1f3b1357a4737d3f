import { readPostEntries } from "@/content/blog-files";

/**
 * `astro:content` for code run by Vitest, outside Astro (aliased in vitest.config.ts): the blog collection read
 * from the same MDX files and checked against the same schema as Astro's glob loader. Only the blog collection
 * exists.
 */
export async function getCollection(collection: string) {
  if (collection !== "blog") throw new Error(`No collection "${collection}" outside Astro`);
  return readPostEntries();
}
