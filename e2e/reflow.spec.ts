import { expect, test, type Page } from "@playwright/test";
import { NOT_FOUND_PATH, shareOf, sitePaths } from "./routes";
import { gotoHydrated } from "./helpers";

/**
 * WCAG 2.2 AA reflow (1.4.10), resize text (1.4.4) and text spacing (1.4.12), issue 16 item 1: no route scrolls
 * sideways at 320 CSS px, the 200% text zoom of a 1280 px window (a 640 px layout) loses nothing, and the 1.4.12
 * spacing override leaves every text readable.
 */

/** How far the document scrolls sideways (0 when it does not). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Elements that hide part of their own text: clipped (overflow hidden/clip) and taller or wider than their box. */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const clipped: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (!(element instanceof HTMLElement)) continue;
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const clips = (value: string) => value === "hidden" || value === "clip";
      if (!clips(style.overflowX) && !clips(style.overflowY)) continue;
      // Visually hidden text (sr-only, the skip link until focused) and the honeypot are meant to be clipped.
      if (style.clip !== "auto" || style.clipPath !== "none") continue;
      if (element.offsetWidth <= 1 || element.offsetHeight <= 1 || element.closest('[aria-hidden="true"]')) continue;
      if (!element.innerText.trim()) continue;
      const overY = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 2;
      const overX = clips(style.overflowX) && element.scrollWidth > element.clientWidth + 2;
      if (overY || overX) {
        clipped.push(
          `${element.tagName.toLowerCase()}.${element.className.toString().slice(0, 60)}: "${element.innerText.trim().slice(0, 40)}"`,
        );
      }
    }
    return clipped;
  });

/** The WCAG 1.4.12 text-spacing override, as the W3C's own test bookmarklet applies it. */
const TEXT_SPACING_CSS = `* {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
p { margin-bottom: 2em !important; }`;

test.describe("reflow at 320 px", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  // Every route, in two tests of half the routes each (the workers run them side by side).
  for (const part of [0, 1]) {
    test(`no route scrolls sideways (part ${part + 1} of 2)`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const all = [...(await sitePaths(request)), NOT_FOUND_PATH];
      expect(all.length).toBeGreaterThan(30);
      const overflowing: string[] = [];
      for (const path of shareOf(all, part, 2)) {
        await gotoHydrated(page, path);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing.push(`${path}: ${overflow}px`);
      }
      expect(overflowing).toEqual([]);
    });
  }
});

const REPRESENTATIVE = [
  "/",
  "/application",
  "/contact",
  "/partner/referral-program",
  "/industries/ecommerce-stores",
  "/blog/stripe-square-paypal-high-risk",
];

test.describe("text zoomed to 200% at 1280 px (a 640 px layout)", () => {
  test.use({ viewport: { width: 640, height: 400 } });

  test("nothing scrolls sideways or is cut off, and the menu still reaches every section", async ({ page }) => {
    for (const path of REPRESENTATIVE) {
      await gotoHydrated(page, path);
      expect(await sidewaysOverflow(page), path).toBe(0);
      expect(await clippedText(page), path).toEqual([]);
    }
    // The navigation moves into the menu button at this width; it still opens.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Contact", exact: true }),
    ).toBeVisible();
  });
});

test.describe("WCAG 1.4.12 text spacing", () => {
  for (const width of [390, 1280]) {
    test(`the spacing override breaks nothing at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const path of REPRESENTATIVE) {
        await gotoHydrated(page, path);
        await page.addStyleTag({ content: TEXT_SPACING_CSS });
        expect(await sidewaysOverflow(page), path).toBe(0);
        expect(await clippedText(page), path).toEqual([]);
      }
    });
  }
});
