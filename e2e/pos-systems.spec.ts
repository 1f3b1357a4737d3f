import { expect, test, type Page } from "@playwright/test";
import { posPage, posSystems } from "../src/content/pos";
import { site } from "../src/content/site";
import { gotoHydrated, waitForIsland } from "./helpers";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, expectPageBasics } from "./marketing-helpers";

const INTERVAL = 8000;

const carousel = (page: Page) => page.locator('[aria-roledescription="carousel"]');
const activeSlide = (page: Page) => carousel(page).locator('[aria-roledescription="slide"][data-active="true"]');

/**
 * Opens the page with a controllable clock, stops time, then scrolls the carousel into view (it hydrates on
 * visibility) so its timer starts on the paused clock and only `runFor` moves it.
 */
async function openCarousel(page: Page) {
  await page.clock.install({ time: new Date("2025-01-15T09:00:00Z") });
  await gotoHydrated(page, "/pos-systems");
  await page.clock.pauseAt(new Date("2025-01-15T10:00:00Z"));
  await page.getByRole("heading", { name: posPage.systems.heading }).scrollIntoViewIfNeeded();
  await waitForIsland(page, "pos-carousel");
  await expectSlide(page, 1);
}

async function expectSlide(page: Page, position: number) {
  await expect(activeSlide(page)).toHaveAttribute("aria-label", `${position} of 5`);
  await expect(carousel(page).getByRole("heading", { name: posSystems[position - 1]!.name })).toBeVisible();
}

/** Takes the pointer and focus away from the carousel, so only the Pause/Play state decides whether it moves. */
async function leaveCarousel(page: Page) {
  await page.mouse.move(5, 300);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe("/pos-systems page", () => {
  test("opens with POS System Integrations and the 200+ claim", async ({ page }) => {
    await gotoHydrated(page, "/pos-systems");
    await expectPageBasics(page, "POS System Integrations", "/pos-systems");
    await expect(page.locator("main section").first()).toContainText(site.claims.posIntegrations.statement);
  });

  test("lists the three POS types with their features", async ({ page }) => {
    await gotoHydrated(page, "/pos-systems");
    const section = page.getByRole("region", { name: posPage.types.heading });
    for (const type of posPage.types.items) {
      const card = section.getByRole("listitem").filter({ has: page.getByRole("heading", { name: type.title }) });
      await expect(card.getByRole("listitem")).toHaveText(type.features);
    }
  });

  test("shows 15 integration partners with logos and the contact buttons", async ({ page }) => {
    await gotoHydrated(page, "/pos-systems");
    const partners = page.getByRole("region", { name: posPage.partners.heading });
    const items = partners.getByRole("list").first().getByRole("listitem");
    await expect(items).toHaveCount(15);
    for (const item of await items.all()) await expect(item.locator("svg path")).toHaveCount(1);
    await expect(items.first()).toContainText(posPage.partners.items[0]!.name);

    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Contact Us for More" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Contact Us for Custom Integration" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/application");
    await expect(main.getByRole("link", { name: "Schedule Demo" })).toHaveAttribute("href", "/contact");
  });

  test("is accessible (axe, WCAG 2.2 AA) with the carousel hydrated, and fits a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/pos-systems");
    await page.getByRole("heading", { name: posPage.systems.heading }).scrollIntoViewIfNeeded();
    await waitForIsland(page, "pos-carousel");
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe("POS carousel", () => {
  test("every slide is in the page with its logo, image and Apply Now to /application", async ({ page }) => {
    await gotoHydrated(page, "/pos-systems");
    const slides = carousel(page).locator('[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(5);
    for (const [index, system] of posSystems.entries()) {
      const slide = slides.nth(index);
      await expect(slide).toHaveAttribute("aria-label", `${index + 1} of 5`);
      await expect(slide).toContainText(system.description);
      await expect(slide.locator(`svg[aria-label="${system.name} logo"]`)).toHaveCount(1);
      await expect(slide.locator(`svg[aria-label="${system.imageAlt}"]`)).toHaveCount(1);
      await expect(slide.locator('a[href="/application"]')).toHaveText(/Apply Now/);
    }
  });

  test("advances every 8 seconds and wraps from the last slide to the first", async ({ page }) => {
    await openCarousel(page);
    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL - 100);
    await expectSlide(page, 1);
    for (const position of [2, 3, 4, 5, 1]) {
      await page.clock.runFor(position === 2 ? 100 : INTERVAL);
      await expectSlide(page, position);
    }
    // While it rotates on its own the slide changes are not announced.
    await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "off");
  });

  test("previous and next wrap around; indicator dots select a slide", async ({ page }) => {
    await openCarousel(page);
    await page.getByRole("button", { name: "Previous slide" }).click();
    await expectSlide(page, 5);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 1);
    await page.getByRole("button", { name: "Next slide" }).click();
    await expectSlide(page, 2);

    const dot = page.getByRole("button", { name: `Show slide 4 of 5: ${posSystems[3]!.name}` });
    await dot.click();
    await expectSlide(page, 4);
    await expect(dot).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("button", { name: /^Show slide 2 of 5/ })).not.toHaveAttribute("aria-current", "true");
  });

  test("pauses while hovered and resumes when the pointer leaves", async ({ page }) => {
    await openCarousel(page);
    await carousel(page).getByRole("heading", { name: posSystems[0]!.name }).hover();
    await page.clock.runFor(INTERVAL * 3);
    await expectSlide(page, 1);
    await page.mouse.move(5, 300);
    await page.clock.runFor(INTERVAL);
    await expectSlide(page, 2);
  });

  test("pauses while focus is inside and resumes when it leaves", async ({ page }) => {
    await openCarousel(page);
    await page.mouse.move(5, 300);
    await page.getByRole("button", { name: "Next slide" }).focus();
    await page.clock.runFor(INTERVAL * 3);
    await expectSlide(page, 1);
    await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(INTERVAL);
    await expectSlide(page, 2);
  });

  test("the Pause button stops the rotation until Play is pressed", async ({ page }) => {
    await openCarousel(page);
    const pause = page.getByRole("button", { name: "Pause automatic slide rotation" });
    await expect(pause).toHaveText("Pause");
    await pause.click();
    const play = page.getByRole("button", { name: "Play automatic slide rotation" });
    await expect(play).toHaveText("Play");
    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL * 3);
    await expectSlide(page, 1);
    await expect(carousel(page).locator("[aria-live]")).toHaveAttribute("aria-live", "polite");

    await play.click();
    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL);
    await expectSlide(page, 2);
  });

  test("works from the keyboard", async ({ page }) => {
    await openCarousel(page);
    await page.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    await expectSlide(page, 2);
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Space");
    await expectSlide(page, 1);
  });
});

test.describe("POS carousel under reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("does not move until the visitor presses Play", async ({ page }) => {
    await openCarousel(page);
    const play = page.getByRole("button", { name: "Play automatic slide rotation" });
    await expect(play).toBeVisible();
    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL * 3);
    await expectSlide(page, 1);

    await play.click();
    await leaveCarousel(page);
    await page.clock.runFor(INTERVAL);
    await expectSlide(page, 2);
  });
});
