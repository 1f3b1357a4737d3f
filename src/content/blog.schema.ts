import { z } from "zod";
import { optional } from "./content-files";

/** A content file's slug: its file name, lower-case words joined by hyphens. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lower-case words joined by hyphens");

/**
 * An author (src/content/authors/<slug>.json): the byline's name and role, and the short bio shown under a post.
 * Bylines name staff by role; the file name is what a post's `author` field holds.
 */
export const authorSchema = z.object({
  name: z.string().min(3).max(60),
  role: z.string().min(3).max(80),
  bio: z.string().min(60).max(320),
});
export type AuthorData = z.infer<typeof authorSchema>;
export interface Author extends AuthorData {
  slug: string;
}

/** A blog category (src/content/blog-categories/<slug>.json), listed at /blog/category/<slug>. */
export const blogCategorySchema = z.object({
  name: z.string().min(3).max(40),
  /** The category page's lead and meta description. */
  description: z.string().min(50).max(170),
});
export type BlogCategoryData = z.infer<typeof blogCategorySchema>;
export interface BlogCategory extends BlogCategoryData {
  slug: string;
  url: string;
}

/**
 * Frontmatter of a blog post (src/content/blog/<slug>.mdx). Astro checks every post against it at build time
 * (src/content.config.ts) and blog.test.ts checks the files themselves; the author and category are file names of
 * their collections, resolved (and checked to exist) by `toPostSummaries`.
 */
export const blogFrontmatterSchema = z.object({
  title: z.string().min(10).max(90),
  /** Card text and meta description. */
  excerpt: z.string().min(50).max(170),
  date: z.coerce.date(),
  /** A later revision's date (BlogPosting's dateModified). */
  updated: optional(z.coerce.date()),
  category: slugSchema,
  author: slugSchema,
  /** A local illustration under /public/blog, drawn at `imageWidth` x `imageHeight`. */
  image: z
    .string()
    .regex(/^\/blog\/(?:[a-z0-9-]+\/)?[a-z0-9-]+\.(?:svg|png|jpe?g|webp)$/, "a file under /blog/ (svg, png, jpg or webp)"),
  imageAlt: z.string().min(10),
  imageWidth: z.number().int().positive().default(1200),
  imageHeight: z.number().int().positive().default(630),
  keywords: z.array(z.string().min(2)).min(2),
  /** Search-result title and description when they should differ from the title and excerpt. */
  seoTitle: optional(z.string().min(10).max(70)),
  seoDescription: optional(z.string().min(50).max(170)),
  /** A draft is shown by `astro dev` only: never built, listed, searched or known to the assistant in production. */
  draft: z.boolean().default(false),
});

export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/** A post as the listing, cards, feed, search and Open Graph cards see it. */
export interface PostSummary extends Omit<BlogFrontmatter, "category" | "author"> {
  slug: string;
  url: string;
  /** The category's name ("Business Tips"); its page is `categoryUrl`. */
  category: string;
  categorySlug: string;
  categoryUrl: string;
  author: Author;
  /** "Jan 15, 2025", as SPEC "Blog articles" writes dates. */
  dateLabel: string;
  /** ISO date for <time datetime>. */
  dateIso: string;
  /** The MDX source without frontmatter: read by the site search and the word count. */
  body: string;
  /** Minutes to read the body at 225 words a minute, at least 1. */
  readingMinutes: number;
}

/** Posts on one page of /blog and of a category's listing. */
export const POSTS_PER_PAGE = 9;
const WORDS_PER_MINUTE = 225;

export function formatPostDate(date: Date): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(date);
}

export function readingMinutes(body: string): number {
  return Math.max(1, Math.round(wordCount(markdownText(body)) / WORDS_PER_MINUTE));
}

export const categoryUrl = (slug: string) => `/blog/category/${slug}`;

/** /blog/page/N and /blog/category/<slug> are listings, so no post may be named after them. */
const RESERVED_SLUGS = new Set(["page", "category"]);

interface Entry<T> {
  id: string;
  data: T;
}

/** A collection's entries keyed by their file name. */
export function bySlug<T, R>(entries: readonly Entry<T>[], make: (slug: string, data: T) => R): Map<string, R> {
  return new Map(entries.map((entry) => [entry.id, make(entry.id, entry.data)]));
}

/**
 * The posts as pages show them, newest first: each post's author and category read from their collections (a name
 * that is no file there fails, naming the post and the field), drafts left out unless asked for.
 */
