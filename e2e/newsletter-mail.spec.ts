import { axeBuilder } from "./axe";
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { newsletterFormHint } from "../src/content/newsletter-pages";
import { leadMessages } from "../src/content/lead-schema";
import { Mailbox, type ParsedMail } from "../src/test-support/mailbox";
import { waitForIsland } from "./helpers";
import { htmlErrors } from "./html-validity";
import { startStaffServer, type StaffServer } from "./server-process";

/**
 * The newsletter's double opt-in as a visitor lives it (issue 35), against the production build with a real SMTP
 * server on 127.0.0.1: sign up in the browser, open the confirmation link taken from the email received, unsubscribe
 * with the one-click POST (RFC 8058) a mail provider sends to the List-Unsubscribe URL, and find the address's state
 * on the staff page. A server of its own (E2E_PORT + 1700, fresh PGlite) with SMTP_URL pointing at that server.
 */
const PORT = Number(process.env.E2E_PORT ?? 4173) + 1700;
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "harbor mail ledger 2017";

let server: StaffServer | undefined;
let mailbox: Mailbox;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  mailbox = await new Mailbox().start();
  server = await startStaffServer(
    PORT,
    { ops: PASSWORD },
    {
      SITE_URL: BASE,
      SMTP_URL: mailbox.url,
      SALES_EMAIL: "sales@harborline.example",
      OUTBOX_POLL_SECONDS: "1",
      RATE_LIMIT_BURST: "200",
    },
  );
});

test.afterAll(async () => {
  await server?.close();
  await mailbox?.stop();
});

/** Waits for the n-th email (1-based) sent to an address, read. */
async function mailTo(address: string, count: number): Promise<ParsedMail> {
  await expect.poll(() => mailbox.to(address).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return mailbox.to(address)[count - 1]!;
}

async function signIn(page: Page) {
  await page.goto(`${BASE}/admin/login`);
  await page.getByLabel("Username").fill("ops");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${BASE}/admin`);
}

test("sign up, confirm from the email, unsubscribe with the one-click POST, and see the state on the staff page", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = `reader-${Date.now()}@harbor-deli.example`;

  // Sign up on /contact.
  await page.goto(`${BASE}/contact`);
  const form = page.getByRole("form", { name: "Newsletter signup" });
  await form.scrollIntoViewIfNeeded();
  await waitForIsland(page, "newsletter-form");
  await form.getByLabel("Email address").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(leadMessages.newsletter.successTitle, { exact: true })).toBeVisible();
  await expect(form.getByRole("status")).toHaveText(newsletterFormHint);

  // The confirmation email: a link to open, and the one-click unsubscribe headers.
  const confirmation = await mailTo(email, 1);
  expect(confirmation.subject).toBe("Confirm your Harborline Payments newsletter subscription");
  expect(confirmation.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  const confirmLink = /http:\/\/127\.0\.0\.1:\d+\/newsletter\/confirm\?token=[\w.-]+/.exec(confirmation.text)?.[0];
  expect(confirmLink).toBeTruthy();

  await page.goto(confirmLink!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your subscription is confirmed");
  await expect(page.getByTestId("newsletter-result")).toContainText(email);

  // The welcome email carries List-Unsubscribe; a mail provider POSTs to it (no Origin, no cookie).
  const welcome = await mailTo(email, 2);
  expect(welcome.subject).toBe("You're subscribed to the Harborline Payments newsletter");
  const unsubscribeUrl = /<([^>]+)>/.exec(welcome.headers.get("list-unsubscribe") ?? "")?.[1];
  expect(unsubscribeUrl).toMatch(/\/newsletter\/unsubscribe\?token=/);
  expect(welcome.text).toContain(unsubscribeUrl!);
  const provider = await playwrightRequest.newContext();
  try {
    const oneClick = await provider.post(unsubscribeUrl!, { multipart: { "List-Unsubscribe": "One-Click" } });
    expect(oneClick.status()).toBe(200);
    // Idempotent: a second one-click POST is answered the same.
    expect((await provider.post(unsubscribeUrl!, { multipart: { "List-Unsubscribe": "One-Click" } })).status()).toBe(200);
  } finally {
    await provider.dispose();
  }

  // The link's page now says so and offers to subscribe again.
  await page.goto(unsubscribeUrl!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  await expect(page.getByRole("button", { name: "Subscribe again" })).toBeVisible();

  // Staff: not a subscriber any more; under "Unsubscribed", with when it changed.
  await signIn(page);
  await page.goto(`${BASE}/admin/newsletter`);
  await expect(page.getByTestId("subscriber-row").filter({ hasText: email })).toHaveCount(0);
  await page.getByLabel("State").selectOption("unsubscribed");
  await page.getByRole("button", { name: "Show" }).click();
  const row = page.getByTestId("subscriber-row").filter({ hasText: email });
  await expect(row.getByTestId("subscriber-state")).toHaveText("Unsubscribed");
  const year = String(new Date().getFullYear());
  await expect(row).toContainText(year);
  // Exactly the two emails: the confirmation and the welcome.
  expect(mailbox.to(email)).toHaveLength(2);
});

test("the unsubscribe page's GET does not unsubscribe (mail scanners open links); its button does", async ({ page }) => {
  const email = `scanner-${Date.now()}@harbor-deli.example`;
  const api = await playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  try {
    expect((await api.post("/api/newsletter", { data: { email } })).status()).toBe(202);
  } finally {
    await api.dispose();
  }
  const confirmation = await mailTo(email, 1);
  const unsubscribeUrl = /<([^>]+)>/.exec(confirmation.headers.get("list-unsubscribe") ?? "")?.[1];
  await page.goto(unsubscribeUrl!);
  await page.goto(unsubscribeUrl!);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter?");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  await page.getByRole("button", { name: "Subscribe again" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are subscribed again");
});

test("the link pages and the privacy choices page, in each state, are valid HTML with no serious axe finding", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = `pages-${Date.now()}@harbor-deli.example`;
  const api = await playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const pages: { path: string; html: string }[] = [];
  const check = async (label: string) => {
    const results = await axeBuilder(page).analyze();
    const serious = results.violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    expect(serious.map((violation) => `${label}: ${violation.id}`)).toEqual([]);
    pages.push({ path: label, html: await page.content() });
  };
  try {
    expect((await api.post("/api/newsletter", { data: { email } })).status()).toBe(202);
    const confirmation = await mailTo(email, 1);
    const confirmLink = /http:\/\/127\.0\.0\.1:\d+\/newsletter\/confirm\?token=[\w.-]+/.exec(confirmation.text)![0];
    const unsubscribeUrl = /<([^>]+)>/.exec(confirmation.headers.get("list-unsubscribe") ?? "")![1]!;
    await page.goto(unsubscribeUrl);
    await check("unsubscribe (confirm)");
    await page.goto(confirmLink);
    await check("confirm (confirmed)");
    await page.goto(confirmLink);
    await check("confirm (already confirmed)");
    await page.goto(`${BASE}/newsletter/confirm?token=broken`);
    await check("confirm (invalid, with the signup form)");
    await page.goto(unsubscribeUrl);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    await check("unsubscribe (done)");
    await page.goto(`${BASE}/newsletter/unsubscribe?token=broken`);
    await check("unsubscribe (invalid)");
    await page.goto(`${BASE}/privacy-choices`);
    await page.getByRole("button", { name: "Opt out of the ad conversion tag" }).click();
    await check("privacy choices (saved)");
  } finally {
    await api.dispose();
  }
  expect(htmlErrors(pages)).toEqual([]);
});
