import { z } from "zod";
import { cardSchema, ctaBandSchema, heroSchema, iconNameSchema, sectionIntroSchema } from "./marketing.schema";

/** SPEC "/solutions": the six solutions, in this order. */
export const SOLUTION_TITLES = [
  "Business Funding",
  "Merchant Accounts",
  "ACH Solutions",
  "Underwriting",
  "High-Risk Merchant Accounts",
  "Online Payment Gateways",
] as const;

/** SPEC section 3 "Solution card": title, description, icon, features (four on /solutions). */
export const solutionSchema = z.object({
  /** Anchor on /solutions and a stable key for the home page's short form. */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.enum(SOLUTION_TITLES),
  description: z.string().min(80).max(240),
  icon: iconNameSchema,
  features: z.array(z.string().min(10).max(80)).length(4),
});

export const solutionsSchema = z
  .array(solutionSchema)
  .length(6)
  .refine((list) => list.every((solution, index) => solution.title === SOLUTION_TITLES[index]), "titles in SPEC order");

export const solutionsPageSchema = z.object({
  hero: heroSchema,
  cards: sectionIntroSchema,
  consultation: ctaBandSchema,
  whyChooseUs: sectionIntroSchema.extend({ points: z.array(cardSchema.extend({ icon: iconNameSchema })).length(3) }),
});

export type Solution = z.infer<typeof solutionSchema>;
export type SolutionsPage = z.infer<typeof solutionsPageSchema>;
