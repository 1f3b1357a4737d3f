import { solutions } from "../src/content/solutions";
import { expect, test, type Page } from "@playwright/test";
import { home } from "../src/content/home";
import { site } from "../src/content/site";
import { axeBuilder } from "./axe";
import { gotoHydrated, waitForIsland } from "./helpers";

/** The home page as a visitor uses it: section order, calls to action, industry tabs, calculator, scroll. */
const main = (page: Page) => page.locator("main");

async function openCalculator(page: Page) {
  await gotoHydrated(page, "/");
  await page.locator("#calculator").scrollIntoViewIfNeeded();
  await waitForIsland(page, "fee-calculator");
}

/** The figure shown for a result label in the calculator's results. */
const result = (page: Page, label: string) =>
  page.locator("#calculator dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

async function setCalculator(page: Page, values: { ticket?: string; volume?: string; card?: string; keyed?: string }) {
  const calculator = page.locator("#calculator");
  if (values.ticket !== undefined)
    await calculator.getByRole("spinbutton", { name: "Average Ticket Amount", exact: true }).fill(values.ticket);
  if (values.volume !== undefined)
    await calculator.getByRole("spinbutton", { name: "Average Monthly Volume", exact: true }).fill(values.volume);
  if (values.card !== undefined)
    await calculator.getByRole("slider", { name: "Card Payment Percentage", exact: true }).fill(values.card);
  if (values.keyed !== undefined)
    await calculator.getByRole("slider", { name: "Keyed Percentage", exact: true }).fill(values.keyed);
}

async function expectResults(page: Page, sales: string, fees: string, kept: string) {
  await expect(result(page, "Annual Credit/Debit Card Sales")).toHaveText(sales);
  await expect(result(page, "Estimated Processing Fees")).toHaveText(fees);
  await expect(result(page, "Amount You Keep")).toHaveText(kept);
}

test.describe("home page structure", () => {
  test("has one h1 and the twelve sections in the SPEC's order, the contact section last", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page).toHaveTitle(/Harborline Payments$/);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator("h1")).toHaveText(home.hero.title);

    const sections = main(page).locator(":scope > section");
    await expect(sections).toHaveCount(12);
    const labels = await sections.evaluateAll((nodes) =>
      nodes.map((node) => document.getElementById(node.getAttribute("aria-labelledby") ?? "")?.textContent?.trim()),
    );
    expect(labels).toEqual([
      home.hero.title,
      home.stats.heading,
      home.calculator.heading,
      home.industries.heading,
      home.pos.heading,
      home.process.heading,
      home.solutions.heading,
      home.integrations.heading,
      home.testimonials.heading,
      home.isv.heading,
      home.feeAnalysis.heading,
      home.contact.heading,
    ]);
    await expect(sections.nth(2)).toHaveAttribute("id", "calculator");
    await expect(sections.nth(11)).toHaveAttribute("id", "contact");
    // Nothing but the footer follows the contact section.
    const afterMain = await page.evaluate(() => document.querySelector("main")?.nextElementSibling?.tagName);
    expect(afterMain).toBe("FOOTER");
  });

  test("the stats row shows the five figures from the site claims", async ({ page }) => {
    await gotoHydrated(page, "/");
    const stats = main(page).locator("section").nth(1);
    const values = await stats.locator("dd").allTextContents();
    expect(values).toEqual([
      site.claims.feeReduction.value,
      site.claims.yearsInBusiness.value,
      site.claims.statesServed.value,
      site.claims.posIntegrations.value,
      site.claims.isvIntegration.value,
    ]);
    expect(values).toEqual(["39%", "5+", "50", "200+", "24hrs"]);
  });

  test("the five process steps, six solution cards and three testimonials are shown", async ({ page }) => {
    await gotoHydrated(page, "/");
    const process = main(page).locator("section", { has: page.locator("#process-heading") });
    await expect(process.getByRole("heading", { level: 3 })).toHaveText([
      "Step 1: Submit Application",
      "Step 2: Initial Consultation",
      "Step 3: Risk Evaluation",
      "Step 4: Account Setup",
      "Step 5: Ongoing Support",
    ]);
    const solutionsSection = main(page).locator("section", { has: page.locator("#solutions-heading") });
    await expect(solutionsSection.getByRole("heading", { level: 3 })).toHaveText(solutions.map((card) => card.title));
    await expect(solutionsSection.locator("li li")).toHaveCount(24);
    const testimonials = main(page)
      .locator("section", { has: page.locator("#testimonials-heading") })
      .locator("figure");
    await expect(testimonials).toHaveCount(3);
    for (const [index, item] of home.testimonials.items.entries()) {
      await expect(testimonials.nth(index).locator("blockquote")).toContainText(item.quote);
      await expect(testimonials.nth(index).locator("figcaption")).toContainText(item.name);
      await expect(testimonials.nth(index).locator("figcaption")).toContainText(item.role);
    }
  });

  test("the integrations row shows brand logos from simple-icons, each named", async ({ page }) => {
    await gotoHydrated(page, "/");
    const row = main(page).locator("section", { has: page.locator("#integrations-heading") });
    await expect(row.locator("li")).toHaveCount(home.integrations.brands.length);
    // Each mark is drawn from the brand sprite file (a <use> of its path).
    await expect(row.locator("li svg use")).toHaveCount(home.integrations.brands.length);
    await expect(row.locator("li").first()).toContainText("Shopify");
  });

  test("the page body has no serious or critical accessibility violations (WCAG 2.2 AA)", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.locator("#calculator").scrollIntoViewIfNeeded();
    await waitForIsland(page, "fee-calculator");
    await page.locator("#industries-heading").scrollIntoViewIfNeeded();
    await waitForIsland(page, "industries-tabs");
    // The page body only: the shared header and footer belong to the layout's own tests.
    const results = await axeBuilder(page).include("main").analyze();
    const serious = results.violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
    expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`)).toEqual([]);
  });
});

test.describe("home calls to action", () => {
  const section = (page: Page, headingId: string) => main(page).locator("section", { has: page.locator(`#${headingId}`) });

  test("every button and link goes where the SPEC says", async ({ page }) => {
    await gotoHydrated(page, "/");
    const expectLink = async (headingId: string, name: string | RegExp, href: string) => {
      const links = section(page, headingId).getByRole("link", { name });
      await expect(links).toHaveCount(1);
      await expect(links).toHaveAttribute("href", href);
    };
    await expectLink("hero-title", "Apply Now", "/application");
    await expectLink("hero-title", "Calculate Savings", "#calculator");
    await expectLink("calculator-heading", "Apply Now", "/application");
    await expectLink("industries-heading", "View All Industries", "/industries");
    await expectLink("pos-heading", "Explore POS Systems", "/pos-systems");
    await expectLink("process-heading", "Apply Now", "/application");
    await expectLink("solutions-heading", /^Learn More/, "/solutions");
    await expectLink("integrations-heading", /^View All/, "/pos-systems");
    await expectLink("isv-heading", /^Learn More/, "/isv");
    await expectLink("isv-heading", "Schedule Consultation", "/partner/schedule-consult");
    await expectLink("fee-analysis-heading", "Analyze My Fees", "/application");
    await expectLink("contact-heading", site.contact.phone.display, `tel:${site.contact.phone.e164}`);
    await expectLink("contact-heading", site.contact.email, `mailto:${site.contact.email}`);

    // No other link hides in the page body (the industry cards of the open tab each open their industry, issue 37).
    const hrefs = await main(page)
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(new Set(hrefs)).toEqual(
      new Set([
        "/application",
        "#calculator",
        "/industries",
        "/pos-systems",
        "/solutions",
        "/isv",
        "/partner/schedule-consult",
        `tel:${site.contact.phone.e164}`,
        `mailto:${site.contact.email}`,
        ...home.industries.tabs[0].cards.map((card) => card.href),
      ]),
    );
  });

  test("Apply Now in the hero navigates to the application page", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.route("**/application", (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<title>ok</title>" }),
    );
    await section(page, "hero-title").getByRole("link", { name: "Apply Now" }).click();
    await page.waitForURL("**/application");
  });
});

