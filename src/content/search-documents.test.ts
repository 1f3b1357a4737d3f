import { describe, expect, it } from "vitest";
import { createSiteSearch } from "@/lib/site-search";
import { contentText } from "./content-text";
import { loadAll as loadAllIndustries } from "./industries";
import { searchDocuments } from "./search-documents";

describe("contentText", () => {
  it("puts titles in headings, copy in body, and skips links and icon names", () => {
    expect(
      contentText({
        title: "Fast approval",
        description: "Most in 24 hours",
        icon: "Clock",
        href: "/apply",
        items: [{ heading: "ACH", text: "Bank debits" }],
      }),
    ).toEqual({
      headings: ["Fast approval", "ACH"],
      body: ["Most in 24 hours", "Bank debits"],
    });
  });
});

describe("site search documents", () => {
  const documents = searchDocuments({ posts: [] });
  const search = createSiteSearch(documents);

  it("index every industry page and the marketing pages' own copy", () => {
    const urls = documents.map((document) => document.url);
    for (const industry of loadAllIndustries()) expect(urls).toContain(`/industries/${industry.slug}`);
    for (const path of ["/", "/solutions", "/high-risk", "/isv", "/pos-systems", "/industries"]) {
      expect(documents.find((document) => document.url === path)?.headings.length, path).toBeGreaterThan(0);
    }
  });

  it.each([
    ["kratom", "/industries/kratom"],
    ["firearms background check", "/industries/firearms"],
    ["countertop terminal", "/pos-systems"],
    ["referral tiers", "/partner/referral-program"],
  ])("ranks the page a visitor means first for %s", (query, url) => {
    expect(search.search(query)[0]?.url).toBe(url);
  });
});
