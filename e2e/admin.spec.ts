import { request as httpRequest } from "node:http";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { CHAT_STORAGE_KEYS } from "../src/lib/chat-rules";
import { axeBuilder } from "./axe";
import { waitForIsland } from "./helpers";
import { htmlErrors } from "./html-validity";
import { root, startStaffServer, type StaffServer } from "./server-process";

/**
 * The staff side, end to end. These tests run against a server of their own (dist/server.mjs on E2E_PORT + 1000,
 * with a fresh PGlite directory) because staff accounts can only be made by `npm run user:create`, the real
 * script, and PGlite allows one process per data directory: the accounts are created first, then the server
 * starts on that directory. TRUST_PROXY is on so the lockout test can sign in "from" several clients.
 */
// E2E_STAFF_PORT lets a run that owns only a few ports choose this server's port too.
const PORT = Number(process.env.E2E_STAFF_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1000);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "tidewater ledger 2017";

let server: StaffServer | undefined;
let api: APIRequestContext;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStaffServer(
    PORT,
    { ops: PASSWORD, dana: PASSWORD },
    // TRUST_PROXY lets the lockout test sign in "from" several clients; sign-in POSTs spend the API's token bucket,
    // and these tests sign in from 127.0.0.1 many times.
    { TRUST_PROXY: "true", RATE_LIMIT_BURST: "200" },
  );
  // One connection per request: a kept-alive socket left idle while a test works in the browser can be closed by the
  // server (its 5 s keep-alive timeout) just as the next request is sent on it, which fails with ECONNRESET.
  api = await playwrightRequest.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE, connection: "close" } });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.close();
});

/** Every staff route file, as a URL (a dynamic [id] becomes a made-up UUID). */
function staffRoutes(dir: string, prefix: string): { file: string; url: string }[] {
  const found: { file: string; url: string }[] = [];
  for (const entry of readdirSync(path.join(root, dir))) {
    const full = path.join(dir, entry);
    if (statSync(path.join(root, full)).isDirectory()) {
      found.push(...staffRoutes(full, `${prefix}/${entry.replace(/^\[\w+\]$/, "00000000-0000-4000-8000-000000000000")}`));
    } else if (/\.(astro|ts)$/.test(entry) && !entry.endsWith(".test.ts")) {
      const name = entry.replace(/\.(astro|ts)$/, "").replace(/^\[\w+\]$/, "00000000-0000-4000-8000-000000000000");
      found.push({ file: full, url: name === "index" ? prefix : `${prefix}/${name}` });
    }
  }
  return found;
}

