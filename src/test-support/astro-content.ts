import { CONTENT_DIRS, readDataEntries, readPostEntries } from "@/content/blog-files";
import { authorSchema, blogCategorySchema } from "@/content/blog.schema";

/**
 * `astro:content` for code run by Vitest, outside Astro (aliased in vitest.config.ts): the collections read from the
 * same files and checked against the same schemas as Astro's glob loaders. `useContentDirs` points them at other
 * folders, so a test can add a post as a file and follow it through every reader.
 */
let dirs = { ...CONTENT_DIRS };

export function useContentDirs(next: Partial<typeof CONTENT_DIRS>): void {
  dirs = { ...CONTENT_DIRS, ...next };
}

export async function getCollection(collection: string) {
  if (collection === "blog") return readPostEntries(dirs.blog);
  if (collection === "authors") return readDataEntries(dirs.authors, authorSchema);
  if (collection === "blogCategories") return readDataEntries(dirs.blogCategories, blogCategorySchema);
  throw new Error(`No collection "${collection}" outside Astro`);
}
