import { z } from "zod";

/**
 * The zod schemas of the typed content under src/content/. Content modules import only the types (so no zod code
 * reaches the browser); `validateContent()` parses every entry at build time (from the layout) and in tests.
 */
const phoneSchema = z.object({
  display: z.string().regex(/^\(\d{3}\) 555-01\d{2}$/, "use a fictional 555-01xx number"),
  /** E.164 form used in tel: links. */
  e164: z.string().regex(/^\+1\d{3}55501\d{2}$/),
});

const claimSchema = z.object({
  /** The figure as printed in stats rows and badges. */
  value: z.string().min(1),
  /** A short label under the figure. */
  label: z.string().min(1),
  /** The full sentence used in body copy and by the chat assistant. */
  statement: z.string().min(1).regex(/\.$/, "a whole sentence, ending with a full stop"),
});

/**
 * The published claims (src/content/data/claims.json, the Claims singleton in Keystatic): exactly these, each a
 * figure, its label and its sentence. Every page, the calculator, the FAQ and the assistant read them.
 */
export const claimsSchema = z
  .object({
    feeReduction: claimSchema,
    yearsInBusiness: claimSchema,
    statesServed: claimSchema,
    posIntegrations: claimSchema,
    isvIntegration: claimSchema,
    approvalTime: claimSchema,
    applicationReply: claimSchema,
    merchantAccountApproval: claimSchema,
    highRiskApproval: claimSchema,
    approvalRate: claimSchema,
    clientRetention: claimSchema,
    support: claimSchema,
    uptime: claimSchema,
    startingRate: claimSchema,
    setupFees: claimSchema,
    contractTerms: claimSchema,
    pciCompliance: claimSchema,
    isvMerchantRange: claimSchema,
    isvCompliance: claimSchema,
  })
  .strict();

export const siteSchema = z.object({
  brand: z.object({
    name: z.string().min(1),
    shortName: z.string().min(1),
    legalName: z.string().min(1),
    tagline: z.string().min(1),
    description: z.string().min(50).max(160),
    foundedYear: z.number().int(),
    veteranLine: z.literal("Veteran-founded and operated since 2017"),
    copyrightYear: z.literal(2024),
    twitterHandle: z.string().regex(/^@\w+$/),
  }),
  contact: z.object({
    phone: phoneSchema,
    email: z.string().email(),
    partnerEmail: z.string().email(),
    address: z.object({ locality: z.string(), region: z.string().length(2), country: z.literal("US") }),
    supportHours: z.string().min(1),
    partnerPhoneHours: z.string().min(1),
    partnerEmailResponse: z.string().min(1),
  }),
  social: z
    .array(z.object({ name: z.string().min(1), href: z.string().url().startsWith("https://"), icon: z.enum(["facebook", "x"]) }))
    .length(2),
  claims: claimsSchema,
  acceptedPaymentMethods: z.array(z.string().min(1)).min(5),
});

export type Site = z.infer<typeof siteSchema>;

export const linkSchema = z.object({
  label: z.string().min(1),
  href: z.string().startsWith("/"),
  description: z.string().optional(),
});

export const navItemSchema = linkSchema.extend({
  /** Dropdown entries; the Overview link to the parent is added by `withOverview`. */
  children: z.array(linkSchema).optional(),
});

export type NavLink = z.infer<typeof linkSchema>;
export type NavItem = z.infer<typeof navItemSchema>;

/** Parses the browser-safe content modules against their schemas; throws with every problem found. */
export async function validateContent(): Promise<void> {
  const [{ site }, { mainNav, footerLinks }] = await Promise.all([import("./site"), import("./navigation")]);
  siteSchema.parse(site);
  z.array(navItemSchema).parse(mainNav);
  z.array(linkSchema).length(9).parse(footerLinks);
}
