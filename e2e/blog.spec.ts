import { expect, test } from "@playwright/test";

const articles = [
  { path: "/blog/stripe-square-paypal-high-risk", date: "Jan 15, 2025", iso: "2025-01-15" },
  { path: "/blog/5-payment-features-every-business-needs", date: "Jan 10, 2025", iso: "2025-01-10" },
  { path: "/blog/hidden-cost-bad-customer-service", date: "Jan 5, 2025", iso: "2025-01-05" },
];

test.describe("/blog", () => {
  test("lists the three posts as cards with sized, lazy images, newest first", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.locator("h1")).toHaveCount(1);
    const cards = page.getByRole("region", { name: "All articles" }).getByRole("article");
    await expect(cards).toHaveCount(3);
    for (const [index, article] of articles.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("link", { name: /^Read More/ })).toHaveAttribute("href", article.path);
      await expect(card.locator("time")).toHaveText(article.date);
      const image = card.getByRole("img");
      await expect(image).toHaveAttribute("width", "1200");
      await expect(image).toHaveAttribute("height", "630");
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(image).toHaveAttribute("alt", /.{10,}/);
    }
  });

  test("has the newsletter block", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { name: "Get payment insights in your inbox" })).toBeVisible();
  });
});

for (const article of articles) {
  test(`${article.path}: back link, byline, date, Article JSON-LD, and it ends with Contact Us and Apply Now`, async ({
    page,
    request,
  }) => {
    const response = await page.goto(article.path);
    expect(response?.status()).toBe(200);
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Back to Resources" })).toHaveAttribute("href", "/resources");
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(main.getByText(/^By /)).toContainText(/By \p{Lu}\p{L}+ \p{Lu}\p{L}+, /u);
    await expect(main.locator("header time")).toHaveAttribute("datetime", article.iso);
    await expect(main.locator("header time")).toHaveText(article.date);

    const content = main.locator("article").first();
    const body = await content.innerText();
    expect(body.split(/\s+/).length).toBeGreaterThan(900);

    const footer = content.locator(":scope > footer");
    await expect(footer.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(footer.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/application");

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text)).find((entry) => entry["@type"] === "Article");
    expect(data.headline).toBe(await page.locator("h1").innerText());
    expect(data.datePublished).toBe(article.iso);
    expect(data.author["@type"]).toBe("Person");
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect((await request.get(new URL(ogImage!).pathname)).headers()["content-type"]).toBe("image/png");
  });
}
