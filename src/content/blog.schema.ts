import { z } from "zod";

/**
 * Frontmatter of a blog post (src/content/blog/<slug>.mdx). Astro checks every post against it at build time
 * (src/content.config.ts) and blog.test.ts checks the files themselves.
 */
export const blogCategories = ["Industry Insights", "Business Tips"] as const;

export const blogFrontmatterSchema = z.object({
  title: z.string().min(10).max(90),
  /** Card text and meta description. */
  excerpt: z.string().min(50).max(170),
  date: z.coerce.date(),
  category: z.enum(blogCategories),
  author: z.string().min(3),
  authorRole: z.string().min(3),
  /** A local illustration under /public (SVG), drawn at `imageWidth` x `imageHeight`. */
  image: z.string().regex(/^\/blog\/[a-z0-9-]+\.svg$/),
  imageAlt: z.string().min(10),
  imageWidth: z.number().int().positive().default(1200),
  imageHeight: z.number().int().positive().default(630),
  keywords: z.array(z.string().min(2)).min(2),
});

export type BlogFrontmatter = z.infer<typeof blogFrontmatterSchema>;

/** A post as the listing, cards, search and Open Graph cards see it. */
export interface PostSummary extends BlogFrontmatter {
  slug: string;
  url: string;
  /** "Jan 15, 2025", as SPEC "Blog articles" writes dates. */
  dateLabel: string;
  /** ISO date for <time datetime>. */
  dateIso: string;
  /** The MDX source without frontmatter: read by the site search and the word count. */
  body: string;
}

export function formatPostDate(date: Date): string {
  return new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" }).format(date);
}

/** Newest first, as the listing and the resources cards show them. */
export function toPostSummaries(entries: { id: string; data: BlogFrontmatter; body?: string }[]): PostSummary[] {
  return entries
    .map((entry) => ({
      ...entry.data,
      slug: entry.id,
      url: `/blog/${entry.id}`,
      dateLabel: formatPostDate(entry.data.date),
      dateIso: entry.data.date.toISOString().slice(0, 10),
      body: entry.body ?? "",
    }))
    .sort((a, b) => b.date.getTime() - a.date.getTime());
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
