/** JSON-LD objects are plain data; they are serialised by `serializeJsonLd`. */
export type JsonLd = Record<string, unknown>;

/** What a page says about itself; everything else is derived by `buildMetadata`. */
export interface SeoInput {
  title: string;
  description: string;
  /** Site-relative path of the page, e.g. "/privacy-policy". */
  path: string;
  keywords?: readonly string[];
  /** Site-relative or absolute image; defaults to the page's generated Open Graph card. */
  image?: string;
  imageAlt?: string;
  ogType?: "website" | "article";
  noIndex?: boolean;
  structuredData?: JsonLd | JsonLd[];
}

/** SPEC section 3 "Page SEO settings", fully resolved. */
export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
  canonicalUrl: string;
  ogTitle: string;
  ogDescription: string;
  ogImage: string;
  ogImageAlt: string;
  ogImageWidth: number;
  ogImageHeight: number;
  ogUrl: string;
  ogType: "website" | "article";
  ogSiteName: string;
  ogLocale: string;
  twitterCard: "summary_large_image";
  twitterTitle: string;
  twitterDescription: string;
  twitterImage: string;
  twitterSite: string;
  twitterCreator: string;
  structuredData: JsonLd[];
  noIndex: boolean;
  robots: "index, follow" | "noindex, nofollow";
}

/** The brand that titles and social tags name; the layout passes the site's (`site.brand` of src/content/site.ts). */
export interface SeoBrand {
  name: string;
  twitterHandle: string;
}

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** "/" -> "home", "/partner/about" -> "partner-about"; used to name generated Open Graph cards. */
export function pageSlug(path: string): string {
  const trimmed = path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "home" : trimmed.replace(/\//g, "-");
}

export function ogImagePath(path: string): string {
  return `/og/${pageSlug(path)}.png`;
}

/** Canonical URLs never end in a slash (except the root) and carry no query or fragment. */
export function canonicalUrl(path: string, siteUrl: string | URL): string {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, "") || "/";
  return new URL(clean, siteUrl).href;
}

export function fullTitle(title: string, brandName: string): string {
  return title.includes(brandName) ? title : `${title} | ${brandName}`;
}

/** The one metadata builder every page goes through. */
export function buildMetadata(input: SeoInput, siteUrl: string | URL, brand: SeoBrand): PageSeo {
  const title = fullTitle(input.title, brand.name);
  const url = canonicalUrl(input.path, siteUrl);
  const image = new URL(input.image ?? ogImagePath(input.path), siteUrl).href;
  const noIndex = input.noIndex ?? false;
  const structured = input.structuredData
    ? Array.isArray(input.structuredData)
      ? input.structuredData
      : [input.structuredData]
    : [];
  return {
    title,
    description: input.description,
    keywords: (input.keywords ?? []).join(", "),
    canonicalUrl: url,
    ogTitle: title,
    ogDescription: input.description,
    ogImage: image,
    ogImageAlt: input.imageAlt ?? `${input.title} | ${brand.name}`,
    ogImageWidth: OG_IMAGE_SIZE.width,
    ogImageHeight: OG_IMAGE_SIZE.height,
    ogUrl: url,
    ogType: input.ogType ?? "website",
    ogSiteName: brand.name,
    ogLocale: "en_US",
    twitterCard: "summary_large_image",
    twitterTitle: title,
    twitterDescription: input.description,
    twitterImage: image,
    twitterSite: brand.twitterHandle,
    twitterCreator: brand.twitterHandle,
    structuredData: structured,
    noIndex,
    robots: noIndex ? "noindex, nofollow" : "index, follow",
  };
}

/**
 * JSON for a <script type="application/ld+json"> block. "<" is escaped so that no text inside the data can close
 * the script element early.
 */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
