import { expect, test } from "@playwright/test";
import { highRiskPage } from "../src/content/high-risk";
import { site } from "../src/content/site";
import { gotoHydrated } from "./helpers";
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, expectPageBasics } from "./marketing-helpers";

/** The industry pages are built in another branch: these tests check where the links point, not that they load. */
const expectedIndustryLinks: [string, string][] = [
  ["E-commerce Stores", "/industries/ecommerce-stores"],
  ["Peptides", "/industries/peptides"],
  ["Adult AI", "/industries/adult-ai"],
  ["Coaching", "/industries/coaching"],
  ["Delta 8", "/industries/delta-8"],
  ["Kratom", "/industries/kratom"],
  ["Firearms (Online Sales)", "/industries/firearms"],
  ["Semaglutide & Tirzepatide", "/industries/semaglutide-tirzepatide"],
  ["Shopify", "/industries/shopify"],
  ["Marketing", "/industries/marketing"],
];

test.describe("/high-risk", () => {
  test("opens with the hero and Get Your High-Risk Quote to /contact", async ({ page }) => {
    await gotoHydrated(page, "/high-risk");
    await expectPageBasics(page, "High-Risk Payment Processing", "/high-risk");
    await expect(page.locator("main").getByRole("link", { name: "Get Your High-Risk Quote" })).toHaveAttribute(
      "href",
      "/contact",
    );
  });

  test("explains the four risk factors, with high-ticket meaning single items above $10,000", async ({ page }) => {
    await gotoHydrated(page, "/high-risk");
    const section = page.getByRole("region", { name: highRiskPage.riskFactors.heading });
    await expect(section.getByRole("heading", { level: 3 })).toHaveText([
      "Industry Type",
      "High-Ticket Items",
      "Business Model",
      "Credit History",
    ]);
    await expect(section.getByRole("listitem").nth(1)).toContainText("single items above $10,000");
  });

  test("links the ten high-risk industries to their pages", async ({ page }) => {
    await gotoHydrated(page, "/high-risk");
    const links = page.getByRole("region", { name: highRiskPage.industries.heading }).getByRole("link");
    await expect(links).toHaveText(expectedIndustryLinks.map(([name]) => name));
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(hrefs).toEqual(expectedIndustryLinks.map(([, href]) => href));
  });

  test("a whole industry card is clickable", async ({ page }) => {
    await gotoHydrated(page, "/high-risk");
    const card = page.getByRole("region", { name: highRiskPage.industries.heading }).getByRole("listitem").first();
    await page.route("**/industries/ecommerce-stores", (route) => route.fulfill({ status: 200, body: "ok" }));
    // The card's centre is its description, not the link text: the link's overlay takes the click.
    await card.click();
    await page.waitForURL("**/industries/ecommerce-stores");
  });

  test("lists eight benefits and the security panel with uptime and support", async ({ page }) => {
    await gotoHydrated(page, "/high-risk");
    const benefits = page.getByRole("region", { name: highRiskPage.benefits.heading });
    await expect(benefits.getByRole("heading", { level: 3 })).toHaveCount(8);
    const security = page.getByRole("region", { name: highRiskPage.security.heading });
    await expect(security).toContainText(site.claims.uptime.value);
    await expect(security).toContainText(site.claims.support.value);
    await expect(security).toContainText("99.9%");
    await expect(security).toContainText("24/7");
  });

  test("ends with Contact Us Today and Apply Now", async ({ page }) => {
    await gotoHydrated(page, "/high-risk");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Contact Us Today" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/application");
    await main.getByRole("link", { name: "Contact Us Today" }).click();
    await page.waitForURL("**/contact");
  });

  test("is accessible (axe, WCAG 2.2 AA) and fits a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await gotoHydrated(page, "/high-risk");
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
