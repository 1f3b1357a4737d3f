import type { Partner, PosPage, PosSystem } from "./pos.schema";
import { site } from "./site";

/**
 * The five POS systems of the /pos-systems carousel. Exported on its own because the carousel island imports it:
 * keep this module free of runtime imports other than `site`.
 */
export const posSystems: PosSystem[] = [
  {
    id: "shopify-pos",
    name: "Shopify POS",
    logo: "shopify",
    device: "mobile",
    imageAlt: "A phone running a point-of-sale checkout next to a pocket card reader",
    bestFor: "Retailers selling in store and online from one catalog",
    description:
      "Sell from the same product catalog in your shop, at markets and online. We connect a Harborline gateway and terminals to your Shopify orders, so in-person and online sales reconcile in one report.",
  },
  {
    id: "woocommerce-pos",
    name: "WooCommerce POS",
    logo: "woocommerce",
    device: "tablet",
    imageAlt: "A tablet point-of-sale on a stand with a product grid and a payment screen",
    bestFor: "WordPress stores adding a counter or pop-up shop",
    description:
      "Turn your WooCommerce store into a register for your counter or pop-up. Stock, customers and orders stay in WordPress, and card payments run through a Harborline account at interchange-plus rates.",
  },
  {
    id: "odoo-pos",
    name: "Odoo Point of Sale",
    logo: "odoo",
    device: "countertop",
    imageAlt: "A countertop payment terminal with a chip card inserted and a receipt printing",
    bestFor: "Shops and restaurants that run inventory and accounting in Odoo",
    description:
      "Odoo's register works online and offline and posts every sale to inventory and accounting. We supply certified payment terminals that pair with your Odoo sessions and deposit to your bank on a predictable schedule.",
  },
  {
    id: "erpnext-pos",
    name: "ERPNext POS",
    logo: "erpnext",
    device: "tablet",
    imageAlt: "A tablet point-of-sale showing a sales summary and a card payment screen",
    bestFor: "Wholesalers and multi-location retailers on open-source ERP",
    description:
      "For businesses that run stock, purchasing and books in open-source ERPNext. Take payments at the counter or the warehouse and let settled card batches match invoices without manual entry.",
  },
  {
    id: "shopware-pos",
    name: "Shopware POS",
    logo: "shopware",
    device: "countertop",
    imageAlt: "A countertop terminal showing a contactless payment prompt beside a receipt",
    bestFor: "Brands running a Shopware storefront with physical stores",
    description:
      "Bring your Shopware storefront into physical stores with shared stock, customer accounts and promotions. Harborline terminals take chip, tap and mobile wallets and report back to the same back office.",
  },
];

const partners: Partner[] = [
  { name: "Klarna", logo: "klarna", category: "Checkout" },
  { name: "Afterpay", logo: "afterpay", category: "Checkout" },
  { name: "Apple Pay", logo: "applepay", category: "Wallet" },
  { name: "Google Pay", logo: "googlepay", category: "Wallet" },
  { name: "PayPal", logo: "paypal", category: "Wallet" },
  { name: "Braintree", logo: "braintree", category: "Gateway" },
  { name: "QuickBooks", logo: "quickbooks", category: "ERP and accounting" },
  { name: "Xero", logo: "xero", category: "ERP and accounting" },
  { name: "Sage", logo: "sage", category: "ERP and accounting" },
  { name: "SAP", logo: "sap", category: "ERP and accounting" },
  { name: "Google Workspace", logo: "google", category: "Office suite" },
  { name: "Zoho", logo: "zoho", category: "Office suite" },
  { name: "BigCommerce", logo: "bigcommerce", category: "E-commerce" },
  { name: "Squarespace", logo: "squarespace", category: "E-commerce" },
  { name: "Wix", logo: "wix", category: "E-commerce" },
];

/** /pos-systems (SPEC "/pos-systems"). */
export const posPage: PosPage = {
  hero: {
    eyebrow: "POS Systems",
    title: "POS System Integrations",
    lead: `${site.claims.posIntegrations.statement} Countertop, tablet or mobile, we match the hardware to how you sell and set it up before it reaches you.`,
    actions: [
      { label: "Apply Now", href: "/application" },
      { label: "Contact Us", href: "/contact" },
    ],
  },
  types: {
    heading: "Choose the POS That Fits How You Sell",
    intro:
      "Three ways to take payments. Many businesses use two: a counter terminal plus a mobile reader for the floor or the road.",
    items: [
      {
        title: "Countertop Terminals",
        icon: "CreditCard",
        device: "countertop",
        description:
          "A dependable terminal at the register for retail counters, liquor and convenience stores, and front desks that need fast, secure checkout.",
        features: ["EMV chip card processing", "Contactless payments", "Receipt printing", "Ethernet/WiFi connectivity"],
      },
      {
        title: "Tablet POS",
        icon: "Tablet",
        device: "tablet",
        description:
          "A full point-of-sale on a tablet for restaurants, bars and boutiques that want menus, stock and staff in one place.",
        features: ["Touchscreen interface", "Inventory management", "Staff management", "Cloud-based reporting"],
      },
      {
        title: "Mobile POS",
        icon: "Smartphone",
        device: "mobile",
        description:
          "A card reader that pairs with your phone for home-service crews, food trucks, markets and tableside payments.",
        features: ["Portable card readers", "Mobile app integration", "Real-time processing", "GPS tracking"],
      },
    ],
  },
  systems: {
    heading: "Supported POS Systems",
    intro: "A few of the platforms merchants run with Harborline processing. Browse them, or ask us about yours.",
    items: posSystems,
    applyAction: { label: "Apply Now", href: "/application" },
    moreText: `Using a system that is not shown here? With ${site.claims.posIntegrations.value} integrations, yours is very likely covered.`,
    moreAction: { label: "Contact Us for More", href: "/contact" },
  },
  partners: {
    heading: "Integration Partners",
    intro:
      "Connect payments to the checkout options, wallets, gateways, accounting and e-commerce tools your business already uses.",
    items: partners,
    customText: "Need a connection to in-house or industry-specific software? Our integration engineers build it with you.",
    customAction: { label: "Contact Us for Custom Integration", href: "/contact" },
  },
  closing: {
    heading: "Ready to Upgrade Your Checkout?",
    text: "We will recommend hardware, program it for your business and ship it ready to take payments, with support the whole way.",
    actions: [
      { label: "Get Started Today", href: "/application" },
      { label: "Schedule Demo", href: "/contact" },
    ],
  },
};
