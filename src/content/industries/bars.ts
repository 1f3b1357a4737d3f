import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const bars = {
  slug: "bars",
  name: "bars",
  seo: {
    title: "Bar and Nightclub Payment Processing",
    description:
      "Bar payment processing for open tabs, pre-authorizations, late-night tipping and busy weekends, with chargeback help when a guest forgets last night's tab.",
    keywords: [
      "bar payment processing",
      "bar merchant account",
      "nightclub credit card processing",
      "bar tab pre-authorization",
      "bar POS payments",
    ],
    serviceType: "Bar and nightclub payment processing",
    audience: "Bars, taverns, brewpubs and nightclubs",
  },
  illustration: {
    motif: "beer",
    detailScene: { device: "tablet", screen: "tab", path: ["beer", "clock", "receipt"], record: "open-tabs" },
  },
  hero: {
    eyebrow: "Bars",
    title: "Payment Processing for Bars",
    description:
      "Open tabs, three-deep crowds at last call and guests who remember the night differently than your bartender does. We set bars up with pre-authorized tabs, quick tipping and the paperwork to win a dispute, so Saturday's sales actually reach your bank account.",
    imageAlt:
      "Illustration of a bar counter with three beer taps and glasses, an itemized tab, and a card terminal closing the tab.",
  },
  features: {
    title: "Tabs, tips and late nights, handled",
    cards: [
      {
        icon: "receipt",
        title: "Pre-Authorized Tabs",
        description:
          "Swipe or tap to open a tab, hold a set amount, and close it at the end of the night for the real total. If a guest walks out, the tab is already authorized.",
      },
      {
        icon: "zap",
        title: "Fast Close at Last Call",
        description:
          "Bartenders close tabs, add tips and print or text receipts in seconds, even with a line at the rail and a full room behind it.",
      },
      {
        icon: "shield-check",
        title: "Dispute Evidence Ready",
        description:
          "Itemized tabs, timestamps and tip records are kept with every transaction, which is what you need when a guest disputes a charge weeks later.",
      },
    ],
  },
  understanding: {
    title: "Understanding bar payment processing",
    paragraphs: [
      "Bars carry more disputes than most hospitality businesses. A guest checks a statement days later, does not recognize a large tab or a generous tip, and calls the bank. Without an itemized check and a signature or PIN record, the bar loses the money and pays a chargeback fee on top. Good processing for bars starts with keeping that evidence automatically.",
      `Tabs also need careful handling. An opening pre-authorization should be large enough to cover a night out but not so large that it locks up a guest's debit card, and the final amount plus tip has to settle the same night. Because your busiest hours run past midnight, we back every bar with ${claims.support.value} ${claims.support.label} and a platform with ${claims.uptime.value} uptime.`,
    ],
    benefits: [
      "Tab pre-authorization amounts set to suit your venue",
      "Tips added after the tab closes without re-running the card",
      "Walkout protection from authorized open tabs",
      "Itemized receipts stored for chargeback responses",
      "Chip, tap and mobile wallets at the bar and the door",
      "Cover charges and event tickets on the same account",
      `${claims.posIntegrations.value} POS integrations, including bar tab workflows`,
      "Nightly batch that closes after your last call, not before it",
    ],
    imageAlt:
      "Illustration of a bar's point-of-sale screen with open tabs by the clock, beside a list of tabs with the last one closed.",
  },
  ctaBand: {
    title: "Stop losing money on disputed tabs",
    description: `Apply now and set your bar up with tabs, tips and dispute evidence that work together. ${claims.approvalTime.statement}`,
  },
  solutions: {
    title: "Payment solutions for bars",
    intro:
      "Neighborhood taverns, brewpubs, cocktail lounges and nightclubs each run differently; we configure these four pieces for your room.",
    cards: [
      {
        icon: "credit-card",
        title: "Bar Merchant Account",
        description:
          "A merchant account that understands pre-authorized tabs, tipping and late batches, priced on transparent interchange-plus.",
      },
      {
        icon: "receipt",
        title: "Tab Management",
        description:
          "Open, transfer and close tabs from any terminal, with card-on-file holds and automatic close-out for forgotten tabs.",
      },
      {
        icon: "ticket",
        title: "Door and Event Payments",
        description:
          "Cover charges, ticketed nights and private event deposits collected at the door or online and reported with bar sales.",
      },
      {
        icon: "shield-check",
        title: "Chargeback Support",
        description:
          "We assemble the itemized tab, time stamps and receipts into your response when a guest disputes a charge, and track every case.",
      },
    ],
  },
  finalCta: {
    title: "Pour more, chase fewer payments",
    description:
      "Tell us about your bar, your busiest nights and your current setup, and we will have you running tabs on better terms.",
  },
} satisfies Industry;
