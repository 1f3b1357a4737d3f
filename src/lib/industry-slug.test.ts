import { describe, expect, it } from "vitest";
import { industryHref, industrySlug } from "./industry-slug";

describe("industrySlug", () => {
  it.each([
    ["Restaurants", "restaurants"],
    ["Liquor Stores", "liquor-stores"],
    ["Convenience Stores", "convenience-stores"],
    ["Gas Stations", "gas-stations"],
    ["Bars", "bars"],
    ["Law Firms", "law-firms"],
    ["Peptides", "peptides"],
    ["Adult AI", "adult-ai"],
    ["Coaching", "coaching"],
    ["Delta 8", "delta-8"],
    ["Kratom", "kratom"],
    ["Shopify", "shopify"],
    ["Marketing", "marketing"],
  ])("lowercases %s and hyphenates spaces -> %s", (title, slug) => {
    expect(industrySlug(title)).toBe(slug);
  });

  it.each([
    ["E-commerce Stores", "ecommerce-stores"],
    ["Semaglutide & Tirzepatide", "semaglutide-tirzepatide"],
    ["Home Service Business", "home-service-business"],
    ["Firearms (In-Person)", "firearms"],
    ["Firearms (Online)", "firearms"],
    ["Firearms (Online Sales)", "firearms"],
  ])("applies the fixed exception %s -> %s", (title, slug) => {
    expect(industrySlug(title)).toBe(slug);
  });

  it("builds the page address", () => {
    expect(industryHref("Delta 8")).toBe("/industries/delta-8");
  });
});
