import { describe, expect, it } from "vitest";
import { z } from "zod";
import { footerLinks, mainNav, redirects, searchHref, withOverview } from "./navigation";
import { pages } from "./pages";
import { privacyPolicy } from "./privacy-policy";
import { linkSchema, navItemSchema, siteSchema, validateContent } from "./schemas";
import { site } from "./site";
import { buildMetadata } from "@/lib/seo";
import { organizationJsonLd } from "@/lib/structured-data";

describe("site content", () => {
  it("passes its schemas", async () => {
    await expect(validateContent()).resolves.toBeUndefined();
    expect(() => siteSchema.parse(site)).not.toThrow();
    expect(() => z.array(navItemSchema).parse(mainNav)).not.toThrow();
    expect(() => z.array(linkSchema).parse(footerLinks)).not.toThrow();
  });

  it("names the brand in every page's title and social tags, and describes the organisation in JSON-LD", () => {
    const SITE = "https://www.harborline.example";
    const meta = buildMetadata({ title: "Privacy Policy", description: "d", path: "/privacy-policy" }, SITE, site.brand);
    expect(meta).toMatchObject({
      title: "Privacy Policy | Harborline Payments",
      ogSiteName: "Harborline Payments",
      twitterSite: site.brand.twitterHandle,
    });
    expect(organizationJsonLd(SITE, site)).toMatchObject({
      "@type": "Organization",
      name: site.brand.name,
      legalName: site.brand.legalName,
      url: `${SITE}/`,
      telephone: site.contact.phone.e164,
      email: site.contact.email,
      foundingDate: "2017",
      sameAs: site.social.map((link) => link.href),
    });
  });

  it("rejects a real-looking phone number and a non-https social link", () => {
    expect(
      siteSchema.safeParse({ ...site, contact: { ...site.contact, phone: { display: "(210) 555-1234", e164: "+12105551234" } } })
        .success,
    ).toBe(false);
    expect(
      siteSchema.safeParse({ ...site, social: [site.social[0], { name: "x", href: "http://x.com", icon: "x" }] }).success,
    ).toBe(false);
  });

  it("states the SPEC section 1 claims", () => {
    const c = site.claims;
    expect(c.feeReduction.value).toBe("39%");
    expect(c.yearsInBusiness.value).toBe("5+");
    expect(site.brand.foundedYear).toBe(2017);
    expect(site.brand.veteranLine).toBe("Veteran-founded and operated since 2017");
    expect(c.statesServed.value).toBe("50");
    expect(c.posIntegrations.value).toBe("200+");
    expect(c.isvIntegration.statement).toContain("24 hours");
    expect(c.approvalTime.statement).toContain("within 24 hours");
    expect(c.merchantAccountApproval.statement).toContain("24-72 hours");
    expect(c.highRiskApproval.statement).toContain("3-5 business days");
    expect(c.approvalRate.value).toBe("98%");
    expect(c.clientRetention.value).toBe("98%");
    expect(c.support.statement).toContain("24/7");
    expect(c.support.statement).toContain("US-based");
    expect(c.uptime.value).toBe("99.9%");
    expect(c.startingRate.statement).toContain("as low as 1.5% + $0.10 per transaction for qualified businesses");
    expect(c.setupFees.statement).toContain("no setup fees for most accounts");
    expect(c.contractTerms.statement).toContain("month-to-month or longer");
    expect(c.pciCompliance.value).toBe("PCI DSS Level 1");
    expect(c.isvMerchantRange.statement).toContain("50 to 50,000 merchants");
    expect(c.isvCompliance.statement).toMatch(/PCI DSS, HIPAA and GDPR/);
    expect(site.acceptedPaymentMethods.join(" ")).toMatch(
      /credit and debit cards.*ACH.*Apple Pay and Google Pay.*[Bb]uy now, pay later.*Cryptocurrency/,
    );
    expect(site.brand.copyrightYear).toBe(2024);
  });

  it("uses a fictional phone number and email", () => {
    expect(site.contact.phone.display).toMatch(/555-01\d\d$/);
    expect(site.contact.email).toMatch(/\.example$/);
  });
});

describe("navigation", () => {
  it("has the SPEC's header links and dropdowns, each with an Overview link first", () => {
    expect(mainNav.map((item) => item.href)).toEqual([
      "/",
      "/solutions",
      "/industries",
      "/isv",
      "/resources",
      "/partner",
      "/contact",
    ]);
    const dropdowns = Object.fromEntries(
      mainNav.filter((item) => item.children).map((item) => [item.href, withOverview(item).map((link) => link.href)]),
    );
    expect(dropdowns).toEqual({
      "/solutions": ["/solutions", "/pos-systems", "/high-risk"],
      "/industries": ["/industries", "/industries#low-risk", "/industries#high-risk"],
      "/resources": ["/resources", "/resources#faq", "/blog"],
      "/partner": ["/partner", "/partner/schedule-consult", "/partner/about", "/partner/referral-program", "/application"],
    });
    for (const item of mainNav.filter((entry) => entry.children)) expect(withOverview(item)[0]!.label).toBe("Overview");
  });

  it("has the SPEC's footer links", () => {
    expect(footerLinks.map((link) => link.href)).toEqual([
      "/solutions",
      "/high-risk-management",
      "/pos-systems",
      "/industries",
      "/partner/about",
      "/resources",
      "/contact",
      "/privacy-policy",
      "/application",
    ]);
    expect(footerLinks.find((link) => link.href === "/partner/about")!.label).toBe("About Us");
    expect(footerLinks.find((link) => link.href === "/resources")!.label).toBe("Blog");
    expect(footerLinks.find((link) => link.href === "/contact")!.label).toBe("Contact and Support");
  });

  it("redirects /high-risk-management to /high-risk", () => {
    expect(redirects).toEqual({ "/high-risk-management": "/high-risk" });
  });

  it("sends searches to /contact with URL-encoded text and ignores blank text", () => {
    expect(searchHref("high risk & CBD")).toBe("/contact?search=high%20risk%20%26%20CBD");
    expect(searchHref("  ACH  ")).toBe("/contact?search=ACH");
    expect(searchHref("   ")).toBeNull();
    expect(searchHref("")).toBeNull();
    expect(searchHref("a/b?c=d#e")).toBe("/contact?search=a%2Fb%3Fc%3Dd%23e");
  });
});

describe("page registry", () => {
  it("gives every fixed route a unique title and description", () => {
    const entries = [...pages.values()];
    expect(new Set(entries.map((entry) => entry.title)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.description)).size).toBe(entries.length);
  });

  it("keeps the not-found page out of the index", () => {
    expect(pages.get("/404")).toMatchObject({ title: "Page Not Found", noIndex: true, inSitemap: false });
  });
});

describe("privacy policy", () => {
  it("has the effective date and the eight numbered sections in order", () => {
    expect(privacyPolicy.effectiveDate).toBe("September 22, 2025");
    expect(privacyPolicy.sections.map((section) => `${section.number}. ${section.title}`)).toEqual([
      "1. Information We Collect",
      "2. How We Use Your Information",
      "3. How We Protect Your Information",
      "4. Information Sharing",
      "5. Your Rights",
      "6. Cookies and Tracking",
      "7. Third-Party Links",
      "8. Updates to This Policy",
    ]);
  });
});
