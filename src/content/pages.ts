import { z } from "zod";
import { partnerContent, partnerTerms, referralTiers } from "./partner";
import { site } from "./site";

const tierAmounts = referralTiers.map((tier) => tier.perReferralUsd);
const consultMinutes = partnerContent.consult.types.items.map((type) => type.minutes).sort((a, b) => a - b);

/**
 * Search-engine data for every fixed route, keyed by path. Routes read their entry from here; the Open Graph
 * cards, the sitemap and the site search are generated from the same entries.
 */
export const pageEntrySchema = z.object({
  path: z.string().startsWith("/"),
  /** The page's own title; the layout appends the brand. */
  title: z.string().min(3).max(70),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(2)).min(1),
  noIndex: z.boolean().default(false),
  /** Listed in sitemap.xml (false for the not-found page). */
  inSitemap: z.boolean().default(true),
});

export type PageEntry = z.infer<typeof pageEntrySchema>;

const entries = z.array(pageEntrySchema).parse([
  {
    path: "/",
    title: "Payment Processing for US Businesses",
    description: `Veteran-founded merchant accounts, POS integrations, ACH and high-risk processing with ${site.claims.support.value} ${site.claims.support.label}. Estimate your fees, then apply online.`,
    keywords: [
      "payment processing",
      "merchant accounts",
      "credit card processing",
      "high-risk merchant accounts",
      "POS integrations",
      "fee calculator",
      "veteran-owned payment processor",
    ],
  },
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "How Harborline Payments collects, uses, protects and shares the information you give us, and the choices and rights you have over it.",
    keywords: ["privacy policy", "data protection", "payment processing privacy", "Harborline Payments"],
  },
  {
    path: "/privacy-choices",
    title: "Your Privacy Choices",
    description:
      "Opt out of the advertising conversion tag on this browser, and see how we honor Global Privacy Control signals without asking.",
    keywords: ["privacy choices", "opt out", "global privacy control", "do not sell or share", "Harborline Payments"],
  },
  {
    path: "/newsletter/confirm",
    title: "Confirm Your Newsletter Subscription",
    description:
      "The page our newsletter confirmation email links to: it confirms the subscription of the address the link was sent to.",
    keywords: ["newsletter confirmation"],
    noIndex: true,
    inSitemap: false,
  },
  {
    path: "/newsletter/unsubscribe",
    title: "Unsubscribe From the Newsletter",
    description: "The page every newsletter email links to: one press stops the newsletter for the address the link was sent to.",
    keywords: ["newsletter unsubscribe"],
    noIndex: true,
    inSitemap: false,
  },
  {
    path: "/solutions",
    title: "Payment Solutions: Merchant Accounts, ACH, Funding & Gateways",
    description:
      "Merchant accounts, business funding, ACH, underwriting, high-risk accounts and online gateways from one veteran-founded payment processor.",
    keywords: [
      "payment solutions",
      "merchant accounts",
      "business funding",
      "ACH processing",
      "merchant underwriting",
      "online payment gateway",
    ],
  },
  {
    path: "/high-risk",
    title: "High-Risk Payment Processing & Merchant Accounts",
    description:
      "Stable high-risk merchant accounts for e-commerce, peptides, Delta 8, kratom, firearms, telehealth and more, with chargeback tools and discreet descriptors.",
    keywords: [
      "high-risk payment processing",
      "high-risk merchant account",
      "chargeback prevention",
      "CBD and Delta 8 processing",
      "firearms merchant account",
    ],
  },
  {
    path: "/isv",
    title: "Payment Solutions for ISVs: Embedded Payments & Revenue Share",
    description:
      "Embed card and ACH payments in your software, earn residuals on merchant volume and integrate in about a day with APIs, SDKs and a white-label gateway.",
    keywords: ["ISV payments", "embedded payments", "payment API", "white-label payment gateway", "ISV revenue sharing"],
  },
  {
    path: "/pos-systems",
    title: "POS System Integrations: Countertop, Tablet & Mobile POS",
    description: `Countertop terminals, tablet and mobile POS with ${site.claims.posIntegrations.value} integrations, plus wallets, gateways, accounting and e-commerce connections for your business.`,
    keywords: ["POS systems", "POS integrations", "countertop terminal", "tablet POS", "mobile POS", "card reader"],
  },
  {
    path: "/resources",
    title: "Resources & Insights",
    description:
      "Straight answers about approval times, rates, contracts, high-risk accounts and security, plus the latest payment processing articles from our team.",
    keywords: [
      "payment processing FAQ",
      "merchant account questions",
      "credit card processing rates",
      "payment processing resources",
    ],
  },
  {
    path: "/blog",
    title: "Payment Processing Blog",
    description:
      "Practical articles for US business owners on high-risk processing, the payment features that grow sales and the true cost of poor support.",
    keywords: [
      "payment processing blog",
      "merchant services articles",
      "high-risk payment processing",
      "small business payments",
    ],
  },
  {
    path: "/partner",
    title: "Partner With Us",
    description:
      "Partner programs for software vendors, consultants, agencies and community organizations: per-referral commissions, residuals and a dedicated partner manager.",
    keywords: [
      "payment processing partner program",
      "ISV payments partnership",
      "merchant services referral partner",
      "agent program",
    ],
  },
  {
    path: "/partner/schedule-consult",
    title: "Schedule a Partnership Consultation",
    description: `Book a ${consultMinutes.slice(0, -1).join(", ")} or ${consultMinutes.at(-1)} minute call with our partnership team: a processing launch call, a partnership strategy session or a referral program overview.`,
    keywords: ["schedule consultation", "payment processing consultation", "partnership call", "merchant services launch call"],
  },
  {
    path: "/partner/about",
    title: "About Us",
    description: `Our mission, vision and core values: a veteran-founded payment processor built on integrity, service, innovation and community since ${site.brand.foundedYear}.`,
    keywords: ["about Harborline Payments", "veteran-founded payment processor", "payment processing company", "core values"],
  },
  {
    path: "/partner/referral-program",
    title: "Referral Program",
    description: `Earn $${Math.min(...tierAmounts)} to $${Math.max(...tierAmounts)} per approved merchant plus monthly residuals, a $${partnerTerms.highRiskBonusUsd} bonus for high-risk referrals and payouts every ${partnerTerms.payoutCycleDays} days. No fees, no minimum.`,
    keywords: [
      "merchant services referral program",
      "payment processing referral commission",
      "residual income",
      "refer a merchant",
    ],
  },
  {
    path: "/contact",
    title: "Contact Us",
    description:
      "Talk to Harborline Payments' veteran-founded team about merchant accounts, POS systems, high-risk processing and lower fees. Call, email or send a message.",
    keywords: ["contact payment processor", "merchant services sales", "payment processing quote", "Harborline Payments contact"],
  },
  {
    path: "/application",
    title: "Apply for a Merchant Account",
    description:
      "Apply for card processing, POS and online payments in about two minutes. Get a customized quote from a veteran-founded payment processor.",
    keywords: [
      "merchant account application",
      "apply for credit card processing",
      "payment processing application",
      "high-risk merchant account",
    ],
  },
  {
    path: "/application-tracking",
    title: "Track Your Application",
    description:
      "Check the status of your Harborline Payments merchant account application with the reference from your confirmation and your email address.",
    keywords: ["application status", "merchant account application tracking"],
  },
  {
    path: "/404",
    title: "Page Not Found",
    description:
      "The page you asked for is not on our site. Find payment processing, POS and merchant account information from our home page.",
    keywords: ["page not found"],
    noIndex: true,
    inSitemap: false,
  },
  {
    path: "/industries",
    title: "Payment Processing by Industry",
    description:
      "Payment processing for low-risk and high-risk industries: restaurants, bars, law firms and home services to e-commerce, firearms, Delta 8, kratom and telehealth.",
    keywords: [
      "industry payment processing",
      "low-risk merchant accounts",
      "high-risk merchant accounts",
      "industries we serve",
      "merchant services by industry",
    ],
  },
]);

export const pages: ReadonlyMap<string, PageEntry> = new Map(entries.map((entry) => [entry.path, entry]));

export function getPage(path: string): PageEntry {
  const entry = pages.get(path);
  if (!entry) throw new Error(`No page entry for ${path} in src/content/pages.ts`);
  return entry;
}
