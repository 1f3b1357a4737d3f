import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./helpers";

/** The header search lands on /contact?search=<text>, which lists the matching pages, best first. */
test.describe("site search on /contact", () => {
  test("from the header, ranked results link the pages that match", async ({ page }) => {
    await gotoHydrated(page, "/privacy-policy");
    await page.locator("header").getByRole("searchbox", { name: "Search the site" }).fill("kratom");
    await page.locator("header").getByRole("searchbox", { name: "Search the site" }).press("Enter");
    await page.waitForURL(/\/contact\?search=kratom$/);
    const results = page.getByRole("region", { name: /Results for kratom/ });
    await expect(results.getByRole("heading", { level: 2 })).toHaveText("Results for kratom");
    const links = results.getByRole("listitem").getByRole("link");
    await expect(links.first()).toHaveAttribute("href", "/industries/kratom");
    expect(await links.count()).toBeGreaterThan(1);
    // The contact form stays below as the way forward.
    await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
  });

  for (const [query, first] of [
    ["referral tiers", "/partner/referral-program"],
    ["countertop terminal", "/pos-systems"],
    ["chargebacks", null],
  ] as const) {
    test(`finds ${query}`, async ({ page }) => {
      await page.goto(`/contact?search=${encodeURIComponent(query)}`);
      const results = page.getByRole("region", { name: new RegExp(`Results for ${query}`) });
      await expect(results).toBeVisible();
      const hrefs = await results
        .getByRole("listitem")
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs.length).toBeGreaterThan(0);
      if (first) expect(hrefs[0]).toBe(first);
    });
  }

  test("no match says so and points to the contact form", async ({ page }) => {
    await page.goto("/contact?search=zzqxv%20wombat");
    const results = page.getByRole("region", { name: /Results for zzqxv wombat/ });
    await expect(results).toContainText(/no page/i);
    await expect(results.getByRole("link")).not.toHaveCount(0);
    await expect(page.getByRole("form", { name: "Contact form" })).toBeVisible();
  });

  test("the visitor's text is shown as text, never as markup", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    const text = `<img src=x onerror="alert(1)"><b>bold</b>`;
    await page.goto(`/contact?search=${encodeURIComponent(text)}`);
    const heading = page.getByRole("heading", { level: 2, name: /Results for/ });
    await expect(heading).toContainText(text);
    await expect(page.locator("main b", { hasText: "bold" })).toHaveCount(0);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(dialogs).toEqual([]);
  });

  test("without a search the contact page shows no results section", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { name: /Results for/ })).toHaveCount(0);
  });
});