async function signIn(page: Page, username = "ops") {
  await page.goto(`${BASE}/admin/login`);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${BASE}/admin`);
}

async function expectNoSeriousAxeFindings(page: Page) {
  const results = await axeBuilder(page).analyze();
  expect(
    results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);
}

async function submitLead(body: Record<string, string>) {
  const response = await api.post("/api/contacts", { data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; reference: string };
}

test("every /admin page redirects to the sign-in form and every /api/admin endpoint answers 401 without a session", async () => {
  const pages = staffRoutes("src/pages/admin", "/admin").filter((route) => route.url !== "/admin/login");
  const endpoints = staffRoutes("src/pages/api/admin", "/api/admin");
  expect(pages.map((route) => route.url).sort()).toEqual([
    "/admin",
    "/admin/leads/00000000-0000-4000-8000-000000000000",
    "/admin/newsletter",
    "/admin/reports",
    "/admin/reports/assistant",
    "/admin/staff",
  ]);
  expect(endpoints.length).toBeGreaterThanOrEqual(8);
  for (const route of pages) {
    const response = await api.get(route.url, { maxRedirects: 0 });
    expect(response.status(), route.file).toBe(303);
    expect(response.headers().location, route.file).toMatch(/^\/admin\/login(\?next=)?/);
    expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  }
  for (const route of endpoints) {
    const source = readFileSync(path.join(root, route.file), "utf8");
    for (const method of ["GET", "POST"].filter((name) => source.includes(`export const ${name}`))) {
      const response = await api.fetch(route.url, { method, maxRedirects: 0, ...(method === "POST" ? { data: {} } : {}) });
      expect(response.status(), `${method} ${route.url}`).toBe(401);
      expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    }
  }
  // A forged session cookie is no better than none.
  const forged = await api.get("/api/admin/leads", { headers: { cookie: "hl_staff=forged-token-forged-token-forged-token-xx" } });
  expect(forged.status()).toBe(401);
});

/** A GET with the request target exactly as written (browsers and Playwright would normalise `/./` and `//`). */
function rawGet(target: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port: PORT, path: target, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("staff pages are not advertised: robots.txt disallows /admin, the sitemap omits it, pages say noindex", async ({ page }) => {
  expect(await (await api.get("/robots.txt")).text()).toMatch(/Disallow: \/admin/);
  const sitemap = await (await api.get("/sitemap-0.xml")).text();
  expect(sitemap).not.toContain("/admin");
  await page.goto(`${BASE}/admin/login`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(page.locator("script")).toHaveCount(0);
});

test("sign-in: a wrong password gets 401 and one message; the form is keyboard-usable and passes axe", async ({ page }) => {
  await page.goto(`${BASE}/admin`);
  await expect(page).toHaveURL(`${BASE}/admin/login`);
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
  await expectNoSeriousAxeFindings(page);

  await page.keyboard.press("Tab"); // skip link
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Username")).toBeFocused();
  await page.keyboard.type("ops");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type("not the password");
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/admin/login") && r.request().method() === "POST"),
    page.keyboard.press("Enter"),
  ]);
  expect(response.status()).toBe(401);
  await expect(page.getByRole("alert")).toHaveText("That username and password combination is not valid.");
  await expect(page.getByLabel("Username")).toHaveValue("ops");

  const unknownUser = await api.post("/admin/login", { form: { username: "nobody", password: PASSWORD }, maxRedirects: 0 });
  expect(unknownUser.status()).toBe(401);
  expect(await unknownUser.text()).toContain("That username and password combination is not valid.");
  const crossSite = await api.post("/admin/login", {
    form: { username: "ops", password: PASSWORD },
    headers: { origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(crossSite.status()).toBe(403);
});

test("lockout: five failures of one username from one address lock that pair with a wait; other addresses still sign in; spraying from one address locks it", async () => {
  test.setTimeout(60_000); // about thirty sign-in attempts (each hashes a password, at the cheap cost of e2e/cheap-scrypt.mjs)
  const attempt = (username: string, password: string, client: string) =>
    api.post("/admin/login", { form: { username, password }, headers: { "x-forwarded-for": client }, maxRedirects: 0 });
  // Dana's usual addresses: she has signed in from them before (127.0.0.1 is where the browser specs sign in from).
  expect((await attempt("dana", PASSWORD, "198.51.100.2")).status()).toBe(303);
  expect((await attempt("dana", PASSWORD, "127.0.0.1")).status()).toBe(303);
  for (let index = 0; index < 5; index += 1)
    expect((await attempt("dana", `wrong guess ${index}`, "198.51.100.1")).status()).toBe(401);
  const locked = await attempt("dana", PASSWORD, "198.51.100.1");
  expect(locked.status()).toBe(429);
  expect(Number(locked.headers()["retry-after"])).toBeGreaterThan(800);
  expect(await locked.text()).toMatch(/Too many failed sign-in attempts\. Try again in 1[45] minutes\./);
  // Five failures cannot lock a colleague out: the right password from her usual address works, while an address
  // she never signed in from waits too (rotating addresses buys nothing).
  expect((await attempt("dana", PASSWORD, "198.51.100.2")).status()).toBe(303);
  expect((await attempt("dana", PASSWORD, "198.51.100.3")).status()).toBe(429);

  for (let index = 0; index < 20; index += 1) await attempt(`eve${index}`, "wrong guess", "203.0.113.66");
  expect((await attempt("ops", PASSWORD, "203.0.113.66")).status()).toBe(429);
  expect((await attempt("ops", PASSWORD, "203.0.113.67")).status()).toBe(303);
});

test("the staff page: only an admin opens it, sees who is locked out and unlocks them", async ({ browser }) => {
  test.setTimeout(120_000); // three sign-ins and one run of the HTML checker (Java)
  // dana (the second account) is not an admin.
  const danaContext = await browser.newContext();
  const dana = await danaContext.newPage();
  await signIn(dana, "dana");
  await expect(dana.getByRole("link", { name: "Staff" })).toHaveCount(0);
  const forbidden = await dana.goto(`${BASE}/admin/staff`);
  expect(forbidden?.status()).toBe(403);
  await danaContext.close();

  // ops, the first account the CLI made, is the admin.
  const opsContext = await browser.newContext();
  const page = await opsContext.newPage();
  await signIn(page, "ops");
  await page.getByRole("link", { name: "Staff" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff accounts" })).toBeVisible();
  const danaRow = page.getByTestId("staff-row").filter({ hasText: "dana" });
  await expect(danaRow).toContainText("Locked out from 1 address(es)");
  await expectNoSeriousAxeFindings(page);
  await danaRow.getByRole("button", { name: /^Unlock\W+dana$/ }).click();
  await expect(page.getByRole("status")).toContainText("failed sign-ins are cleared");
  await expect(page.getByTestId("staff-row").filter({ hasText: "dana" })).toContainText("Can sign in");
  // The staff pages are valid HTML too (issue 15): they have no script, so the DOM is the page as served.
  const pages = [{ path: "/admin/staff", html: await page.content() }];
  for (const pagePath of ["/admin", "/admin/newsletter"]) {
    await page.goto(`${BASE}${pagePath}`);
    pages.push({ path: pagePath, html: await page.content() });
  }
  expect(htmlErrors(pages)).toEqual([]);
  await opsContext.close();

  const again = await api.post("/admin/login", {
    form: { username: "dana", password: PASSWORD },
    headers: { "x-forwarded-for": "198.51.100.1" },
    maxRedirects: 0,
  });
  expect(again.status()).toBe(303);
});

test("the inbox: leads newest first, kinds told apart, filters, search, detail, workflow, history, tracking, CSV", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const contact = await submitLead({
    firstName: "Luis",
    lastName: "Ortega",
    email: "luis@ortegaplumbing.example",
    phone: "",
    businessName: "Ortega Plumbing",
    interestedIn: "payment-gateways",
    industry: "home-service",
  });
  const application = await submitLead({
    firstName: "Grace",
    lastName: "Kim",
    email: "grace@kimcycles.example",
    phone: "(210) 555-0109",
    businessName: "Kim Cycles",
    interestedIn: "pos-systems",
    industry: "retail",
    currentProcessor: "clover",
    monthlyVolume: "$38,000",
  });

  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Lead inbox" })).toBeVisible();
  const rows = page.getByTestId("lead-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Kim Cycles");
  await expect(rows.nth(0)).toContainText("Application");
  await expect(rows.nth(1)).toContainText("Contact message");
  await expect(rows.nth(0)).toContainText("Kept"); // no notification channel on this server
  await expectNoSeriousAxeFindings(page);

  await page.getByLabel("Kind").selectOption("contact");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/kind=contact/);
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText("Ortega Plumbing");

  await page.getByRole("link", { name: "Clear" }).click();
  await page.getByLabel("Search").fill("kimcycles");
  await page.getByLabel("Search").press("Enter");
  await expect(rows).toHaveCount(1);
  await page.getByRole("link", { name: "Kim Cycles" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Kim Cycles" })).toBeVisible();
  const details = page.getByRole("region", { name: "Details" });
  for (const text of [
    "Grace",
    "Kim",
    "grace@kimcycles.example",
    "(210) 555-0109",
    "POS Systems",
    "Retail",
    "Clover",
    "$38,000",
    application.reference,
  ]) {
    await expect(details).toContainText(text);
  }
  await expectNoSeriousAxeFindings(page);

  await page.getByLabel("Contacted").check();
  await page.getByLabel("Note (optional)").fill("Called; sending the rate sheet.");
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByRole("status")).toHaveText("Status updated.");
  await expect(page.getByTestId("status-history")).toContainText("Pending → Contacted");
  await expect(page.getByTestId("status-history")).toContainText("by ops");
  await expect(page.getByTestId("status-history")).toContainText("Called; sending the rate sheet.");
  // Only the next steps are offered now.
  await expect(page.getByRole("radio")).toHaveCount(2);
  await page.getByLabel("Qualified").check();
  await page.getByRole("button", { name: "Update status" }).click();
  await expect(page.getByRole("region", { name: "Details" })).toContainText("Qualified");

  await page.getByRole("link", { name: "Back to the inbox" }).click();
  await expect(page).toHaveURL(/q=kimcycles/);

  // The applicant sees the same status on /application-tracking.
  await page.goto(`${BASE}/application-tracking`);
  await waitForIsland(page, "tracking-form");
  await page.getByLabel("Application reference").fill(application.reference);
  await page.getByLabel("Email address").fill("grace@kimcycles.example");
  await page.getByRole("button", { name: "Check Status" }).click();
  await expect(page.getByTestId("tracking-status")).toHaveText("Quote in preparation");

  // CSV of the current filter.
  await page.goto(`${BASE}/admin?kind=contact`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^harborline-leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), "utf8");
  expect(csv).toContain("Ortega Plumbing");
  expect(csv).not.toContain("Kim Cycles");
  expect(csv).toContain(contact.reference);
});

test("newsletter: addresses by state with dates, marking one inactive, keyboard only", async ({ page }) => {
  for (const email of ["reader.one@example.com", "reader.two@example.com"]) {
    expect((await api.post("/api/newsletter", { data: { email } })).status()).toBe(202);
  }
  await signIn(page);
  await page.getByRole("link", { name: "Newsletter" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter subscribers" })).toBeVisible();
  // Double opt-in (issue 35): nobody has confirmed yet, so there is no subscriber; both wait for confirmation.
  await expect(page.getByTestId("subscriber-row")).toHaveCount(0);
  await page.getByLabel("State").selectOption("pending");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("subscriber-row")).toHaveCount(2);
  await expect(page.getByTestId("subscriber-state").first()).toHaveText("Pending confirmation");
  await expectNoSeriousAxeFindings(page);
  const button = page.getByRole("button", { name: /^Mark inactive\W+reader\.one@example\.com$/ });
  await button.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toContainText("marked inactive");
  await expect(page.getByTestId("subscriber-row")).toHaveCount(1);
  await page.getByLabel("State").selectOption("all");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page.getByTestId("subscriber-row").filter({ hasText: "reader.one@example.com" })).toContainText("Inactive");
});

test("sign out ends the session: the old cookie no longer opens anything", async ({ page, context }) => {
  await signIn(page);
  const cookie = (await context.cookies(BASE)).find((entry) => entry.name === "hl_staff");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: false });
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${BASE}/admin/login?notice=signed-out`);
  await expect(page.getByRole("status")).toHaveText("You have signed out.");
  const reused = await api.get("/api/admin/leads", { headers: { cookie: `hl_staff=${cookie!.value}` } });
  expect(reused.status()).toBe(401);
  await page.goto(`${BASE}/admin`);
  await expect(page).toHaveURL(`${BASE}/admin/login`);
});

test("no spelling of a staff path serves staff data without a session (//admin, /.//admin, %2f, trailing slash, case)", async () => {
  const lead = await submitLead({
    firstName: "Priya",
    lastName: "Natarajan",
    email: "priya@saltmarshbakery.example",
    businessName: "Saltmarsh Bakery",
    interestedIn: "pos-systems",
    industry: "restaurant",
  });
  const routes = [
    ...staffRoutes("src/pages/admin", "/admin")
      .filter((route) => route.url !== "/admin/login")
      .map((route) => route.url.replace("00000000-0000-4000-8000-000000000000", lead.id)),
    ...staffRoutes("src/pages/api/admin", "/api/admin").map((route) =>
      route.url.replace("00000000-0000-4000-8000-000000000000", lead.id),
    ),
  ];
  let tried = 0;
  for (const route of routes) {
    const tail = route.slice(1);
    for (const variant of [
      `/${route}`,
      `/./${route}`,
      `/.//${tail}`,
      `${route}/`,
      `/%2f${tail}`,
      `/%2F${tail}`,
      route.replace(/\//g, "//"),
      route.replace("admin", "ADMIN"),
      route.replace("admin", "Admin"),
      route.replace("admin", "%61dmin"),
      `${route}%2f`,
      `/x/..${route}`,
    ]) {
      tried += 1;
      const response = await rawGet(variant);
      expect(response.status, variant).not.toBe(200);
      for (const secret of ["Saltmarsh Bakery", "priya@saltmarshbakery.example", lead.reference, "Lead inbox"])
        expect(response.body, `${variant} leaks ${secret}`).not.toContain(secret);
      if (response.status === 301) {
        expect(response.location, variant).toBe(route);
        const followed = await rawGet(response.location!);
        expect([303, 401, 405], `${variant} -> ${route}`).toContain(followed.status);
      }
    }
  }
  expect(tried).toBeGreaterThanOrEqual(12 * 12);
});

