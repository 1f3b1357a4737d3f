import { expect, test } from "@playwright/test";
import { solutions, solutionsPage } from "../src/content/solutions";
import { gotoHydrated } from "./helpers";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, expectPageBasics } from "./marketing-helpers";

test.describe("/solutions", () => {
  test("shows the six solutions, each with a description and four features", async ({ page }) => {
    await gotoHydrated(page, "/solutions");
    await expectPageBasics(page, solutionsPage.hero.title, "/solutions");
    const cards = page.locator("main article");
    await expect(cards).toHaveCount(6);
    for (const [index, solution] of solutions.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(solution.title);
      await expect(card).toContainText(solution.description);
      await expect(card.getByRole("listitem")).toHaveText(solution.features);
      await expect(card).toHaveAttribute("id", solution.id);
    }
  });

  test("Apply Now goes to /application and Book a Free Consultation to /partner/schedule-consult", async ({ page }) => {
    await gotoHydrated(page, "/solutions");
    const main = page.locator("main");
    for (const link of await main.getByRole("link", { name: "Apply Now" }).all()) {
      await expect(link).toHaveAttribute("href", "/application");
    }
    for (const link of await main.getByRole("link", { name: "Book a Free Consultation" }).all()) {
      await expect(link).toHaveAttribute("href", "/partner/schedule-consult");
    }
    await expect(main.getByRole("link", { name: "Book a Free Consultation" })).toHaveCount(2);

    await main.getByRole("link", { name: "Book a Free Consultation" }).first().click();
    await page.waitForURL("**/partner/schedule-consult");
  });

  test("ends with the three why-choose-us points", async ({ page }) => {
    await gotoHydrated(page, "/solutions");
    const why = page.getByRole("region", { name: solutionsPage.whyChooseUs.heading });
    await expect(why.getByRole("heading", { level: 3 })).toHaveText(solutionsPage.whyChooseUs.points.map((point) => point.title));
  });

  test("is accessible (axe, WCAG 2.2 AA)", async ({ page }) => {
    await gotoHydrated(page, "/solutions");
    await expectNoSeriousA11yViolations(page);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test("fits the screen", async ({ page }) => {
      await gotoHydrated(page, "/solutions");
      await expectNoHorizontalOverflow(page);
      await expect(page.locator("main").getByRole("link", { name: "Apply Now" }).first()).toBeInViewport();
    });
  });
});
