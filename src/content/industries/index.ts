import {
  industriesOverviewSchema,
  industrySchema,
  industrySlugs,
  type IndustriesOverview,
  type Industry,
  type IndustrySlug,
} from "./industry.schema";
import { industriesOverview } from "./overview";
import { restaurants } from "./restaurants";
import { liquorStores } from "./liquor-stores";
import { convenienceStores } from "./convenience-stores";
import { gasStations } from "./gas-stations";
import { bars } from "./bars";
import { lawFirms } from "./law-firms";
import { marketing } from "./marketing";
import { homeServiceBusiness } from "./home-service-business";
import { ecommerceStores } from "./ecommerce-stores";
import { peptides } from "./peptides";
import { adultAi } from "./adult-ai";
import { coaching } from "./coaching";
import { delta8 } from "./delta-8";
import { kratom } from "./kratom";
import { firearms } from "./firearms";
import { semaglutideTirzepatide } from "./semaglutide-tirzepatide";
import { shopify } from "./shopify";

/**
 * The registry of industry pages: one typed module per industry, parsed against `industrySchema` when this module
 * is first imported (at build time; industry content never reaches the browser), so a broken entry fails the build.
 */
const modules: Record<IndustrySlug, Industry> = {
  restaurants,
  "liquor-stores": liquorStores,
  "convenience-stores": convenienceStores,
  "gas-stations": gasStations,
  bars,
  "law-firms": lawFirms,
  marketing,
  "home-service-business": homeServiceBusiness,
  "ecommerce-stores": ecommerceStores,
  peptides,
  "adult-ai": adultAi,
  coaching,
  "delta-8": delta8,
  kratom,
  firearms,
  "semaglutide-tirzepatide": semaglutideTirzepatide,
  shopify,
};

const registry: ReadonlyMap<IndustrySlug, Industry> = new Map(
  industrySlugs.map((slug) => {
    const result = industrySchema.safeParse(modules[slug]);
    if (!result.success) throw new Error(`Industry module ${slug} breaks its schema: ${result.error.message}`);
    const industry = result.data;
    if (industry.slug !== slug) throw new Error(`Industry module registered as ${slug} declares slug ${industry.slug}`);
    return [slug, industry] as const;
  }),
);

export function isIndustrySlug(value: string): value is IndustrySlug {
  return (industrySlugs as readonly string[]).includes(value);
}

/** Every industry page, in the SPEC's slug order. */
export function loadAll(): Industry[] {
  return [...registry.values()];
}

/** The industry page for a slug, or undefined when there is none. */
export function load(slug: string): Industry | undefined {
  return isIndustrySlug(slug) ? registry.get(slug) : undefined;
}

const overview = industriesOverviewSchema.parse(industriesOverview);

/** The /industries page's copy and its two grids of cards. */
export function loadOverview(): IndustriesOverview {
  return overview;
}

export type { IndustriesOverview, Industry, IndustrySlug };
