import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const convenienceStores = {
  slug: "convenience-stores",
  name: "convenience stores",
  seo: {
    title: "Convenience Store Payment Processing",
    description:
      "Convenience store card processing priced for small tickets and high traffic: fast tap-to-pay, age checks for tobacco and beer, and one clean batch a day.",
    keywords: [
      "convenience store payment processing",
      "c-store merchant account",
      "small ticket credit card processing",
      "convenience store POS payments",
      "contactless payments convenience store",
    ],
    serviceType: "Convenience store payment processing",
    audience: "Convenience stores and corner markets",
  },
  illustration: {
    motif: "store",
    detailScene: { device: "phone", screen: "approved", path: ["nfc", "timer", "receipt"], record: "small-tickets" },
  },
  hero: {
    eyebrow: "Convenience Stores",
    title: "Payment Processing for Convenience Stores",
    description:
      "A coffee, a soda, a pack of gum: your customers buy small and often, and they are in a hurry. We price convenience stores for the way they really sell, hundreds of small tickets a day, and keep the line moving with tap-to-pay that clears in a second or two.",
    imageAlt:
      "Illustration of a convenience store front with a striped awning, and a phone tapping a card terminal that shows an approved sale.",
  },
  features: {
    title: "Made for small tickets and steady lines",
    cards: [
      {
        icon: "calculator",
        title: "Pricing for Small Tickets",
        description:
          "On a five-dollar sale the fixed per-transaction fee matters more than the percentage. We build your pricing around your average ticket and pass through the card networks' small-ticket rates where they apply.",
      },
      {
        icon: "nfc",
        title: "Tap and Go",
        description:
          "Contactless cards, phones and watches are accepted at every lane, so the morning coffee line moves faster than it ever did with cash and change.",
      },
      {
        icon: "user-check",
        title: "Age Checks for Restricted Items",
        description:
          "Tobacco, vape and beer sales prompt the clerk to verify age before payment completes, protecting your licenses during a compliance check.",
      },
    ],
  },
  understanding: {
    title: "Understanding convenience store payment processing",
    paragraphs: [
      "Convenience stores live on volume, not ticket size. A store that runs five hundred card sales a day at an average of eight dollars pays far more in fixed per-item fees than a percentage-only quote suggests. That is why flat-rate apps are often the most expensive option for c-stores, and why we start every quote from your real ticket mix.",
      `Federal rules let stores set a credit card minimum of up to ten dollars, but many owners find minimums cost them repeat customers. With pricing built for small tickets, accepting cards on every sale can cost less than the lost visits. ${claims.feeReduction.statement}`,
    ],
    benefits: [
      "Quotes modeled on your own average ticket and daily count",
      "Card-network small-ticket rates passed through where eligible",
      "Contactless at every register for one-tap checkout",
      "Age prompts for tobacco, vape and alcohol sales",
      "Works alongside your lottery and money-order counters",
      "One daily batch with deposits you can match to the register",
      `${claims.setupFees.value} ${claims.setupFees.label.toLowerCase()} on most accounts`,
      `${claims.support.value} support for stores that never close`,
    ],
    imageAlt: "Illustration of a phone showing an approved tap payment beside a day's batch of many small-ticket receipts.",
  },
  ctaBand: {
    title: "See what your small tickets really cost",
    description:
      "Send us one month's statement. We will break down your per-item and percentage fees and show you the difference on your actual sales.",
  },
  solutions: {
    title: "Payment solutions for convenience stores",
    intro:
      "Single corner markets, travel centers and multi-store operators use these four building blocks; we fit them to your registers and your hours.",
    cards: [
      {
        icon: "credit-card",
        title: "Small-Ticket Merchant Account",
        description:
          "Interchange-plus pricing designed for high counts and low averages, so the fixed fee per sale does not quietly eat your margin.",
      },
      {
        icon: "monitor",
        title: "Integrated Register Payments",
        description:
          "Payments wired into your POS so totals, age prompts and receipts flow without the clerk keying amounts twice.",
      },
      {
        icon: "smartphone",
        title: "Contactless and Mobile Wallets",
        description:
          "Tap-to-pay for cards, Apple Pay and Google Pay on every lane, including the outdoor window for late-night service.",
      },
      {
        icon: "chart-column",
        title: "Multi-Store Reporting",
        description:
          "One login showing sales, deposits and card mix for every location, so owners of several stores can compare them side by side.",
      },
    ],
  },
  finalCta: {
    title: "Faster lines, lower per-sale fees",
    description:
      "Apply in a few minutes and a specialist will call to confirm your ticket mix, your equipment and your go-live date.",
  },
} satisfies Industry;
