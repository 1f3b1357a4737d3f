import { siErpnext, siOdoo, siShopify, siShopware, siWoocommerce, type SimpleIcon } from "simple-icons";
import type { PosSystemLogoName } from "@/content/pos.schema";

/** The carousel's five logos only (the island bundles this module). */
export const posSystemLogos: Record<PosSystemLogoName, SimpleIcon> = {
  shopify: siShopify,
  woocommerce: siWoocommerce,
  odoo: siOdoo,
  erpnext: siErpnext,
  shopware: siShopware,
};
