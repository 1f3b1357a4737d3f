import type { HomeContent } from "./home.schema";
import { site } from "./site";
import testimonials from "./data/testimonials.json" with { type: "json" };

/**
 * Every line of copy on the home page, in SPEC order. Figures are read from `site.claims`, never retyped. Each
 * section is its own export so an island bundles only the part it shows. Checked against `homeSchema` in
 * home.test.ts.
 */
const { claims } = site;

export const heroContent: HomeContent["hero"] = {
  eyebrow: site.brand.veteranLine,
  title: "Payment processing that keeps more of every sale in your business",
  lead: `Merchant accounts, POS integrations, ACH and high-risk processing from a team that answers the phone. ${claims.feeReduction.statement}`,
  apply: { label: "Apply Now", href: "/application" },
  calculate: { label: "Calculate Savings", href: "#calculator" },
  trustPoints: [
    `${claims.approvalRate.value} approval rate`,
    `${claims.support.value} ${claims.support.label}`,
    `${claims.pciCompliance.value} compliant`,
  ],
  // Six, so the row fills whole lines: two columns on phones, three from 640 px (issue 37).
  worksWith: { label: "Works with", brands: ["shopify", "woocommerce", "bigcommerce", "quickbooks", "applepay", "googlepay"] },
};

export const statsContent: HomeContent["stats"] = {
  heading: `${site.brand.name} by the numbers`,
  keys: ["feeReduction", "yearsInBusiness", "statesServed", "posIntegrations", "isvIntegration"],
};

export const calculatorContent: HomeContent["calculator"] = {
  eyebrow: "Fee-savings calculator",
  heading: "See how much of your card sales you keep",
  intro:
    "Enter your monthly volume and how your customers pay. The calculator projects a year of credit and debit card sales, the processing fees a standard business pays on them, and what stays in your account.",
  apply: { label: "Apply Now", href: "/application" },
  applyNote: `Ready for a real number? Apply and we will quote your exact rate. ${claims.approvalTime.statement}`,
};

/** Labels of the calculator island; the four input names are the accessible names the SPEC's tests look for. */
export const calculatorCopy = {
  fieldsLegend: "Your business",
  averageTicket: { label: "Average Ticket Amount", hint: "What a typical customer spends per sale." },
  monthlyVolume: { label: "Average Monthly Volume", hint: "Total sales in a typical month, all payment types." },
  /** Shown under an amount field that holds a number below zero (SPEC 5: the minimum is 0). */
  negativeAmount: "Enter $0 or more. A negative amount counts as $0.",
  cardPercentage: { label: "Card Payment Percentage", hint: "Share of sales paid by credit or debit card." },
  keyedPercentage: {
    label: "Keyed Percentage",
    hint: "Share of card payments typed in by hand (phone orders, invoices) rather than tapped, dipped or swiped.",
  },
  resultsHeading: "Your yearly estimate",
  howItWorks: {
    label: "How this estimate works",
    text: "Annual card sales are your monthly volume x 12 x your card share. The fee rate is 2.50% plus 0.50% x your keyed share, because typed-in cards cost more to process. The saving applies our merchants' average fee reduction to those fees.",
  },
  /** "About 5,333 card payments a year at $45.00 each": what the average ticket adds to the estimate. Props of an
   * island are serialized, so these are templates ({count}, {ticket}, {amount}) rather than functions. */
  paymentsPerYear: "About {count} card payments a year at {ticket} each",
  /** The one-line saving, from the published average fee reduction (site.claims.feeReduction). */
  saving: "Switching, you could keep {amount} more a year",
  savingBasis: `Based on the ${claims.feeReduction.value} ${claims.feeReduction.label.toLowerCase()} of merchants who switch to us.`,
  feeReduction: claims.feeReduction.value,
  annualCardSales: "Annual Credit/Debit Card Sales",
  feeRate: "Estimated fee rate",
  estimatedFees: "Estimated Processing Fees",
  amountKept: "Amount You Keep",
} as const;

