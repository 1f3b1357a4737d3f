import { expect, test, type Page } from "@playwright/test";
import { load, loadAll, loadOverview } from "../src/content/industries";
import { industryHref } from "../src/lib/industry-slug";
import { gotoHydrated } from "./helpers";

/** /industries and the 17 industry pages, as a visitor (and a crawler) meets them. */
const overview = loadOverview();

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe("/industries", () => {
  test("has one h1, the two grids with the SPEC's cards in order, and Contact Us", async ({ page }) => {
    const response = await gotoHydrated(page, "/industries");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(overview.hero.title);
    for (const [id, grid] of [
      ["low-risk", overview.lowRisk],
      ["high-risk", overview.highRisk],
    ] as const) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(grid.title);
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(grid.cards.map((card) => card.title));
    }
    await expect(page.locator("section#low-risk").getByRole("heading", { level: 3 })).toHaveText([
      "Restaurants",
      "Liquor Stores",
      "Convenience Stores",
      "Gas Stations",
      "Bars",
      "Law Firms",
      "Home Service Business",
      "Firearms (In-Person)",
    ]);
    await expect(page.locator("section#high-risk").getByRole("heading", { level: 3 })).toHaveText([
      "E-commerce Stores",
      "Peptides",
      "Adult AI",
      "Coaching",
      "Delta 8",
      "Kratom",
      "Firearms (Online)",
      "Semaglutide & Tirzepatide",
      "Shopify",
      "Marketing",
    ]);
    const contact = page.getByRole("main").getByRole("link", { name: "Contact Us", exact: true });
    await expect(contact).toHaveAttribute("href", "/contact");
  });

  test("the anchors #low-risk and #high-risk bring their grid into view", async ({ page }) => {
    // A fresh load per anchor, without smooth scrolling: a same-document jump between fragments would race the
    // previous animation.
    await page.emulateMedia({ reducedMotion: "reduce" });
    for (const id of ["low-risk", "high-risk"]) {
      await page.goto("about:blank");
      await page.goto(`/industries#${id}`);
      await expect(page.locator(`section#${id}`).getByRole("heading", { level: 2 })).toBeInViewport();
    }
  });

  test("the header's Industries dropdown links reach the anchors", async ({ page }) => {
    await gotoHydrated(page, "/privacy-policy");
    await page.getByRole("button", { name: "Industries menu" }).click();
    await page.getByRole("link", { name: "High-Risk Industries" }).first().click();
    await page.waitForURL("**/industries#high-risk");
    await expect(page.locator("#high-risk-title")).toBeInViewport();
  });

  test("every Learn More goes to its industry page, and every target page exists", async ({ page, request }) => {
    await page.goto("/industries");
    const cards = [...overview.lowRisk.cards, ...overview.highRisk.cards];
    const links = page.getByRole("main").getByRole("link", { name: /^Learn More/ });
    await expect(links).toHaveCount(cards.length);
    for (const [index, card] of cards.entries()) {
      const link = links.nth(index);
      await expect(link).toHaveAccessibleName(`Learn More about ${card.title}`);
      await expect(link).toHaveAttribute("href", industryHref(card.title));
      const target = await request.get(industryHref(card.title));
      expect(target.status(), card.title).toBe(200);
    }
    // Following one link lands on the page.
    await links.nth(4).click();
    await page.waitForURL("**/industries/bars");
    await expect(page.locator("h1")).toHaveText(load("bars")!.hero.title);
  });
});

