import { solutions } from "./solutions";
import { describe, expect, it } from "vitest";
import { home } from "./home";
import { homeSchema } from "./home.schema";
import { site } from "./site";
import { isIndustrySlug } from "./industries";

/** Every string in a value, depth first. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("home page content", () => {
  it("matches its schema", () => {
    expect(() => homeSchema.parse(home)).not.toThrow();
  });

  it("has the SPEC's home industry cards under Low-Risk (first, the default) and High-Risk", () => {
    const [low, high] = home.industries.tabs;
    expect(low.value).toBe("low-risk");
    expect(low.cards.map((card) => card.title)).toEqual([
      "Home Service Business",
      "Liquor Stores",
      "Convenience Stores & Gas Stations",
      "Restaurant & Bar",
    ]);
    expect(high.value).toBe("high-risk");
    expect(high.cards.map((card) => card.title)).toEqual(["CBD & Delta 8", "AI (adult content platforms)", "Kratom", "Peptides"]);
  });

  it("has the SPEC's six solution cards and five numbered process steps", () => {
    expect(solutions.map((card) => card.title)).toEqual([
      "Business Funding",
      "Merchant Accounts",
      "ACH Solutions",
      "Underwriting",
      "High-Risk Merchant Accounts",
      "Online Payment Gateways",
    ]);
    expect(home.process.steps.map((step) => `${step.number} ${step.title}`)).toEqual([
      "1 Submit Application",
      "2 Initial Consultation",
      "3 Risk Evaluation",
      "4 Account Setup",
      "5 Ongoing Support",
    ]);
  });

  it("reads the stats row from the site claims in the SPEC's order", () => {
    const values = home.stats.keys.map((key) => site.claims[key].value);
    expect(values).toEqual(["39%", "5+", "50", "200+", "24hrs"]);
  });

  it("sends every call to action where the SPEC says", () => {
    expect(home.hero.apply.href).toBe("/application");
    expect(home.hero.calculate).toEqual({ label: "Calculate Savings", href: "#calculator" });
    expect(home.calculator.apply.href).toBe("/application");
    expect(home.industries.viewAll).toEqual({ label: "View All Industries", href: "/industries" });
    expect(home.pos.explore).toEqual({ label: "Explore POS Systems", href: "/pos-systems" });
    expect(home.process.apply).toEqual({ label: "Apply Now", href: "/application" });
    expect(home.solutions.learnMore).toEqual({ label: "Learn More", href: "/solutions" });
    expect(home.integrations.viewAll).toEqual({ label: "View All", href: "/pos-systems" });
    expect(home.isv.learnMore).toEqual({ label: "Learn More", href: "/isv" });
    expect(home.isv.schedule).toEqual({ label: "Schedule Consultation", href: "/partner/schedule-consult" });
    expect(home.feeAnalysis.analyze).toEqual({ label: "Analyze My Fees", href: "/application" });
  });

  it("has three testimonials with distinct people", () => {
    expect(new Set(home.testimonials.items.map((item) => item.name)).size).toBe(3);
  });

  it("names each testimonial's kind of business, read from the role", () => {
    expect(home.testimonials.items.map((item) => item.business)).toEqual(["Restaurant", "High-risk e-commerce", "Home services"]);
  });

  it("shows in the hero only brands the integrations row already names", () => {
    for (const brand of home.hero.worksWith.brands) expect(home.integrations.brands).toContain(brand);
  });

  it("sends every industry card to its industry page, or to the /industries section of a card that covers two (issue 37)", () => {
    for (const tab of home.industries.tabs) {
      for (const card of tab.cards) {
        const [path, anchor] = card.href.split("#");
        if (anchor) {
          expect(path).toBe("/industries");
          expect(anchor).toBe(tab.value);
        } else expect(isIndustrySlug(path!.replace("/industries/", "")), card.href).toBe(true);
      }
    }
  });

  it("contains no placeholder copy", () => {
    for (const value of strings(home)) {
      expect(value).not.toMatch(/lorem|ipsum|coming soon|TODO|FIXME|TBD|placeholder/i);
    }
  });

  it("does not retype a claim's figure that is missing from site.ts", () => {
    // Any percentage, dollar amount or hour count on the page must be one the site claims define.
    const allowed = new Set(strings(site.claims).flatMap((text) => text.match(/\d[\d,.]*(%|\+| ?hours?|hrs)?/g) ?? []));
    for (const value of strings(home)) {
      for (const figure of value.match(/\d[\d,.]*(%|\+| ?hours?|hrs)/g) ?? []) {
        expect(allowed, `"${figure}" in "${value}"`).toContain(figure);
      }
    }
  });
});
