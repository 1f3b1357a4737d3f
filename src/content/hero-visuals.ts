/**
 * The pictures in the right half of the inner pages' heroes (issue 37: each page opens on a picture of its own
 * subject instead of the same four figures). The drawing of each is in
 * `src/components/illustrations/page-hero-visuals.tsx`; its text alternative is here, with the rest of the copy.
 */
export const heroVisualNames = [
  "industries",
  "high-risk",
  "isv",
  "application-tracking",
  "partner",
  "partner-about",
  "referral-program",
  "schedule-consult",
  "contact",
  "resources",
  "blog",
] as const;

export type HeroVisualName = (typeof heroVisualNames)[number];

/** The page each picture opens (its browser test and the screenshot script read this one list). */
export const heroVisualRoutes: Record<HeroVisualName, string> = {
  industries: "/industries",
  "high-risk": "/high-risk",
  isv: "/isv",
  "application-tracking": "/application-tracking",
  partner: "/partner",
  "partner-about": "/partner/about",
  "referral-program": "/partner/referral-program",
  "schedule-consult": "/partner/schedule-consult",
  contact: "/contact",
  resources: "/resources",
  blog: "/blog",
};

export const heroVisuals: Record<HeroVisualName, { alt: string }> = {
  industries: {
    alt: "Illustration of one card terminal serving many kinds of business: a restaurant, a store, a fuel pump, an online shop, a law office, a hemp shop, a firearms range and a telehealth clinic.",
  },
  "high-risk": {
    alt: "Illustration of a high-risk application being underwritten: a risk gauge, a checked document, a bank and a compliance shield, ending in an approved account.",
  },
  isv: {
    alt: "Illustration of software with payments built in: a code window connected to a card terminal, a phone checkout and a chart of shared processing revenue.",
  },
  "application-tracking": {
    alt: "Illustration of an application's progress: a timeline with the first steps checked and the next one under way, and a magnifying glass over the application.",
  },
  partner: {
    alt: "Illustration of a partner at the centre of a network of merchants, each connected to the partner, with monthly payouts growing beside them.",
  },
  "partner-about": {
    alt: "Illustration of a veteran-founded company: a headquarters building with a flag, a service star and the team beside it.",
  },
  "referral-program": {
    alt: "Illustration of a referral: a person introduces a business, the business is approved, and monthly residual payments climb over three reward tiers.",
  },
  "schedule-consult": {
    alt: "Illustration of a booked consultation: a calendar with the chosen day marked, a clock, and a video call between two people.",
  },
  contact: {
    alt: "Illustration of the ways to reach the team: a phone call, an email, a chat conversation and a map pin on the office.",
  },
  resources: {
    alt: "Illustration of a help centre: a list of frequently asked questions with one answer open, a question mark and a stack of guides.",
  },
  blog: {
    alt: "Illustration of a blog: three articles with their pictures and headlines, and a pen writing the next one.",
  },
};