test.describe("Calculate Savings", () => {
  test("scrolls smoothly to the calculator and moves focus there", async ({ page }) => {
    await gotoHydrated(page, "/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    await page.getByRole("link", { name: "Calculate Savings" }).click();
    await expect(page).toHaveURL(/#calculator$/);
    await expect(page.locator("#calculator")).toBeFocused();
    await expect(page.locator("#calculator-heading")).toBeInViewport();
    // The calculator's top sits just under the sticky header once the scroll settles.
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById("calculator")!.getBoundingClientRect().top)))
      .toBeLessThanOrEqual(90);
  });

  test("works from the keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Calculate Savings" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#calculator")).toBeFocused();
    // The next Tab reaches the calculator's first input.
    await waitForIsland(page, "fee-calculator");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("spinbutton", { name: "Average Ticket Amount" })).toBeFocused();
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("jumps instantly", async ({ page }) => {
      await gotoHydrated(page, "/");
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
      await page.getByRole("link", { name: "Calculate Savings" }).click();
      const top = await page.evaluate(() => Math.round(document.getElementById("calculator")!.getBoundingClientRect().top));
      expect(top).toBeLessThanOrEqual(90);
      await expect(page.locator("#calculator")).toBeFocused();
    });
  });
});

test.describe("fee-savings calculator", () => {
  test("starts from the worked example (issue 19), within the SPEC's ranges", async ({ page }) => {
    await openCalculator(page);
    const calculator = page.locator("#calculator");
    await expect(calculator.getByRole("spinbutton", { name: "Average Ticket Amount", exact: true })).toHaveValue("45");
    await expect(calculator.getByRole("spinbutton", { name: "Average Monthly Volume", exact: true })).toHaveValue("25000");
    const card = calculator.getByRole("slider", { name: "Card Payment Percentage", exact: true });
    const keyed = calculator.getByRole("slider", { name: "Keyed Percentage", exact: true });
    await expect(card).toHaveValue("80");
    await expect(keyed).toHaveValue("20");
    for (const slider of [card, keyed]) {
      await expect(slider).toHaveAttribute("min", "0");
      await expect(slider).toHaveAttribute("max", "100");
    }
    await expect(calculator.getByRole("spinbutton", { name: "Average Monthly Volume" })).toHaveAttribute("min", "0");
    await expectResults(page, "$240,000.00", "$6,240.00", "$233,760.00");
    await expect(calculator).toContainText("estimates for standard businesses");
  });

  test("recomputes on every change, for several input sets", async ({ page }) => {
    await openCalculator(page);
    await setCalculator(page, { ticket: "45", volume: "10000", card: "50", keyed: "50" });
    await expectResults(page, "$60,000.00", "$1,650.00", "$58,350.00");

    await setCalculator(page, { volume: "25000", card: "80", keyed: "20" });
    await expectResults(page, "$240,000.00", "$6,240.00", "$233,760.00");

    await setCalculator(page, { volume: "42500", card: "90", keyed: "100" });
    await expectResults(page, "$459,000.00", "$13,770.00", "$445,230.00");

    await setCalculator(page, { volume: "1234.56", card: "100", keyed: "0" });
    await expectResults(page, "$14,814.72", "$370.37", "$14,444.35");
  });

  test("the average ticket does not change the estimate; empty or negative volume counts as 0", async ({ page }) => {
    await openCalculator(page);
    await setCalculator(page, { volume: "10000", card: "50", keyed: "50" });
    await expectResults(page, "$60,000.00", "$1,650.00", "$58,350.00");
    await setCalculator(page, { ticket: "9999" });
    await expectResults(page, "$60,000.00", "$1,650.00", "$58,350.00");
    await setCalculator(page, { volume: "" });
    await expectResults(page, "$0.00", "$0.00", "$0.00");
    await setCalculator(page, { volume: "-500" });
    await expectResults(page, "$0.00", "$0.00", "$0.00");
  });

  test("sliders move by keyboard and show their value", async ({ page }) => {
    await openCalculator(page);
    await setCalculator(page, { volume: "1000", keyed: "50" });
    const card = page.getByRole("slider", { name: "Card Payment Percentage", exact: true });
    await card.focus();
    await page.keyboard.press("End");
    await expect(card).toHaveValue("100");
    await expect(card).toHaveAttribute("aria-valuetext", "100%");
    await expectResults(page, "$12,000.00", "$330.00", "$11,670.00");
    await page.keyboard.press("Home");
    await expect(card).toHaveValue("0");
    await expectResults(page, "$0.00", "$0.00", "$0.00");
  });

  test("announces results politely to screen readers", async ({ page }) => {
    await openCalculator(page);
    const live = page.locator("#calculator [aria-live]");
    await expect(live).toHaveCount(1);
    await expect(live).toHaveAttribute("aria-live", "polite");
    await expect(live).toContainText("Amount You Keep");
  });
});

