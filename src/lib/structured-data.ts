import { site } from "@/content/site";
import type { JsonLd } from "./seo";

/** Organization JSON-LD, emitted on every page by the layout. */
export function organizationJsonLd(siteUrl: string | URL): JsonLd {
  const origin = new URL("/", siteUrl).href;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}#organization`,
    name: site.brand.name,
    legalName: site.brand.legalName,
    url: origin,
    logo: new URL("/logo.png", siteUrl).href,
    description: site.brand.description,
    foundingDate: String(site.brand.foundedYear),
    email: site.contact.email,
    telephone: site.contact.phone.e164,
    address: {
      "@type": "PostalAddress",
      addressLocality: site.contact.address.locality,
      addressRegion: site.contact.address.region,
      addressCountry: site.contact.address.country,
    },
    areaServed: { "@type": "Country", name: "United States" },
    sameAs: site.social.map((link) => link.href),
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "sales",
        telephone: site.contact.phone.e164,
        email: site.contact.email,
        areaServed: "US",
        availableLanguage: "English",
      },
    ],
  };
}

/** A WebPage node tying a page to the organisation; pages with richer data (Service, Article, FAQPage) add theirs. */
export function webPageJsonLd(input: { name: string; description: string; url: string }): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    name: input.name,
    description: input.description,
    url: input.url,
    inLanguage: "en-US",
    publisher: { "@id": `${new URL("/", input.url).href}#organization` },
  };
}

/** One service offered in a Service's OfferCatalog. */
export interface OfferedService {
  name: string;
  description: string;
}

/**
 * Service JSON-LD for a page that sells a service to a kind of business (industry pages): service type, audience,
 * an offer (how to buy, and the starting rate from the site's claims) and an OfferCatalog of the services offered.
 */
export function serviceJsonLd(input: {
  name: string;
  description: string;
  /** Absolute URL of the page. */
  url: string;
  serviceType: string;
  audience: string;
  catalogName: string;
  services: readonly OfferedService[];
}): JsonLd {
  const origin = new URL("/", input.url).href;
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${input.url}#service`,
    name: input.name,
    description: input.description,
    url: input.url,
    serviceType: input.serviceType,
    provider: { "@id": `${origin}#organization` },
    areaServed: { "@type": "Country", name: "United States" },
    audience: { "@type": "BusinessAudience", audienceType: input.audience },
    offers: {
      "@type": "Offer",
      url: new URL("/application", origin).href,
      priceCurrency: "USD",
      description: site.claims.startingRate.statement,
      availability: "https://schema.org/InStock",
    },
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: input.catalogName,
      itemListElement: input.services.map((service) => ({
        "@type": "Offer",
        itemOffered: { "@type": "Service", name: service.name, description: service.description },
      })),
    },
  };
}
