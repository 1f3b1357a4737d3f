import { describe, expect, it } from "vitest";
import { highRiskPageSchema, HIGH_RISK_INDUSTRY_TITLES } from "./high-risk.schema";
import { highRiskPage } from "./high-risk";
import { isvPageSchema, ISV_HERO_TAG } from "./isv.schema";
import { isvPage } from "./isv";
import { duplicates } from "./marketing.schema";
import { getPage } from "./pages";
import { PARTNER_COUNT, partnerCategories, POS_SYSTEM_COUNT, POS_TYPE_FEATURES, posPageSchema } from "./pos.schema";
import { posPage, posSystems } from "./pos";
import { site } from "./site";
import { SOLUTION_TITLES, solutionsPageSchema, solutionsSchema } from "./solutions.schema";
import { solutions, solutionsPage } from "./solutions";
import { industryHref } from "@/lib/industry-slug";

/** Every string anywhere inside a content value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const modules = {
  solutions: { solutions, solutionsPage },
  highRisk: highRiskPage,
  isv: isvPage,
  pos: posPage,
};

/** The 17 SPEC industry slugs: the only pages /high-risk may link to. */
const SPEC_INDUSTRY_SLUGS =
  "restaurants, liquor-stores, convenience-stores, gas-stations, bars, law-firms, marketing, home-service-business, ecommerce-stores, peptides, adult-ai, coaching, delta-8, kratom, firearms, semaglutide-tirzepatide, shopify".split(
    ", ",
  );

