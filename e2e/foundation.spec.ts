import { expect, test } from "@playwright/test";
import { privacyPolicy } from "../src/content/privacy-policy";
import { site } from "../src/content/site";
import { gotoHydrated } from "./helpers";
import { NOT_FOUND_PATH, sitePaths } from "./routes";

test.describe("not found and redirects", () => {
  test("an unknown path answers 404 with the Page Not Found page, the shell and a way home", async ({ page }) => {
    const response = await page.goto(NOT_FOUND_PATH);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Page Not Found/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    await expect(page.locator("header").getByRole("link", { name: `${site.brand.name} home` })).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  });

  test("a nested unknown path and an unknown asset also answer 404", async ({ request }) => {
    expect((await request.get("/industries/not-a-real-industry/extra")).status()).toBe(404);
    expect((await request.get("/_astro/not-a-file.js")).status()).toBe(404);
  });

  test("/high-risk-management redirects permanently to /high-risk", async ({ request }) => {
    const response = await request.get("/high-risk-management", { maxRedirects: 0 });
    expect([301, 308]).toContain(response.status());
    expect(response.headers()["location"]).toBe("/high-risk");
  });
});

test.describe("privacy policy", () => {
  test("shows the effective date, the eight numbered sections and the contact block", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Policy");
    await expect(page.getByText("Effective date: September 22, 2025")).toBeVisible();
    const headings = page.locator("article ol > li > h2");
    await expect(headings).toHaveText(privacyPolicy.sections.map((section) => `${section.number}.${section.title}`));
    const contact = page.getByRole("region", { name: "Contact Us" });
    await expect(contact.getByRole("link", { name: site.contact.phone.display })).toHaveAttribute(
      "href",
      `tel:${site.contact.phone.e164}`,
    );
    await expect(contact.getByRole("link", { name: site.contact.email })).toHaveAttribute("href", `mailto:${site.contact.email}`);
  });

  test("carries the full metadata block and Organization JSON-LD", async ({ page }) => {
    await page.goto("/privacy-policy");
    const meta = (selector: string) => page.locator(selector).first().getAttribute("content");
    expect(await page.title()).toBe(`Privacy Policy | ${site.brand.name}`);
    expect(await meta('meta[name="description"]')).toMatch(/collects, uses, protects and shares/);
    expect(await meta('meta[name="keywords"]')).toContain("privacy policy");
    expect(await meta('meta[name="robots"]')).toBe("index, follow");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/^https?:\/\/[^/]+\/privacy-policy$/);
    expect(await meta('meta[property="og:title"]')).toBe(`Privacy Policy | ${site.brand.name}`);
    expect(await meta('meta[property="og:type"]')).toBe("website");
    expect(await meta('meta[property="og:site_name"]')).toBe(site.brand.name);
    expect(await meta('meta[property="og:locale"]')).toBe("en_US");
    expect(await meta('meta[property="og:url"]')).toMatch(/\/privacy-policy$/);
    expect(await meta('meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await meta('meta[name="twitter:site"]')).toBe(site.brand.twitterHandle);
    expect(await meta('meta[name="twitter:creator"]')).toBe(site.brand.twitterHandle);
    expect(await meta('meta[name="twitter:title"]')).toBe(`Privacy Policy | ${site.brand.name}`);
    const ogImage = await meta('meta[property="og:image"]');
    expect(ogImage).toMatch(/\/og\/privacy-policy\.png$/);
    expect(await meta('meta[name="twitter:image"]')).toBe(ogImage);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((text) => JSON.parse(text)["@type"])).toContain("Organization");
  });
});

test.describe("every page", () => {
  // One h1, the title, description, canonical URL, Open Graph card and no console error on every route: checked in
  // the same visit as the route's axe sweep and screenshot (e2e/every-route.spec.ts).

  test("sitemap.xml and robots.txt list the site's pages from the configured site URL", async ({ request }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const paths = await sitePaths(request);
    expect(paths).toContain("/privacy-policy");
    expect(paths).not.toContain("/404");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap-index\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });

  test("every response carries the security headers, hashed assets are immutable and HTML is compressed", async ({
    page,
    request,
  }) => {
    const scripts: string[] = [];
    page.on("response", (response) => {
      // Scripts only: the brand font is a hashed asset too, but woff2 is compressed already and has no br copy.
      const pathname = new URL(response.url()).pathname;
      if (pathname.startsWith("/_astro/") && pathname.endsWith(".js")) scripts.push(pathname);
    });
    await gotoHydrated(page, "/privacy-policy");
    expect(scripts.length).toBeGreaterThan(0);
    for (const path of ["/privacy-policy", NOT_FOUND_PATH, scripts[0]!, "/robots.txt", "/og/privacy-policy.png"]) {
      const response = await request.get(path, { headers: { "accept-encoding": "gzip" } });
      const headers = response.headers();
      expect(headers["content-security-policy"], path).toMatch(
        /object-src 'none'.*base-uri '(self|none)'.*form-action '(self|none)'.*frame-ancestors 'none'/,
      );
      expect(headers["strict-transport-security"], path).toContain("max-age=31536000");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["x-powered-by"], path).toBeUndefined();
    }
    const asset = await request.get(scripts[0]!);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const html = await request.get("/privacy-policy", { headers: { "accept-encoding": "gzip" } });
    expect(html.headers()["content-encoding"]).toBe("gzip");
    // The build's brotli copies (scripts/precompress.mjs): preferred whenever the client accepts them.
    for (const path of ["/", "/industries", "/privacy-policy", scripts[0]!]) {
      const response = await request.get(path, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
      expect(response.headers()["content-encoding"], path).toBe("br");
      expect(response.headers()["vary"], path).toMatch(/accept-encoding/i);
      expect(response.headers()["etag"], path).toMatch(/-br"$/);
    }
  });
});
