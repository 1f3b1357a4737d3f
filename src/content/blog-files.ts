import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { z } from "zod";
import {
  authorSchema,
  blogCategorySchema,
  blogFrontmatterSchema,
  toPostSummaries,
  type AuthorData,
  type BlogCategoryData,
  type BlogFrontmatter,
  type PostSummary,
} from "./blog.schema";

/**
 * The content folder (the glob loaders in src/content.config.ts read the same files): beside this module, or, once
 * bundled elsewhere (the bench tools bundle their entry under dist/), the project's src/content.
 */
const BESIDE = path.dirname(fileURLToPath(import.meta.url));
export const CONTENT_DIR = existsSync(path.join(BESIDE, "blog")) ? BESIDE : path.join(process.cwd(), "src", "content");
export const BLOG_DIR = path.join(CONTENT_DIR, "blog");

/** Where each collection's files are, for code that reads them outside Astro. */
export interface ContentDirs {
  blog: string;
  authors: string;
  blogCategories: string;
}
export const CONTENT_DIRS: ContentDirs = {
  blog: BLOG_DIR,
  authors: path.join(CONTENT_DIR, "authors"),
  blogCategories: path.join(CONTENT_DIR, "blog-categories"),
};

/**
 * The published posts read straight from their files, for code that runs outside Astro (unit tests, bench tools):
 * frontmatter parsed and checked against the collection's schema, slug from the file name, as Astro's glob loader
 * does; authors and categories from their JSON files. Drafts only when asked for.
 */
export function readPostFiles(dirs: Partial<ContentDirs> = {}, options: { drafts?: boolean } = {}): PostSummary[] {
  const all = { ...CONTENT_DIRS, ...dirs };
  return toPostSummaries(
    readPostEntries(all.blog),
    readDataEntries(all.authors, authorSchema),
    readDataEntries(all.blogCategories, blogCategorySchema),
    options,
  );
}

/** The collection's entries as `getCollection("blog")` gives them: id, checked frontmatter, body. */
export function readPostEntries(dir = BLOG_DIR): { id: string; data: BlogFrontmatter; body: string }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".mdx"))
    .sort()
    .map((file) => {
      const source = readFileSync(path.join(dir, file), "utf8");
      const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source);
      if (!match) throw new Error(`${file}: no frontmatter block`);
      const data = blogFrontmatterSchema.safeParse(parse(match[1]!));
      if (!data.success) throw new Error(`${path.join(dir, file)}: ${describeIssues(data.error)}`);
      return { id: file.replace(/\.mdx$/, ""), data: data.data, body: match[2]! };
    });
}

/** A data collection's JSON files (one entry per file, the file name its id), each checked against its schema. */
export function readDataEntries<S extends z.ZodTypeAny>(dir: string, schema: S): { id: string; data: z.output<S> }[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .sort()
    .map((file) => {
      const result = schema.safeParse(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
      if (!result.success) throw new Error(`${path.join(dir, file)}: ${describeIssues(result.error)}`);
      return { id: file.replace(/\.json$/, ""), data: result.data as z.output<S> };
    });
}

/** "title: String must contain at least 10 character(s); image: ..." */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`).join("; ");
}

export type { AuthorData, BlogCategoryData };
