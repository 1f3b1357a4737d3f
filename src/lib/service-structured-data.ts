import type { JsonLd } from "./seo";

export interface ServiceOffer {
  name: string;
  description: string;
}

/**
 * Service JSON-LD (SPEC section 3 "Structured service data": service type, audience, offers and an offer
 * catalogue) for a page that sells a family of services, provided by the site-wide Organization node (named by
 * `providerName`: the brand's name, `site.brand.name` of src/content/site.ts).
 */
export function serviceJsonLd(input: {
  name: string;
  description: string;
  url: string;
  serviceType: string;
  audience: string;
  offers: readonly ServiceOffer[];
  providerName: string;
}): JsonLd {
  const origin = new URL("/", input.url).href;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    description: input.description,
    url: input.url,
    serviceType: input.serviceType,
    provider: { "@id": `${origin}#organization`, name: input.providerName },
    areaServed: { "@type": "Country", name: "United States" },
    audience: { "@type": "BusinessAudience", audienceType: input.audience },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: input.name,
      itemListElement: input.offers.map((offer) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: offer.name, description: offer.description },
      })),
    },
  };
}
