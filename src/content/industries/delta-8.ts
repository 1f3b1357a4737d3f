import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const delta8 = {
  slug: "delta-8",
  name: "Delta 8 sellers",
  seo: {
    title: "Delta 8 Merchant Accounts",
    description:
      "Delta 8 THC merchant accounts for hemp retailers and online stores: 21+ age verification, state-by-state shipping compliance and discreet billing descriptors.",
    keywords: [
      "delta 8 merchant account",
      "delta 8 payment processing",
      "hemp THC credit card processing",
      "high-risk merchant account hemp",
      "CBD and delta 8 payments",
    ],
    serviceType: "High-risk payment processing for hemp-derived THC products",
    audience: "Delta 8 and hemp-derived cannabinoid retailers and brands",
  },
  illustration: {
    motif: "leaf",
    detailScene: { device: "phone", screen: "age-21", path: ["map-pin", "user-check", "leaf"], record: "states" },
  },
  hero: {
    eyebrow: "Delta 8",
    title: "Merchant Accounts for Delta 8 Businesses",
    description:
      "Hemp-derived THC is legal under federal hemp law but restricted or banned in a growing list of states, and that patchwork is why most processors say no. We set Delta 8 shops and brands up with banks that accept hemp cannabinoids, checkout that blocks restricted states and ages, and descriptors that keep disputes low.",
    imageAlt: "Illustration of hemp leaves and a jar of gummies beside a 21+ age check and an approved order.",
  },
  features: {
    title: "Compliance built into every Delta 8 sale",
    cards: [
      {
        icon: "map-pin",
        title: "State Shipping Rules Enforced",
        description:
          "Checkout blocks orders to states that ban or restrict Delta 8, and we help you keep that list current as legislatures change their rules.",
      },
      {
        icon: "user-check",
        title: "21+ Age Verification",
        description:
          "Online buyers are age-verified before payment, and in-store terminals prompt for ID, so no sale reaches a minor and your bank sees the controls working.",
      },
      {
        icon: "eye-off",
        title: "Discreet Descriptors",
        description:
          "A neutral statement name with a support phone number protects customers' privacy without triggering disputes from charges they do not recognize.",
      },
    ],
  },
  understanding: {
    title: "Understanding high-risk processing for Delta 8",
    paragraphs: [
      "The 2018 Farm Bill made hemp containing no more than 0.3% delta-9 THC by dry weight federally legal, and Delta 8 products are made from that hemp. States have answered very differently: some ban intoxicating hemp products outright, others cap potency or limit sales to adults over 21. Card networks and banks see that patchwork, plus product-quality concerns, and classify the category as high-risk.",
      `Stable processing comes from proving you are in control: certificates of analysis from an accredited lab for every product, labels that match them, age verification, and shipping blocked where sales are not allowed. With that in place we submit to banks that accept hemp cannabinoids. ${claims.highRiskApproval.statement}`,
    ],
    benefits: [
      "Banks that knowingly approve hemp-derived THC products",
      "Checkout rules that block restricted states automatically",
      "21+ age verification online and at the counter",
      "Certificate of analysis review during underwriting",
      "Discreet descriptors with a customer service contact",
      "Processing for gummies, vapes, tinctures and flower",
      "Pre-dispute alerts and chargeback responses",
      `${claims.support.value} ${claims.support.label} from a team that knows hemp`,
    ],
    imageAlt: "Illustration of a 21+ age check on a phone beside a map of states, with sales blocked where they are not allowed.",
  },
  ctaBand: {
    title: "Sell Delta 8 on an account that expects you",
    description:
      "Apply with your lab results and shipping policy ready, and we will place you with a bank that approves hemp cannabinoids.",
  },
  solutions: {
    title: "Payment solutions for Delta 8 businesses",
    intro:
      "Smoke shops, dispensary-style hemp stores, online brands and wholesalers each get a combination of these four services.",
    cards: [
      {
        icon: "credit-card",
        title: "Hemp Merchant Account",
        description: "A high-risk merchant account with a bank that accepts Delta 8, for online sales, in-store sales or both.",
      },
      {
        icon: "map-pin",
        title: "Compliant Online Checkout",
        description:
          "A gateway that verifies age, blocks restricted shipping states and screens every order for fraud before authorization.",
      },
      {
        icon: "store",
        title: "In-Store Terminals",
        description: "EMV and contactless terminals for retail counters, with ID prompts on age-restricted products.",
      },
      {
        icon: "scroll-text",
        title: "Chargeback Management",
        description: "Alerts, descriptor tuning and managed dispute responses to keep your ratio inside the bank's limits.",
      },
    ],
  },
  finalCta: {
    title: "Stop losing accounts over what you sell",
    description:
      "Apply now and we will walk you through exactly what the bank needs to see from a Delta 8 business before it approves.",
  },
} satisfies Industry;
