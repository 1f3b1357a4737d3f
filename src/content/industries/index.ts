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

/**
 * The registry of industry pages: one typed module per industry, parsed against `industrySchema` when this module
 * is first imported (at build time; industry content never reaches the browser), so a broken entry fails the build.
 */
const modules: Partial<Record<IndustrySlug, Industry>> = {
  restaurants,
};

const registry: ReadonlyMap<IndustrySlug, Industry> = new Map(
  industrySlugs.flatMap((slug) => {
    const entry = modules[slug];
    if (!entry) return [];
    const industry = industrySchema.parse(entry);
    if (industry.slug !== slug) throw new Error(`Industry module registered as ${slug} declares slug ${industry.slug}`);
    return [[slug, industry] as const];
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
