import { expect, type Page } from "@playwright/test";
import { axeBuilder } from "./axe";

/**
 * axe with the WCAG 2.2 AA rule set on the page body; serious and critical findings fail the test. The shared
 * header is checked by its own spec (its findings belong to that component, not to these pages).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await axeBuilder(page).exclude("header").analyze();
  const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
  expect(
    serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

/** One h1 with the given text, and a Service JSON-LD block beside the site-wide Organization. */
export async function expectPageBasics(page: Page, h1: string, canonicalPath: string) {
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.locator("h1")).toHaveText(h1);
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).pathname).toBe(canonicalPath);
  const types = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]));
  expect(types).toEqual(["Organization", "Service"]);
}

/** Nothing wider than the viewport (no sideways scrolling on phones). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