export type CalculatorCopy = typeof calculatorCopy;

export const industriesContent: HomeContent["industries"] = {
  eyebrow: "Industries we serve",
  heading: "Processing that understands how your industry sells",
  intro:
    "From the corner liquor store to subscription platforms other processors turn away, we underwrite your business for what it is and price it fairly.",
  tabs: [
    {
      value: "low-risk",
      label: "Low-Risk",
      intro:
        "Storefronts and service businesses get straightforward pricing, quick approval and equipment that fits the way they ring up sales.",
      cards: [
        {
          title: "Home Service Business",
          description:
            "Take deposits on site, text invoices from the truck and get paid before the crew packs up. Built for HVAC, plumbing, cleaning, landscaping and roofing.",
          icon: "wrench",
          href: "/industries/home-service-business",
        },
        {
          title: "Liquor Stores",
          description:
            "Quick tap-and-dip lanes for the Friday rush, age-check prompts at the register, and pricing that respects the thin margins on beer, wine and spirits.",
          icon: "wine",
          href: "/industries/liquor-stores",
        },
        {
          title: "Convenience Stores & Gas Stations",
          description:
            "Pump and in-store terminals on one account, fleet and EBT card support, and rates shaped for high-volume, low-ticket sales around the clock.",
          icon: "fuel",
          href: "/industries#low-risk",
        },
        {
          title: "Restaurant & Bar",
          description:
            "Open tabs, tip adjustments, split checks and pay-at-the-table devices that sync with the POS your staff already knows.",
          icon: "utensils",
          href: "/industries#low-risk",
        },
      ],
    },
    {
      value: "high-risk",
      label: "High-Risk",
      intro: `Industries that other processors decline or freeze. We underwrite them on purpose: ${claims.highRiskApproval.statement.charAt(0).toLowerCase()}${claims.highRiskApproval.statement.slice(1)}`,
      cards: [
        {
          title: "CBD & Delta 8",
          description:
            "Stable accounts for hemp-derived products sold in shops and online, with underwriters who know state-by-state rules and what a clean certificate of analysis looks like.",
          icon: "leaf",
          href: "/industries/delta-8",
        },
        {
          title: "AI (adult content platforms)",
          description:
            "Card and subscription billing for AI companion and adult content platforms, with age-gating, descriptor and chargeback controls planned in from day one.",
          icon: "bot",
          href: "/industries/adult-ai",
        },
        {
          title: "Kratom",
          description:
            "Processing for kratom vendors and kava bars shut out by mainstream providers, through banking partners that accept the category in writing.",
          icon: "sprout",
          href: "/industries/kratom",
        },
        {
          title: "Peptides",
          description:
            "Research peptide and wellness suppliers get a dedicated account plus guidance on product descriptions, refund policy and disclosures that keep disputes low.",
          icon: "flask",
          href: "/industries/peptides",
        },
      ],
    },
  ],
  viewAll: { label: "View All Industries", href: "/industries" },
};

export const posContent: HomeContent["pos"] = {
  eyebrow: "POS systems",
  heading: "Keep the point of sale you know, or move to a better one",
  intro: `${claims.posIntegrations.statement} Starting fresh? We help you choose hardware that fits your counter, your floor and your budget.`,
  types: [
    {
      title: "Countertop Terminals",
      description: "A dependable terminal at a fixed register for chip, tap and swipe payments with printed receipts.",
      icon: "terminal",
    },
    {
      title: "Tablet POS",
      description: "A touchscreen register that tracks inventory, staff and sales reports from anywhere you log in.",
      icon: "tablet",
    },
    {
      title: "Mobile POS",
      description: "A card reader paired with a phone for markets, deliveries, job sites and tableside checkout.",
      icon: "smartphone",
    },
  ],
  explore: { label: "Explore POS Systems", href: "/pos-systems" },
};

