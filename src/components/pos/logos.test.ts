import { describe, expect, it } from "vitest";
import { posPage, posSystems } from "@/content/pos";
import { partnerLogos } from "./partner-logos";
import { posSystemLogos } from "./pos-system-logos";

/** The logo shown must be the brand named beside it (simple-icons titles, e.g. "WooCommerce" in "WooCommerce POS"). */
describe("brand logos", () => {
  it("gives each POS system its own brand's mark", () => {
    for (const system of posSystems) {
      const icon = posSystemLogos[system.logo];
      expect(system.name.toLowerCase()).toContain(icon.title.toLowerCase());
      expect(icon.path.length).toBeGreaterThan(20);
    }
  });

  it("gives each integration partner its own brand's mark", () => {
    for (const partner of posPage.partners.items) {
      const icon = partnerLogos[partner.logo];
      expect(partner.name.toLowerCase()).toContain(icon.title.toLowerCase());
    }
  });
});