test.describe("industry pages", () => {
  test("the restaurants page has the full layout and working calls to action", async ({ page }) => {
    const industry = load("restaurants")!;
    await gotoHydrated(page, "/industries/restaurants");
    const main = page.getByRole("main");
    await expect(page.locator("h1")).toHaveCount(1);

    // Hero: title, description, image, Apply Now and Contact Us.
    const hero = main.locator("section").first();
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(industry.hero.title);
    await expect(hero).toContainText(industry.hero.description);
    const heroImage = hero.getByRole("img", { name: industry.hero.imageAlt });
    await expect(heroImage).toBeVisible();
    expect(await heroImage.getAttribute("width")).toBe("480");
    expect(await heroImage.getAttribute("height")).toBe("360");
    await expect(hero.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/application");
    await expect(hero.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");

    // Three feature cards.
    const features = main.locator("section", { has: page.getByRole("heading", { name: industry.features.title }) });
    await expect(features.getByRole("listitem")).toHaveCount(3);
    await expect(features.getByRole("heading", { level: 3 })).toHaveText(industry.features.cards.map((card) => card.title));

    // Understanding: two paragraphs, eight checkmark benefits and an image.
    const understanding = main.locator("section", { has: page.getByRole("heading", { name: industry.understanding.title }) });
    for (const paragraph of industry.understanding.paragraphs) await expect(understanding).toContainText(paragraph);
    await expect(understanding.getByRole("list", { name: "Benefits" }).getByRole("listitem")).toHaveText(
      industry.understanding.benefits,
    );
    await expect(understanding.getByRole("img", { name: industry.understanding.imageAlt })).toBeVisible();

    // CTA band with Apply Now.
    const band = main.locator("section#apply-band");
    await expect(band.getByRole("heading", { level: 2 })).toHaveText(industry.ctaBand.title);
    await expect(band.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/application");

    // Four solution cards.
    const solutions = main.locator("section", { has: page.getByRole("heading", { name: industry.solutions.title }) });
    await expect(solutions.getByRole("heading", { level: 3 })).toHaveText(industry.solutions.cards.map((card) => card.title));

    // Final CTA band with Apply Now, last section of the page.
    const final = main.locator("section").last();
    await expect(final).toHaveId("final-cta");
    await expect(final.getByRole("heading", { level: 2 })).toHaveText(industry.finalCta.title);
    await expect(final.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/application");

    // No firearms section here.
    await expect(page.getByRole("heading", { name: "Supporting Both In-Person and Online Firearms Sales" })).toHaveCount(0);

    // Apply Now navigates.
    await band.getByRole("link", { name: "Apply Now" }).click();
    await page.waitForURL("**/application");
  });

  test("the firearms page adds in-person and online sales, before the final call to action", async ({ page }) => {
    await page.goto("/industries/firearms");
    const heading = page.getByRole("heading", { level: 2, name: "Supporting Both In-Person and Online Firearms Sales" });
    await expect(heading).toBeVisible();
    const section = page.locator("section", { has: heading });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText(["In-Person Sales", "Online Sales"]);
    const order = await page
      .getByRole("main")
      .locator(":scope > section")
      .evaluateAll((sections) => sections.map((node) => node.getAttribute("aria-labelledby")));
    expect(order).toEqual([
      "industry-hero-title",
      "industry-features-title",
      "industry-understanding-title",
      "apply-band-title",
      "industry-solutions-title",
      "industry-channels-title",
      "final-cta-title",
    ]);
  });

  for (const industry of loadAll()) {
    test(`/industries/${industry.slug} has its own SEO data and Service JSON-LD with four offered services`, async ({ page }) => {
      const path = `/industries/${industry.slug}`;
      // The document alone: what is checked here is in the HTML, so styles, scripts and images are not fetched.
      await page.route("**/*", (route) => (route.request().resourceType() === "document" ? route.continue() : route.abort()));
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page).toHaveTitle(`${industry.seo.title} | Harborline Payments`);
      await expect(page.locator("h1")).toHaveText(industry.hero.title);
      const head = page.locator("head");
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", industry.seo.description);
      await expect(head.locator('meta[name="keywords"]')).toHaveAttribute("content", industry.seo.keywords.join(", "));
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`${path}$`));
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute(
        "content",
        `${industry.seo.title} | Harborline Payments`,
      );
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        "content",
        new RegExp(`/og/industries-${industry.slug}\\.png$`),
      );
      await expect(head.locator('meta[name="twitter:description"]')).toHaveAttribute("content", industry.seo.description);
      await expect(head.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");

      const service = (await jsonLd(page)).find((data) => data["@type"] === "Service");
      expect(service, path).toBeDefined();
      expect(service!.serviceType).toBe(industry.seo.serviceType);
      const catalog = service!.hasOfferCatalog as { "@type": string; itemListElement: { itemOffered: { name: string } }[] };
      expect(catalog["@type"]).toBe("OfferCatalog");
      expect(catalog.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(
        industry.solutions.cards.map((card) => card.title),
      );

      const og = await page.request.get(`/og/industries-${industry.slug}.png`);
      expect(og.status(), `${path} Open Graph card`).toBe(200);
      expect(og.headers()["content-type"]).toBe("image/png");
    });
  }

  test("an unknown industry answers the site's real 404 page", async ({ page }) => {
    const response = await page.goto("/industries/not-a-real-industry");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Page Not Found");
    await expect(page).toHaveTitle(/Page Not Found/);
  });

  test("industry pages ship no JavaScript of their own", async ({ page }) => {
    await page.goto("/industries/semaglutide-tirzepatide");
    const islands = await page
      .locator("astro-island")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("component-url") ?? ""));
    expect(islands.filter((url) => /industr/i.test(url))).toEqual([]);
  });
});

test.describe("accessibility and layout", () => {
  // axe over every industry page (and every other route) at 390 and 1280 px: e2e/every-route.spec.ts.
  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 } });

    for (const path of ["/industries", "/industries/semaglutide-tirzepatide", "/industries/firearms"]) {
      test(`${path} does not scroll sideways`, async ({ page }) => {
        await page.goto(path);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width).toBeLessThanOrEqual(375);
      });
    }
  });
});
