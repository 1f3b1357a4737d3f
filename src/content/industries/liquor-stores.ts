import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const liquorStores = {
  slug: "liquor-stores",
  name: "liquor stores",
  seo: {
    title: "Liquor Store Payment Processing",
    description:
      "Liquor store merchant accounts with ID-scanning checkout, fast contactless lanes for holiday rushes and pricing that respects the margins on beer, wine and spirits.",
    keywords: [
      "liquor store payment processing",
      "liquor store merchant account",
      "package store credit card processing",
      "age verification POS",
      "wine and spirits merchant services",
    ],
    serviceType: "Liquor store payment processing",
    audience: "Liquor, wine and package stores",
  },
  illustration: {
    motif: "wine",
    detailScene: { device: "terminal", screen: "age-21", path: ["id-card", "nfc", "wine"], record: "checklist" },
  },
  hero: {
    eyebrow: "Liquor Stores",
    title: "Payment Processing for Liquor Stores",
    description:
      "The night before Thanksgiving, New Year's Eve, the Friday of a long weekend: your busiest hours are when a slow terminal or a declined-account email hurts most. We give package stores fast lanes, ID checks built into checkout and a processor that is comfortable with alcohol.",
    imageAlt:
      "Illustration of liquor store shelves lined with bottles, an ID card checked for 21+, and a countertop terminal showing an approved sale.",
  },
  features: {
    title: "Checkout built for beer, wine and spirits",
    cards: [
      {
        icon: "id-card",
        title: "ID Scanning at Checkout",
        description:
          "Scan the barcode on a driver's license at the register to confirm the buyer is 21 or older and catch expired IDs, so age checks are consistent on every shift, not just when the manager is watching.",
      },
      {
        icon: "zap",
        title: "Lanes That Move on Peak Nights",
        description:
          "Contactless and chip transactions clear in seconds, and extra terminals can be added for holidays and game days without a new contract.",
      },
      {
        icon: "package",
        title: "Case and Mixed-Basket Sales",
        description:
          "Case discounts, mix-and-match pricing and high-value bottles ring up correctly, with the tax and deposit lines your state requires passed through from your POS.",
      },
    ],
  },
  understanding: {
    title: "Understanding liquor store payment processing",
    paragraphs: [
      "Alcohol is a legal, licensed product, yet some processors still treat package stores as restricted and hold funds or close accounts after a spike in volume. That spike is normal for you: sales can double around holidays and sporting events. We underwrite liquor stores with those seasonal swings in mind, so a record December reads as a good month, not a red flag.",
      `The other pressure is fraud at the counter. Premium spirits are a favorite target for stolen cards because they resell easily. Chip and tap payments shift counterfeit-card liability away from you, and ID checks at the register protect both your license and your chargeback record. Add ${claims.posIntegrations.value} POS integrations and most stores keep the inventory system their buyers already know.`,
    ],
    benefits: [
      "Processing approved for beer, wine and spirits retail",
      "Age verification tied to the card payment at the register",
      "EMV chip and contactless to shut out counterfeit cards",
      "Seasonal volume reviewed in advance, not frozen after the fact",
      "Case discounts and deposit fees itemized correctly on receipts",
      `${claims.startingRate.value} rates for qualified stores, shown on a clear statement`,
      "Daily reporting by register, clerk and payment type",
      `${claims.support.value} ${claims.support.label} for late closes and holiday weekends`,
    ],
    imageAlt:
      "Illustration of a countertop terminal asking for a 21+ age check, beside a checklist of an ID scanned, a tap payment and the sale approved.",
  },
  ctaBand: {
    title: "Get ahead of your next holiday rush",
    description: `Apply now and have your new terminals set up before the busy season. ${claims.merchantAccountApproval.statement}`,
  },
  solutions: {
    title: "Payment solutions for liquor stores",
    intro:
      "Single-location package stores, chains and wine shops with delivery all get the same thing: processing that treats alcohol as the lawful business it is.",
    cards: [
      {
        icon: "credit-card",
        title: "Liquor Store Merchant Account",
        description:
          "A merchant account underwritten for alcohol retail, priced on interchange-plus so you can see what each card type really costs.",
      },
      {
        icon: "scan-line",
        title: "Age-Verified Checkout",
        description:
          "Registers and terminals that read the license barcode before the sale completes, with a record of the check kept alongside the transaction.",
      },
      {
        icon: "monitor",
        title: "Countertop and Lane Terminals",
        description:
          "Fast EMV and contactless terminals for every lane, plus spare units for holidays, tastings and pop-up sales at local events.",
      },
      {
        icon: "truck",
        title: "Pickup and Delivery Payments",
        description:
          "Online orders for curbside pickup or local delivery, paid in advance and settled with store sales, with ID confirmed at handoff.",
      },
    ],
  },
  finalCta: {
    title: "A processor that is comfortable with alcohol",
    description:
      "Tell us about your store, your busiest weeks and your current statement. We will quote honestly and set you up before the next rush.",
  },
} satisfies Industry;
