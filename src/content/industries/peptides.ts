import { site } from "@/content/site";
import type { Industry } from "./industry.schema";

const { claims } = site;

export const peptides = {
  slug: "peptides",
  name: "peptide sellers",
  seo: {
    title: "Peptide Merchant Accounts",
    description:
      "High-risk merchant accounts for research peptide sellers: compliance review of your site and labels, age verification and discreet billing descriptors.",
    keywords: [
      "peptide merchant account",
      "research peptides payment processing",
      "high-risk merchant account peptides",
      "peptide credit card processing",
      "discreet billing descriptor",
    ],
    serviceType: "High-risk payment processing for peptide sellers",
    audience: "Research peptide suppliers and online peptide stores",
  },
  illustration: {
    motif: "flask",
    detailScene: { device: "laptop", screen: "approved", path: ["microscope", "file-text", "shield-check"], record: "checklist" },
  },
  hero: {
    eyebrow: "Peptides",
    title: "Merchant Accounts for Peptide Sellers",
    description:
      "Research peptide suppliers are among the first businesses payment apps shut down, often with funds still held. We place peptide sellers with acquiring banks that accept the category, review your site and labeling before you apply, and keep your account stable with age checks and clear, discreet descriptors.",
    imageAlt: "Illustration of research vials in a rack beside an online order form and a compliance shield.",
  },
  features: {
    title: "Processing that survives an underwriter's review",
    cards: [
      {
        icon: "clipboard-check",
        title: "Compliance Review First",
        description:
          "Before we submit your application, we review your product pages, labels and marketing for health claims and research-use language that would get an account declined or closed.",
      },
      {
        icon: "user-check",
        title: "Age Verification at Checkout",
        description:
          "Buyers confirm their age before purchase, with third-party verification available for higher-risk orders, and the record kept in case a bank asks.",
      },
      {
        icon: "eye-off",
        title: "Discreet, Recognizable Descriptors",
        description:
          "Your billing descriptor is neutral enough for privacy yet recognizable enough that customers do not dispute a charge they simply failed to recognize.",
      },
    ],
  },
  understanding: {
    title: "Understanding high-risk processing for peptides",
    paragraphs: [
      "Banks rate peptides high-risk for three reasons: regulatory attention to products that sit close to pharmaceuticals, the reputational concern of card networks, and above-average dispute rates from online sales. Mainstream payment apps list them as prohibited, so sellers who slip through are usually found and closed later, with balances held for months.",
      `The way to stable processing is an account opened with full disclosure. Your website, certificates of analysis, research-use-only labeling and refund policy are reviewed before the application goes to a bank that knowingly accepts the category. Expect a rolling reserve while you build history. ${claims.highRiskApproval.statement}`,
    ],
    benefits: [
      "Placement with acquiring banks that accept peptide sellers",
      "Pre-application review of site copy, labels and policies",
      "Research-use-only labeling checked against underwriting rules",
      "Age verification built into checkout",
      "Discreet billing descriptors with a customer service number",
      "Chargeback alerts and dispute responses handled for you",
      "Reserve terms explained in writing before you sign",
      `${claims.support.value} ${claims.support.label} from specialists in high-risk accounts`,
    ],
    imageAlt:
      "Illustration of an approved online order on a laptop beside a checked-off list of lab testing, labeling and compliance review.",
  },
  ctaBand: {
    title: "Stop rebuilding your checkout every time an account closes",
    description:
      "Apply once with full disclosure and get a merchant account that knows what you sell. We will tell you up front what the bank will ask for.",
  },
  solutions: {
    title: "Payment solutions for peptide sellers",
    intro:
      "From single-product research suppliers to catalog stores with hundreds of SKUs, these are the services we put in place.",
    cards: [
      {
        icon: "credit-card",
        title: "High-Risk Merchant Account",
        description:
          "A dedicated account with an acquiring bank that approves peptides, with reserve and volume terms agreed before you go live.",
      },
      {
        icon: "clipboard-check",
        title: "Compliance Review",
        description:
          "A line-by-line review of your website, product labels and certificates of analysis against the bank's underwriting standards.",
      },
      {
        icon: "user-check",
        title: "Age-Verified Checkout",
        description:
          "A gateway and hosted checkout that confirm the buyer's age and screen orders for fraud before authorization.",
      },
      {
        icon: "scroll-text",
        title: "Chargeback Prevention",
        description:
          "Pre-dispute alerts, recognizable descriptors and managed responses to keep your dispute ratio where banks want it.",
      },
    ],
  },
  finalCta: {
    title: "A peptide account built to stay open",
    description:
      "Apply now or call to talk through your products and your history with a specialist who has placed peptide sellers before.",
  },
} satisfies Industry;
