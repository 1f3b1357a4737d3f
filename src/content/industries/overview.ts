import { site } from "@/content/site";
import type { IndustriesOverview } from "./industry.schema";

const { claims } = site;

/** Copy of /industries. The card titles and their order are the SPEC's (section 2, "/industries"). */
export const industriesOverview = {
  hero: {
    eyebrow: "Industries",
    title: "Industries We Serve",
    lead: `Every sector pays differently: a bar runs tabs, a law firm guards its trust account, a kratom shop needs a processor that will not walk away. We build processing around the way your business actually sells, in all ${claims.statesServed.value} states.`,
  },
  lowRisk: {
    title: "Low-Risk Industries",
    intro: `Storefronts, service businesses and professional firms with predictable sales. ${claims.merchantAccountApproval.statement}`,
    cards: [
      {
        title: "Restaurants",
        description: "Pay-at-the-table terminals, tip adjustment, split checks and online ordering on one account.",
      },
      {
        title: "Liquor Stores",
        description: "ID-scanning checkout, quick weekend lanes and pricing tuned for high-volume shelves.",
      },
      {
        title: "Convenience Stores",
        description: "Fast tap-to-pay for small tickets, all-day traffic and a clean nightly batch.",
      },
      {
        title: "Gas Stations",
        description: "EMV at the pump, fleet cards and the store inside under one processing relationship.",
      },
      { title: "Bars", description: "Open tabs, pre-authorizations and late-night tipping without walkout losses." },
      {
        title: "Law Firms",
        description: "Retainer and invoice payments that keep earned and unearned funds in the right account.",
      },
      {
        title: "Home Service Business",
        description: "Take payment in the driveway and turn approved estimates into paid invoices.",
      },
      {
        title: "Firearms (In-Person)",
        description: "Counter and range payments that fit around the 4473 and the background check.",
      },
    ],
  },
  highRisk: {
    title: "High-Risk Industries",
    intro: `Businesses that mainstream payment apps decline or freeze. We underwrite them properly and keep them open. ${claims.highRiskApproval.statement}`,
    cards: [
      {
        title: "E-commerce Stores",
        description: "Fraud screening, chargeback defense, multi-currency checkout and subscription billing.",
      },
      {
        title: "Peptides",
        description: "Stable accounts for research peptide sellers, with compliance review and discreet descriptors.",
      },
      {
        title: "Adult AI",
        description: "Discreet billing, age verification and subscriptions for AI companion and adult platforms.",
      },
      {
        title: "Coaching",
        description: "Package billing, payment plans and recurring memberships for coaches and course creators.",
      },
      {
        title: "Delta 8",
        description: "Hemp-derived THC merchant accounts with age checks, state screening and discreet billing.",
      },
      { title: "Kratom", description: "Kratom-friendly processing with 21+ age verification and state-by-state compliance." },
      {
        title: "Firearms (Online)",
        description: "Online gun and ammunition checkout that ships to an FFL, on an account built to last.",
      },
      {
        title: "Semaglutide & Tirzepatide",
        description: "GLP-1 telehealth billing with prescription checks and recurring treatment plans.",
      },
      { title: "Shopify", description: "A gateway that plugs into your Shopify store when Shopify Payments will not carry you." },
      {
        title: "Marketing",
        description: "Retainers, project milestones and pass-through ad budgets billed across every client.",
      },
    ],
    closingTile: {
      title: "Selling something not listed here?",
      description: `Other processors turned you down? Tell us what you sell. ${claims.highRiskApproval.statement}`,
      link: { label: "Ask about your business", href: "/contact" },
    },
  },
  contact: {
    title: "Not sure where your business fits?",
    description:
      "Tell us what you sell and how you sell it. A payment specialist will tell you plainly whether you are low-risk or high-risk, and what it takes to get approved.",
  },
} satisfies IndustriesOverview;
