import {
  industriesOverviewSchema,
  industrySchema,
  industrySlugs,
  type IndustriesOverview,
  type Industry,
  type IndustrySlug,
} from "./industry.schema";
import { industriesOverview } from "./overview";
import { conditional, parseContentFile, withTokens } from "../content-files";
import restaurants from "./restaurants.json" with { type: "json" };
import liquorStores from "./liquor-stores.json" with { type: "json" };
import convenienceStores from "./convenience-stores.json" with { type: "json" };
import gasStations from "./gas-stations.json" with { type: "json" };
import bars from "./bars.json" with { type: "json" };
import lawFirms from "./law-firms.json" with { type: "json" };
import marketing from "./marketing.json" with { type: "json" };
import homeServiceBusiness from "./home-service-business.json" with { type: "json" };
import ecommerceStores from "./ecommerce-stores.json" with { type: "json" };
import peptides from "./peptides.json" with { type: "json" };
import adultAi from "./adult-ai.json" with { type: "json" };
import coaching from "./coaching.json" with { type: "json" };
import delta8 from "./delta-8.json" with { type: "json" };
import kratom from "./kratom.json" with { type: "json" };
import firearms from "./firearms.json" with { type: "json" };
import semaglutideTirzepatide from "./semaglutide-tirzepatide.json" with { type: "json" };
import shopify from "./shopify.json" with { type: "json" };

/**
 * One JSON file per industry page (src/content/industries/<slug>.json, the Industry pages collection in Keystatic):
 * the slug is the file name; `{claims.*}` tokens are filled in from the published claims.
 */
const files: Record<IndustrySlug, unknown> = {
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

/** An industry file's schema: the page without its slug (the file name), checked with its tokens filled in. */
export const industryFileSchema = withTokens(
  industrySchema.omit({ slug: true }).extend({ salesChannels: conditional(industrySchema.shape.salesChannels.unwrap()) }),
);

/**
 * The registry of industry pages, parsed when this module is first imported (at build time; industry content never
 * reaches the browser), so a broken file fails the build naming the file and the field.
 */
const registry: ReadonlyMap<IndustrySlug, Industry> = new Map(
  industrySlugs.map((slug) => {
    const data = parseContentFile(industryFileSchema, files[slug], `src/content/industries/${slug}.json`);
    return [slug, industrySchema.parse({ slug, ...data })] as const;
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
