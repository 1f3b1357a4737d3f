import { describe, expect, it } from "vitest";
import { industryHref, industrySlug } from "@/lib/industry-slug";
import { industriesOverviewSchema, industrySchema, industrySlugs } from "./industry.schema";
import { site } from "@/content/site";
import { industriesOverview } from "./overview";
import { isIndustrySlug, load, loadAll, loadOverview } from "./index";

const restaurants = load("restaurants")!;
const firearms = load("firearms")!;

const SPEC_SLUGS = [
  "restaurants",
  "liquor-stores",
  "convenience-stores",
  "gas-stations",
  "bars",
  "law-firms",
  "marketing",
  "home-service-business",
  "ecommerce-stores",
  "peptides",
  "adult-ai",
  "coaching",
  "delta-8",
  "kratom",
  "firearms",
  "semaglutide-tirzepatide",
  "shopify",
];

const SPEC_LOW_RISK = [
  "Restaurants",
  "Liquor Stores",
  "Convenience Stores",
  "Gas Stations",
  "Bars",
  "Law Firms",
  "Home Service Business",
  "Firearms (In-Person)",
];

const SPEC_HIGH_RISK = [
  "E-commerce Stores",
  "Peptides",
  "Adult AI",
  "Coaching",
  "Delta 8",
  "Kratom",
  "Firearms (Online)",
  "Semaglutide & Tirzepatide",
  "Shopify",
  "Marketing",
];

const all = loadAll();

