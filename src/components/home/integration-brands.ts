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

/**
 * Marks much wider than tall (WooCommerce's is 24 x 4.8 in its 24 x 24 box, a sliver at icon size): the box cropped
 * to the mark and a wider frame, so they read at the height of the others (issue 37).
 */
export const wideBrandMarks: Partial<Record<IntegrationBrandKey, { viewBox: string; className: string }>> = {
  woocommerce: { viewBox: "0 9.5 24 5", className: "h-5 w-[3.25rem]" },
  googlepay: { viewBox: "0 7 24 10", className: "h-6 w-12" },
};
