// Layout shift caused by the brand font's swap (issue 19), at 390 px in Chromium, against a running server:
//
//   npm run build && PORT=4919 HOST=127.0.0.1 node scripts/e2e-server.mjs &
//   BASE_URL=http://127.0.0.1:4919 node bench/font-swap-cls.mjs / /industries
//
// Three loads per page: as served (the font is preloaded), with the woff2 response held back 1 s (the fallback
// paints first and the swap happens after layout), and held back with the metric-matched fallback family removed
// from --font-display (what the swap would cost without it). Each sums the layout-shift entries (without recent
// input) from navigation until the fonts are ready plus 300 ms, i.e. before the chat teaser's timer. Prints
// figures only; it is not part of `npm test`.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/chromium-flags.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:4919";
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ["/", "/industries"];
const modes = ["as served", "font held 1 s", "held, no fallback"];

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
const rows = [];
for (const path of paths) {
  const row = { path };
  for (const mode of modes) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    if (mode !== "as served") {
      await page.route(/\.woff2$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
    }
    if (mode === "held, no fallback") {
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const body = (await response.text()).replaceAll('"Plus Jakarta Sans Fallback", ', "");
          await route.fulfill({ response, body });
        },
      );
    }
    await page.addInitScript(() => {
      window.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(base + path, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready);
    await page.waitForTimeout(300);
    row[mode] = (await page.evaluate(() => window.__cls)).toFixed(4);
    await context.close();
  }
  rows.push(row);
}
await browser.close();
console.table(rows);
