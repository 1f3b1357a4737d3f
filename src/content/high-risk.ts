import type { HighRiskPage } from "./high-risk.schema";
import { site } from "./site";

const { claims } = site;

const HIGH_TICKET_THRESHOLD_USD = 10_000;
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** /high-risk (SPEC "/high-risk"): copy written once; figures from `site.claims` and SPEC section 9. */
export const highRiskPage: HighRiskPage = {
  hero: {
    eyebrow: "High-Risk Merchant Accounts",
    title: "High-Risk Payment Processing",
    lead: `Declined by a bank, frozen by a payment app or holding a reserve you never agreed to? We place high-risk businesses with acquiring banks that understand them. ${claims.highRiskApproval.statement}`,
    actions: [{ label: "Get Your High-Risk Quote", href: "/contact" }],
  },
  highTicketThresholdUsd: HIGH_TICKET_THRESHOLD_USD,
  riskFactors: {
    heading: "What Makes a Business High-Risk?",
    intro:
      "Card networks and banks weigh four things when they classify an account. Any one of them can put you in the high-risk category; none of them means you cannot be approved.",
    items: [
      {
        icon: "Building2",
        title: "Industry Type",
        description:
          "Some sectors carry more regulation, more refunds or more reputational scrutiny, such as supplements, firearms, CBD, adult content and telehealth. Banks price that in whatever your own record looks like.",
      },
      {
        icon: "Gem",
        title: "High-Ticket Items",
        description: `Selling single items above ${usd.format(HIGH_TICKET_THRESHOLD_USD)}, from jewelry and equipment to vehicles and training programs. One disputed sale is a large loss, so banks look closely at delivery and refund terms.`,
      },
      {
        icon: "Repeat",
        title: "Business Model",
        description:
          "Subscriptions, recurring billing, free trials, pre-orders and other chargeback-prone models, where the customer is charged before or long after the purchase decision.",
      },
      {
        icon: "History",
        title: "Credit History",
        description:
          "Poor personal or business credit, or an earlier merchant account termination. We look at the whole picture and at what has changed since, not only at a score.",
      },
    ],
  },
  industries: {
    heading: "High-Risk Industries We Support",
    intro: "Each has its own page explaining how we underwrite and protect businesses like yours.",
    items: [
      {
        title: "E-commerce Stores",
        description: "Online stores with card-not-present fraud, chargebacks, international buyers or subscription boxes.",
      },
      {
        title: "Peptides",
        description: "Research peptide sellers who need compliant descriptors and banks that accept the category.",
      },
      {
        title: "Adult AI",
        description: "AI companion and adult content platforms that need discreet billing and age verification.",
      },
      {
        title: "Coaching",
        description: "Coaches and course creators selling high-ticket programs, payment plans and memberships.",
      },
      {
        title: "Delta 8",
        description: "Hemp-derived Delta 8 retailers, in store and online, with age checks and state-aware compliance.",
      },
      {
        title: "Kratom",
        description: "Kratom vendors and online shops that need a stable account instead of repeated shutdowns.",
      },
      {
        title: "Firearms (Online Sales)",
        description: "Online firearms, ammunition and accessory sales with FFL transfer workflows and age verification.",
      },
      {
        title: "Semaglutide & Tirzepatide",
        description: "Weight-loss clinics and telehealth providers billing GLP-1 treatment plans every month.",
      },
      {
        title: "Shopify",
        description: "Shopify stores that need a third-party gateway for products Shopify Payments will not cover.",
      },
      {
        title: "Marketing",
        description: "Agencies and marketers billing retainers, ad budgets and performance fees in advance.",
      },
    ],
  },
  benefits: {
    heading: "What You Get With a Harborline High-Risk Account",
    intro: "A high-risk account should be as dependable as any other. This is how we make it so.",
    items: [
      {
        title: "Banks That Want Your Business",
        text: "We place you with acquiring banks that underwrite your industry on purpose, so your account is not closed the first time a reviewer notices what you sell.",
      },
      {
        title: "Chargeback Prevention",
        text: "Dispute alerts reach you before a chargeback is filed, so you can refund or resolve it and keep your ratio under card-brand limits.",
      },
      {
        title: "Discreet Billing Descriptors",
        text: 'Statements show a name customers recognize without announcing what they bought, which also cuts "I don\'t recognize this charge" disputes.',
      },
      {
        title: "Backup Processing",
        text: "A second merchant account on standby means a bank review or an outage does not stop your sales.",
      },
      {
        title: "Recurring Billing That Recovers Revenue",
        text: "Automatic card updates and scheduled retries rescue failed renewals before a subscriber churns or disputes.",
      },
      {
        title: "Reserves Explained in Writing",
        text: "If a reserve is required, you get the percentage, the release schedule and what will reduce it before you sign.",
      },
      {
        title: "Fast, Clear Approval",
        text: `${claims.highRiskApproval.statement} You get the full document checklist on day one.`,
      },
      {
        title: "Fraud Screening at Checkout",
        text: "Velocity limits, address checks and 3-D Secure stop stolen-card orders before they turn into disputes.",
      },
    ],
  },
  security: {
    heading: "Security and Reliability You Can Count On",
    intro:
      "High-risk merchants cannot afford downtime or a data breach. Your transactions run on certified infrastructure watched around the clock by people you can call.",
  },
  closing: {
    heading: "Get a High-Risk Account That Stays Open",
    text: "Tell us what you sell and how you sell it. We will tell you honestly what approval takes, what it costs and how soon you can start.",
    actions: [
      { label: "Contact Us Today", href: "/contact" },
      { label: "Apply Now", href: "/application" },
    ],
  },
};