export function toPostSummaries(
  entries: readonly { id: string; data: BlogFrontmatter; body?: string }[],
  authorEntries: readonly Entry<AuthorData>[],
  categoryEntries: readonly Entry<BlogCategoryData>[],
  { drafts = false }: { drafts?: boolean } = {},
): PostSummary[] {
  const authors = bySlug(authorEntries, (slug, data): Author => ({ ...data, slug }));
  const categories = toCategories(categoryEntries);
  return entries
    .filter((entry) => drafts || !entry.data.draft)
    .map((entry): PostSummary => {
      if (RESERVED_SLUGS.has(entry.id))
        throw new Error(`blog/${entry.id}.mdx: "${entry.id}" is a listing's path; rename the file`);
      const author = authors.get(entry.data.author);
      if (!author) throw new Error(`blog/${entry.id}.mdx: author "${entry.data.author}" is not a file in src/content/authors`);
      const category = categories.get(entry.data.category);
      if (!category) {
        throw new Error(`blog/${entry.id}.mdx: category "${entry.data.category}" is not a file in src/content/blog-categories`);
      }
      const body = entry.body ?? "";
      return {
        ...entry.data,
        slug: entry.id,
        url: `/blog/${entry.id}`,
        category: category.name,
        categorySlug: category.slug,
        categoryUrl: category.url,
        author,
        dateLabel: formatPostDate(entry.data.date),
        dateIso: entry.data.date.toISOString().slice(0, 10),
        body,
        readingMinutes: readingMinutes(body),
      };
    })
    .sort((a, b) => b.date.getTime() - a.date.getTime() || a.slug.localeCompare(b.slug));
}

export function toCategories(entries: readonly Entry<BlogCategoryData>[]): Map<string, BlogCategory> {
  return bySlug(entries, (slug, data): BlogCategory => ({ ...data, slug, url: categoryUrl(slug) }));
}

/** Up to `count` other posts: those of the same category first, then the newest of the others. */
export function relatedPosts(post: PostSummary, posts: readonly PostSummary[], count = 3): PostSummary[] {
  const others = posts.filter((candidate) => candidate.slug !== post.slug);
  const same = others.filter((candidate) => candidate.categorySlug === post.categorySlug);
  return [...same, ...others.filter((candidate) => candidate.categorySlug !== post.categorySlug)].slice(0, count);
}

/** One page of a paginated listing: its posts and the paths of its neighbours (`base` is page 1, `base/page/N` the rest). */
export interface ListingPage {
  number: number;
  total: number;
  posts: PostSummary[];
  path: string;
  newerPath?: string;
  olderPath?: string;
}

export function paginate(posts: readonly PostSummary[], base: string, perPage = POSTS_PER_PAGE): ListingPage[] {
  const total = Math.max(1, Math.ceil(posts.length / perPage));
  const pathOf = (number: number) => (number === 1 ? base : `${base}/page/${number}`);
  return Array.from({ length: total }, (_, index) => {
    const number = index + 1;
    return {
      number,
      total,
      posts: posts.slice(index * perPage, number * perPage),
      path: pathOf(number),
      newerPath: number > 1 ? pathOf(number - 1) : undefined,
      olderPath: number < total ? pathOf(number + 1) : undefined,
    };
  });
}

/** A listing page of the blog: /blog and its later pages, or a category's pages (only categories with posts). */
export interface BlogListing {
  page: ListingPage;
  category?: BlogCategory;
}

export function blogListings(posts: readonly PostSummary[], categories: ReadonlyMap<string, BlogCategory>): BlogListing[] {
  const listings: BlogListing[] = paginate(posts, "/blog").map((page) => ({ page }));
  for (const category of [...categories.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    const own = posts.filter((post) => post.categorySlug === category.slug);
    if (own.length) listings.push(...paginate(own, category.url).map((page) => ({ page, category })));
  }
  return listings;
}

/** Headings (## and ###) of an MDX body, in order. */
export function markdownHeadings(body: string): string[] {
  return [...body.matchAll(/^#{2,3}\s+(.+?)\s*#*$/gm)].map((match) => match[1]!.replace(/[*_`]/g, "").trim());
}

/** The readable text of an MDX body: no markup, link targets, imports or components. */
export function markdownText(body: string): string {
  let text = body.replace(/^(import|export)\s.*$/gm, " ").replace(/<[^>]+>/g, " ");
  // JSX expressions ({site.claims...}) may nest; strip innermost first until none is left.
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text.replace(/\{[^{}]*\}/g, " ");
  }
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, " ")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/^\s*(?:[-*+]|\d+\.)\s+/gm, "")
    .replace(/^\s*>\s?/gm, "")
    .replace(/[*_`|]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}
