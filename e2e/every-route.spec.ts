import { expect, test, type Page } from "@playwright/test";
import { site } from "../src/content/site";
import { axeBuilder } from "./axe";
import { gotoHydrated } from "./helpers";
import { NOT_FOUND_PATH, shareOf, sitePaths } from "./routes";

/**
 * One visit per route and width does every check that holds for all pages, so a sweep loads each page once:
 * - axe with the WCAG 2.0/2.1/2.2 A and AA rules finds nothing serious or critical (phone and desktop);
 * - the page has one h1, a title ending in the brand, a description, one canonical URL and an Open Graph card that
 *   is a 1200x630 PNG, and its first block ends with the mark the first paint waits for; the console shows no error and the page throws none (a CSP violation is logged as an error);
 * - a full-page screenshot is attached to the results (test-results/<test>/<width>-<route>.png), so a reviewer can
 *   look at the whole site without running it (issue 19 item 7).
 * Each width's routes are four tests of a quarter each, which the workers run side by side.
 */
const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "phone", width: 390, height: 844 },
] as const;
const PARTS = 4;

const fileName = (width: number, path: string) =>
  `${width}${path === "/" ? "-home" : path.replaceAll(/[^a-z0-9]+/gi, "-").replace(/-$/, "")}.png`;

/**
 * A full-page screenshot. Chromium now and then refuses a full-page capture on a loaded machine ("Protocol error
 * (Page.captureScreenshot): Unable to capture screenshot"); the page itself is unchanged, so the capture is tried
 * once more after a frame.
 */
async function capture(page: Page, file: string): Promise<Buffer> {
  const options = { path: file, fullPage: true, animations: "disabled" } as const;
  try {
    return await page.screenshot(options);
  } catch (error) {
    if (!String(error).includes("Unable to capture screenshot")) throw error;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
    return await page.screenshot(options);
  }
}

for (const viewport of VIEWPORTS) {
  for (let part = 0; part < PARTS; part += 1) {
    test(`every route at ${viewport.width} px: metadata, no console error, no serious axe finding, a screenshot (part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
    }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const all = [...(await sitePaths(request)), NOT_FOUND_PATH];
      expect(all).toContain("/privacy-policy");
      expect(all.length).toBeGreaterThan(30);
      const paths = shareOf(all, part, PARTS);

      const problems: string[] = [];
      const cards = new Map<string, string>();
      // The not-found document itself is logged as a failed (404) resource; anything else in red is a defect.
      page.on("console", (message) => {
        const text = message.text();
        if (message.type() === "error" && !(page.url().endsWith(NOT_FOUND_PATH) && text.includes("status of 404"))) {
          problems.push(`${page.url()}: console: ${text}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`${page.url()}: ${error.message}`));

      for (const path of paths) {
        const response = await gotoHydrated(page, path);
        expect(response?.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);

        await expect(page.locator("h1"), path).toHaveCount(1);
        expect(await page.title(), path).toMatch(new RegExp(`${site.brand.name}$`));
        expect(await page.locator('meta[name="description"]').getAttribute("content"), path).toBeTruthy();
        expect(await page.locator('link[rel="canonical"]').count(), path).toBe(1);
        cards.set(path, new URL((await page.locator('meta[property="og:image"]').getAttribute("content"))!).pathname);
        // The first paint waits for the end of the opening block (src/components/layout/hero-end.tsx): one mark,
        // the last element of main's first block, named by the head's render-blocking rel=expect link.
        const mark = await page.evaluate(() => {
          const marks = document.querySelectorAll("#hero-end");
          const first = document.querySelector("main > :not(link)");
          return {
            marks: marks.length,
            inFirstBlock: Boolean(first?.contains(marks[0] ?? null)),
            lastOfItsBlock: Boolean(marks[0] && !marks[0].nextElementSibling),
            expect: document.head.querySelector('link[rel="expect"][blocking="render"]')?.getAttribute("href"),
          };
        });
        expect(mark, path).toEqual({ marks: 1, inFirstBlock: true, lastOfItsBlock: true, expect: "#hero-end" });

        const results = await axeBuilder(page).analyze();
        for (const violation of results.violations) {
          if (violation.impact === "serious" || violation.impact === "critical") {
            problems.push(
              `${path}: axe [${violation.impact}] ${violation.id}: ${violation.nodes
                .map((node) => node.target.join(" "))
                .slice(0, 3)
                .join(", ")}`,
            );
          }
        }

        const file = testInfo.outputPath(fileName(viewport.width, path));
        const screenshot = await capture(page, file);
        expect(screenshot.byteLength, path).toBeGreaterThan(1_000);
        await testInfo.attach(`${viewport.width} ${path}`, { path: file, contentType: "image/png" });
      }
      // The cards are fetched together at the end: between two pages (axe, a screenshot) the API client's kept-alive
      // connection can sit idle for as long as the server keeps it (5 s), and a request sent as it closes is reset.
      for (const [path, card] of cards) {
        const png = await request.get(card);
        expect(png.status(), `${path} -> ${card}`).toBe(200);
        const body = await png.body();
        expect(body.subarray(1, 4).toString(), card).toBe("PNG");
        expect([body.readUInt32BE(16), body.readUInt32BE(20)], card).toEqual([1200, 630]);
      }
      expect(problems).toEqual([]);
    });
  }
}
