import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const shopify = {
  slug: "shopify",
  name: "Shopify merchants",
  seo: {
    title: "Shopify Payment Processing and Gateways",
    description:
      "A Shopify payment gateway for stores that Shopify Payments will not carry: store integration, payout reconciliation and multi-channel sales on one account.",
    keywords: [
      "Shopify payment gateway",
      "Shopify high-risk payment processing",
      "Shopify merchant account",
      "Shopify Payments alternative",
      "Shopify payout reconciliation",
    ],
    serviceType: "Third-party payment gateway for Shopify stores",
    audience: "Shopify and Shopify Plus merchants",
  },
  illustration: {
    motif: "shopping-bag",
    detailScene: { device: "laptop", screen: "sync", path: ["shopping-bag", "link", "layers"], record: "reconciliation" },
  },
  hero: {
    eyebrow: "Shopify",
    title: "Payment Processing for Shopify Stores",
    description:
      "Shopify Payments is easy until it holds your payouts or closes your account for what you sell. We connect Shopify stores to a dedicated merchant account through a supported third-party gateway, reconcile every payout to your orders, and cover your online store, in-person sales and other channels together.",
    imageAlt:
      "Illustration of an online store and a counter terminal syncing orders both ways into one reconciled payout ledger.",
  },
  features: {
    title: "Everything your Shopify store needs from payments",
    cards: [
      {
        icon: "link",
        title: "Store Integration",
        description:
          "Our gateway is added in your Shopify payment settings, so your theme, apps and checkout stay as they are while payments move to a merchant account in your name.",
      },
      {
        icon: "calculator",
        title: "Payout Reconciliation",
        description:
          "Every deposit is broken down to the Shopify orders, refunds and fees inside it, so your bookkeeper matches the bank to the store without a spreadsheet.",
      },
      {
        icon: "layers",
        title: "Multi-Channel Sales",
        description:
          "Online store, pop-up and retail counter, social and marketplace orders settle to one account, with reporting by channel.",
      },
    ],
  },
  understanding: {
    title: "Understanding payment processing on Shopify",
    paragraphs: [
      "Shopify Payments is run on a shared platform with a restricted-business list. Stores selling supplements, CBD, firearms parts, adult products and many other lawful goods can be refused, or approved and later reviewed, with payouts held while it happens. When that hits, the fix is a third-party gateway connected to your own merchant account.",
      `Shopify charges an additional transaction fee when a store uses an outside gateway, so the numbers have to work. For most stores with steady volume, lower processing rates on a dedicated account cover that fee and more; we model it on your real orders before you switch. ${claims.feeReduction.statement}`,
    ],
    benefits: [
      "A merchant account in your name, not a shared platform",
      "Connection through Shopify's supported third-party gateway settings",
      "Your theme, apps and checkout flow left untouched",
      "Deposits reconciled to orders, refunds and fees",
      "Online, in-person and social sales on one account",
      "Underwriting for many products Shopify Payments restricts",
      "A side-by-side cost model including Shopify's gateway fee",
      `${claims.support.value} ${claims.support.label} during launches and sales events`,
    ],
    imageAlt: "Illustration of a store and counter syncing on a laptop, beside orders matched line by line to deposits.",
  },
  ctaBand: {
    title: "Keep your Shopify store, change what is under it",
    description: `Apply now and keep selling while we set up your gateway. ${claims.merchantAccountApproval.statement}`,
  },
  solutions: {
    title: "Payment solutions for Shopify merchants",
    intro:
      "New stores leaving Shopify Payments and established Shopify Plus brands use these four services, configured to their catalog.",
    cards: [
      {
        icon: "credit-card",
        title: "Dedicated Merchant Account",
        description:
          "Your own merchant account, underwritten for your catalog, so a product category change does not put payouts on hold.",
      },
      {
        icon: "link",
        title: "Shopify Gateway Connection",
        description:
          "Setup of our gateway in your Shopify admin, tested end to end with your checkout, apps and fulfillment before go-live.",
      },
      {
        icon: "calculator",
        title: "Reconciliation Reporting",
        description:
          "Deposit reports matched to Shopify order numbers, refunds and fees, exportable to your accounting software.",
      },
      {
        icon: "layers",
        title: "Multi-Channel Processing",
        description:
          "One account for your online store, in-person sales and social channels, with settlement and reporting by channel.",
      },
    ],
  },
  finalCta: {
    title: "Sell on Shopify without the payout holds",
    description:
      "Apply in minutes and a specialist will review your store, your catalog and your current fees before anything changes.",
  },
} satisfies Industry;
