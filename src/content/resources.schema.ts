import { z } from "zod";

/** Schemas of the /resources content (src/content/faq.ts); checked at build time and by resources.test.ts. */
export const faqItemSchema = z.object({
  /** Stable id: the accordion item value and the fragment the site search links to. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  question: z.string().min(10).endsWith("?"),
  answer: z.string().min(60),
});

/** SPEC section 9: "FAQ 8 entries". */
export const faqSchema = z.array(faqItemSchema).length(8);

export type FaqItem = z.infer<typeof faqItemSchema>;
