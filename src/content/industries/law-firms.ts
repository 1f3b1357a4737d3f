import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const lawFirms = {
  slug: "law-firms",
  name: "law firms",
  seo: {
    title: "Law Firm Payment Processing",
    description:
      "Payment processing for law firms that keeps retainers in trust and earned fees in operating, with fees never drawn from client funds and online invoice payments.",
    keywords: [
      "law firm payment processing",
      "attorney credit card processing",
      "IOLTA compliant payments",
      "trust account credit card",
      "legal retainer payments",
      "law firm merchant account",
    ],
    serviceType: "Legal payment processing",
    audience: "Law firms and solo attorneys",
  },
  illustration: {
    motif: "scale",
    detailScene: { device: "laptop", screen: "invoice", path: ["file-text", "landmark", "scale"], record: "two-ledgers" },
  },
  hero: {
    eyebrow: "Law Firms",
    title: "Payment Processing for Law Firms",
    description:
      "Clients want to pay a retainer by card, and your bar wants client funds handled exactly right. We set up firms with separate trust and operating deposits, processing fees that never touch client money, and invoices clients can pay online the day they arrive.",
    imageAlt:
      "Illustration of the scales of justice beside two separate ledgers for the operating and trust accounts, a payment card and a paid invoice.",
  },
  features: {
    title: "Built for trust accounting rules",
    cards: [
      {
        icon: "landmark",
        title: "Trust and Operating Kept Apart",
        description:
          "Retainers for work not yet done deposit to your trust or IOLTA account; payments for earned fees go to operating. Each is its own merchant account, so nothing is commingled.",
      },
      {
        icon: "lock",
        title: "Fees Never Touch Client Funds",
        description:
          "Processing fees and any chargebacks are debited from your operating account, never your trust account, which is what trust accounting rules in most states expect.",
      },
      {
        icon: "file-text",
        title: "Pay-by-Link Invoices",
        description:
          "Send an invoice with a secure payment link. Clients pay by card or bank transfer from their phone, and the payment posts against the right matter.",
      },
    ],
  },
  understanding: {
    title: "Understanding law firm payment processing",
    paragraphs: [
      "Under ABA Model Rule 1.15 and the state rules built on it, client money that has not been earned must sit in a trust account, separate from the firm's own funds. An ordinary merchant account breaks that rule the moment it deducts its fees from a retainer deposit or reverses a chargeback out of trust. Processing for lawyers has to route each payment to the right account and take every fee from operating.",
      `Beyond compliance, card and bank payments simply get firms paid faster. Invoices with a payment link are settled in days instead of weeks, payment plans make larger matters affordable for individual clients, and bank transfers keep costs low on five-figure retainers. All of it runs on a platform certified ${claims.pciCompliance.value}, so card data never sits in your office files.`,
    ],
    benefits: [
      "Separate merchant accounts for trust and operating deposits",
      "All processing fees drawn from the operating account",
      "Chargebacks and refunds kept away from client trust funds",
      "Online invoice payments by card or bank transfer",
      "Scheduled payment plans for clients paying over time",
      "Payments recorded against the client and the matter",
      `Card data protected on a ${claims.pciCompliance.value} certified platform`,
      `${claims.contractTerms.value} terms, so you stay because the service is good`,
    ],
    imageAlt:
      "Illustration of an invoice paid online on a laptop, beside two ledgers kept apart: the operating account and the client trust account.",
  },
  ctaBand: {
    title: "Get paid faster, with client funds handled right",
    description: `Apply for trust and operating accounts in one application. ${claims.merchantAccountApproval.statement}`,
  },
  solutions: {
    title: "Payment solutions for law firms",
    intro:
      "Solo practitioners, small partnerships and multi-office firms use the same foundation: compliant deposits, easy client payments and clean records.",
    cards: [
      {
        icon: "landmark",
        title: "Trust Account Processing",
        description:
          "A dedicated merchant account that deposits unearned retainers to your IOLTA or trust account, with all fees billed to operating.",
      },
      {
        icon: "briefcase",
        title: "Operating Account Processing",
        description:
          "Card and bank-transfer payments for earned fees and costs, settled to your operating account and itemized for your bookkeeper.",
      },
      {
        icon: "file-text",
        title: "Online Invoices and Payment Links",
        description:
          "Email or text an invoice with a secure link; clients pay on any device and you see the payment against the matter the same day.",
      },
      {
        icon: "calendar-clock",
        title: "Client Payment Plans",
        description:
          "Scheduled installments with the client's written authorization on file, so larger matters are affordable and collections stay predictable.",
      },
    ],
  },
  finalCta: {
    title: "Accept cards without risking your trust account",
    description:
      "Apply now or call our team to walk through how your trust and operating deposits would be set up before a single payment runs.",
  },
} satisfies Industry;
