import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const restaurants = {
  slug: "restaurants",
  name: "restaurants",
  seo: {
    title: "Restaurant Payment Processing",
    description:
      "Restaurant card processing built for the dinner rush: pay-at-the-table terminals, tip adjustment, split checks and online ordering on one merchant account.",
    keywords: [
      "restaurant payment processing",
      "restaurant merchant account",
      "pay at the table terminals",
      "restaurant tip adjustment",
      "split check payments",
      "restaurant credit card processing",
    ],
    serviceType: "Restaurant payment processing",
    audience: "Full-service and quick-service restaurants",
  },
  illustration: {
    motif: "utensils",
    detailScene: { device: "terminal", screen: "tip", path: ["utensils", "receipt", "split"], record: "split-check" },
  },
  hero: {
    eyebrow: "Restaurants",
    title: "Payment Processing for Restaurants",
    description:
      "From the first coffee order to the last table at close, your payments should keep pace with the kitchen. We set restaurants up with pay-at-the-table terminals, tip adjustment that batches cleanly, and pricing that stops eating into margins that were thin to begin with.",
    imageAlt:
      "Illustration of a restaurant table seen from above with two plates, and a handheld card terminal showing tip choices beside an approved payment.",
  },
  features: {
    title: "Built around how a dining room takes payment",
    cards: [
      {
        icon: "nfc",
        title: "Pay at the Table",
        description:
          "Handheld EMV terminals go to the guest, so the card never leaves their sight. Guests tap, dip or pay with Apple Pay and Google Pay, add the tip on screen and choose a printed or texted receipt.",
      },
      {
        icon: "split",
        title: "Tips and Split Checks",
        description:
          "Adjust tips after authorization without re-running the card, and split a check by seat, by item or evenly. Servers cash out faster and the tip pool reconciles to the cent.",
      },
      {
        icon: "globe",
        title: "Online Orders in the Same Account",
        description:
          "Takeout, catering and delivery orders settle through the same merchant account as the dining room, with fraud screening on the card-not-present side and one report for every channel.",
      },
    ],
  },
  understanding: {
    title: "Understanding restaurant payment processing",
    paragraphs: [
      `Restaurants keep only a few cents of every dollar after food, labor and rent, so card fees are one of the few costs you can cut without touching the menu or the schedule. Many operators sit on tiered pricing that quietly pushes tipped and rewards-card sales into the most expensive bucket. ${claims.feeReduction.statement}`,
      `Restaurant transactions also behave differently from retail. A check is authorized for the meal, then settled later for the meal plus tip, so your processor has to handle tip adjustment inside the card networks' rules and batch everything at close. Friday night is when an outage hurts most, which is why every restaurant account runs on a platform with ${claims.uptime.value} uptime and ${claims.support.value} ${claims.support.label}.`,
    ],
    benefits: [
      "Interchange-plus pricing with every card type itemized on the statement",
      "Tip adjustment and end-of-night batch close from the terminal",
      "Split checks by seat, by item or in even shares",
      "Chip, tap, Apple Pay and Google Pay at the table and the counter",
      `${claims.posIntegrations.value} POS integrations, so most kitchens keep their current system`,
      "Takeout and catering deposits settled with dine-in sales",
      `${claims.setupFees.value} setup fees on most accounts and ${claims.contractTerms.value.toLowerCase()} terms`,
      `${claims.support.value} support that picks up during the dinner rush`,
    ],
    imageAlt: "Illustration of a handheld terminal offering tip choices at the table, and one check split into two receipts.",
  },
  ctaBand: {
    title: "Keep more of every check",
    description: `Send us a recent processing statement and we will show you, line by line, what your restaurant would pay with us. ${claims.approvalTime.statement}`,
  },
  solutions: {
    title: "Payment solutions for restaurants",
    intro:
      "Whether you run a single café or a group of full-service dining rooms, these are the pieces we put together for restaurant owners.",
    cards: [
      {
        icon: "credit-card",
        title: "Restaurant Merchant Account",
        description:
          "Card-present rates for dine-in, screened card-not-present processing for online orders, and transparent interchange-plus pricing across both.",
      },
      {
        icon: "tablet",
        title: "Pay-at-the-Table Terminals",
        description:
          "Wireless EMV terminals with on-screen tipping and split payments, paired to your POS so checks close themselves when the card is approved.",
      },
      {
        icon: "shopping-bag",
        title: "Online Ordering Payments",
        description:
          "A hosted checkout or gateway connection for takeout and catering, with address and security-code checks and deposits for large party bookings.",
      },
      {
        icon: "chart-column",
        title: "Tip and Deposit Reporting",
        description:
          "Daily deposits broken out by server, shift and payment type, so tip payouts, the POS and the bank statement all agree.",
      },
    ],
  },
  finalCta: {
    title: "Ready for a faster close tonight?",
    description:
      "Apply in minutes, talk with a specialist who has set up kitchens before, and run your next batch on pricing built for restaurants.",
  },
} satisfies Industry;
