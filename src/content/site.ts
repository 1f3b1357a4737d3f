import type { Site } from "./schemas";
// The published claims live in their own file, edited in Keystatic (the Claims singleton); checked against
// `siteSchema` at build time (validate.ts, the `claims` content collection) and in tests.
import claims from "./data/claims.json" with { type: "json" };

/**
 * The provider's identity, contact points and every marketing claim of SPEC section 1, typed and written once.
 * Pages, metadata, the footer, the sitemap, site search and the chat assistant all read these values; change the
 * phone or email here and every page follows. The claims (approval times, rates, stats) are data/claims.json.
 * Checked against `siteSchema` at build time and in tests.
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
  claims,
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