describe("marketing page content", () => {
  it("passes every schema", () => {
    expect(() => solutionsSchema.parse(solutions)).not.toThrow();
    expect(() => solutionsPageSchema.parse(solutionsPage)).not.toThrow();
    expect(() => highRiskPageSchema.parse(highRiskPage)).not.toThrow();
    expect(() => isvPageSchema.parse(isvPage)).not.toThrow();
    expect(() => posPageSchema.parse(posPage)).not.toThrow();
  });

  it.each(Object.entries(modules))("%s has no placeholder copy", (_, content) => {
    for (const text of strings(content)) {
      expect(text).not.toMatch(/lorem|ipsum|coming soon|\bTODO\b|FIXME|\bTBD\b|placeholder|\{\{/i);
      // A broken template literal (a missing claim) would print these.
      expect(text).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
      expect(text.trim()).toBe(text);
    }
  });

  it("has an SEO entry for each route, with distinct titles and descriptions", () => {
    const entries = ["/solutions", "/high-risk", "/isv", "/pos-systems"].map(getPage);
    expect(duplicates(entries.map((entry) => entry.title))).toEqual([]);
    expect(duplicates(entries.map((entry) => entry.description))).toEqual([]);
    expect(getPage("/pos-systems").description).toContain(site.claims.posIntegrations.value);
  });
});

describe("/solutions content", () => {
  it("has the six SPEC solutions in order, each with four distinct features and a unique id", () => {
    expect(solutions.map((solution) => solution.title)).toEqual([...SOLUTION_TITLES]);
    expect(duplicates(solutions.map((solution) => solution.id))).toEqual([]);
    for (const solution of solutions) {
      expect(solution.features).toHaveLength(4);
      expect(duplicates(solution.features)).toEqual([]);
    }
    expect(duplicates(solutions.map((solution) => solution.description))).toEqual([]);
  });

  it("reads its figures from site.claims", () => {
    const text = strings(modules.solutions).join("\n");
    for (const claim of [
      site.claims.merchantAccountApproval,
      site.claims.highRiskApproval,
      site.claims.approvalRate,
      site.claims.startingRate,
    ]) {
      expect(text).toContain(claim.value);
    }
    expect(text).toContain(site.claims.feeReduction.statement);
    expect(text).toContain(site.brand.veteranLine);
  });

  it("sends Apply Now to /application and Book a Free Consultation to /partner/schedule-consult", () => {
    for (const actions of [solutionsPage.hero.actions, solutionsPage.consultation.actions]) {
      expect(actions).toEqual(
        expect.arrayContaining([
          { label: "Apply Now", href: "/application" },
          { label: "Book a Free Consultation", href: "/partner/schedule-consult" },
        ]),
      );
    }
  });
});

describe("/high-risk content", () => {
  it("links the ten SPEC industries to existing industry slugs", () => {
    expect(highRiskPage.industries.items.map((item) => item.title)).toEqual([...HIGH_RISK_INDUSTRY_TITLES]);
    const slugs = highRiskPage.industries.items.map((item) => industryHref(item.title).replace("/industries/", ""));
    for (const slug of slugs) expect(SPEC_INDUSTRY_SLUGS).toContain(slug);
    expect(slugs).toContain("firearms");
    expect(slugs).toContain("ecommerce-stores");
    expect(slugs).toContain("semaglutide-tirzepatide");
  });

  it("defines high-ticket as single items above $10,000", () => {
    const highTicket = highRiskPage.riskFactors.items.find((item) => item.title === "High-Ticket Items");
    expect(highTicket?.description).toContain("single items above $10,000");
  });

  it("has four risk factors and eight distinct benefits", () => {
    expect(highRiskPage.riskFactors.items.map((item) => item.title)).toEqual([
      "Industry Type",
      "High-Ticket Items",
      "Business Model",
      "Credit History",
    ]);
    expect(duplicates(highRiskPage.benefits.items.map((item) => item.title))).toEqual([]);
    expect(highRiskPage.benefits.items).toHaveLength(8);
  });

  it("quotes the SPEC's calls to action", () => {
    expect(highRiskPage.hero.actions[0]).toEqual({ label: "Get Your High-Risk Quote", href: "/contact" });
    expect(highRiskPage.closing.actions).toEqual([
      { label: "Contact Us Today", href: "/contact" },
      { label: "Apply Now", href: "/application" },
    ]);
  });
});

describe("/isv content", () => {
  it("is tagged word for word and applies at /application", () => {
    expect(isvPage.hero.eyebrow).toBe(ISV_HERO_TAG);
    expect(ISV_HERO_TAG).toBe("PAYMENT SOLUTIONS FOR ISVS");
    expect(isvPage.hero.actions[0]).toEqual({ label: "Apply Now", href: "/application" });
    expect(isvPage.closing.actions[0]).toEqual({ label: "Apply Now", href: "/application" });
  });

  it("shows the ISV figures from site.claims", () => {
    const values = isvPage.figures.map((figure) => figure.value);
    expect(values).toContain(site.claims.isvMerchantRange.value);
    expect(values).toContain(site.claims.isvIntegration.value);
    expect(values).toContain(site.claims.isvCompliance.value);
    expect(site.claims.isvMerchantRange.value).toBe("50 to 50,000");
    expect(site.claims.isvCompliance.value).toBe("PCI DSS, HIPAA, GDPR");
  });

  it("has the five trust cards and the five dashboard cards the SPEC lists", () => {
    expect(isvPage.trust.items.map((item) => item.title)).toEqual([
      "API and SDK Integration",
      "Revenue Sharing",
      "All Merchant Types",
      "Compliance and Security",
      "Scalable Infrastructure",
    ]);
    expect(isvPage.dashboard.items.map((item) => item.title)).toEqual([
      "Reporting and Analytics",
      "Revenue Optimization",
      "Customizable Onboarding",
      "White-Label Gateway",
      "Security",
    ]);
    expect(isvPage.dashboard.advantages).toHaveLength(4);
  });
});

describe("/pos-systems content", () => {
  it("lists the three POS types with the SPEC's features, word for word", () => {
    expect(Object.fromEntries(posPage.types.items.map((type) => [type.title, type.features]))).toEqual(POS_TYPE_FEATURES);
  });

  it("has five carousel systems with distinct names and copy, each applying at /application", () => {
    expect(posSystems).toHaveLength(POS_SYSTEM_COUNT);
    expect(posPage.systems.items).toBe(posSystems);
    expect(duplicates(posSystems.map((system) => system.name))).toEqual([]);
    expect(duplicates(posSystems.map((system) => system.description))).toEqual([]);
    expect(posPage.systems.applyAction).toEqual({ label: "Apply Now", href: "/application" });
  });

  it("has 15 distinct partners covering every kind of platform the SPEC names", () => {
    const partners = posPage.partners.items;
    expect(partners).toHaveLength(PARTNER_COUNT);
    expect(duplicates(partners.map((partner) => partner.name))).toEqual([]);
    expect(new Set(partners.map((partner) => partner.category))).toEqual(new Set(partnerCategories));
  });

  it("quotes the SPEC's buttons", () => {
    expect(posPage.hero.title).toBe("POS System Integrations");
    expect(posPage.hero.lead).toContain(site.claims.posIntegrations.statement);
    expect(posPage.systems.moreAction).toEqual({ label: "Contact Us for More", href: "/contact" });
    expect(posPage.partners.customAction).toEqual({ label: "Contact Us for Custom Integration", href: "/contact" });
    expect(posPage.closing.actions).toEqual([
      { label: "Get Started Today", href: "/application" },
      { label: "Schedule Demo", href: "/contact" },
    ]);
  });
});
