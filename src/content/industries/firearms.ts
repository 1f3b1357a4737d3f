import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const firearms = {
  slug: "firearms",
  name: "firearms dealers",
  seo: {
    title: "Firearms Payment Processing for FFL Dealers",
    description:
      "Firearms merchant accounts for FFL dealers, ranges and online gun stores: license verification, payments that wait for the background check and age verification.",
    keywords: [
      "firearms payment processing",
      "FFL merchant account",
      "gun store credit card processing",
      "ammunition merchant account",
      "online gun store payments",
      "shooting range payment processing",
    ],
    serviceType: "Firearms and ammunition payment processing",
    audience: "FFL dealers, gunsmiths, shooting ranges and online firearms retailers",
  },
  illustration: {
    motif: "target",
    detailScene: { device: "terminal", screen: "hold", path: ["id-card", "clipboard-check", "target"], record: "checklist" },
  },
  hero: {
    eyebrow: "Firearms",
    title: "Payment Processing for Firearms Dealers",
    description:
      "Several of the largest payment apps ban firearms and ammunition outright, and some banks quietly close dealer accounts. We process for licensed dealers, ranges and online gun stores as the lawful businesses they are, with payments that respect your license, the background check and the buyer's age.",
    imageAlt: "Illustration of a range target, a buyer's ID card and a completed background-check list with an approved sale.",
  },
  features: {
    title: "Processing that works with your compliance, not against it",
    cards: [
      {
        icon: "scroll-text",
        title: "License Compliance",
        description:
          "We verify your Federal Firearms License and any Special Occupational Tax status during underwriting, and keep them on file so renewals never interrupt processing.",
      },
      {
        icon: "clipboard-check",
        title: "Background-Check Aware Payments",
        description:
          "Authorize the card when the buyer fills out the 4473 and capture it when the background check returns a proceed, so a denied or delayed transfer never needs a messy refund.",
      },
      {
        icon: "id-card",
        title: "Age Verification",
        description:
          "Checkout enforces the federal minimums, 18 for long guns and 21 for handguns from a dealer, plus stricter state rules on firearms and ammunition sold online.",
      },
    ],
  },
  understanding: {
    title: "Understanding firearms payment processing",
    paragraphs: [
      "Selling firearms is lawful and heavily regulated, yet many processors classify the whole industry as prohibited for reputational reasons. Dealers who open an account on a general payment app risk a sudden termination and held funds, often during the busiest season of the year. Firearms processing has to start with a bank that knowingly underwrites FFL holders.",
      `The payment flow also has to fit the transfer. In the store, the sale is not final until the background check clears; online, the gun ships to a receiving dealer where the buyer completes the paperwork. Authorizations, captures and refunds are timed around those steps, and every sale is recorded for your bound book and your bank. ${claims.approvalRate.statement}`,
    ],
    benefits: [
      "Banks that approve FFL dealers, ranges and gunsmiths",
      "FFL and SOT verification handled during underwriting",
      "Authorize at the 4473, capture after the background check proceeds",
      "Age rules enforced for handguns, long guns and ammunition",
      "Ship-to-FFL checkout for online firearm orders",
      "Range memberships, lane rentals and classes on the same account",
      `${claims.posIntegrations.value} POS integrations, including firearms retail systems`,
      `${claims.support.value} ${claims.support.label} from people who respect your trade`,
    ],
    imageAlt:
      "Illustration of a terminal holding an authorization until the background check proceeds, beside a checked-off transfer checklist.",
  },
  ctaBand: {
    title: "Process with a partner that will not drop you",
    description: `Apply with your FFL and we will place your account with a bank that supports the firearms industry. ${claims.merchantAccountApproval.statement}`,
  },
  solutions: {
    title: "Payment solutions for firearms businesses",
    intro: "Gun shops, ranges, gunsmiths, ammunition sellers and online retailers use these four services, alone or together.",
    cards: [
      {
        icon: "credit-card",
        title: "FFL Merchant Account",
        description:
          "A firearms-friendly merchant account for licensed dealers, underwritten with your license on file and priced on interchange-plus.",
      },
      {
        icon: "store",
        title: "Counter and Range Terminals",
        description:
          "EMV and contactless terminals for the sales floor, the range desk and gun shows, with authorize-then-capture for transfers.",
      },
      {
        icon: "globe",
        title: "Online Firearms Checkout",
        description:
          "A gateway for online firearm, accessory and ammunition sales, with ship-to-FFL handling and state restrictions enforced.",
      },
      {
        icon: "user-check",
        title: "Age and Eligibility Checks",
        description:
          "Age verification for online ammunition and accessory orders, and payment holds that wait for the transfer to clear.",
      },
    ],
  },
  salesChannels: {
    title: "Supporting Both In-Person and Online Firearms Sales",
    intro:
      "Most dealers sell across the counter and online. One merchant relationship covers both, with each channel configured for its own rules.",
    cards: [
      {
        icon: "store",
        title: "In-Person Sales",
        description:
          "For gun shops, ranges and gun shows: fast card-present processing that fits around the 4473 and the background check.",
        points: [
          "Authorize during the 4473, capture when the transfer proceeds",
          "Chip, tap and mobile wallets at the counter and the range desk",
          "Portable terminals for gun shows and off-site events",
          "Lane rentals, classes and memberships rung up with retail sales",
        ],
      },
      {
        icon: "globe",
        title: "Online Sales",
        description:
          "For e-commerce firearms, parts and ammunition: card-not-present processing with the safeguards banks expect.",
        points: [
          "Ship-to-FFL flow for firearms, with the receiving dealer on the order",
          "Age verification and state shipping restrictions at checkout",
          "Fraud screening tuned for high-ticket online orders",
          "Refunds handled cleanly when a transfer is denied",
        ],
      },
    ],
  },
  finalCta: {
    title: "Keep your counter and your website taking cards",
    description:
      "Apply now, or call us to talk through your license, your sales channels and your current processor with a firearms specialist.",
  },
} satisfies Industry;
