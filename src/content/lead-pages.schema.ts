import { z } from "zod";

/** Schemas of the lead pages' copy (src/content/lead-pages.ts); checked by lead-pages.test.ts. */
const sentence = z.string().min(10).max(400);

export const contactPageSchema = z.object({
  hero: z.object({ eyebrow: z.string().min(2), title: z.literal("Contact"), lead: sentence }),
  form: z.object({ heading: z.string().min(3), intro: sentence }),
  details: z.object({
    heading: z.string().min(3),
    intro: sentence,
    phoneLabel: z.string().min(2),
    emailLabel: z.string().min(2),
    addressLabel: z.string().min(2),
  }),
  newsletter: z.object({ heading: z.string().min(3), intro: sentence }),
});

export const applicationPageSchema = z.object({
  hero: z.object({ eyebrow: z.string().min(2), title: z.string().min(5), lead: sentence, imageAlt: z.string().min(10) }),
  details: z.object({ heading: z.string().min(3), phoneLabel: z.string().min(2), emailLabel: z.string().min(2) }),
  form: z.object({ heading: z.string().min(3), intro: sentence, requiredNote: z.string().min(5) }),
  thankYou: z.object({
    heading: z.string().min(5),
    processing: sentence,
    reply: sentence.includes("{reply}"),
    team: sentence,
    referenceLabel: z.string().min(5),
    referenceHint: sentence,
    trackLink: z.string().min(5),
  }),
});

export const trackingPageSchema = z.object({
  hero: z.object({ eyebrow: z.string().min(2), title: z.string().min(5), lead: sentence }),
  form: z.object({
    heading: z.string().min(3),
    referenceLabel: z.string().min(3),
    referencePlaceholder: z.string().min(3),
    emailLabel: z.string().min(3),
    submit: z.string().min(3),
    checking: z.string().min(3),
  }),
  result: z.object({ heading: z.string().min(3), statusLabel: z.string().min(3), submittedLabel: z.string().min(3) }),
  statuses: z.record(z.string(), z.object({ label: z.string().min(3), description: sentence })),
  help: sentence,
});

export type ContactPageCopy = z.infer<typeof contactPageSchema>;
export type ApplicationPageCopy = z.infer<typeof applicationPageSchema>;
export type TrackingPageCopy = z.infer<typeof trackingPageSchema>;
