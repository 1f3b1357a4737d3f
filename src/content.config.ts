import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { blogFrontmatterSchema } from "./content/blog.schema";

/** Blog posts: one MDX file per post; the file name is the slug (/blog/<slug>). */
const blog = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./src/content/blog" }),
  schema: blogFrontmatterSchema,
});

export const collections = { blog };
