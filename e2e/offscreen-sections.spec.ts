import { expect, test, type Page } from "@playwright/test";
import { suppressChatAutoOpen } from "./chat-helpers";
import { layoutShifts, recordLayoutShifts } from "./helpers";

/**
 * The sections between a page's first two and its last are rendered only as they come near the screen
 * (`content-visibility: auto` in src/styles.css, docs/performance.md "Sections rendered as they come near"): a
 * visitor who scrolls, or follows a link to a section, sees nothing move and lands where the link points.
 */
const ROUTES = ["/", "/industries", "/pos-systems", "/high-risk"];

/** What moved without the visitor's input: scrolling is not input, so what moves while scrolling counts. */
const shiftTotal = async (page: Page) =>
  (await layoutShifts(page)).filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0);

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("scrolling each long page to its end and back shifts nothing in view", async ({ page }) => {
      test.setTimeout(120_000);
      await suppressChatAutoOpen(page);
      await recordLayoutShifts(page);
      for (const route of ROUTES) {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const viewport = page.viewportSize()!;
        // Down a screen at a time with the wheel, as a visitor reads, to the footer; then back to the top.
        for (let step = 0; step < 40; step += 1) {
          await page.mouse.wheel(0, viewport.height * 0.8);
          await page.waitForTimeout(60);
          if (await page.evaluate(() => innerHeight + scrollY >= document.documentElement.scrollHeight - 2)) break;
        }
        await expect(page.getByRole("contentinfo")).toBeInViewport();
        for (let step = 0; step < 40 && (await page.evaluate(() => scrollY)) > 0; step += 1) {
          await page.mouse.wheel(0, -viewport.height * 0.8);
          await page.waitForTimeout(60);
        }
        expect(await shiftTotal(page), route).toBeLessThanOrEqual(0.01);
      }
    });

    test("the hero's Calculate Savings lands on the calculator, and it stays there", async ({ page }) => {
      await suppressChatAutoOpen(page);
      await page.goto("/");
      await page.locator('main a[href="#calculator"]').first().click();
      const heading = page.locator("#calculator").getByRole("heading").first();
      // The page scrolls smoothly: wait until it has stopped, then the heading sits under the sticky header.
      const topOf = () => heading.evaluate((element) => element.getBoundingClientRect().top);
      let top = await topOf();
      await expect(async () => {
        await page.waitForTimeout(150);
        const now = await topOf();
        const settled = Math.abs(now - top) < 1;
        top = now;
        expect(settled).toBe(true);
      }).toPass({ timeout: 5_000 });
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(300);
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(500);
      expect(Math.abs((await topOf()) - top)).toBeLessThan(2);
    });
  });
}
