import { describe, expect, it } from "vitest";
import { buildMetadata, canonicalUrl, ogImagePath, pageSlug, serializeJsonLd, type SeoBrand } from "./seo";
import { organizationJsonLd, type OrganizationFacts } from "./structured-data";

const SITE = "https://www.harborline.example";

/** The facts the layout passes from src/content/site.ts (src/content/content.test.ts checks the real ones). */
const site = {
  brand: {
    name: "Example Payments",
    legalName: "Example Payments, LLC",
    description: "Card processing for small businesses.",
    foundedYear: 2017,
    twitterHandle: "@examplepay",
  },
  contact: {
    email: "sales@payments.example",
    phone: { e164: "+12105550100" },
    address: { locality: "San Antonio", region: "TX", country: "US" },
  },
  social: [{ href: "https://x.com/examplepay" }],
} satisfies OrganizationFacts & { brand: SeoBrand };

describe("buildMetadata", () => {
  const meta = buildMetadata(
    {
      title: "Privacy Policy",
      description: "How we handle your information.",
      path: "/privacy-policy",
      keywords: ["privacy", "data"],
    },
    SITE,
    site.brand,
  );

  it("resolves every SPEC page-SEO field", () => {
    expect(meta).toMatchObject({
      title: `Privacy Policy | ${site.brand.name}`,
      description: "How we handle your information.",
      keywords: "privacy, data",
      canonicalUrl: `${SITE}/privacy-policy`,
      ogTitle: `Privacy Policy | ${site.brand.name}`,
      ogDescription: "How we handle your information.",
      ogImage: `${SITE}/og/privacy-policy.png`,
      ogUrl: `${SITE}/privacy-policy`,
      ogType: "website",
      ogSiteName: site.brand.name,
      ogLocale: "en_US",
      twitterCard: "summary_large_image",
      twitterTitle: `Privacy Policy | ${site.brand.name}`,
      twitterDescription: "How we handle your information.",
      twitterImage: `${SITE}/og/privacy-policy.png`,
      twitterSite: site.brand.twitterHandle,
      twitterCreator: site.brand.twitterHandle,
      ogImageWidth: 1200,
      ogImageHeight: 630,
      noIndex: false,
      robots: "index, follow",
      structuredData: [],
    });
  });

  it("sets robots to noindex, nofollow when noIndex is set", () => {
    expect(buildMetadata({ title: "x", description: "y", path: "/x", noIndex: true }, SITE, site.brand).robots).toBe(
      "noindex, nofollow",
    );
  });

  it("does not repeat the brand in a title that already has it", () => {
    expect(buildMetadata({ title: `${site.brand.name}: Payments`, description: "d", path: "/" }, SITE, site.brand).title).toBe(
      `${site.brand.name}: Payments`,
    );
  });

  it("accepts an explicit image and structured data", () => {
    const custom = buildMetadata(
      { title: "t", description: "d", path: "/a", image: "/img/a.png", structuredData: { "@type": "Thing" } },
      SITE,
      site.brand,
    );
    expect(custom.ogImage).toBe(`${SITE}/img/a.png`);
    expect(custom.structuredData).toEqual([{ "@type": "Thing" }]);
  });
});

describe("URLs", () => {
  it("builds canonical URLs without trailing slash, query or fragment", () => {
    expect(canonicalUrl("/", SITE)).toBe(`${SITE}/`);
    expect(canonicalUrl("/partner/about/", SITE)).toBe(`${SITE}/partner/about`);
    expect(canonicalUrl("/contact?search=x#top", SITE)).toBe(`${SITE}/contact`);
  });

  it("names Open Graph cards after the path", () => {
    expect(pageSlug("/")).toBe("home");
    expect(pageSlug("/partner/referral-program")).toBe("partner-referral-program");
    expect(ogImagePath("/industries/delta-8")).toBe("/og/industries-delta-8.png");
  });
});

describe("JSON-LD", () => {
  it("cannot close its script element early", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });

  it("describes the organisation from the facts it is given", () => {
    const org = organizationJsonLd(SITE, site);
    expect(org).toMatchObject({
      "@type": "Organization",
      name: site.brand.name,
      url: `${SITE}/`,
      telephone: site.contact.phone.e164,
      email: site.contact.email,
      foundingDate: "2017",
      sameAs: site.social.map((link) => link.href),
    });
  });
});
