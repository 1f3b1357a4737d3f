import { expect, test, type Locator } from "@playwright/test";
import { faq } from "../src/content/faq";

/** A FAQ question: the <summary> of its <details>. */
const question = (section: Locator, text: string) => section.locator("summary", { hasText: text });
const item = (summary: Locator) => summary.locator("xpath=..");

/** /resources: the FAQ accordion's one-open-at-a-time rule, its JSON-LD, and the latest posts. */
test.describe("/resources", () => {
  test("is titled Resources & Insights and has the FAQ at #faq with the SPEC's 8 questions", async ({ page }) => {
    await page.goto("/resources");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resources & Insights");
    await expect(page.locator("h1")).toHaveCount(1);
    const section = page.locator("section#faq");
    await expect(section).toHaveCount(1);
    await expect(section.locator("details > summary")).toHaveCount(8);
    for (const item of faq) await expect(question(section, item.question)).toBeVisible();
  });

  // Native <details name> elements: the server HTML is the whole accordion, so these run with JavaScript off.
  test.describe("with no JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("opens one answer at a time, and clicking the open question closes it", async ({ page }) => {
      await page.goto("/resources");
      const section = page.locator("section#faq");
      await expect(section.locator("astro-island")).toHaveCount(0);
      const [first, second] = [faq[0]!, faq[1]!];
      const firstQuestion = question(section, first.question);
      const secondQuestion = question(section, second.question);

      // All closed at first; answers are in the HTML but hidden.
      await expect(section.locator("details[open]")).toHaveCount(0);
      await expect(section.getByText(first.answer)).toBeHidden();

      await firstQuestion.click();
      await expect(item(firstQuestion)).toHaveAttribute("open", "");
      await expect(section.getByText(first.answer)).toBeVisible();

      await secondQuestion.click();
      await expect(item(secondQuestion)).toHaveAttribute("open", "");
      await expect(item(firstQuestion)).not.toHaveAttribute("open");
      await expect(section.getByText(first.answer)).toBeHidden();
      await expect(section.locator("details[open]")).toHaveCount(1);

      await secondQuestion.click();
      await expect(item(secondQuestion)).not.toHaveAttribute("open");
      await expect(section.locator("details[open]")).toHaveCount(0);
    });

    test("works from the keyboard: Enter and Space toggle, Tab moves to the next question", async ({ page }) => {
      await page.goto("/resources");
      const section = page.locator("section#faq");
      const third = question(section, faq[2]!.question);
      const fourth = question(section, faq[3]!.question);
      await third.focus();
      await page.keyboard.press("Enter");
      await expect(item(third)).toHaveAttribute("open", "");
      await expect(section.getByText(faq[2]!.answer)).toBeVisible();
      // The open answer holds no link, so Tab goes straight to the next question.
      await page.keyboard.press("Tab");
      await expect(fourth).toBeFocused();
      await page.keyboard.press("Space");
      await expect(item(fourth)).toHaveAttribute("open", "");
      await expect(item(third)).not.toHaveAttribute("open");
    });
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