/** Every string anywhere inside a value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("industry registry", () => {
  it("holds exactly the SPEC's 17 slugs, in the SPEC's order", () => {
    expect([...industrySlugs]).toEqual(SPEC_SLUGS);
    expect(all.map((industry) => industry.slug)).toEqual(SPEC_SLUGS);
  });

  it("loads a page by slug and nothing for any other slug", () => {
    expect(load("kratom")?.slug).toBe("kratom");
    expect(load("not-a-real-industry")).toBeUndefined();
    expect(load("Kratom")).toBeUndefined();
    expect(isIndustrySlug("delta-8")).toBe(true);
    expect(isIndustrySlug("delta8")).toBe(false);
  });
});

describe.each(all.map((industry) => [industry.slug, industry] as const))("industry module %s", (slug, industry) => {
  it("passes its schema", () => {
    const result = industrySchema.safeParse(industry);
    expect(result.success, result.success ? "" : JSON.stringify(result.error.issues, null, 2)).toBe(true);
  });

  it("has the full layout: three features, two paragraphs, eight benefits, four solutions", () => {
    expect(industry.features.cards).toHaveLength(3);
    expect(industry.understanding.paragraphs).toHaveLength(2);
    expect(industry.understanding.benefits).toHaveLength(8);
    expect(industry.solutions.cards).toHaveLength(4);
    expect(new Set(industry.understanding.benefits).size).toBe(8);
  });

  it("has copy with no placeholder text", () => {
    for (const text of strings(industry)) {
      expect(text).not.toMatch(/\b(lorem|ipsum|todo|fixme|tbd)\b|coming soon|\{\{|\$\{/i);
      // A claim read from site.ts that went missing would print as one of these.
      expect(text).not.toMatch(/\b(undefined|NaN|null)\b|\[object Object\]/);
    }
  });

  it(`keeps its SEO title short enough for search results with the brand appended`, () => {
    expect(`${industry.seo.title} | Harborline Payments`.length).toBeLessThanOrEqual(70);
    expect(industry.seo.keywords.length).toBe(new Set(industry.seo.keywords).size);
    expect(slug).toBe(industry.slug);
  });
});

describe("industry copy is not templated", () => {
  it.each([
    ["SEO title", (i: (typeof all)[number]) => i.seo.title],
    ["SEO description", (i: (typeof all)[number]) => i.seo.description],
    ["hero title", (i: (typeof all)[number]) => i.hero.title],
    ["hero paragraph", (i: (typeof all)[number]) => i.hero.description],
    ["understanding first paragraph", (i: (typeof all)[number]) => i.understanding.paragraphs[0]],
    ["understanding second paragraph", (i: (typeof all)[number]) => i.understanding.paragraphs[1]],
    ["CTA band title", (i: (typeof all)[number]) => i.ctaBand.title],
    ["final CTA title", (i: (typeof all)[number]) => i.finalCta.title],
    ["hero image description", (i: (typeof all)[number]) => i.hero.imageAlt],
  ])("no two pages share a %s", (_label, pick) => {
    const values = all.map(pick);
    const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates).toEqual([]);
  });

  it("no two pages share an illustration motif", () => {
    const motifs = all.map((industry) => industry.illustration.motif);
    expect(new Set(motifs).size).toBe(motifs.length);
  });
});

describe("SPEC content themes", () => {
  const text = (slug: string) => strings(load(slug)).join(" ").toLowerCase();

  it.each([
    ["home-service-business", ["mobile field payments", "estimate", "maintenance", "service software"]],
    ["ecommerce-stores", ["fraud", "chargeback", "multi-currency", "subscription"]],
    ["peptides", ["high-risk", "compliance", "age verification", "discreet"]],
    ["delta-8", ["high-risk", "compliance", "age verification", "discreet"]],
    ["kratom", ["high-risk", "compliance", "age verification", "discreet"]],
    ["adult-ai", ["discreet billing", "age verification", "subscription"]],
    ["coaching", ["package billing", "client portal", "recurring"]],
    ["firearms", ["license compliance", "background check", "age verification"]],
    ["semaglutide-tirzepatide", ["healthcare compliance", "prescription", "recurring treatment billing", "telehealth"]],
    ["shopify", ["store integration", "reconcil", "multi-channel"]],
    ["marketing", ["project", "retainer", "client portal", "budget approval", "multi-client"]],
  ])("%s covers its theme", (slug, terms) => {
    for (const term of terms) expect(text(slug), `${slug} should mention "${term}"`).toContain(term);
  });

  it("firearms adds the in-person and online sales section; no other page does", () => {
    expect(firearms.salesChannels?.title).toBe("Supporting Both In-Person and Online Firearms Sales");
    expect(firearms.salesChannels?.cards.map((card) => card.title)).toEqual(["In-Person Sales", "Online Sales"]);
    expect(all.filter((industry) => industry.salesChannels).map((industry) => industry.slug)).toEqual(["firearms"]);
  });

  it("reads figures from the site claims instead of retyping them", () => {
    expect(restaurants.understanding.paragraphs[0]).toContain("39%");
    expect(text("peptides")).toContain("3-5 business days");
  });

  it("a page quotes the approval time of the class /industries lists it in, never another (firearms is in both)", () => {
    const { claims } = site;
    const times = [claims.approvalTime, claims.merchantAccountApproval, claims.highRiskApproval];
    const classOf = (cards: readonly { title: string }[]) => new Set(cards.map((card) => industrySlug(card.title)));
    const low = classOf(industriesOverview.lowRisk.cards);
    const high = classOf(industriesOverview.highRisk.cards);
    for (const slug of industrySlugs) {
      const quoted = times.filter((claim) => text(slug).includes(claim.statement.toLowerCase()));
      if (low.has(slug) && high.has(slug)) continue;
      const allowed = high.has(slug) ? claims.highRiskApproval : claims.merchantAccountApproval;
      expect(
        quoted.filter((claim) => claim !== allowed).map((claim) => claim.statement),
        slug,
      ).toEqual([]);
    }
  });
});

describe("/industries overview", () => {
  const overview = loadOverview();

  it("passes its schema", () => {
    expect(industriesOverviewSchema.safeParse(industriesOverview).success).toBe(true);
  });

  it("lists the SPEC's Low-Risk and High-Risk cards in the SPEC's order", () => {
    expect(overview.lowRisk.cards.map((card) => card.title)).toEqual(SPEC_LOW_RISK);
    expect(overview.highRisk.cards.map((card) => card.title)).toEqual(SPEC_HIGH_RISK);
  });

  it("sends every card's Learn More to an existing industry page", () => {
    for (const card of [...overview.lowRisk.cards, ...overview.highRisk.cards]) {
      const slug = industrySlug(card.title);
      expect(load(slug), `${card.title} -> ${slug}`).toBeDefined();
      expect(industryHref(card.title)).toBe(`/industries/${slug}`);
    }
  });

  it("covers every industry page with at least one card", () => {
    const linked = new Set([...overview.lowRisk.cards, ...overview.highRisk.cards].map((card) => industrySlug(card.title)));
    expect([...linked].sort()).toEqual([...SPEC_SLUGS].sort());
  });

  it("gives both Firearms cards their own description, landing on the one firearms page", () => {
    const firearmsCards = [...overview.lowRisk.cards, ...overview.highRisk.cards].filter((card) =>
      card.title.startsWith("Firearms"),
    );
    expect(firearmsCards.map((card) => industryHref(card.title))).toEqual(["/industries/firearms", "/industries/firearms"]);
    expect(firearmsCards[0]?.description).not.toBe(firearmsCards[1]?.description);
  });
});
