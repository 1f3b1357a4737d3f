import { z } from "zod";
import { industryIconNames } from "./icons";

/**
 * The SPEC's 17 industry slugs (section 2, "Industry slugs"), in the SPEC's order. The registry must hold exactly
 * these, one module each.
 */
export const industrySlugs = [
  "restaurants",
  "liquor-stores",
  "convenience-stores",
  "gas-stations",
  "bars",
  "law-firms",
  "marketing",
  "home-service-business",
  "ecommerce-stores",
  "peptides",
  "adult-ai",
  "coaching",
  "delta-8",
  "kratom",
  "firearms",
  "semaglutide-tirzepatide",
  "shopify",
] as const;

const iconSchema = z.enum(industryIconNames);

/**
 * The understanding section's picture, as data (issue 37: one scene per industry, not one template with a swapped
 * icon): where the customer pays, what its screen shows, the payment's path through the business in three steps,
 * and the record the section is about. `src/components/industries/detail-scene.tsx` draws it.
 */
export const detailDevices = ["terminal", "phone", "tablet", "laptop", "pump"] as const;
export const detailScreens = ["tip", "approved", "age-21", "age-18", "cart", "invoice", "plan", "hold", "tab", "sync"] as const;
export const detailRecords = [
  "split-check",
  "two-ledgers",
  "open-tabs",
  "renewals",
  "states",
  "checklist",
  "small-tickets",
  "installments",
  "reconciliation",
] as const;

export const detailSceneSchema = z
  .object({
    device: z.enum(detailDevices),
    screen: z.enum(detailScreens),
    path: z.tuple([iconSchema, iconSchema, iconSchema]),
    record: z.enum(detailRecords),
  })
  .strict();

export type DetailSceneSpec = z.infer<typeof detailSceneSchema>;
const sentence = z.string().min(20).max(400);

const cardSchema = z.object({
  icon: iconSchema,
  title: z.string().min(3).max(60),
  description: sentence,
});

const ctaSchema = z.object({
  title: z.string().min(10).max(90),
  description: sentence,
});

/**
 * One industry page (SPEC "Industry pages"): hero with image, three feature cards, the understanding section (two
 * paragraphs, eight benefits, an image), a CTA band, four solution cards (also the Service JSON-LD's four offered
 * services) and a final CTA band. `salesChannels` is the firearms page's extra section.
 */
export const industrySchema = z
  .object({
    slug: z.enum(industrySlugs),
    /** The sector's name as used in running text ("restaurants", "law firms"). */
    name: z.string().min(3).max(40),
    seo: z.object({
      /** Without the brand; the layout appends it. */
      title: z.string().min(10).max(60),
      description: z.string().min(50).max(170),
      keywords: z.array(z.string().min(2)).min(4).max(10),
      /** The Service JSON-LD's serviceType. */
      serviceType: z.string().min(5).max(80),
      /** The Service JSON-LD's audience (a BusinessAudience's audienceType). */
      audience: z.string().min(5).max(120),
    }),
    /** The industry's icon, and the understanding section's scene. */
    illustration: z.object({
      motif: iconSchema,
      detailScene: detailSceneSchema,
    }),
    hero: z.object({
      eyebrow: z.string().min(3).max(40),
      title: z.string().min(10).max(80),
      description: z.string().min(120).max(400),
      imageAlt: z.string().min(20).max(200),
    }),
    features: z.object({
      title: z.string().min(10).max(90),
      cards: z.array(cardSchema).length(3),
    }),
    understanding: z.object({
      title: z.string().min(10).max(90),
      paragraphs: z.tuple([z.string().min(150).max(700), z.string().min(150).max(700)]),
      benefits: z.array(z.string().min(15).max(140)).length(8),
      imageAlt: z.string().min(20).max(200),
    }),
    ctaBand: ctaSchema,
    solutions: z.object({
      title: z.string().min(10).max(90),
      intro: sentence,
      cards: z.array(cardSchema).length(4),
    }),
    salesChannels: z
      .object({
        title: z.string().min(10).max(90),
        intro: sentence,
        cards: z.tuple([
          cardSchema.extend({ points: z.array(z.string().min(10).max(140)).min(3).max(5) }),
          cardSchema.extend({ points: z.array(z.string().min(10).max(140)).min(3).max(5) }),
        ]),
      })
      .optional(),
    finalCta: ctaSchema,
  })
  .strict();

export type IndustrySlug = (typeof industrySlugs)[number];
export type Industry = z.infer<typeof industrySchema>;
export type IndustryIcon = z.infer<typeof iconSchema>;

const overviewCardSchema = z.object({
  /** The SPEC's card title; its page is `industryHref(title)`. */
  title: z.string().min(3).max(40),
  description: z.string().min(30).max(160),
});

const overviewGridSchema = z.object({
  title: z.string().min(5).max(60),
  intro: sentence,
  cards: z.array(overviewCardSchema).min(1),
  /** A closing tile after the cards: it fills the grid's last row so the grid never ends in empty slots. */
  closingTile: z
    .object({
      title: z.string().min(5).max(60),
      description: z.string().min(30).max(200),
      link: z.object({ label: z.string().min(3).max(40), href: z.string().startsWith("/") }),
    })
    .optional(),
});

/** The /industries page: hero, the Low-Risk and High-Risk grids, and the closing contact band. */
export const industriesOverviewSchema = z
  .object({
    hero: z.object({ eyebrow: z.string().min(3), title: z.string().min(5).max(60), lead: sentence }),
    lowRisk: overviewGridSchema,
    highRisk: overviewGridSchema,
    contact: ctaSchema,
  })
  .strict();

export type IndustriesOverview = z.infer<typeof industriesOverviewSchema>;
