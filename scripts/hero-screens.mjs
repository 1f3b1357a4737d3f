// Before/after pictures of the issue 37 routes for docs/screens/: the hero of the eleven pages that open on their
// own picture, the home page's integrations row (lighter HTML, same look) and the understanding section's picture
// of the 17 industry pages, at 390 and 1280 px, clipped to the part that changed so the PNGs stay small. Needs a
// running server (the build, e.g. scripts/e2e-server.mjs).
//
//   BASE_URL=http://127.0.0.1:4391 node scripts/hero-screens.mjs after
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumPath } from "./chromium-flags.mjs";
import { importBundled } from "../bench/bundle.mjs";

const label = process.argv[2] ?? "after";
const base = process.env.BASE_URL ?? "http://127.0.0.1:4391";
// The page of each hero picture, from the content module the browser test reads too.
const { heroVisualRoutes: heroRoutes } = await importBundled("src/content/hero-visuals.ts");

// The industry pages, from the sitemap the site serves.
const sitemap = await (await fetch(`${base}/sitemap-0.xml`)).text();
const industrySlugs = [...sitemap.matchAll(/\/industries\/([a-z0-9-]+)<\/loc>/g)].map((match) => match[1]);

mkdirSync("docs/screens", { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    // The chat's automatic opening would cover part of the picture.
    await context.addInitScript(() => window.sessionStorage.setItem("harborline-chat-auto-opened", "1"));
    const page = await context.newPage();
    for (const [name, route] of Object.entries(heroRoutes)) {
      await page.goto(`${base}${route}`, { waitUntil: "load" });
      await page
        .locator("main section")
        .first()
        .screenshot({ path: `docs/screens/${label}-hero-${name}-${width}.png` });
    }
    // The home page looks the same; its brand marks now come from a sprite and its bullets and arrows from CSS.
    await page.goto(`${base}/`, { waitUntil: "load" });
    await page
      .locator('section[aria-labelledby="integrations-heading"]')
      .screenshot({ path: `docs/screens/${label}-home-integrations-${width}.png` });
    for (const slug of industrySlugs) {
      await page.goto(`${base}/industries/${slug}`, { waitUntil: "load" });
      const picture = page.locator('section[aria-labelledby="industry-understanding-title"] svg[role="img"]');
      await picture.scrollIntoViewIfNeeded();
      await picture.screenshot({ path: `docs/screens/${label}-detail-${slug}-${width}.png` });
    }
    await context.close();
  }
} finally {
  await browser.close();
}
