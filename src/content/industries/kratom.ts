import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const kratom = {
  slug: "kratom",
  name: "kratom vendors",
  seo: {
    title: "Kratom Merchant Accounts",
    description:
      "Kratom merchant accounts for online vendors and shops: 21+ age verification, state and local ban screening, labeling compliance and discreet billing.",
    keywords: [
      "kratom merchant account",
      "kratom payment processing",
      "kratom credit card processing",
      "high-risk merchant account kratom",
      "botanical products merchant account",
    ],
    serviceType: "High-risk payment processing for kratom vendors",
    audience: "Kratom vendors, botanical shops and online kratom stores",
  },
  illustration: {
    motif: "sprout",
    detailScene: { device: "laptop", screen: "cart", path: ["ban", "id-card", "package"], record: "states" },
  },
  hero: {
    eyebrow: "Kratom",
    title: "Merchant Accounts for Kratom Vendors",
    description:
      "Kratom is legal in most of the country, banned in a handful of states and some cities, and regulated with age and labeling rules in others. Most processors simply refuse it. We open kratom accounts with banks that accept botanicals and build the age checks and location rules into your checkout.",
    imageAlt: "Illustration of botanical leaves, a capsule bottle and a shipping box, with a compliance shield.",
  },
  features: {
    title: "What keeps a kratom account open",
    cards: [
      {
        icon: "ban",
        title: "Ban Screening by Location",
        description:
          "Orders to states, counties and cities that prohibit kratom are blocked at checkout, so you never ship, or charge, where the sale is illegal.",
      },
      {
        icon: "id-card",
        title: "Age Verification",
        description:
          "Buyers confirm they are at least 21, the age set by most state kratom consumer protection laws, before they can pay.",
      },
      {
        icon: "lock",
        title: "Discreet, Stable Billing",
        description:
          "A neutral descriptor and clear support contact protect privacy and cut unrecognized-charge disputes, the top reason kratom accounts get reviewed.",
      },
    ],
  },
  understanding: {
    title: "Understanding high-risk processing for kratom",
    paragraphs: [
      "Kratom is not federally scheduled, but the FDA has warned against it, several states and a number of cities ban it, and a growing group of states regulate it through kratom consumer protection acts with age limits, labeling and purity standards. That mix of federal scrutiny and local bans is what puts kratom on most processors' prohibited lists.",
      `Banks that do accept kratom look for vendors who act like a regulated industry: product testing, accurate labels without health claims, age verification and location blocking. We review all of it before you apply, so the application reaches the bank complete and honest. ${claims.highRiskApproval.statement}`,
    ],
    benefits: [
      "Placement with banks that approve kratom vendors",
      "Checkout blocking for states and cities with bans",
      "21+ age verification before payment",
      "Labeling and website review for health claims",
      "Lab testing documentation included with your application",
      "Discreet descriptors with a reachable support line",
      "Recurring billing for subscribe-and-save customers",
      `${claims.support.value} support from high-risk account specialists`,
    ],
    imageAlt:
      "Illustration of an online checkout on a laptop beside a map of states and cities, with sales blocked where kratom is banned.",
  },
  ctaBand: {
    title: "Put your kratom business on solid ground",
    description:
      "Apply with your lab reports and labels ready. We will tell you plainly what the bank needs and how long approval will take.",
  },
  solutions: {
    title: "Payment solutions for kratom vendors",
    intro: "Online kratom stores, brick-and-mortar botanical shops and wholesale suppliers use these four services together.",
    cards: [
      {
        icon: "credit-card",
        title: "Kratom Merchant Account",
        description:
          "A dedicated high-risk account with a bank that accepts kratom, with reserve terms spelled out before you sign.",
      },
      {
        icon: "ban",
        title: "Location-Aware Checkout",
        description: "A gateway that verifies age and refuses orders from banned states and cities before the card is charged.",
      },
      {
        icon: "repeat",
        title: "Subscription Orders",
        description:
          "Repeat-order billing for regular customers, with renewal notices and easy cancellation that keep disputes down.",
      },
      {
        icon: "shield-check",
        title: "Dispute Prevention",
        description:
          "Pre-dispute alerts, fraud screening and managed chargeback responses to protect your standing with the bank.",
      },
    ],
  },
  finalCta: {
    title: "Process kratom payments without the constant worry",
    description:
      "Apply now or call us to talk through your products, your markets and your processing history with a specialist.",
  },
} satisfies Industry;