test.describe("industries tabs", () => {
  const low = home.industries.tabs[0].cards.map((card) => card.title);
  const high = home.industries.tabs[1].cards.map((card) => card.title);

  async function openTabs(page: Page) {
    await gotoHydrated(page, "/");
    await page.locator("#industries-heading").scrollIntoViewIfNeeded();
    await waitForIsland(page, "industries-tabs");
    return main(page).locator("section", { has: page.locator("#industries-heading") });
  }

  test("Low-Risk is selected by default with its four cards", async ({ page }) => {
    const section = await openTabs(page);
    await expect(section.getByRole("tab", { name: "Low-Risk" })).toHaveAttribute("aria-selected", "true");
    await expect(section.getByRole("tab", { name: "High-Risk" })).toHaveAttribute("aria-selected", "false");
    await expect(section.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(low);
  });

  test("High-Risk shows its four cards and hides the low-risk ones; clicking back restores them", async ({ page }) => {
    const section = await openTabs(page);
    await section.getByRole("tab", { name: "High-Risk" }).click();
    await expect(section.getByRole("tab", { name: "High-Risk" })).toHaveAttribute("aria-selected", "true");
    await expect(section.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(high);
    for (const title of low) await expect(section.getByRole("heading", { name: title })).toBeHidden();
    await section.getByRole("tab", { name: "Low-Risk" }).click();
    await expect(section.getByRole("tabpanel").getByRole("heading", { level: 3 })).toHaveText(low);
  });

  test("arrow keys move between the tabs", async ({ page }) => {
    const section = await openTabs(page);
    await section.getByRole("tab", { name: "Low-Risk" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(section.getByRole("tab", { name: "High-Risk" })).toBeFocused();
    await expect(section.getByRole("tab", { name: "High-Risk" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(section.getByRole("tab", { name: "Low-Risk" })).toHaveAttribute("aria-selected", "true");
  });

  test("both panels' cards are in the prerendered HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const title of [...low, ...high]) expect(html).toContain(title.replace(/&/g, "&amp;"));
  });
});

test.describe("page weight on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("the below-the-fold islands load only when scrolled into view", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await gotoHydrated(page, "/");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((url) => url.includes("fee-calculator"))).toBe(false);
    expect(scripts.some((url) => url.includes("industries-tabs"))).toBe(false);
    expect(await page.locator("main img:not([width][height])").count()).toBe(0);

    await page.locator("#calculator").scrollIntoViewIfNeeded();
    await waitForIsland(page, "fee-calculator");
    expect(scripts.some((url) => url.includes("fee-calculator"))).toBe(true);
  });
});
