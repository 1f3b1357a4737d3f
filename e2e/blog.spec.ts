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
  test(`${article.path}: back link, byline, date, BlogPosting JSON-LD, and it ends with Contact Us and Apply Now`, async ({
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
    const data = blocks.map((text) => JSON.parse(text)).find((entry) => entry["@type"] === "BlogPosting");
    expect(data.headline).toBe(await page.locator("h1").innerText());
    expect(data.datePublished).toBe(article.iso);
    expect(data.author["@type"]).toBe("Person");
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect((await request.get(new URL(ogImage!).pathname)).headers()["content-type"]).toBe("image/png");
  });
}

test("the blog that grows: category pages, the feed linked from the head, bylines with a bio, reading time, BlogPosting", async ({
  request,
}) => {
  // Read as HTML and XML only (no page load): the browser checks of these pages are every-route's sweep.
  const blog = await (await request.get("/blog")).text();
  expect(blog).toContain('<link rel="alternate" type="application/rss+xml"');
  expect(blog).not.toContain('href="/blog/page/2"');
  expect(blog).toContain('href="/blog/category/business-tips"');

  const category = await (await request.get("/blog/category/business-tips")).text();
  expect(category).toMatch(/<link rel="canonical" href="[^"]+\/blog\/category\/business-tips">/);
  expect([...category.matchAll(/Read More<span class="sr-only">: (?:<!-- -->)?([^<]+)</g)].map((match) => match[1])).toEqual([
    "5 Payment Features Every Business Needs in 2025",
    "The Hidden Cost of Bad Customer Service From Your Payment Processor",
  ]);

  const feed = await request.get("/rss.xml");
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  expect([...xml.matchAll(/<item><title>([^<]+)</g)].map((match) => match[1])).toHaveLength(3);
  expect(xml).toContain("/blog/stripe-square-paypal-high-risk</link>");

  const post = await (await request.get("/blog/stripe-square-paypal-high-risk")).text();
  expect(post).toMatch(/\d+ min read/);
  expect(post).toContain("About the author");
  const data = [...post.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!))
    .find((entry) => entry["@type"] === "BlogPosting");
  expect(data.author).toMatchObject({ "@type": "Person", name: "Dana Whitaker", jobTitle: "Director of Merchant Underwriting" });
  expect(data.author.description).toMatch(/underwrit/i);
  expect(data.datePublished).toBe("2025-01-15");

  const sitemap = await (await request.get("/sitemap-0.xml")).text();
  expect(sitemap).toContain("/blog/category/industry-insights</loc>");
});
