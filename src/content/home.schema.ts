import { iconNameSchema } from "./marketing.schema";
import { z } from "zod";

/**
 * Zod schemas for the home page copy in `home.ts`. `home.ts` imports only the types (islands read it, and zod must
 * not reach the browser); `home.test.ts` parses the content against `homeSchema`.
 */
const text = z.string().min(3);
const sentence = z.string().min(20);
const link = z.object({ label: z.string().min(2), href: z.string().regex(/^\/[a-z0-9/#-]*$/) });

export const industryIconNames = ["wrench", "wine", "fuel", "utensils", "leaf", "bot", "sprout", "flask"] as const;
export const posIconNames = ["terminal", "tablet", "smartphone"] as const;
/** simple-icons brands shown in the integrations row (each is mapped to its icon in integrations-row.tsx). */
export const integrationBrandKeys = [
  "shopify",
  "woocommerce",
  "bigcommerce",
  "wix",
  "squarespace",
  "quickbooks",
  "xero",
  "applepay",
  "googlepay",
] as const;

/** SPEC section 3 "Industry card: title, description, image": the image is an icon illustration. */
/** `href`: the industry's page, or the matching section of /industries for a card that covers two pages. */
export const industryCardSchema = z.object({
  title: text,
  description: sentence,
  icon: z.enum(industryIconNames),
  href: z.string().regex(/^\/industries(\/[a-z0-9-]+|#(low|high)-risk)$/),
});

export const industryTabSchema = z.object({
  value: z.enum(["low-risk", "high-risk"]),
  label: text,
  intro: sentence,
  cards: z.array(industryCardSchema).length(4),
});

/** SPEC section 3 "Process step: number and title" (plus one line of explanation). */
export const processStepSchema = z.object({ number: z.number().int().min(1).max(5), title: text, description: sentence });

/** SPEC section 3 "Testimonial: quote, name, role". */
export const testimonialSchema = z.object({
  quote: sentence,
  name: text,
  role: text,
  /** The kind of business, read from the role (issue 19: a testimonial with a business). */
  business: text,
});

export const statKeys = ["feeReduction", "yearsInBusiness", "statesServed", "posIntegrations", "isvIntegration"] as const;

export const homeSchema = z.object({
  hero: z.object({
    eyebrow: text,
    title: text,
    lead: sentence,
    apply: link,
    /** An in-page anchor: scrolls to the calculator and focuses it without any JavaScript. */
    calculate: z.object({ label: text, href: z.literal("#calculator") }),
    trustPoints: z.array(text).length(3),
    /** A few of the integrations row's brands, shown under the calls to action ("Works with"). */
    worksWith: z.object({ label: text, brands: z.array(z.enum(integrationBrandKeys)).min(3).max(6) }),
  }),
  stats: z.object({
    heading: text,
    keys: z.tuple([z.enum(statKeys), z.enum(statKeys), z.enum(statKeys), z.enum(statKeys), z.enum(statKeys)]),
  }),
  calculator: z.object({ eyebrow: text, heading: text, intro: sentence, apply: link, applyNote: sentence }),
  industries: z.object({
    eyebrow: text,
    heading: text,
    intro: sentence,
    tabs: z.tuple([
      industryTabSchema.extend({ value: z.literal("low-risk") }),
      industryTabSchema.extend({ value: z.literal("high-risk") }),
    ]),
    viewAll: link,
  }),
  pos: z.object({
    eyebrow: text,
    heading: text,
    intro: sentence,
    types: z.array(z.object({ title: text, description: sentence, icon: z.enum(posIconNames) })).length(3),
    explore: link,
  }),
  process: z.object({ eyebrow: text, heading: text, intro: sentence, steps: z.array(processStepSchema).length(5), apply: link }),
  // The six cards themselves are `solutions` in src/content/solutions.ts, shared with /solutions.
  solutions: z.object({ eyebrow: text, heading: text, intro: sentence, learnMore: link }),
  integrations: z.object({
    heading: text,
    intro: sentence,
    brands: z.array(z.enum(integrationBrandKeys)).min(6),
    viewAll: link,
  }),
  testimonials: z.object({ eyebrow: text, heading: text, items: z.array(testimonialSchema).length(3) }),
  isv: z.object({
    eyebrow: text,
    heading: text,
    intro: sentence,
    /** Each point names its icon (the marketing icon registry), so reordering points never swaps icons. */
    points: z.array(z.object({ text: sentence, icon: iconNameSchema })).length(4),
    learnMore: link,
    schedule: link,
  }),
  feeAnalysis: z.object({ heading: text, intro: sentence, steps: z.array(sentence).length(3), analyze: link }),
  contact: z.object({
    eyebrow: text,
    heading: text,
    intro: sentence,
    formHeading: text,
    newsletterHeading: text,
    newsletterIntro: sentence,
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;
export type IndustryTab = z.infer<typeof industryTabSchema>;
export type IndustryIconName = (typeof industryIconNames)[number];
export type PosIconName = (typeof posIconNames)[number];
export type IntegrationBrandKey = (typeof integrationBrandKeys)[number];
