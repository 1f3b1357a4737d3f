import type { Solution, SolutionsPage } from "./solutions.schema";
import { site } from "./site";

const { claims } = site;

/**
 * The six solutions (SPEC "/solutions"), shown in full on /solutions and in short form on the home page.
 * Figures come from `site.claims`.
 */
export const solutions: Solution[] = [
  {
    id: "business-funding",
    title: "Business Funding",
    icon: "HandCoins",
    description:
      "Working capital for inventory, equipment, payroll or a second location, with repayment tied to your card sales so a slow week means a smaller payment.",
    features: [
      "Merchant cash advances repaid from daily card sales",
      "Equipment financing and short-term working capital",
      "Decisions based on your sales history, not only credit",
      "One application for funding and processing",
    ],
  },
  {
    id: "merchant-accounts",
    title: "Merchant Accounts",
    icon: "Landmark",
    description:
      "A dedicated merchant account in your business's name, with interchange-plus pricing, itemized statements and deposits straight to your bank.",
    features: [
      `Approval typically in ${claims.merchantAccountApproval.value}`,
      `Rates from ${claims.startingRate.value} for qualified businesses`,
      "In-store, online, keyed and mobile acceptance",
      "A named account manager who knows your business",
    ],
  },
  {
    id: "ach-solutions",
    title: "ACH Solutions",
    icon: "ArrowLeftRight",
    description:
      "Collect invoices, rent, tuition and large orders by bank transfer for a fraction of what cards cost, and schedule recurring debits without chasing checks.",
    features: [
      "One-time and recurring ACH debits",
      "Bank account verification before you debit",
      "Return and notice-of-change handling in one dashboard",
      "Payment links you can add to any invoice",
    ],
  },
  {
    id: "underwriting",
    title: "Underwriting",
    icon: "ClipboardCheck",
    description:
      "In-house underwriters who tell you exactly what they need, explain every request and work to get you approved rather than looking for a reason to decline.",
    features: [
      `${claims.approvalRate.value} approval rate across every industry we serve`,
      "A clear document checklist on day one",
      "Reserve and limit reviews as your history grows",
      "Help preparing statements and processing history",
    ],
  },
  {
    id: "high-risk-merchant-accounts",
    title: "High-Risk Merchant Accounts",
    icon: "ShieldAlert",
    description:
      "Stable processing for the industries large payment apps freeze or decline, placed with acquiring banks that understand your business model.",
    features: [
      `Approval typically in ${claims.highRiskApproval.value}`,
      "Chargeback alerts and dispute support",
      "Discreet billing descriptors",
      "Backup processing to keep you selling",
    ],
  },
  {
    id: "online-payment-gateways",
    title: "Online Payment Gateways",
    icon: "Globe",
    description:
      "A secure gateway for your website, invoices and subscriptions, connected to the shopping cart or business software you already run.",
    features: [
      "Hosted checkout pages and a full REST API",
      "Tokenized cards for subscriptions and repeat buyers",
      "Fraud filters, address checks and 3-D Secure",
      "Plugins for the major e-commerce platforms",
    ],
  },
];

export const solutionsPage: SolutionsPage = {
  hero: {
    eyebrow: "Solutions",
    title: "Payment Solutions That Keep More of Every Sale",
    lead: "Merchant accounts, funding, ACH, underwriting, high-risk accounts and online gateways from one veteran-founded team. Start with what you need today and add the rest as you grow, without switching providers.",
    actions: [
      { label: "Apply Now", href: "/application" },
      { label: "Book a Free Consultation", href: "/partner/schedule-consult" },
    ],
  },
  cards: {
    heading: "Everything You Need to Get Paid",
    intro: "Each solution works on its own and all of them share one account team, one statement and one support line.",
  },
  consultation: {
    heading: "Not Sure Which Solution Fits?",
    text: "Tell us how you sell, what you process each month and what your current provider charges. We will recommend a setup and show you the numbers before you sign anything.",
    actions: [
      { label: "Book a Free Consultation", href: "/partner/schedule-consult" },
      { label: "Apply Now", href: "/application" },
    ],
  },
  whyChooseUs: {
    heading: "Why Business Owners Choose Harborline",
    intro: "Processing is a long relationship. These are the commitments we make at the start and keep.",
    points: [
      {
        icon: "Medal",
        title: "Veteran-Founded Accountability",
        text: `${site.brand.veteranLine}. We set clear expectations, put them in writing and answer for them, the same way we served.`,
      },
      {
        icon: "PiggyBank",
        title: "Lower Costs You Can Verify",
        text: `${claims.feeReduction.statement} ${claims.setupFees.statement} Every line on your statement is explained.`,
      },
      {
        icon: "Headphones",
        title: "People Who Pick Up the Phone",
        text: `${claims.support.statement} You reach someone who can fix the problem, not a ticket queue.`,
      },
    ],
  },
};
