import {
  siAfterpay,
  siApplepay,
  siBigcommerce,
  siBraintree,
  siGoogle,
  siGooglepay,
  siKlarna,
  siPaypal,
  siQuickbooks,
  siSage,
  siSap,
  siSquarespace,
  siWix,
  siXero,
  siZoho,
  type SimpleIcon,
} from "simple-icons";
import type { PartnerLogoName } from "@/content/pos.schema";

/** Logos of the integration partners grid (static HTML: these paths never reach the browser as JavaScript). */
export const partnerLogos: Record<PartnerLogoName, SimpleIcon> = {
  klarna: siKlarna,
  afterpay: siAfterpay,
  applepay: siApplepay,
  googlepay: siGooglepay,
  paypal: siPaypal,
  braintree: siBraintree,
  quickbooks: siQuickbooks,
  xero: siXero,
  sage: siSage,
  sap: siSap,
  google: siGoogle,
  zoho: siZoho,
  bigcommerce: siBigcommerce,
  squarespace: siSquarespace,
  wix: siWix,
};
