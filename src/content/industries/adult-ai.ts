import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const adultAi = {
  slug: "adult-ai",
  name: "adult AI platforms",
  seo: {
    title: "Adult AI Payment Processing",
    description:
      "Merchant accounts for adult AI companion and content platforms: discreet billing, age verification, card-brand registration and subscription billing.",
    keywords: [
      "adult AI payment processing",
      "AI companion merchant account",
      "adult content merchant account",
      "discreet billing",
      "age verification payments",
      "adult subscription billing",
    ],
    serviceType: "High-risk payment processing for adult AI platforms",
    audience: "AI companion, chat and adult content platforms",
  },
  illustration: {
    motif: "bot",
    detailScene: { device: "phone", screen: "age-18", path: ["user-check", "bot", "repeat"], record: "renewals" },
  },
  hero: {
    eyebrow: "Adult AI",
    title: "Payment Processing for Adult AI Platforms",
    description:
      "AI companion apps and adult content generators grow fast, and most payment providers will not touch them. We help platforms register with the card brands, verify users' ages, bill discreetly and run subscriptions and credit packs on merchant accounts that accept adult content by design.",
    imageAlt: "Illustration of a chat on a phone, an 18+ age check, a renewing subscription mark and a payment card.",
  },
  features: {
    title: "What adult AI platforms need from a processor",
    cards: [
      {
        icon: "eye-off",
        title: "Discreet Billing",
        description:
          "A neutral billing descriptor and receipt wording protect your users' privacy, while a support URL on the statement keeps unrecognized-charge disputes down.",
      },
      {
        icon: "user-check",
        title: "Age Verification",
        description:
          "Users are verified as adults before their first purchase, meeting card-brand expectations and the age-verification laws a growing number of states now enforce.",
      },
      {
        icon: "repeat",
        title: "Subscriptions and Credits",
        description:
          "Monthly tiers, annual plans and one-time credit packs run on one account, with clear renewal notices and one-click cancellation that keep disputes rare.",
      },
    ],
  },
  understanding: {
    title: "Understanding payment processing for adult AI",
    paragraphs: [
      "Card networks treat adult content as a high-brand-risk category. Visa and Mastercard require acquirers to register adult merchants, monitor their content and confirm that safeguards such as age verification and content moderation are in place. AI-generated content adds new questions underwriters ask about: what the model can produce, how prompts are filtered and how reports are handled.",
      `Billing is the other half. Users expect privacy on their statements but also need to recognize the charge, subscriptions must renew transparently, and cancellation has to be easy; several states' automatic-renewal laws require it. Get those right and dispute ratios stay low enough to keep the account. ${claims.highRiskApproval.statement}`,
    ],
    benefits: [
      "Acquiring banks that knowingly accept adult and AI content",
      "Help with card-brand registration and content policy review",
      "Age verification before the first purchase",
      "Discreet descriptors that users still recognize",
      "Subscription tiers, trials and credit packs on one account",
      "Renewal reminders and easy cancellation to prevent disputes",
      "Fraud screening tuned for digital goods and instant delivery",
      `${claims.support.value} ${claims.support.label} for a product used around the clock`,
    ],
    imageAlt:
      "Illustration of an 18+ age check on a phone beside a calendar with a subscription renewing on the same day each month.",
  },
  ctaBand: {
    title: "Processing for a platform the payment apps will not serve",
    description:
      "Apply with your content policy and moderation process in hand, and we will match you to a bank that approves adult AI platforms.",
  },
  solutions: {
    title: "Payment solutions for adult AI platforms",
    intro:
      "Companion chat apps, image and video generators and creator platforms use these four services to bill users reliably and privately.",
    cards: [
      {
        icon: "credit-card",
        title: "Adult Content Merchant Account",
        description:
          "A high-risk merchant account with a bank that accepts adult AI, including guidance through card-brand registration.",
      },
      {
        icon: "lock",
        title: "Discreet Billing Descriptors",
        description:
          "Statement names and receipts that protect user privacy, with support contact details that cut unrecognized-charge disputes.",
      },
      {
        icon: "user-check",
        title: "Age Verification Integration",
        description:
          "Age checks built into signup and checkout, with verification records retained for your bank and for state compliance.",
      },
      {
        icon: "repeat",
        title: "Subscription and Credit Billing",
        description:
          "Recurring plans, upgrades and one-time credit purchases with card updating, retries and transparent renewal notices.",
      },
    ],
  },
  finalCta: {
    title: "Bill your users without looking over your shoulder",
    description:
      "Apply now and speak with a specialist who understands adult content underwriting and the questions AI platforms get asked.",
  },
} satisfies Industry;
