import {
  siApplepay,
  siBigcommerce,
  siGooglepay,
  siQuickbooks,
  siShopify,
  siSquarespace,
  siWix,
  siWoocommerce,
  siXero,
  type SimpleIcon,
} from "simple-icons";
import type { IntegrationBrandKey } from "@/content/home.schema";

/** Brand marks from simple-icons (a maintained package), never redrawn by hand. */
export const integrationBrands: Record<IntegrationBrandKey, SimpleIcon> = {
  shopify: siShopify,
  woocommerce: siWoocommerce,
  bigcommerce: siBigcommerce,
  wix: siWix,
  squarespace: siSquarespace,
  quickbooks: siQuickbooks,
  xero: siXero,
  applepay: siApplepay,
  googlepay: siGooglepay,
};
