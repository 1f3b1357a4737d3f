import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useContentDirs } from "@/test-support/astro-content";
import { CONTENT_DIRS, readPostFiles } from "./blog-files";
import { getListings, getPosts } from "./blog";
import { blogListings, paginate, relatedPosts, toCategories, type PostSummary } from "./blog.schema";
import { ogCards } from "./og-cards";
import { contentDocuments, searchDocuments } from "./search-documents";
import { createSiteSearch } from "@/lib/site-search";
import { siteKnowledge } from "@/server/chat/knowledge";
import { GET as rssFeed } from "@/pages/rss.xml";

/**
 * Issue 36, point 4: a post added only as a content file reaches every reader after one build, with no code change.
 * The blog folder is copied to a temporary one with one more MDX file (and a draft), and the collections that pages,
 * feed, search and the assistant read (`astro:content`, as src/test-support/astro-content.ts serves it to Vitest, and
 * the file readers) are pointed at it.
 */
const NEW_POST = `---
title: "How Surcharging Rules Differ From State to State"
excerpt: "Card surcharges are legal in most states but not all, and the card networks add rules of their own. What to check before you add a fee at checkout."
date: 2025-02-03
category: business-tips
author: karen-holt
image: "/blog/hidden-cost-bad-customer-service/image.svg"
imageAlt: "A receipt showing a card surcharge line beside a map of the United States"
keywords: ["credit card surcharge", "surcharging rules", "card network rules"]
---

## What a surcharge is

A surcharge is a fee added to a card payment. <Claim id="setupFees" part="statement" />

## Where it is allowed

Most states allow it within the card networks' limits, and a few do not.
`;

const DRAFT = NEW_POST.replace("How Surcharging Rules", "Unfinished: How Surcharging Rules").replace(
  "keywords:",
  "draft: true\nkeywords:",
);

let dir: string;
let posts: PostSummary[];
const NEW_URL = "/blog/surcharging-rules-by-state";

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "blog-growth-"));
  cpSync(CONTENT_DIRS.blog, dir, { recursive: true });
  writeFileSync(path.join(dir, "surcharging-rules-by-state.mdx"), NEW_POST);
  writeFileSync(path.join(dir, "surcharging-draft.mdx"), DRAFT);
  useContentDirs({ blog: dir });
  posts = await getPosts();
});
afterAll(() => {
  useContentDirs({});
  rmSync(dir, { recursive: true, force: true });
});

describe("a post added only as a file", () => {
  it("is listed first on /blog (newest) and on its category's page, with its author and reading time", async () => {
    expect(posts[0]!.url).toBe(NEW_URL);
    expect(posts[0]!.author.name).toBe("Karen Holt");
    expect(posts[0]!.readingMinutes).toBe(1);
    const listings = await getListings();
    const blog = listings.find((listing) => listing.page.path === "/blog")!;
    expect(blog.page.posts.map((post) => post.url)).toContain(NEW_URL);
    const category = listings.find((listing) => listing.page.path === "/blog/category/business-tips")!;
    expect(category.page.posts.map((post) => post.url)).toEqual([
      NEW_URL,
      "/blog/5-payment-features-every-business-needs",
      "/blog/hidden-cost-bad-customer-service",
    ]);
  });

  it("is in the RSS feed", async () => {
    const response = await rssFeed({ site: new URL("https://www.example.com") } as never);
    const xml = await response.text();
    expect(xml).toContain("<title>How Surcharging Rules Differ From State to State</title>");
    expect(xml).toContain(`<link>https://www.example.com${NEW_URL}</link>`);
    expect(xml.match(/<item>/g)).toHaveLength(4);
    expect(xml).not.toContain("Unfinished");
  });

  it("is found by the site search and known to the assistant", () => {
    const hits = createSiteSearch(searchDocuments({ posts })).search("surcharging rules");
    expect(hits[0]?.url).toBe(NEW_URL);
    const knowledge = siteKnowledge({ posts });
    expect(knowledge.some((document) => document.url === NEW_URL)).toBe(true);
    expect(contentDocuments({ posts }).some((document) => document.url === NEW_URL)).toBe(true);
  });

  it("gets an Open Graph card (every built page has one; the sitemap lists every built page)", async () => {
    const slugs = ogCards(posts, await getListings()).map((card) => card.slug);
    expect(slugs).toContain("blog-surcharging-rules-by-state");
    expect(slugs).toContain("blog-category-business-tips");
  });

  it("while a draft never reaches a build: not listed, fed, searched or known", () => {
    expect(posts.some((post) => post.title.startsWith("Unfinished"))).toBe(false);
    expect(readPostFiles({ blog: dir }).some((post) => post.title.startsWith("Unfinished"))).toBe(false);
    expect(readPostFiles({ blog: dir }, { drafts: true }).some((post) => post.title.startsWith("Unfinished"))).toBe(true);
  });
});

describe("pagination and related posts", () => {
  const many = (count: number): PostSummary[] =>
    Array.from({ length: count }, (_, index) => ({
      ...posts[0]!,
      slug: `post-${index}`,
      url: `/blog/post-${index}`,
      categorySlug: index % 2 ? "business-tips" : "industry-insights",
    }));

  it("puts 9 posts on a page, with plain links to the newer and older pages", () => {
    const pages = paginate(many(19), "/blog");
    expect(pages.map((page) => [page.path, page.posts.length, page.newerPath, page.olderPath])).toEqual([
      ["/blog", 9, undefined, "/blog/page/2"],
      ["/blog/page/2", 9, "/blog", "/blog/page/3"],
      ["/blog/page/3", 1, "/blog/page/2", undefined],
    ]);
  });

  it("paginates each category under its own path", () => {
    const categories = toCategories([
      { id: "business-tips", data: { name: "Business Tips", description: "x".repeat(60) } },
      { id: "industry-insights", data: { name: "Industry Insights", description: "x".repeat(60) } },
      { id: "empty-topic", data: { name: "Empty Topic", description: "x".repeat(60) } },
    ]);
    const paths = blogListings(many(20), categories).map((listing) => listing.page.path);
    expect(paths).toEqual([
      "/blog",
      "/blog/page/2",
      "/blog/page/3",
      "/blog/category/business-tips",
      "/blog/category/business-tips/page/2",
      "/blog/category/industry-insights",
      "/blog/category/industry-insights/page/2",
    ]);
  });

  it("relates posts of the same category first", () => {
    const all = many(6);
    expect(relatedPosts(all[0]!, all).map((post) => post.slug)).toEqual(["post-2", "post-4", "post-1"]);
  });
});

describe("a bad edit", () => {
  it("names the file and the field", () => {
    const bad = mkdtempSync(path.join(tmpdir(), "blog-bad-"));
    try {
      writeFileSync(path.join(bad, "short.mdx"), NEW_POST.replace(/^title: .*$/m, 'title: "Short"'));
      expect(() => readPostFiles({ blog: bad })).toThrow(/short\.mdx: title: String must contain at least 10/);
      writeFileSync(path.join(bad, "short.mdx"), NEW_POST.replace("author: karen-holt", "author: nobody"));
      expect(() => readPostFiles({ blog: bad })).toThrow(/short\.mdx: author "nobody" is not a file in src\/content\/authors/);
    } finally {
      rmSync(bad, { recursive: true, force: true });
    }
  });
});