/** A visitor on /privacy-policy with the 3 s auto-open switched off opens the chat; answers its window. */
async function openChat(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, "1"), CHAT_STORAGE_KEYS.autoOpened);
  await page.goto(`${BASE}/privacy-policy`);
  await waitForIsland(page, "chat-widget");
  await page.getByRole("button", { name: "Chat with us" }).click();
  return page.getByRole("dialog", { name: /Assistant/ });
}

test("a lead left in the chat widget's inline form reaches the staff inbox with its conversation", async ({ page }) => {
  test.setTimeout(90_000);
  // The visitor: auto-open off, ask for a quote, open the offered form, fill it in and send it.
  const chat = await openChat(page);
  const question = "hi, I'd like a quote for my taqueria <b>asap</b>";
  await chat.getByRole("textbox", { name: "Your message" }).fill(question);
  await chat.getByRole("button", { name: "Send message" }).click();
  await chat.getByRole("button", { name: "Have our team contact you" }).click();
  const form = chat.getByRole("form", { name: "Have our team contact you" });
  // Sent empty: the fields say what is missing and nothing is posted.
  await form.getByRole("button", { name: "Send my details" }).click();
  await expect(form.getByText("First name is required.")).toBeVisible();
  await expect(form.getByText("Please agree so we can contact you.")).toBeVisible();
  await expectNoSeriousAxeFindings(page);
  await form.getByLabel("First Name").fill("Lucia");
  await form.getByLabel("Last Name").fill("Ortega");
  await form.getByLabel("Email").fill("lucia@ortega-taqueria.example");
  await form.getByLabel("Business Name").fill("Ortega Taqueria");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send my details" }).click();
  await expect(page.getByText("Thank you for your interest!").first()).toBeVisible();
  await expect(chat.getByRole("list", { name: "Conversation" }).getByText(/your details are with our team/)).toBeVisible();
  await expect(form).toHaveCount(0);

  // Staff: the lead is in the inbox as a chat lead, and its page shows the conversation as text.
  await signIn(page);
  await page.getByRole("link", { name: "Ortega Taqueria" }).click();
  await expect(page.getByRole("heading", { name: "Chat conversation" })).toBeVisible();
  const transcript = page.getByTestId("chat-transcript");
  await expect(transcript).toContainText(question);
  await expect(transcript.locator("b")).toHaveCount(0);
  // (The assistant's answer to a quote request: how to get one.)
  await expect(transcript).toContainText("for a quote");
  // The replies came signed from the server, so they are shown as the assistant's, none as unverified text.
  await expect(transcript.getByText("Assistant", { exact: true }).first()).toBeVisible();
  await expect(transcript).not.toContainText("the assistant did not say this");
  await expectNoSeriousAxeFindings(page);
});

