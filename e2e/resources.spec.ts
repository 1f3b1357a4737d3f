import { expect, test } from "@playwright/test";
import { faq } from "../src/content/faq";
import { gotoHydrated, waitForIsland } from "./helpers";

/** /resources: the FAQ accordion's one-open-at-a-time rule, its JSON-LD, and the latest posts. */
test.describe("/resources", () => {
  test("is titled Resources & Insights and has the FAQ at #faq with the SPEC's 8 questions", async ({ page }) => {
    await gotoHydrated(page, "/resources");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources & Insights");
    await expect(page.locator("h1")).toHaveCount(1);
    const section = page.locator("section#faq");
    await expect(section).toHaveCount(1);
    await expect(section.getByRole("button")).toHaveCount(8);
    for (const item of faq) await expect(section.getByRole("button", { name: item.question })).toBeVisible();
  });

  test("opens one answer at a time, and clicking the open question closes it", async ({ page }) => {
    await gotoHydrated(page, "/resources#faq");
    const section = page.locator("section#faq");
    await section.scrollIntoViewIfNeeded();
    await waitForIsland(page, "faq-accordion");
    const [first, second] = [faq[0]!, faq[1]!];
    const firstButton = section.getByRole("button", { name: first.question });
    const secondButton = section.getByRole("button", { name: second.question });

    // All closed at first; answers are in the HTML but hidden.
    await expect(section.getByRole("button", { expanded: true })).toHaveCount(0);
    await expect(section.getByText(first.answer)).toBeHidden();

    await firstButton.click();
    await expect(firstButton).toHaveAttribute("aria-expanded", "true");
    await expect(section.getByText(first.answer)).toBeVisible();

    await secondButton.click();
    await expect(secondButton).toHaveAttribute("aria-expanded", "true");
    await expect(firstButton).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByText(first.answer)).toBeHidden();
    await expect(section.getByRole("button", { expanded: true })).toHaveCount(1);

    await secondButton.click();
    await expect(secondButton).toHaveAttribute("aria-expanded", "false");
    await expect(section.getByRole("button", { expanded: true })).toHaveCount(0);
  });

  test("works from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/resources");
    const section = page.locator("section#faq");
    await section.scrollIntoViewIfNeeded();
    await waitForIsland(page, "faq-accordion");
    const button = section.getByRole("button", { name: faq[2]!.question });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(section.getByRole("button", { name: faq[3]!.question })).toBeFocused();
    await page.keyboard.press("Space");
    await expect(section.getByRole("button", { name: faq[3]!.question })).toHaveAttribute("aria-expanded", "true");
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("publishes FAQPage JSON-LD built from the same entries", async ({ page }) => {
    await page.goto("/resources");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faqPage = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "FAQPage");
    expect(
      faqPage.mainEntity.map((entry: { name: string; acceptedAnswer: { text: string } }) => [
        entry.name,
        entry.acceptedAnswer.text,
      ]),
    ).toEqual(faq.map((item) => [item.question, item.answer]));
  });

  test("shows the three latest posts with category, title, excerpt, date and Read More, and links to /blog", async ({ page }) => {
    await page.goto("/resources");
    const latest = page.getByRole("region", { name: "Latest insights" });
    const cards = latest.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("Industry Insights");
    await expect(cards.nth(0)).toContainText("Jan 15, 2025");
    await expect(cards.nth(1)).toContainText("Jan 10, 2025");
    await expect(cards.nth(2)).toContainText("Jan 5, 2025");
    for (const card of await cards.all()) {
      await expect(card.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(card.locator("p").nth(1)).not.toBeEmpty();
    }
    await expect(latest.getByRole("link", { name: /^Read More/ })).toHaveCount(3);
    await expect(latest.getByRole("link", { name: /^Read More/ }).first()).toHaveAttribute(
      "href",
      "/blog/stripe-square-paypal-high-risk",
    );
    await expect(latest.getByRole("link", { name: "View all blogs" })).toHaveAttribute("href", "/blog");
  });
});
