import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { BLOG_DIR, readPostFiles } from "./blog-files";
import { formatPostDate, markdownHeadings, markdownText, wordCount } from "./blog.schema";
import { ogCards } from "./og-cards";
import { articleJsonLd } from "@/lib/structured-data";
import { pageSlug } from "@/lib/seo";

const posts = readPostFiles();
const publicDir = path.join(BLOG_DIR, "..", "..", "..", "public");

describe("blog posts", () => {
  it("are the three SPEC articles with their dates, newest first", () => {
    expect(posts.map((post) => [post.url, post.dateLabel])).toEqual([
      ["/blog/stripe-square-paypal-high-risk", "Jan 15, 2025"],
      ["/blog/5-payment-features-every-business-needs", "Jan 10, 2025"],
      ["/blog/hidden-cost-bad-customer-service", "Jan 5, 2025"],
    ]);
  });

  it.each(posts.map((post) => [post.slug, post] as const))("%s has at least 900 words of its own", (_slug, post) => {
    const words = wordCount(markdownText(post.body));
    expect(words).toBeGreaterThanOrEqual(900);
  });

  it.each(posts.map((post) => [post.slug, post] as const))("%s has headings, a byline and a local sized image", (_slug, post) => {
    expect(markdownHeadings(post.body).length).toBeGreaterThanOrEqual(4);
    expect(post.author.name).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
    expect(post.author.bio.length).toBeGreaterThan(60);
    expect(["Industry Insights", "Business Tips"]).toContain(post.category);
    expect(existsSync(path.join(publicDir, post.image))).toBe(true);
    const svg = readFileSync(path.join(publicDir, post.image), "utf8");
    expect(svg).toContain(`viewBox="0 0 ${post.imageWidth} ${post.imageHeight}"`);
  });

  it("contain no placeholder text", () => {
    for (const post of posts) {
      expect(post.body).not.toMatch(/lorem ipsum|TODO|FIXME|coming soon|\bTBD\b/i);
    }
  });

  it("read claims from site.ts instead of retyping them", () => {
    for (const post of posts) {
      expect(markdownText(post.body)).not.toMatch(/\b39%|98%|24\/7|1\.5% \+ \$0\.10|200\+/);
    }
  });

  it("each get an Open Graph card named after the page slug", () => {
    const slugs = ogCards(posts).map((card) => card.slug);
    for (const post of posts) expect(slugs).toContain(pageSlug(post.url));
    expect(pageSlug(posts[0]!.url)).toBe("blog-stripe-square-paypal-high-risk");
  });
});

describe("markdown helpers", () => {
  it("strip imports, JSX expressions, links and emphasis", () => {
    const body =
      'import { site } from "../site";\n\n## A *heading*\n\nSee [our page](/x) and **bold** {site.claims.uptime.value}.\n\n<ul>{items.map((i) => <li>{i}</li>)}</ul>';
    expect(markdownText(body)).toBe("A heading See our page and bold .");
    expect(markdownHeadings(body)).toEqual(["A heading"]);
    expect(wordCount("one two — three")).toBe(3);
  });

  it("formats dates as SPEC writes them, whatever the time zone", () => {
    expect(formatPostDate(new Date("2025-01-05"))).toBe("Jan 5, 2025");
  });
});

describe("articleJsonLd", () => {
  it("describes the post, its author and its publisher", () => {
    const post = posts[0]!;
    const data = articleJsonLd({
      title: post.title,
      description: post.excerpt,
      url: `https://www.example.com${post.url}`,
      image: `https://www.example.com${post.image}`,
      datePublished: post.date,
      author: { name: post.author.name, jobTitle: post.author.role },
      section: post.category,
      wordCount: 1000,
    });
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      datePublished: "2025-01-15",
      author: { "@type": "Person", name: post.author.name },
      publisher: { "@id": "https://www.example.com/#organization" },
      articleSection: "Industry Insights",
      wordCount: 1000,
    });
  });
});
