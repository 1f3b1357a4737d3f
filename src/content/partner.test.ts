import { describe, expect, it } from "vitest";
import { partnerContent, referralTiers } from "./partner";
import { partnerContentSchema } from "./partner.schema";
import { pages } from "./pages";
import { site } from "./site";
import { formatResidual, formatTierAmount, formatTierRange, tierForReferrals } from "@/lib/referral-tiers";

describe("partner content", () => {
  it("passes its schema", () => {
    expect(() => partnerContentSchema.parse(partnerContent)).not.toThrow();
  });

  it("has the referral tiers of SPEC section 9, exactly", () => {
    const table = referralTiers.map((tier) => [
      tier.name,
      formatTierAmount(tier.perReferralUsd),
      formatTierRange(tier.monthlyReferrals),
      formatResidual(tier.residualPercent),
    ]);
    expect(table).toEqual([
      ["Bronze", "$200", "1-5", "0.02%"],
      ["Silver", "$350", "6-15", "0.035%"],
      ["Gold", "$500", "16-30", "0.05%"],
      ["Platinum", "$750", "31+", "0.075%"],
    ]);
  });

  it("places a month's referrals in exactly one tier", () => {
    expect(tierForReferrals(referralTiers, 0)).toBeUndefined();
    expect(tierForReferrals(referralTiers, 1)?.name).toBe("Bronze");
    expect(tierForReferrals(referralTiers, 5)?.name).toBe("Bronze");
    expect(tierForReferrals(referralTiers, 6)?.name).toBe("Silver");
    expect(tierForReferrals(referralTiers, 30)?.name).toBe("Gold");
    expect(tierForReferrals(referralTiers, 31)?.name).toBe("Platinum");
    expect(tierForReferrals(referralTiers, 500)?.name).toBe("Platinum");
  });

  it("has the three consultation types with 15, 45 and 30 minutes", () => {
    expect(partnerContent.consult.types.items.map((type) => [type.title, type.minutes])).toEqual([
      ["Payment Processing Launch Call", 15],
      ["Partnership Strategy Session", 45],
      ["Referral Program Overview", 30],
    ]);
  });

  it("states the program terms of SPEC section 9", () => {
    const copy = JSON.stringify(partnerContent.referral);
    expect(copy).toContain("$100");
    expect(copy).toContain("30-day cycle by direct deposit or check");
    expect(copy).toContain("No fees to join.");
    expect(copy).toContain("No minimum number of referrals.");
    expect(partnerContent.terms.approval).toContain("within 24 hours");
    expect(site.contact.partnerPhoneHours).toBe("Monday to Friday, 9 AM to 6 PM EST");
  });

  it("tells the founding story from site.ts facts and names nobody (SPEC gives no founders' names)", () => {
    const { founders } = partnerContent.about;
    expect(founders.milestones.map((step) => step.marker)).toContain(String(site.brand.foundedYear));
    const text = JSON.stringify(founders);
    expect(text).toContain(site.brand.veteranLine);
    // No titled names ("Dr. Lee") and no "founder First Last": SPEC names no founder, so neither does the page.
    expect(text).not.toMatch(/\b(Mr|Mrs|Ms|Dr)\.? [A-Z]|\bfounder [A-Z][a-z]+ [A-Z][a-z]+/);
  });

  it("uses the four metrics of /partner/about from site.ts", () => {
    expect(partnerContent.about.metrics.items.map((metric) => `${metric.value} ${metric.label}`)).toEqual([
      "98% Client retention",
      "200+ POS integrations",
      "39% Average fee reduction",
      "24/7 Partner support for your merchants",
    ]);
  });

  it("sends every call to action to the SPEC's targets", () => {
    expect(partnerContent.overview.hero.primary.href).toBe("/partner/schedule-consult");
    expect(partnerContent.overview.hero.secondary.href).toBe("/application");
    expect(partnerContent.overview.quickLinks.items.map((link) => link.href)).toEqual([
      "/partner/schedule-consult",
      "/partner/about",
      "/partner/referral-program",
    ]);
    expect([partnerContent.about.closing.primary.href, partnerContent.about.closing.secondary.href]).toEqual([
      "/partner/schedule-consult#top",
      "/partner",
    ]);
    expect(partnerContent.referral.hero.join.href).toBe("/partner/schedule-consult");
    expect(partnerContent.referral.closing.join.href).toBe("/partner/schedule-consult");
  });

  it("has an SEO entry for every partner route", () => {
    for (const path of ["/partner", "/partner/schedule-consult", "/partner/about", "/partner/referral-program"]) {
      expect(pages.get(path)).toBeDefined();
    }
    expect(pages.get("/partner/referral-program")!.description).toContain("$200 to $750");
  });
});
