import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const ecommerceStores = {
  slug: "ecommerce-stores",
  name: "e-commerce stores",
  seo: {
    title: "E-commerce Payment Processing",
    description:
      "E-commerce merchant accounts with layered fraud prevention, chargeback management, multi-currency checkout and subscription billing for online stores.",
    keywords: [
      "ecommerce payment processing",
      "online store merchant account",
      "ecommerce chargeback prevention",
      "multi-currency checkout",
      "subscription billing",
      "card not present processing",
    ],
    serviceType: "E-commerce payment processing",
    audience: "Online stores and direct-to-consumer brands",
  },
  illustration: {
    motif: "shopping-cart",
    detailScene: { device: "laptop", screen: "cart", path: ["shopping-cart", "shield-check", "package"], record: "checklist" },
  },
  hero: {
    eyebrow: "E-commerce Stores",
    title: "Payment Processing for E-commerce Stores",
    description:
      "Online, every sale is card-not-present, which means more fraud, more disputes and less patience from payment apps when your numbers jump. We give online stores layered fraud screening, chargeback management, checkout in your shoppers' currencies and subscription billing, on an account built to grow.",
    imageAlt:
      "Illustration of an online store product page with a checkout button, a payment card, a fraud-screening shield and an approved order.",
  },
  features: {
    title: "The four problems every online store runs into",
    cards: [
      {
        icon: "shield-check",
        title: "Fraud Prevention",
        description:
          "Address and security-code checks, 3-D Secure authentication and velocity rules stop stolen cards and card-testing bots before they become your losses.",
      },
      {
        icon: "scroll-text",
        title: "Chargeback Management",
        description:
          "Dispute alerts give you a chance to refund before a chargeback lands, and our team builds evidence packets from your order, shipping and delivery data.",
      },
      {
        icon: "globe",
        title: "Multi-Currency and Subscriptions",
        description:
          "Show prices and charge in your shoppers' currencies, and run subscriptions and replenishment orders with automatic retries and card updates.",
      },
    ],
  },
  understanding: {
    title: "Understanding e-commerce payment processing",
    paragraphs: [
      "Card-not-present transactions carry the highest fraud rates in card payments, and when a stolen card is used online the merchant, not the bank, usually absorbs the loss. The card networks also watch each merchant's dispute ratio; cross their monitoring thresholds and the fines start, followed by account termination. Keeping both fraud and disputes low is the core of e-commerce processing.",
      `That is why aggregator payment apps are fragile for growing stores: a sudden sales spike, a viral product or a few disputes can trigger an automatic hold on your funds. A dedicated merchant account is underwritten for your business model up front, so growth is expected rather than punished. ${claims.feeReduction.statement}`,
    ],
    benefits: [
      "A dedicated merchant account instead of a shared aggregator",
      "AVS, CVV and 3-D Secure on every card-not-present sale",
      "Pre-dispute alerts to refund before a chargeback is filed",
      "Evidence packets built from order and delivery data",
      "Checkout in multiple currencies for international shoppers",
      "Subscription billing with card updater and smart retries",
      "Cards, digital wallets and buy now, pay later at checkout",
      `${claims.uptime.value} uptime so checkout never goes dark during a launch`,
    ],
    imageAlt: "Illustration of a checkout on a laptop beside a checklist of fraud screens passed before the order ships.",
  },
  ctaBand: {
    title: "Grow without fearing the next fund hold",
    description: `Apply now for a merchant account underwritten for your store. ${claims.merchantAccountApproval.statement}`,
  },
  solutions: {
    title: "Payment solutions for e-commerce stores",
    intro:
      "Whether you sell on your own site, a hosted platform or a headless stack, these four services cover checkout from cart to settlement.",
    cards: [
      {
        icon: "credit-card",
        title: "E-commerce Merchant Account",
        description:
          "A dedicated card-not-present merchant account with reserve and volume terms agreed up front, not imposed after a spike.",
      },
      {
        icon: "shield-check",
        title: "Fraud and Chargeback Protection",
        description:
          "Rules-based fraud screening, 3-D Secure, dispute alerts and managed chargeback responses to keep your ratio well under network limits.",
      },
      {
        icon: "globe",
        title: "Multi-Currency Checkout",
        description:
          "Prices and charges in the shopper's currency, settled to your US bank account in dollars, to lift conversion abroad.",
      },
      {
        icon: "repeat",
        title: "Subscription Billing",
        description:
          "Recurring orders, trials and memberships with automatic card updates and retry schedules that recover failed renewals.",
      },
    ],
  },
  finalCta: {
    title: "Build checkout on an account that keeps up",
    description:
      "Apply today and talk with a specialist about your platform, your fraud history and your growth plans before you switch.",
  },
} satisfies Industry;
