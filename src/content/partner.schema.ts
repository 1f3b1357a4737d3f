import { z } from "zod";
import { iconNameSchema } from "./marketing.schema";

/**
 * Schemas of the partner pages' content (src/content/partner.ts). The tiers are also the chat assistant's source for
 * referral questions, so they are checked against SPEC section 9 exactly by partner.test.ts.
 */
const text = z.string().min(1);
const internalHref = z.string().regex(/^\/[a-z0-9\-/]*(#[a-z0-9-]+)?$/);

export const linkSchema = z.object({ label: text, href: internalHref });

export const featureSchema = z.object({ title: text, description: z.string().min(30) });
/** A card with its icon, named from the one icon registry (src/components/marketing/marketing-icon.tsx). */
const iconFeatureSchema = featureSchema.extend({ icon: iconNameSchema });

export const referralTierSchema = z.object({
  name: z.enum(["Bronze", "Silver", "Gold", "Platinum"]),
  /** Paid once for each approved merchant, in US dollars. */
  perReferralUsd: z.number().int().positive(),
  /** Approved referrals in a calendar month that place a partner in this tier. */
  monthlyReferrals: z.object({ min: z.number().int().positive(), max: z.number().int().positive().nullable() }),
  /** Monthly residual, in percent of each referred merchant's processed volume. */
  residualPercent: z.number().positive(),
});

export const consultationTypeSchema = z.object({
  id: z.string().regex(/^[a-z-]+$/),
  title: text,
  minutes: z.union([z.literal(15), z.literal(30), z.literal(45)]),
  description: z.string().min(40),
  topics: z.array(text).min(3),
});

export const partnershipTypeSchema = z.object({
  title: text,
  description: z.string().min(40),
  icon: iconNameSchema,
  benefits: z.array(text).length(4),
});

export const partnerContentSchema = z.object({
  terms: z.object({
    approval: text,
    payoutCycleDays: z.literal(30),
    payoutMethods: text,
    highRiskBonusUsd: z.literal(100),
    joiningFee: text,
    minimumReferrals: text,
  }),
  referralTiers: z.array(referralTierSchema).length(4),
  overview: z.object({
    hero: z.object({ eyebrow: text, title: text, lead: text, primary: linkSchema, secondary: linkSchema }),
    philosophy: z.object({ heading: text, paragraphs: z.array(text).min(2), principles: z.array(featureSchema).length(3) }),
    benefits: z.object({ heading: text, lead: text, items: z.array(iconFeatureSchema).length(6) }),
    types: z.object({ heading: text, lead: text, items: z.array(partnershipTypeSchema).length(3) }),
    quickLinks: z.object({
      heading: text,
      items: z.array(iconFeatureSchema.extend({ href: internalHref, cta: text })).length(3),
    }),
    closing: z.object({ heading: text, lead: text, primary: linkSchema, secondary: linkSchema }),
  }),
  consult: z.object({
    hero: z.object({ eyebrow: text, title: z.literal("Schedule a Partnership Consultation"), lead: text }),
    types: z.object({ heading: text, lead: text, items: z.array(consultationTypeSchema).length(3) }),
    widget: z.object({ heading: text, lead: text, fallbackHeading: text, fallbackText: text, loadingText: text }),
    contact: z.object({ heading: text, lead: text, phoneHours: text }),
  }),
  about: z.object({
    hero: z.object({ eyebrow: text, title: text, lead: text }),
    mission: z.object({ heading: text, text: text }),
    vision: z.object({ heading: text, text: text }),
    story: z.object({ heading: text, paragraphs: z.array(text).min(2) }),
    /**
     * The founders as the content allows (issue 19): SPEC names nobody, so this is the founding path and the team a
     * merchant or partner deals with, by role. No names, photos or biographies are invented (docs/content.md).
     */
    founders: z.object({
      heading: text,
      lead: text,
      milestones: z.array(z.object({ marker: text, title: text, text: text })).length(4),
      team: z.object({ heading: text, items: z.array(iconFeatureSchema).length(3) }),
    }),
    values: z.object({
      heading: text,
      items: z
        .array(iconFeatureSchema)
        .length(4)
        .refine(
          (items) =>
            items.map((item) => item.title).join("|") === "Integrity First|Service Excellence|Innovation Drive|Community Focus",
          "the four core values of SPEC /partner/about, in order",
        ),
    }),
    metrics: z.object({ heading: text, items: z.array(z.object({ value: text, label: text })).length(4) }),
    closing: z.object({ heading: text, lead: text, primary: linkSchema, secondary: linkSchema }),
  }),
  referral: z.object({
    hero: z.object({ eyebrow: text, title: text, lead: text, join: linkSchema }),
    benefits: z.object({
      heading: text,
      items: z
        .array(iconFeatureSchema)
        .length(4)
        .refine(
          (items) =>
            items.map((item) => item.title).join("|") === "High Commissions|Ongoing Residuals|Fast Payouts|Dedicated Support",
          "the four benefit cards of SPEC /partner/referral-program, in order",
        ),
    }),
    idealReferrals: z.object({
      heading: text,
      lead: text,
      items: z.array(iconFeatureSchema.extend({ examples: z.array(text).min(3) })).length(3),
    }),
    steps: z.object({ heading: text, items: z.array(featureSchema).length(4) }),
    details: z.object({
      heading: text,
      requirements: z.object({ label: z.literal("Requirements"), items: z.array(text).min(4) }),
      support: z.object({ label: z.literal("Support"), items: z.array(text).min(4) }),
    }),
    tiers: z.object({ heading: text, lead: text, footnotes: z.array(text).min(3) }),
    closing: z.object({ heading: text, lead: text, join: linkSchema }),
  }),
});

export type ReferralTier = z.infer<typeof referralTierSchema>;
export type ConsultationType = z.infer<typeof consultationTypeSchema>;
export type PartnerContent = z.infer<typeof partnerContentSchema>;
export type Feature = z.infer<typeof featureSchema>;
