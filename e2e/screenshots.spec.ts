import { expect, test, type Page } from "@playwright/test";
import { NOT_FOUND_PATH, shareOf, sitePaths } from "./routes";

/**
 * Issue 19 item 7: a full-page screenshot of every route (the sitemap's, plus the 404) at 390 and 1280 px, attached
 * to the test results (test-results/<test>/<width>-<route>.png, and in the HTML report when one is enabled), so a
 * reviewer can look at the whole site without running it. One load per route per width, no waits beyond `load`.
 */
const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const fileName = (width: number, path: string) =>
  `${width}${path === "/" ? "-home" : path.replaceAll(/[^a-z0-9]+/gi, "-").replace(/-$/, "")}.png`;

/**
 * A full-page screenshot. Chromium now and then refuses a full-page capture on a loaded machine ("Protocol error
 * (Page.captureScreenshot): Unable to capture screenshot", seen once in a CI run of session 11 on /industries/kratom
 * while other work shared the two cores); the page itself is unchanged, so the capture is tried once more.
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

/** Each width's routes in four tests of a quarter each, which the workers run side by side. */
const PARTS = 4;

for (const viewport of widths) {
  for (let part = 0; part < PARTS; part += 1) {
    test(`every route at ${viewport.width} px (part ${part + 1} of ${PARTS})`, async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      const all = [...(await sitePaths(request)), NOT_FOUND_PATH];
      expect(all.length).toBeGreaterThan(20);
      const paths = shareOf(all, part, PARTS);
      for (const path of paths) {
        const response = await page.goto(path, { waitUntil: "load" });
        expect(response?.status(), path).toBe(path === NOT_FOUND_PATH ? 404 : 200);
        const file = testInfo.outputPath(fileName(viewport.width, path));
        const image = await capture(page, file);
        expect(image.byteLength, path).toBeGreaterThan(1_000);
        await testInfo.attach(`${viewport.width} ${path}`, { path: file, contentType: "image/png" });
      }
    });
  }
}
