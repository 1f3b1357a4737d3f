import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import { blogFrontmatterSchema, toPostSummaries, type BlogFrontmatter, type PostSummary } from "./blog.schema";

/**
 * The blog collection's folder (the glob loader in src/content.config.ts reads the same files): beside this module,
 * or, once bundled elsewhere (the bench tools bundle their entry under dist/), under the project's src/content.
 */
const BESIDE = path.join(path.dirname(fileURLToPath(import.meta.url)), "blog");
export const BLOG_DIR = existsSync(BESIDE) ? BESIDE : path.join(process.cwd(), "src", "content", "blog");

/**
 * The posts read straight from their MDX files, for code that runs outside Astro (unit tests): frontmatter parsed
 * and checked against the collection's schema, slug from the file name, as Astro's glob loader does.
 */
export function readPostFiles(dir = BLOG_DIR): PostSummary[] {
  return toPostSummaries(readPostEntries(dir));
}

/** The collection's entries as `getCollection("blog")` gives them: id, checked frontmatter, body. */
export function readPostEntries(dir = BLOG_DIR): { id: string; data: BlogFrontmatter; body: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .map((file) => {
      const source = readFileSync(path.join(dir, file), "utf8");
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
      if (!match) throw new Error(`${file}: no frontmatter block`);
      return { id: file.replace(/\.mdx$/, ""), data: blogFrontmatterSchema.parse(parse(match[1]!)), body: match[2]! };
    });
}
