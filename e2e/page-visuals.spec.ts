import { expect, test } from "@playwright/test";
import { heroVisualRoutes, heroVisuals, type HeroVisualName } from "../src/content/hero-visuals";
import { industrySlugs } from "../src/content/industries/industry.schema";
import { load } from "../src/content/industries";
import { site } from "../src/content/site";
import { suppressChatAutoOpen } from "./chat-helpers";
import { layoutShifts, recordLayoutShifts } from "./helpers";

/**
 * Issue 37, "sameness": the eleven pages that opened on the same four figures open on a picture of their own
 * subject, and each industry page's understanding picture is its own. Pictures reserve their box (no layout shift)
 * and are named for screen readers. axe over each of these pages at 390 and 1280 px: e2e/every-route.spec.ts.
 */
const heroPages = heroVisualRoutes;

test.describe("each page opens on its own picture (1280 px)", () => {
  for (const [name, path] of Object.entries(heroPages) as [HeroVisualName, string][]) {
    test(`${path}: its own hero picture, named, no figures panel, no shift`, async ({ page }) => {
      await suppressChatAutoOpen(page);
      await recordLayoutShifts(page);
      await page.goto(path);
      const hero = page.locator("main section").first();
      const visual = hero.locator("svg[data-hero-visual]");
      await expect(visual).toHaveCount(1);
      await expect(visual).toHaveAttribute("data-hero-visual", name);
      await expect(visual).toBeVisible();
      await expect(hero.getByRole("img", { name: heroVisuals[name].alt })).toBeVisible();
      // The box is reserved by width/height: the picture is as wide as its column and 3:4 of that high.
      const box = (await visual.boundingBox())!;
      expect(box.width).toBeGreaterThan(300);
      expect(Math.abs(box.height - (box.width * 360) / 480)).toBeLessThan(1);
      // No stat tiles: no figures panel (a figure of description lists) and no tile's label in the hero.
      await expect(hero.locator("dl, dd, figure")).toHaveCount(0);
      for (const claim of [site.claims.approvalRate, site.claims.statesServed, site.claims.yearsInBusiness]) {
        await expect(hero).not.toContainText(claim.label);
      }
      await page.waitForLoadState("load");
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(300);
      const shifts = await layoutShifts(page);
      expect(shifts.filter((shift) => shift.inHero)).toEqual([]);
      expect(shifts.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
    });
  }

  test("no two pages share a picture", async ({ page }) => {
    // Gathered again here: the tests above may run in other workers.
    const pictures = new Set<string>();
    for (const path of Object.values(heroPages)) {
      await page.goto(path);
      pictures.add(await page.locator("svg[data-hero-visual]").innerHTML());
    }
    expect(pictures.size).toBe(Object.keys(heroPages).length);
  });

  test("phones keep the hero to its text: no picture pushes the page down at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of Object.values(heroPages)) {
      await page.goto(path);
      await expect(page.locator("svg[data-hero-visual]"), path).toBeHidden();
      await expect(page.locator("main section").first().locator("dd"), path).toHaveCount(0);
    }
  });
});

test.describe("each industry's understanding picture is its own", () => {
  test("17 different pictures, each named from its content and unlike the page's hero", async ({ page }) => {
    // Seventeen page loads: on a loaded CI machine that alone has taken over 30 s.
    test.setTimeout(120_000);
    const pictures = new Set<string>();
    for (const slug of industrySlugs) {
      const industry = load(slug)!;
      await page.goto(`/industries/${slug}`);
      const section = page.locator('section[aria-labelledby="industry-understanding-title"]');
      const picture = section.getByRole("img", { name: industry.understanding.imageAlt });
      await expect(picture, slug).toBeVisible();
      await expect(picture).toHaveAttribute("width", "480");
      await expect(picture).toHaveAttribute("height", "360");
      const markup = await picture.innerHTML();
      const hero = await page.getByRole("img", { name: industry.hero.imageAlt }).innerHTML();
      expect(markup, slug).not.toBe(hero);
      pictures.add(markup);
    }
    expect(pictures.size).toBe(industrySlugs.length);
  });

  for (const width of [390, 1280]) {
    test(`the understanding section shifts nothing at ${width} px`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await suppressChatAutoOpen(page);
      await recordLayoutShifts(page);
      for (const slug of industrySlugs) {
        await page.goto(`/industries/${slug}`);
        await page.locator("#industry-understanding-title").scrollIntoViewIfNeeded();
        await page.evaluate(() => document.fonts.ready);
        const shifts = await layoutShifts(page);
        expect(
          shifts.reduce((sum, shift) => sum + shift.value, 0),
          slug,
        ).toBe(0);
      }
    });
  }
});
