import { z } from "zod";

/**
 * Building blocks shared by the solutions, high-risk, ISV and POS content modules (SPEC section 2). Content modules
 * import only the inferred types; the schemas run in tests (`*.test.ts` beside each module).
 */

/**
 * Lucide icon names used by these pages' content; `src/components/marketing/marketing-icon.tsx` maps each to its
 * component (a typed record, so a name without a component fails the type check).
 */
export const iconNames = [
  "HandCoins",
  "Landmark",
  "ArrowLeftRight",
  "ClipboardCheck",
  "ShieldAlert",
  "Globe",
  "Medal",
  "PiggyBank",
  "Headphones",
  "Building2",
  "Gem",
  "Repeat",
  "History",
  "Code",
  "Percent",
  "Store",
  "ShieldCheck",
  "Server",
  "ChartColumn",
  "TrendingUp",
  "UserPlus",
  "Palette",
  "Lock",
  "CreditCard",
  "Tablet",
  "Smartphone",
  "Activity",
  "BadgeCheck",
  "Timer",
  "UserRound",
  "Megaphone",
  "Users",
  "CalendarClock",
  "Star",
  "Lightbulb",
  "HeartHandshake",
  "Banknote",
  "Headset",
  "Briefcase",
] as const;

export const iconNameSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconNameSchema>;

/** A call to action: the SPEC quotes the labels ("Apply Now", "Contact Us Today"...), so they are content. */
export const actionSchema = z.object({
  label: z.string().min(2),
  href: z.string().regex(/^\/[a-z0-9\-/#?=]*$/, "a site-relative path"),
});

export const heroSchema = z.object({
  eyebrow: z.string().min(2),
  title: z.string().min(5),
  lead: z.string().min(60),
  actions: z.array(actionSchema).min(1).max(2),
});

/** A heading with its introduction, for a page section. */
export const sectionIntroSchema = z.object({
  heading: z.string().min(5),
  intro: z.string().min(40),
});

/** The closing band of a page: a heading, one sentence and up to two actions. */
export const ctaBandSchema = z.object({
  heading: z.string().min(5),
  text: z.string().min(40),
  actions: z.array(actionSchema).min(1).max(2),
});

/** Card copy used for features, benefits and points. */
export const cardSchema = z.object({
  title: z.string().min(3),
  text: z.string().min(40).max(260),
});

export const iconCardSchema = cardSchema.extend({ icon: iconNameSchema });

export type Action = z.infer<typeof actionSchema>;
export type Hero = z.infer<typeof heroSchema>;
export type SectionIntro = z.infer<typeof sectionIntroSchema>;
export type CtaBand = z.infer<typeof ctaBandSchema>;
export type Card = z.infer<typeof cardSchema>;
export type IconCard = z.infer<typeof iconCardSchema>;

/** Case-insensitive duplicates in a list of strings, for "no two cards say the same thing" checks. */
export function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    const key = value.trim().toLowerCase();
    if (seen.has(key)) repeated.add(value);
    seen.add(key);
  }
  return [...repeated];
}
