import { describe, expect, it } from "vitest";
import { MAX_RESULTS, createSiteSearch } from "@/lib/site-search";
import { readPostFiles } from "./blog-files";
import { searchDocuments } from "./search-documents";

const documents = searchDocuments({ posts: readPostFiles() });
const siteSearch = createSiteSearch(documents);
const urls = (query: string) => siteSearch.search(query).map((hit) => hit.url);

describe("search documents", () => {
  it("cover the fixed pages, every FAQ answer and every post", () => {
    const all = documents.map((document) => document.url);
    for (const url of [
      "/resources",
      "/blog",
      "/partner",
      "/partner/schedule-consult",
      "/partner/about",
      "/partner/referral-program",
      "/resources#faq",
      "/blog/hidden-cost-bad-customer-service",
    ]) {
      expect(all).toContain(url);
    }
    expect(all).not.toContain("/404");
    expect(documents.filter((document) => document.url === "/resources#faq")).toHaveLength(8);
  });
});

describe("site search", () => {
  it("ranks the page a visitor means first", () => {
    expect(urls("referral tiers")[0]).toBe("/partner/referral-program");
    expect(urls("Platinum residual")[0]).toBe("/partner/referral-program");
    expect(urls("stripe paypal")[0]).toBe("/blog/stripe-square-paypal-high-risk");
    expect(urls("customer service")[0]).toBe("/blog/hidden-cost-bad-customer-service");
    expect(urls("schedule consultation")[0]).toBe("/partner/schedule-consult");
    expect(urls("core values mission")[0]).toBe("/partner/about");
    expect(urls("setup fees contract")[0]).toBe("/resources#faq");
  });

  it("matches word beginnings and forgives a typo in a long word", () => {
    expect(urls("contactles")).toContain("/blog/5-payment-features-every-business-needs");
    expect(urls("chargebaks")).toContain("/blog/stripe-square-paypal-high-risk");
  });

  it("returns at most one hit per URL and at most MAX_RESULTS hits, best first", () => {
    const hits = siteSearch.search("payment processing merchant account");
    expect(hits.length).toBeLessThanOrEqual(MAX_RESULTS);
    expect(new Set(hits.map((hit) => hit.url)).size).toBe(hits.length);
    const scores = hits.map((hit) => hit.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
  });

  it("finds nothing for unknown words, blank text or stop words alone", () => {
    expect(siteSearch.search("xylophone zeppelin")).toEqual([]);
    expect(siteSearch.search("   ")).toEqual([]);
    expect(siteSearch.search("how to the")).toEqual([]);
  });
});
