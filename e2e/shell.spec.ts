import { expect, test, type Page } from "@playwright/test";
import { footerLinks, mainNav } from "../src/content/navigation";
import { site } from "../src/content/site";
import { gotoHydrated } from "./helpers";

/** The shared header and footer, as a visitor uses them at phone, tablet and desktop widths. */
const PAGE = "/privacy-policy";

const header = (page: Page) => page.locator("header").first();

test.describe("desktop header (1280 px)", () => {
  test("shows every top-level link, Get Started and the search box", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const nav = header(page).getByRole("navigation", { name: "Main" });
    for (const item of mainNav) {
      await expect(nav.getByRole("link", { name: item.label, exact: true }).first()).toHaveAttribute("href", item.href);
    }
    await expect(header(page).getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/application");
    await expect(header(page).getByRole("searchbox", { name: "Search the site" })).toBeVisible();
  });

  for (const item of mainNav.filter((entry) => entry.children)) {
    test(`${item.label} dropdown opens on hover with an Overview link and its children`, async ({ page }) => {
      await gotoHydrated(page, PAGE);
      const nav = header(page).getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: item.label, exact: true }).hover();
      const trigger = nav.getByRole("button", { name: `${item.label} menu` });
      await expect(trigger).toHaveAttribute("aria-expanded", "true");
      const panel = page.locator(`#${await trigger.getAttribute("aria-controls")}`);
      await expect(panel).toBeVisible();
      await expect(panel.getByRole("link", { name: "Overview" })).toHaveAttribute("href", item.href);
      for (const child of item.children!) {
        await expect(panel.getByRole("link", { name: child.label })).toHaveAttribute("href", child.href);
      }
      // Leaving the item closes it.
      await page.mouse.move(640, 700);
      await expect(panel).toBeHidden();
      await expect(trigger).toHaveAttribute("aria-expanded", "false");
    });
  }

  test("a dropdown opens by click and by keyboard, and Escape closes it", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const trigger = page.getByRole("button", { name: "Partner menu" });
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "Referral Program" }).first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await page.getByRole("button", { name: "Solutions menu" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Solutions menu" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Overview" }).first()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "POS Systems" }).first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Solutions menu" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Solutions menu" })).toHaveAttribute("aria-expanded", "false");

    // Tabbing out of an open item closes it.
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Solutions menu" })).toHaveAttribute("aria-expanded", "true");
    for (let i = 0; i < 4; i++) await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Solutions menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("search goes to /contact?search=<encoded text> and ignores blank text", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const box = header(page).getByRole("searchbox", { name: "Search the site" });
    await box.fill("   ");
    await box.press("Enter");
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe(PAGE);

    await box.fill("  high risk & CBD  ");
    await box.press("Enter");
    await page.waitForURL(/\/contact\?search=/);
    expect(page.url()).toContain("/contact?search=high%20risk%20%26%20CBD");
  });

  test("the header stays at the top while the page scrolls", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(200);
    const box = await header(page).boundingBox();
    expect(box?.y).toBe(0);
  });
});

test.describe("tablet header (900 px)", () => {
  test.use({ viewport: { width: 900, height: 1000 } });

  test("shows the links and Get Started but hides the search box and the menu toggle", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    await expect(
      header(page).getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Industries", exact: true }),
    ).toBeVisible();
    await expect(header(page).getByRole("link", { name: "Get Started" })).toBeVisible();
    await expect(header(page).getByRole("searchbox", { name: "Search the site" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();
  });
});

test.describe("mobile header (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("collapses to a toggle menu with every link and a search box, closing when a link is chosen", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    await expect(header(page).getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    for (const item of mainNav) {
      await expect(menu.getByRole("link", { name: item.label, exact: true })).toHaveAttribute("href", item.href);
      for (const child of item.children ?? []) {
        await expect(menu.getByRole("link", { name: child.label, exact: true })).toHaveAttribute("href", child.href);
      }
    }
    await expect(page.getByRole("searchbox", { name: "Search the site" }).last()).toBeVisible();

    await menu.getByRole("link", { name: "Industries", exact: true }).click();
    await page.waitForURL("**/industries");
  });

  test("the menu closes when a link is chosen and on Escape", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    // Stop the navigation so the closing is observable on this page.
    await page.route("**/industries", (route) => route.abort());
    await menu.getByRole("link", { name: "Low-Risk Industries" }).click();
    await expect(menu).toBeHidden();
  });

  test("mobile search submits to the contact page", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    await page.getByRole("button", { name: "Open menu" }).click();
    const box = page.getByRole("navigation", { name: "Mobile" }).getByRole("searchbox", { name: "Search the site" });
    await box.fill("ACH");
    await box.press("Enter");
    await page.waitForURL(/\/contact\?search=ACH$/);
  });
});

test.describe("footer", () => {
  test("has the SPEC's links, two social links, the veteran line and the 2024 copyright", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const footer = page.locator("footer");
    const nav = footer.getByRole("navigation", { name: "Footer" });
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(footerLinks.map((link) => link.href));
    await expect(nav.getByRole("link", { name: "About Us" })).toHaveAttribute("href", "/partner/about");
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/resources");
    await expect(nav.getByRole("link", { name: "Contact and Support" })).toHaveAttribute("href", "/contact");
    const social = footer.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(2);
    for (const link of await social.all()) {
      expect(await link.getAttribute("href")).toMatch(/^https:\/\//);
      expect(await link.getAttribute("rel")).toContain("noopener");
    }
    await expect(footer).toContainText("Veteran-founded and operated since 2017");
    await expect(footer).toContainText(`© 2024 ${site.brand.legalName}`);
  });
});
