import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { applicationIndustryOptions, applicationInterestOptions, currentProcessorOptions } from "../src/content/lead-schema";
import { privacyChoicesCopy } from "../src/content/privacy-choices";
import { suppressChatAutoOpen } from "./chat-helpers";
import { chooseOption, waitForIsland } from "./helpers";
import { startServer, type ServerProcess } from "./server-process";

/**
 * Privacy choices (issue 35) against the production build, on a server of its own (E2E_PORT + 1800, fresh PGlite)
 * with the Google Ads conversion configured. The Ads origins are answered by the test itself (nothing leaves the
 * machine), and every request to them is recorded: with Global Privacy Control on (the `Sec-GPC: 1` header and
 * `navigator.globalPrivacyControl`) or after the opt-out on /privacy-choices, an application's Thank You view makes
 * none; without either it does (the control that shows the test can fail).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 1800;
const BASE = `http://127.0.0.1:${PORT}`;
const AD_HOSTS = /(^|\.)(googletagmanager\.com|googleadservices\.com|doubleclick\.net|google\.com)$/;

let server: ServerProcess | undefined;
let dataDir = "";

// An application fills three dropdowns and the last test makes two: on a loaded CI machine one test has taken
// over 30 s.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "e2e-privacy-pglite-"));
  server = await startServer(PORT, {
    PGLITE_DIR: dataDir,
    DATABASE_URL: "",
    SITE_URL: BASE,
    PUBLIC_GOOGLE_ADS_ID: "AW-123456789",
    PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: "AbC-dEf_123",
    RATE_LIMIT_BURST: "200",
  });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Records every request to an ad service, answering it with an empty script so nothing leaves the machine. */
async function recordAdRequests(context: BrowserContext) {
  const seen: string[] = [];
  await context.route(
    (url) => AD_HOSTS.test(url.hostname),
    async (route) => {
      seen.push(route.request().url());
      await route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
    },
  );
  return seen;
}

const label = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)!.label;

async function apply(page: Page) {
  await suppressChatAutoOpen(page);
  await page.goto(`${BASE}/application`);
  await waitForIsland(page, "application-form");
  const form = page.getByRole("form", { name: "Merchant account application" });
  await form.getByLabel("First Name").fill("Dwayne");
  await form.getByLabel("Last Name").fill("Okafor");
  await form.getByLabel("Email").fill(`dwayne-${Date.now()}@okaforauto.example`);
  await form.getByLabel("Business Name").fill("Okafor Auto Repair");
  await chooseOption(page, "Interested In", label(applicationInterestOptions, "credit-card-processing"));
  await chooseOption(page, "Industry", label(applicationIndustryOptions, "automotive"));
  await chooseOption(page, "Current Processor", label(currentProcessorOptions, "none"));
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/contacts"));
  await form.getByRole("button", { name: "Apply Now" }).click();
  expect((await answer).status()).toBe(201);
  await expect(page.getByRole("heading", { name: "Thank you for applying!" })).toBeVisible();
  // Give a tag time to be requested: the conversion fires as the view mounts.
  await page.waitForTimeout(1_500);
}

test("control: without an opt-out the Thank You view loads the Ads tag", async ({ browser }) => {
  const context = await browser.newContext();
  const seen = await recordAdRequests(context);
  try {
    await apply(await context.newPage());
    expect(seen.some((url) => url.startsWith("https://www.googletagmanager.com/gtag/js?id=AW-123456789"))).toBe(true);
  } finally {
    await context.close();
  }
});

test("with Global Privacy Control on, the page says the browser is opted out and an application requests no ad service", async ({
  browser,
}) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "Sec-GPC": "1" } });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
  const seen = await recordAdRequests(context);
  try {
    const page = await context.newPage();
    expect(await page.evaluate(() => (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl)).toBe(
      true,
    );
    await page.goto(`${BASE}/privacy-choices`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacyChoicesCopy.title);
    await expect(page.getByTestId("privacy-choice-state")).toHaveText(privacyChoicesCopy.gpc);
    await expect(page.getByRole("button", { name: privacyChoicesCopy.optIn })).toHaveCount(0);
    await apply(page);
    expect(seen).toEqual([]);
  } finally {
    await context.close();
  }
});

test("the footer's Your Privacy Choices link opens the page, whose opt-out keeps the tag away from later applications", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const seen = await recordAdRequests(context);
  try {
    const page = await context.newPage();
    await page.goto(`${BASE}/`);
    await page.getByRole("contentinfo").getByRole("link", { name: "Your Privacy Choices" }).click();
    await page.waitForURL(`${BASE}/privacy-choices`);
    await expect(page.getByTestId("privacy-choice-state")).toHaveText(privacyChoicesCopy.optedIn);
    await page.getByRole("button", { name: privacyChoicesCopy.optOut }).click();
    await expect(page.getByRole("status")).toHaveText(privacyChoicesCopy.savedOut);
    await expect(page.getByTestId("privacy-choice-state")).toHaveText(privacyChoicesCopy.optedOut);
    await apply(page);
    expect(seen).toEqual([]);

    // Allowing it again brings the tag back.
    await page.goto(`${BASE}/privacy-choices`);
    await page.getByRole("button", { name: privacyChoicesCopy.optIn }).click();
    await expect(page.getByTestId("privacy-choice-state")).toHaveText(privacyChoicesCopy.optedIn);
    await apply(page);
    expect(seen.length).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});
