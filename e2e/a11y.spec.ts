import { expect, test } from "@playwright/test";
import { axeBuilder } from "./axe";
import { gotoHydrated } from "./helpers";

/**
 * axe beyond the page as it loads: the open mobile menu, an open dropdown, and the keyboard path. Every route's own
 * axe sweep, at phone and desktop widths, is in e2e/every-route.spec.ts.
 */

test("the mobile menu and an open dropdown pass axe too", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, "/privacy-policy");
  await page.getByRole("button", { name: "Open menu" }).click();
  const mobile = await axeBuilder(page).analyze();
  expect(mobile.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Partner menu" }).click();
  const dropdown = await axeBuilder(page).analyze();
  expect(dropdown.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});

test("keyboard: the skip link is the first stop and moves focus to the main content; focus is visible", async ({ page }) => {
  await gotoHydrated(page, "/privacy-policy");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  await page.keyboard.press("Tab");
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle);
  expect(outline).not.toBe("none");
});
