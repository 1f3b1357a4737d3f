import { expect, test, type Page } from "@playwright/test";
import { calculatorCopy } from "../src/content/home";
import { gotoHydrated, waitForIsland } from "./helpers";

/** The shared toaster (Radix Toast) and tooltip timings of SPEC sections 4 and 9. */
const toasts = (page: Page) => page.locator("#toaster-root li");

async function subscribe(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Newsletter signup" });
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
}

test.describe("toasts", () => {
  test("at most one toast at a time, F8 focuses the notifications region, 420 px wide at most from md up", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("form", { name: "Newsletter signup" }).scrollIntoViewIfNeeded();
    await waitForIsland(page, "newsletter-form");
    await subscribe(page, `first-${Date.now()}@example.com`);
    await expect(toasts(page)).toHaveCount(1);
    await subscribe(page, `second-${Date.now()}@example.com`);
    await expect(toasts(page).filter({ visible: true })).toHaveCount(1);

    const box = await page.locator("#toaster-root ol").boundingBox();
    expect(box!.width).toBeLessThanOrEqual(420);

    await page.keyboard.press("F8");
    const focusedLabel = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.closest("[role=region]")?.getAttribute("aria-label") ?? active?.getAttribute("aria-label") ?? "";
    });
    expect(focusedLabel).toMatch(/Notifications.*F8/);
  });

  test("a toast stays for its 5000 ms and then closes by itself", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    await page.getByRole("form", { name: "Newsletter signup" }).scrollIntoViewIfNeeded();
    await waitForIsland(page, "newsletter-form");
    await page.mouse.move(5, 5); // hovering a toast pauses its timer; keep the pointer away
    await subscribe(page, `timed-${Date.now()}@example.com`);
    const toast = toasts(page).first();
    await expect(toast).toBeVisible();
    const shown = Date.now();
    await page.waitForTimeout(3500);
    await expect(toast).toHaveAttribute("data-state", "open");
    await expect(toasts(page).filter({ visible: true })).toHaveCount(0, { timeout: 6000 });
    expect(Date.now() - shown).toBeGreaterThanOrEqual(4500);
  });
});

test.describe("tooltips", () => {
  test("open after 700 ms, and at once when moving to another within the 300 ms skip window", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/");
    const trigger = page.getByRole("button", { name: calculatorCopy.howItWorks.label });
    await trigger.scrollIntoViewIfNeeded();
    await waitForIsland(page, "fee-calculator");

    await trigger.hover();
    await page.clock.runFor(600);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(page.getByRole("tooltip")).toContainText("2.50% plus 0.50%");

    // Leave, come back within 300 ms: no new delay.
    await page.mouse.move(5, 5);
    await page.clock.runFor(100);
    await trigger.hover();
    await page.clock.runFor(50);
    await expect(page.getByRole("tooltip")).toContainText("2.50% plus 0.50%");
  });

  test("keyboard focus opens it too", async ({ page }) => {
    await gotoHydrated(page, "/");
    const trigger = page.getByRole("button", { name: calculatorCopy.howItWorks.label });
    await trigger.scrollIntoViewIfNeeded();
    await waitForIsland(page, "fee-calculator");
    await trigger.focus();
    await expect(page.getByRole("tooltip")).toContainText("typed-in cards cost more");
  });
});
