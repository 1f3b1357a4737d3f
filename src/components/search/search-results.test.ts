import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { readPostFiles } from "@/content/blog-files";
import { searchDocuments } from "@/content/search-documents";
import { createSiteSearch } from "@/lib/site-search";
import { SearchResults } from "./search-results";

const siteSearch = createSiteSearch(searchDocuments({ posts: readPostFiles() }));

describe("SearchResults", () => {
  const render = (query: string | null) =>
    renderToStaticMarkup(createElement(SearchResults, { query, results: siteSearch.search(query ?? "") }));

  it("shows 'Results for <text>' with ranked links", () => {
    const html = render("referral tiers");
    expect(html).toContain("Results for <span");
    expect(html).toContain(">referral tiers</span>");
    expect(html.indexOf('href="/partner/referral-program"')).toBeGreaterThan(-1);
    expect(html.indexOf('href="/partner/referral-program"')).toBeLessThan(html.indexOf('href="/partner"'));
  });

  it("says so when nothing matched and points to the contact form", () => {
    const html = render("xylophone zeppelin");
    expect(html).toContain("No pages matched your search.");
    expect(html).toContain("contact form below");
    expect(html).toContain('href="tel:');
  });

  it("renders the visitor's text as text, never as markup", () => {
    const html = render('<img src=x onerror="alert(1)"><script>alert(2)</script>');
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;");
  });

  it("renders nothing without a query", () => {
    expect(render(null)).toBe("");
    expect(render("  ")).toBe("");
  });
});
