import { expect, test } from "@playwright/test";
import { axeBuilder } from "./axe";
import { gotoHydrated } from "./helpers";
import { NOT_FOUND_PATH, shareOf, sitePaths } from "./routes";

/**
 * axe with the WCAG 2.0/2.1/2.2 A and AA rules over every route that exists, at phone and desktop widths; each
 * width's sweep is four tests of a quarter of the routes each, which the workers run side by side.
 */
const PARTS = 4;

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 740 },
]) {
  for (let part = 0; part < PARTS; part += 1) {
    test(`no serious or critical axe findings on any route (${viewport.name}, part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const paths = shareOf([...(await sitePaths(request)), NOT_FOUND_PATH], part, PARTS);
      expect(paths.length).toBeGreaterThan(5);
      const findings: string[] = [];
      for (const path of paths) {
        await gotoHydrated(page, path);
        const results = await axeBuilder(page).analyze();
        for (const violation of results.violations) {
          if (violation.impact === "serious" || violation.impact === "critical") {
            findings.push(
              `${path}: [${violation.impact}] ${violation.id}: ${violation.nodes
                .map((node) => node.target.join(" "))
                .slice(0, 3)
                .join(", ")}`,
            );
          }
        }
      }
      expect(findings).toEqual([]);
    });
  }
}

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
