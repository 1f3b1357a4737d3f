import type { JsonLd } from "./seo";

/** What the Organization node says about the provider; the layout passes the site's facts (src/content/site.ts). */
export interface OrganizationFacts {
  brand: { name: string; legalName: string; description: string; foundedYear: number };
  contact: {
    email: string;
    phone: { e164: string };
    address: { locality: string; region: string; country: string };
  };
  social: readonly { href: string }[];
}

/** Organization JSON-LD, emitted on every page by the layout. */
export function organizationJsonLd(siteUrl: string | URL, site: OrganizationFacts): JsonLd {
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

/** FAQPage JSON-LD built from the same entries the accordion shows. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[], url: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    url,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** BlogPosting JSON-LD for a blog post: its author (with the bio), dates, section and size. */
export function articleJsonLd(input: {
  title: string;
  description: string;
  url: string;
  image: string;
  datePublished: Date;
  dateModified?: Date;
  author: { name: string; jobTitle?: string; description?: string };
  section: string;
  wordCount?: number;
}): JsonLd {
  const organization = `${new URL("/", input.url).href}#organization`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.title,
    description: input.description,
    url: input.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    image: [input.image],
    datePublished: input.datePublished.toISOString().slice(0, 10),
    dateModified: (input.dateModified ?? input.datePublished).toISOString().slice(0, 10),
    author: {
      "@type": "Person",
      name: input.author.name,
      ...(input.author.jobTitle ? { jobTitle: input.author.jobTitle } : {}),
      ...(input.author.description ? { description: input.author.description } : {}),
      worksFor: { "@id": organization },
    },
    publisher: { "@id": organization },
    articleSection: input.section,
    inLanguage: "en-US",
    ...(input.wordCount ? { wordCount: input.wordCount } : {}),
  };
}

/** ContactPage JSON-LD for /contact: the page, tied to the organisation and its sales contact point. */
export function contactPageJsonLd(input: { name: string; description: string; siteUrl: string | URL }): JsonLd {
  return {
    ...webPageJsonLd({ name: input.name, description: input.description, url: new URL("/contact", input.siteUrl).href }),
    "@type": "ContactPage",
  };
}
