import type { IsvPage } from "./isv.schema";
import { site } from "./site";

const { claims } = site;

/** /isv (SPEC "/isv"). The program's figures (merchant range, integration time, compliance) come from `site.claims`. */
export const isvPage: IsvPage = {
  hero: {
    eyebrow: "PAYMENT SOLUTIONS FOR ISVS",
    title: "Embedded Payments for Your Software Platform",
    lead: "Add card and ACH payments to your software, earn a share of every transaction your merchants run, and leave underwriting, compliance and merchant support to a veteran-founded team.",
    actions: [
      { label: "Apply Now", href: "/application" },
      { label: "Schedule a Consultation", href: "/partner/schedule-consult" },
    ],
  },
  figures: [
    { ...claims.isvMerchantRange, label: "Merchants per platform" },
    { ...claims.isvIntegration, label: "Average integration" },
    { ...claims.isvCompliance, label: "Compliance supported" },
    { ...claims.uptime, label: "Platform uptime" },
  ],
  trust: {
    heading: "Why Software Companies Partner With Us",
    intro:
      "Your customers already trust your software to run their business. Payments should feel like part of it, not a referral to someone else.",
    items: [
      {
        icon: "Code",
        title: "API and SDK Integration",
        text: `REST APIs, client SDKs, webhooks and a full sandbox. ${claims.isvIntegration.statement}`,
      },
      {
        icon: "Percent",
        title: "Revenue Sharing",
        text: "Earn residuals on the volume your merchants process, paid monthly with statements that show every merchant and every basis point.",
      },
      {
        icon: "Store",
        title: "All Merchant Types",
        text: "Retail, restaurants, professional services, e-commerce and high-risk verticals. Your merchants are not turned away because of what they sell.",
      },
      {
        icon: "ShieldCheck",
        title: "Compliance and Security",
        text: `${claims.isvCompliance.statement} Tokenization keeps card data off your servers and out of your audit scope.`,
      },
      {
        icon: "Server",
        title: "Scalable Infrastructure",
        text: `${claims.isvMerchantRange.statement} ${claims.uptime.statement}`,
      },
    ],
  },
  dashboard: {
    heading: "A Partner Dashboard That Shows the Whole Portfolio",
    intro:
      "See every merchant, every deposit and every dollar of residual in one place, and give your merchants a payments experience that carries your brand.",
    items: [
      {
        icon: "ChartColumn",
        title: "Reporting and Analytics",
        text: "Volume, approvals, refunds and disputes by merchant, by day or by product line, exportable to CSV or pulled through the API.",
      },
      {
        icon: "TrendingUp",
        title: "Revenue Optimization",
        text: "Spot merchants whose volume is growing or slipping, and see which pricing plans earn you the most residual.",
      },
      {
        icon: "UserPlus",
        title: "Customizable Onboarding",
        text: "Pre-filled applications inside your software, your own required fields and live status so merchants start processing sooner.",
      },
      {
        icon: "Palette",
        title: "White-Label Gateway",
        text: "Checkout pages, receipts and merchant portals in your colors and on your domain. Your merchants see your brand, not ours.",
      },
      {
        icon: "Lock",
        title: "Security",
        text: "Role-based access, two-factor sign-in and an audit log of every change, so your team sees only what it should.",
      },
    ],
    advantagesHeading: "The Harborline Advantage",
    advantages: [
      {
        title: "One contract, every merchant",
        text: "A single partner agreement covers your whole portfolio, from a new sign-up to your largest account.",
      },
      {
        title: "Support your merchants can reach",
        text: `${claims.support.statement} Your team is not the help desk for payments.`,
      },
      {
        title: "Transparent residuals",
        text: "Monthly residual statements itemized by merchant and card type, paid on a fixed schedule.",
      },
      {
        title: "Engineers on your integration",
        text: "A named integration engineer from sandbox keys to your first live transaction.",
      },
    ],
  },
  closing: {
    heading: "Ready to Add Payments to Your Platform?",
    text: "Tell us about your software and your merchants. We will map the integration, propose a revenue share and have you in the sandbox quickly.",
    actions: [
      { label: "Apply Now", href: "/application" },
      { label: "Schedule a Consultation", href: "/partner/schedule-consult" },
    ],
  },
};
