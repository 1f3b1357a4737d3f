import { expect, test } from "@playwright/test";
import { isvPage } from "../src/content/isv";
import { site } from "../src/content/site";
import { gotoHydrated } from "./helpers";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, expectPageBasics } from "./marketing-helpers";

test.describe("/isv", () => {
  test("is tagged PAYMENT SOLUTIONS FOR ISVS with Apply Now to /application", async ({ page }) => {
    await gotoHydrated(page, "/isv");
    await expectPageBasics(page, isvPage.hero.title, "/isv");
    const hero = page.locator("main section").first();
    await expect(hero.getByText("PAYMENT SOLUTIONS FOR ISVS", { exact: true })).toBeVisible();
    await expect(hero.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/application");
  });

  test("shows the program's figures from the site content", async ({ page }) => {
    await gotoHydrated(page, "/isv");
    const figures = page.getByRole("region", { name: "ISV program at a glance" });
    for (const claim of [site.claims.isvMerchantRange, site.claims.isvIntegration, site.claims.isvCompliance]) {
      await expect(figures).toContainText(claim.value);
    }
    await expect(figures).toContainText("50 to 50,000");
    await expect(figures).toContainText("PCI DSS, HIPAA, GDPR");
  });

  test("has five trust cards, five dashboard cards and four advantages", async ({ page }) => {
    await gotoHydrated(page, "/isv");
    await expect(page.getByRole("region", { name: isvPage.trust.heading }).getByRole("heading", { level: 3 })).toHaveText(
      isvPage.trust.items.map((item) => item.title),
    );
    const dashboard = page.getByRole("region", { name: isvPage.dashboard.heading });
    await expect(dashboard.getByRole("list").first().getByRole("heading", { level: 3 })).toHaveText(
      isvPage.dashboard.items.map((item) => item.title),
    );
    await expect(dashboard.getByRole("img", { name: /partner dashboard/ })).toBeVisible();
    await expect(dashboard.locator("ol > li")).toHaveCount(4);
  });

  test("closes with a call to action that applies at /application", async ({ page }) => {
    await gotoHydrated(page, "/isv");
    const closing = page.getByRole("region", { name: isvPage.closing.heading });
    await expect(closing.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/application");
    await closing.getByRole("link", { name: "Apply Now" }).click();
    await page.waitForURL("**/application");
  });

  test("is accessible (axe, WCAG 2.2 AA) and fits a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/isv");
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
