import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";
import { NOT_FOUND_PATH, sitePaths } from "./routes";

/** axe with the WCAG 2.0/2.1/2.2 A and AA rules over every route that exists, at phone and desktop widths. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 375, height: 740 },
]) {
  test(`no serious or critical axe findings on any route (${viewport.name})`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const paths = [...(await sitePaths(request)), NOT_FOUND_PATH];
    const findings: string[] = [];
    for (const path of paths) {
      await gotoHydrated(page, path);
      const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
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

test("the mobile menu and an open dropdown pass axe too", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await gotoHydrated(page, "/privacy-policy");
  await page.getByRole("button", { name: "Open menu" }).click();
  const mobile = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  expect(mobile.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "Partner menu" }).click();
  const dropdown = await new AxeBuilder({ page }).withTags(TAGS).analyze();
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