export const processContent: HomeContent["process"] = {
  eyebrow: "How it works",
  heading: "From application to first sale in five steps",
  intro: "No call-center runaround. One team takes you from the first form to the first deposit and stays with you after.",
  steps: [
    {
      number: 1,
      title: "Submit Application",
      description: "Tell us what you sell, how your customers pay and roughly what you process each month.",
    },
    {
      number: 2,
      title: "Initial Consultation",
      description:
        "A specialist reviews your current statement with you and lays out the rate, equipment and contract options that fit.",
    },
    {
      number: 3,
      title: "Risk Evaluation",
      description: `Our underwriters review your business model and processing history. ${claims.approvalTime.statement}`,
    },
    {
      number: 4,
      title: "Account Setup",
      description:
        "We open your merchant account, connect your POS or gateway and run a live test transaction with you before you go live.",
    },
    {
      number: 5,
      title: "Ongoing Support",
      description: `${claims.support.statement} You reach the same people who set your account up.`,
    },
  ],
  apply: { label: "Apply Now", href: "/application" },
};

export const solutionsContent: HomeContent["solutions"] = {
  eyebrow: "Solutions",
  heading: "Everything it takes to get paid, from one provider",
  intro:
    "Card processing is where we start. Funding, ACH, underwriting and online payments round out an account that grows with you.",
  learnMore: { label: "Learn More", href: "/solutions" },
};

export const integrationsContent: HomeContent["integrations"] = {
  heading: "Works with the tools you already run",
  intro:
    "Shopping carts, accounting software and digital wallets connect to your account, so sales, deposits and the books stay in step.",
  brands: ["shopify", "woocommerce", "bigcommerce", "wix", "squarespace", "quickbooks", "xero", "applepay", "googlepay"],
  viewAll: { label: "View All", href: "/pos-systems" },
};

/** The merchant stories: src/content/data/testimonials.json (the Testimonials singleton in Keystatic). */
export const testimonialsContent: HomeContent["testimonials"] = testimonials;

export const isvContent: HomeContent["isv"] = {
  eyebrow: "For software vendors",
  heading: "Embed payments in your platform and earn on every transaction",
  intro:
    "Give your merchants card and ACH processing inside the software they already use, and add a revenue line without building a payments team.",
  points: [
    { text: claims.isvIntegration.statement, icon: "Code" },
    { text: claims.isvMerchantRange.statement, icon: "Store" },
    { text: claims.isvCompliance.statement, icon: "ShieldCheck" },
    { text: "Revenue sharing on the processing of every merchant you bring on board.", icon: "HandCoins" },
  ],
  learnMore: { label: "Learn More", href: "/isv" },
  schedule: { label: "Schedule Consultation", href: "/partner/schedule-consult" },
};

export const feeAnalysisContent: HomeContent["feeAnalysis"] = {
  heading: "Send one statement. Get a free fee analysis.",
  intro:
    "Most merchants cannot tell what they pay per transaction. Send a recent processing statement and a specialist will mark every fee, compare it with what we would charge, and show you the difference in writing.",
  steps: [
    "Start an application and a specialist will ask for your latest monthly statement.",
    "We break down interchange, markups and the fees that hide between them.",
    "You get a side-by-side comparison, free and with no obligation to switch.",
  ],
  analyze: { label: "Analyze My Fees", href: "/application" },
};

export const contactContent: HomeContent["contact"] = {
  eyebrow: "Contact us",
  heading: "Talk to a payment specialist",
  intro:
    "Tell us about your business and a member of our veteran-founded team will come back to you with straight answers and a clear quote.",
  formHeading: "Send us a message",
  newsletterHeading: "Payment news, without the noise",
  newsletterIntro:
    "Occasional emails on fee changes, card-network rules and offers for merchants. Unsubscribe with one click whenever you like.",
};

export const home: HomeContent = {
  hero: heroContent,
  stats: statsContent,
  calculator: calculatorContent,
  industries: industriesContent,
  pos: posContent,
  process: processContent,
  solutions: solutionsContent,
  integrations: integrationsContent,
  testimonials: testimonialsContent,
  isv: isvContent,
  feeAnalysis: feeAnalysisContent,
  contact: contactContent,
};
