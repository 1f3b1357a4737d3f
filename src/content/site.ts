import type { Site } from "./schemas";

/**
 * The provider's identity, contact points and every marketing claim of SPEC section 1, typed and written once.
 * Pages, metadata, the footer, the sitemap, site search and the chat assistant all read these values; change the
 * phone or email here and every page follows. Checked against `siteSchema` at build time and in tests.
 */
export const site = {
  brand: {
    name: "Harborline Payments",
    shortName: "Harborline",
    legalName: "Harborline Payments, LLC",
    tagline: "Veteran-founded payment processing",
    description:
      "Veteran-founded payment processing: merchant accounts, POS integrations, ACH, funding and high-risk accounts, with 24/7 US-based merchant support.",
    foundedYear: 2017,
    veteranLine: "Veteran-founded and operated since 2017",
    copyrightYear: 2024,
    twitterHandle: "@harborlinepay",
  },
  contact: {
    phone: { display: "(210) 555-0142", e164: "+12105550142" },
    email: "sales@harborline-payments.example",
    partnerEmail: "partners@harborline-payments.example",
    address: { locality: "San Antonio", region: "TX", country: "US" },
    // Issue 37: merchants' support is 24/7; partners' phone line has hours. Each says which it is.
    supportHours: "24/7 US-based merchant support",
    partnerPhoneHours: "Monday to Friday, 9 AM to 6 PM EST",
    partnerEmailResponse: "We answer partner email within 24 hours.",
  },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/harborlinepayments", icon: "facebook" },
    { name: "X", href: "https://x.com/harborlinepay", icon: "x" },
  ],
  claims: {
    feeReduction: {
      value: "39%",
      label: "Average fee reduction",
      statement:
        "Merchants who switch save up to 39% on average in processing fees compared with competitors and large payment apps.",
    },
    yearsInBusiness: {
      value: "5+",
      label: "Years in business",
      statement: "We have been processing payments for 5+ years, veteran-founded and operated since 2017.",
    },
    statesServed: { value: "50", label: "States served", statement: "We serve merchants in all 50 states." },
    posIntegrations: {
      value: "200+",
      label: "POS systems",
      statement: "We integrate with 200+ POS systems, so most merchants keep the hardware and software they already use.",
    },
    isvIntegration: {
      value: "24hrs",
      label: "Average integration",
      statement: "The average ISV integration takes 24 hours.",
    },
    approvalTime: {
      value: "24 hours",
      label: "Approval decision on most applications",
      statement: "Most applications are approved within 24 hours.",
    },
    applicationReply: {
      value: "24-48 hours",
      label: "Reply with your customized quote",
      statement: "After you apply, we reply within 24-48 hours with a customized quote.",
    },
    merchantAccountApproval: {
      value: "24-72 hours",
      label: "Merchant account approval",
      statement: "Merchant accounts are typically approved in 24-72 hours.",
    },
    highRiskApproval: {
      value: "3-5 business days",
      label: "High-risk approval",
      statement: "High-risk accounts are typically approved in 3-5 business days.",
    },
    approvalRate: { value: "98%", label: "Approval rate", statement: "We approve 98% of the businesses that apply." },
    clientRetention: { value: "98%", label: "Client retention", statement: "98% of our clients stay with us year after year." },
    support: {
      value: "24/7",
      label: "US-based merchant support",
      // "For merchants" first, so the sentence the assistant's learned questions and evaluations quote stays whole.
      statement: "For merchants, our support team is US-based and available 24/7.",
    },
    uptime: { value: "99.9%", label: "Uptime", statement: "Our processing platform runs at 99.9% uptime." },
    startingRate: {
      value: "1.5% + $0.10",
      label: "Rates from",
      statement: "Rates start as low as 1.5% + $0.10 per transaction for qualified businesses.",
    },
    setupFees: { value: "$0", label: "Setup fees", statement: "There are no setup fees for most accounts." },
    contractTerms: {
      value: "Month-to-month",
      label: "Contracts",
      statement: "Contracts run month-to-month or longer, whichever suits your business.",
    },
    pciCompliance: {
      value: "PCI DSS Level 1",
      label: "Compliance",
      statement: "Our platform is PCI DSS Level 1 compliant, the highest level of card-data security certification.",
    },
    isvMerchantRange: {
      value: "50 to 50,000",
      label: "Merchants per platform",
      statement: "Our ISV program supports software platforms with 50 to 50,000 merchants.",
    },
    isvCompliance: {
      value: "PCI DSS, HIPAA, GDPR",
      label: "Compliance",
      statement: "Our ISV integrations support compliance with PCI DSS, HIPAA and GDPR.",
    },
  },
  acceptedPaymentMethods: [
    "Major credit and debit cards",
    "ACH bank transfers",
    "Apple Pay and Google Pay",
    "Buy now, pay later",
    "Cryptocurrency",
  ],
} satisfies Site;

export const phoneHref = `tel:${site.contact.phone.e164}`;
/** Where the company is, as the structured data states it (Organization.address): "San Antonio, TX". */
export const addressLine = `${site.contact.address.locality}, ${site.contact.address.region}`;
export const emailHref = `mailto:${site.contact.email}`;
