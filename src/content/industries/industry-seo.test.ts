import { describe, expect, it } from "vitest";
import { buildMetadata, ogImagePath, pageSlug } from "@/lib/seo";
import { ogCards } from "../og-cards";
import { site } from "../site";
import { load, loadAll } from "./index";
import { industryPath, industrySeo } from "./industry-seo";

const SITE = "https://www.example.com";

describe("industrySeo", () => {
  const industry = load("gas-stations")!;
  const seo = buildMetadata(industrySeo(industry, SITE), SITE, site.brand);

  it("gives the page its own title, description, keywords, canonical URL and social tags", () => {
    expect(seo.title).toBe(`${industry.seo.title} | Harborline Payments`);
    expect(seo.description).toBe(industry.seo.description);
    expect(seo.keywords).toBe(industry.seo.keywords.join(", "));
    expect(seo.canonicalUrl).toBe(`${SITE}/industries/gas-stations`);
    expect(seo.ogUrl).toBe(seo.canonicalUrl);
    expect(seo.ogTitle).toBe(seo.title);
    expect(seo.twitterDescription).toBe(industry.seo.description);
    expect(seo.ogImage).toBe(`${SITE}/og/industries-gas-stations.png`);
    expect(seo.robots).toBe("index, follow");
  });

  it("adds Service JSON-LD with the four solution cards in an OfferCatalog", () => {
    expect(seo.structuredData).toHaveLength(1);
    const service = seo.structuredData[0]!;
    expect(service["@type"]).toBe("Service");
    expect(service.url).toBe(`${SITE}/industries/gas-stations`);
    expect(service.serviceType).toBe(industry.seo.serviceType);
    expect(service.audience).toEqual({ "@type": "BusinessAudience", audienceType: industry.seo.audience });
    expect(service.provider).toMatchObject({ "@id": `${SITE}/#organization`, name: site.brand.name });
    const catalog = service.hasOfferCatalog as { "@type": string; itemListElement: { itemOffered: { name: string } }[] };
    expect(catalog["@type"]).toBe("OfferCatalog");
    expect(catalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(
      industry.solutions.cards.map((card) => card.title),
    );
  });
});

describe("industry Open Graph cards", () => {
  it("exist for every industry page, named as the metadata expects", () => {
    const slugs = new Set(ogCards().map((card) => card.slug));
    for (const industry of loadAll()) {
      const path = industryPath(industry.slug);
      expect(ogImagePath(path)).toBe(`/og/${pageSlug(path)}.png`);
      expect(slugs.has(`industries-${industry.slug}`)).toBe(true);
    }
    expect(slugs.has("industries")).toBe(true);
  });
});
