import { z } from "zod";
import { cardSchema, ctaBandSchema, heroSchema, iconNameSchema, sectionIntroSchema } from "./marketing.schema";

/** SPEC "/high-risk": the ten supported industries, titled as the SPEC lists them, in its order. */
export const HIGH_RISK_INDUSTRY_TITLES = [
  "E-commerce Stores",
  "Peptides",
  "Adult AI",
  "Coaching",
  "Delta 8",
  "Kratom",
  "Firearms (Online Sales)",
  "Semaglutide & Tirzepatide",
  "Shopify",
  "Marketing",
] as const;

/** SPEC section 3 "Risk factor: title, description, icon". */
export const riskFactorSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(60).max(260),
  icon: iconNameSchema,
});

export const highRiskIndustrySchema = z.object({
  title: z.enum(HIGH_RISK_INDUSTRY_TITLES),
  description: z.string().min(50).max(180),
});

export const highRiskPageSchema = z.object({
  hero: heroSchema,
  /** SPEC section 9: a single item above this amount makes a business high-ticket. */
  highTicketThresholdUsd: z.literal(10_000),
  riskFactors: sectionIntroSchema.extend({ items: z.array(riskFactorSchema).length(4) }),
  industries: sectionIntroSchema.extend({
    items: z
      .array(highRiskIndustrySchema)
      .length(10)
      .refine((list) => list.every((item, index) => item.title === HIGH_RISK_INDUSTRY_TITLES[index]), "SPEC order"),
  }),
  benefits: sectionIntroSchema.extend({ items: z.array(cardSchema).length(8) }),
  security: sectionIntroSchema,
  closing: ctaBandSchema,
});

export type HighRiskPage = z.infer<typeof highRiskPageSchema>;
export type RiskFactor = z.infer<typeof riskFactorSchema>;
