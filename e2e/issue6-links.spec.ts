import { expect, test } from "@playwright/test";

/**
 * Every page of this area, and every link in their main content: to a SPEC route (or one of the blog's own routes),
 * and live where it is built.
 */
const PAGES = [
  "/resources",
  "/blog",
  "/blog/stripe-square-paypal-high-risk",
  "/blog/5-payment-features-every-business-needs",
  "/blog/hidden-cost-bad-customer-service",
  "/partner",
  "/partner/schedule-consult",
  "/partner/about",
  "/partner/referral-program",
];

const BUILT_HERE = new Set([...PAGES, "/privacy-policy"]);

/** SPEC section 2, "Route table" (the fixed routes a link may point to). */
const SPEC_ROUTES = new Set([
  "/",
  "/solutions",
  "/industries",
  "/isv",
  "/pos-systems",
  "/resources",
  "/blog",
  "/blog/stripe-square-paypal-high-risk",
  "/blog/5-payment-features-every-business-needs",
  "/blog/hidden-cost-bad-customer-service",
  "/high-risk",
  "/contact",
  "/application",
  "/partner",
  "/partner/schedule-consult",
  "/partner/about",
  "/partner/referral-program",
  "/privacy-policy",
]);

/** Routes the blog gained after the SPEC's table (issue 36): its category pages and its further pages, built here. */
const BLOG_ROUTES = /^\/blog\/(category\/[a-z0-9]+(-[a-z0-9]+)*|page\/[1-9]\d*)$/;

test("the sitemap lists every page of this area", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)![1]!;
  const xml = await (await request.get(new URL(sitemapUrl).pathname)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  for (const path of PAGES) expect(paths).toContain(path);
});

for (const path of PAGES) {
  test(`every link in the main content of ${path} reaches its target`, async ({ page, request }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of new Set(hrefs)) {
      if (/^(tel|mailto):/.test(href)) {
        expect(href).toMatch(/^tel:\+1\d{10}$|^mailto:[^@\s]+@[^@\s]+\.\w+$/);
        continue;
      }
      if (/^https:\/\//.test(href)) continue;
      const url = new URL(href, "http://site");
      const blogRoute = BLOG_ROUTES.test(url.pathname);
      if (!blogRoute) expect(SPEC_ROUTES, `${href} on ${path}`).toContain(url.pathname);
      // Routes other areas build (/contact, /application...) are checked against the route table only.
      if (!BUILT_HERE.has(url.pathname) && !blogRoute) continue;
      expect((await request.get(url.pathname)).status(), href).toBe(200);
      if (url.hash) {
        await page.goto(href);
        await expect(page.locator(url.hash), href).toHaveCount(1);
        await page.goto(path);
      }
    }
  });
}
