import { expect, test } from "@playwright/test";
import { applicationIndustryOptions, applicationInterestOptions, currentProcessorOptions } from "../src/content/lead-schema";
import { chooseOption, waitForIsland } from "./helpers";
import { startStaffServer, type StaffServer } from "./server-process";

/**
 * Attribution end to end (issue 13): a visit from a campaign link, a later application on another page, and the
 * staff side showing the campaign on the lead and in the reports. A server of its own (E2E_PORT + 1500, fresh
 * PGlite directory) because the staff account is made by the real `npm run user:create` script first.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 1500;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "tidewater ledger 2017";
const CAMPAIGN = "fall-pos-switch";

let server: StaffServer | undefined;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStaffServer(PORT, { ops: PASSWORD });
});

test.afterAll(async () => {
  await server?.close();
});

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)!.label;

const choose = chooseOption;

test("a campaign visit, a later application, and the campaign on the lead and in the reports", async ({ page }) => {
  test.setTimeout(60_000);
  // The visit from an ad: the capture script records it once the page is idle.
  await page.goto(`${BASE}/pos-systems?utm_source=google&utm_medium=cpc&utm_campaign=${CAMPAIGN}&gclid=Cj0KCQtest`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("hp_attribution")), { timeout: 10_000 }).toContain(CAMPAIGN);
  // Later, moving around the site directly does not replace the campaign.
  await page.goto(`${BASE}/`);
  await page.goto(`${BASE}/application`);
  await waitForIsland(page, "application-form");
  const stored = JSON.parse((await page.evaluate(() => localStorage.getItem("hp_attribution")))!) as {
    first: Record<string, string>;
    last: Record<string, string>;
  };
  expect(stored.first).toMatchObject({
    utm_source: "google",
    utm_campaign: CAMPAIGN,
    landing_path: "/pos-systems",
    gclid: "Cj0KCQtest",
  });
  expect(stored.last).toMatchObject({ utm_campaign: CAMPAIGN });

  const form = page.getByRole("form", { name: "Merchant account application" });
  await form.getByLabel("First Name").fill("Dwayne");
  await form.getByLabel("Last Name").fill("Okafor");
  await form.getByLabel("Email").fill("dwayne@okaforauto.example");
  await form.getByLabel("Business Name").fill("Okafor Auto Repair");
  await choose(page, "Interested In", label(applicationInterestOptions, "credit-card-processing"));
  await choose(page, "Industry", label(applicationIndustryOptions, "automotive"));
  await choose(page, "Current Processor", label(currentProcessorOptions, "none"));
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/contacts") && request.method() === "POST");
  await form.getByRole("button", { name: "Apply Now" }).click();
  const body = (await sent).postDataJSON() as { attribution?: { last?: Record<string, string> } };
  expect(body.attribution?.last?.utm_campaign).toBe(CAMPAIGN);
  await expect(page.getByRole("heading", { name: "Thank you for applying!" })).toBeVisible();

  // Staff: the inbox filtered by campaign, the lead page, the report.
  await page.goto(`${BASE}/admin/login`);
  await page.getByLabel("Username").fill("ops");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${BASE}/admin`);
  await page.goto(`${BASE}/admin?campaign=${CAMPAIGN}`);
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await page.getByRole("link", { name: "Okafor Auto Repair" }).click();
  const last = page.getByTestId("attribution-last");
  await expect(last).toContainText(CAMPAIGN);
  await expect(last).toContainText("google");
  await expect(page.getByTestId("attribution-first")).toContainText("/pos-systems");

  // Assign to me and a note, through the page's forms.
  await page.getByRole("button", { name: "Assign to me" }).click();
  await expect(page.getByTestId("lead-owner")).toHaveText("ops");
  await page.getByLabel("Note", { exact: true }).fill("Called Dwayne; sending a quote.");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByTestId("lead-note")).toContainText("Called Dwayne; sending a quote.");

  await page.getByRole("link", { name: "Reports" }).click();
  await page.waitForURL(`${BASE}/admin/reports`);
  await expect(page.getByTestId("report-campaigns").getByRole("table")).toContainText(CAMPAIGN);
  await expect(page.getByTestId("report-by-source").getByRole("table")).toContainText("google / cpc");
  await expect(page.locator("svg[role=img]").first()).toBeVisible();
  const csv = await page.request.get(`${BASE}/api/admin/reports/campaigns.csv`);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${CAMPAIGN},1`);
});
