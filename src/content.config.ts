import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { authorSchema, blogCategorySchema, blogFrontmatterSchema } from "./content/blog.schema";
import { faqFileSchema } from "./content/faq";
import { homeSchema } from "./content/home.schema";
import { industryFileSchema } from "./content/industries";
import { privacyPolicySchema } from "./content/privacy-policy";
import { withTokens } from "./content/content-files";
import { claimsSchema } from "./content/schemas";

/**
 * The content people edit in Keystatic (keystatic.config.ts), as Astro content collections: every file is checked
 * against its schema when the site is built, so a bad edit fails the build naming the file and the field. The typed
 * modules in src/content import the same files and parse them with the same schemas (for Vitest, the chat worker and
 * the pages alike).
 */

/**
 * Blog posts: one MDX file per post; the file name is the slug (/blog/<slug>). Outside `astro dev` the drafts' files
 * are left out of the pattern, so nothing of a draft (its page, its entry, its compiled body) is in a build.
 */
const BLOG_DIR = "./src/content/blog";
const isDraft = (file: string) => {
  const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(BLOG_DIR, file), "utf8"))?.[1];
  return frontmatter !== undefined && (parse(frontmatter) as { draft?: unknown } | null)?.draft === true;
};
const drafts = import.meta.env.DEV ? [] : readdirSync(BLOG_DIR).filter((file) => file.endsWith(".mdx") && isDraft(file));
const blog = defineCollection({
  loader: glob({ pattern: ["*.mdx", ...drafts.map((file) => `!${file}`)], base: BLOG_DIR }),
  schema: blogFrontmatterSchema,
});

/** Authors of the posts: one JSON file each; a post's `author` is the file name. */
const authors = defineCollection({
  loader: glob({ pattern: "*.json", base: "./src/content/authors" }),
  schema: authorSchema,
});

/** Blog categories: one JSON file each; a post's `category` is the file name (/blog/category/<slug>). */
const blogCategories = defineCollection({
  loader: glob({ pattern: "*.json", base: "./src/content/blog-categories" }),
  schema: blogCategorySchema,
});

/** The industry pages: one JSON file each, the file name the slug (/industries/<slug>). */
const industries = defineCollection({
  loader: glob({ pattern: "*.json", base: "./src/content/industries" }),
  schema: industryFileSchema,
});

/** A single data file of src/content/data, as a collection of one entry. */
const single = (file: string, schema: z.ZodTypeAny) =>
  defineCollection({ loader: glob({ pattern: file, base: "./src/content/data" }), schema });

export const collections = {
  blog,
  authors,
  blogCategories,
  industries,
  claims: single("claims.json", claimsSchema),
  faq: single("faq.json", faqFileSchema),
  testimonials: single("testimonials.json", homeSchema.shape.testimonials),
  privacyPolicy: single("privacy-policy.json", withTokens(privacyPolicySchema)),
};
