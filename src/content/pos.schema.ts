import { z } from "zod";
import { actionSchema, ctaBandSchema, heroSchema, iconNameSchema, sectionIntroSchema } from "./marketing.schema";

/** SPEC section 9: the carousel shows 5 systems and the partner grid 15 entries. */
export const POS_SYSTEM_COUNT = 5;
export const PARTNER_COUNT = 15;

/** SPEC "/pos-systems": the three POS types and their features, word for word. */
export const POS_TYPE_FEATURES = {
  "Countertop Terminals": ["EMV chip card processing", "Contactless payments", "Receipt printing", "Ethernet/WiFi connectivity"],
  "Tablet POS": ["Touchscreen interface", "Inventory management", "Staff management", "Cloud-based reporting"],
  "Mobile POS": ["Portable card readers", "Mobile app integration", "Real-time processing", "GPS tracking"],
} as const;

/**
 * Brand marks from simple-icons. Two lists so that the carousel island bundles only its five logos:
 * `src/components/pos/pos-system-logos.ts` and `partner-logos.ts` map each name to its icon.
 */
export const posSystemLogoNames = ["shopify", "woocommerce", "odoo", "erpnext", "shopware"] as const;
export const partnerLogoNames = [
  "klarna",
  "afterpay",
  "applepay",
  "googlepay",
  "paypal",
  "braintree",
  "quickbooks",
  "xero",
  "sage",
  "sap",
  "google",
  "zoho",
  "bigcommerce",
  "squarespace",
  "wix",
] as const;

export const deviceKinds = ["countertop", "tablet", "mobile"] as const;

/** SPEC section 3 "POS type: title, description, icon, features list". */
export const posTypeSchema = z.object({
  title: z.enum(["Countertop Terminals", "Tablet POS", "Mobile POS"]),
  description: z.string().min(60).max(240),
  icon: iconNameSchema,
  device: z.enum(deviceKinds),
  features: z.array(z.string().min(3)).length(4),
});

/** SPEC section 3 "POS integration item: name, description, image, logo". The image is a device illustration. */
export const posSystemSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(2),
  description: z.string().min(80).max(260),
  logo: z.enum(posSystemLogoNames),
  device: z.enum(deviceKinds),
  /** Text alternative of the device illustration. */
  imageAlt: z.string().min(20),
  bestFor: z.string().min(10).max(90),
});

export const partnerCategories = ["Checkout", "Wallet", "Gateway", "ERP and accounting", "Office suite", "E-commerce"] as const;

/** SPEC section 3 "Partner: name, icon"; the category groups the checkout, wallet, gateway... platforms. */
export const partnerSchema = z.object({
  name: z.string().min(2),
  logo: z.enum(partnerLogoNames),
  category: z.enum(partnerCategories),
});

export const posPageSchema = z.object({
  hero: heroSchema,
  types: sectionIntroSchema.extend({ items: z.array(posTypeSchema).length(3) }),
  systems: sectionIntroSchema.extend({
    items: z.array(posSystemSchema).length(POS_SYSTEM_COUNT),
    applyAction: actionSchema,
    moreText: z.string().min(30),
    moreAction: actionSchema,
  }),
  partners: sectionIntroSchema.extend({
    items: z.array(partnerSchema).length(PARTNER_COUNT),
    customText: z.string().min(30),
    customAction: actionSchema,
  }),
  closing: ctaBandSchema,
});

export type PosPage = z.infer<typeof posPageSchema>;
export type PosType = z.infer<typeof posTypeSchema>;
export type PosSystem = z.infer<typeof posSystemSchema>;
export type Partner = z.infer<typeof partnerSchema>;
export type PosSystemLogoName = (typeof posSystemLogoNames)[number];
export type PartnerLogoName = (typeof partnerLogoNames)[number];
export type DeviceKind = (typeof deviceKinds)[number];
