import { defineCollection } from "astro:content";
import { glob } from "astro/loaders";
import { authorSchema, blogCategorySchema, blogFrontmatterSchema } from "./content/blog.schema";

/** Blog posts: one MDX file per post; the file name is the slug (/blog/<slug>). */
const blog = defineCollection({
  loader: glob({ pattern: "*.mdx", base: "./src/content/blog" }),
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

export const collections = { blog, authors, blogCategories };
