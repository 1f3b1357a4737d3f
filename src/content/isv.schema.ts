import { z } from "zod";
import { ctaBandSchema, heroSchema, iconCardSchema, sectionIntroSchema } from "./marketing.schema";

/** SPEC "/isv": the hero tag, word for word. */
export const ISV_HERO_TAG = "PAYMENT SOLUTIONS FOR ISVS";

const figureSchema = z.object({ value: z.string().min(1), label: z.string().min(1), statement: z.string().min(1) });

export const isvPageSchema = z.object({
  hero: heroSchema.extend({ eyebrow: z.literal(ISV_HERO_TAG) }),
  /** The ISV program's figures, taken from `site.claims`. */
  figures: z.array(figureSchema).length(4),
  trust: sectionIntroSchema.extend({ items: z.array(iconCardSchema).length(5) }),
  dashboard: sectionIntroSchema.extend({
    items: z.array(iconCardSchema).length(5),
    advantagesHeading: z.string().min(5),
    advantages: z.array(z.object({ title: z.string().min(3), text: z.string().min(30).max(200) })).length(4),
  }),
  closing: ctaBandSchema,
});

export type IsvPage = z.infer<typeof isvPageSchema>;
