import { canonicalUrl, type SeoInput } from "@/lib/seo";
import { serviceJsonLd } from "@/lib/service-structured-data";
import { site } from "../site";
import type { Industry } from "./industry.schema";

export function industryPath(slug: string): string {
  return `/industries/${slug}`;
}

/**
 * What an industry page hands to BaseLayout: its own title, description, keywords and canonical path (the layout
 * derives the social tags and the Open Graph card from them), plus Service JSON-LD whose offer catalogue lists the
 * page's four solution cards.
 */
export function industrySeo(industry: Industry, siteUrl: string | URL): SeoInput {
  const path = industryPath(industry.slug);
  return {
    title: industry.seo.title,
    description: industry.seo.description,
    path,
    keywords: industry.seo.keywords,
    imageAlt: industry.hero.title,
    structuredData: serviceJsonLd({
      name: industry.hero.title,
      description: industry.seo.description,
      url: canonicalUrl(path, siteUrl),
      serviceType: industry.seo.serviceType,
      audience: industry.seo.audience,
      offers: industry.solutions.cards.map((card) => ({ name: card.title, description: card.description })),
      providerName: site.brand.name,
    }),
  };
}