test("a statement analysed in the chat leads to the inline form, which follows the visitor across pages, and the lead reaches staff", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const chat = await openChat(page);
  const conversation = chat.getByRole("list", { name: "Conversation" });
  // The visitor attaches a statement and sends it without text: the analysis comes back and the form is offered.
  await page.getByTestId("chat-file-input").setInputFiles({
    name: "june-statement.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("Date,Description,Amount,Fee\n06/01,Sale,400.00,12.00\n06/02,Sale,600.00,18.00\n"),
  });
  await chat.getByRole("button", { name: "Send message" }).click();
  await expect(conversation.getByText("Effective rate: 3.00%")).toBeVisible();
  const offer = chat.getByRole("button", { name: "Have our team contact you" });
  await expect(offer).toBeVisible();

  // On the next page the offer is still there; the visitor opens it and starts typing.
  await page.goto(`${BASE}/resources`);
  await waitForIsland(page, "chat-widget");
  await expect(conversation.getByText("Effective rate: 3.00%")).toBeVisible();
  await chat.getByRole("button", { name: "Have our team contact you" }).click();
  const form = chat.getByRole("form", { name: "Have our team contact you" });
  await form.getByLabel("First Name").fill("Marisol");
  await form.getByLabel("Business Name").fill("Marisol Flowers");

  // One more page: the form is open again with what was typed; the visitor finishes it and sends it.
  await page.goto(`${BASE}/privacy-policy`);
  await waitForIsland(page, "chat-widget");
  await expect(form.getByLabel("First Name")).toHaveValue("Marisol");
  await expect(form.getByLabel("Business Name")).toHaveValue("Marisol Flowers");
  await expect(form.getByRole("checkbox")).not.toBeChecked();
  await form.getByLabel("Last Name").fill("Vega");
  await form.getByLabel("Email").fill("marisol@vegaflowers.example");
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "Send my details" }).click();
  await expect(conversation.getByText(/your details are with our team/)).toBeVisible();
  await expect(form).toHaveCount(0);

  // Staff: the lead is in the inbox as a chat lead, with the analysis in its conversation.
  await signIn(page);
  const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: "Marisol Flowers" }) });
  await expect(row).toContainText(/chat/i);
  await row.getByRole("link", { name: "Marisol Flowers" }).click();
  const transcript = page.getByTestId("chat-transcript");
  await expect(transcript).toContainText("Please analyze this document: june-statement.csv");
  await expect(transcript).toContainText("Effective rate: 3.00%");
});
