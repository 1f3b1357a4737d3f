import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from "@playwright/test";
import { axeBuilder } from "./axe";
import { adminCopy } from "../src/content/admin";
import { chatText } from "../src/content/chat";
import { CHAT_STORAGE_KEYS } from "../src/lib/chat-rules";
import { UUID_PATTERN } from "../src/lib/chat-insights";
import { suppressChatAutoOpen } from "./chat-helpers";
import { waitForIsland } from "./helpers";
import { expectNoSeriousA11yViolations } from "./marketing-helpers";
import { startStaffServer, type StaffServer } from "./server-process";

/**
 * "The team sees what visitors ask" (issue 34), end to end: a visitor asks the widget something the site does not
 * publish and presses "Not helpful"; a staff member signs in and finds the question, with that feedback, on
 * /admin/reports/assistant. Like admin.spec.ts this runs its own server (dist/server.mjs on E2E_PORT + 1010, a fresh
 * PGlite directory) after making a staff account with the real scripts/user-create.mjs.
 */
const PORT = Number(process.env.E2E_ASSISTANT_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1010);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = "harbor lantern quarterly 88";
const QUESTION = "Do you offer payroll services? Write to me at sam@bakery.example";
const STORED = "Do you offer payroll services? Write to me at [email]";
const copy = adminCopy.assistant;

let server: StaffServer | undefined;
let api: APIRequestContext;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStaffServer(PORT, { quinn: PASSWORD });
  api = await playwrightRequest.newContext({ baseURL: BASE });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.close();
});

async function signIn(page: Page) {
  await page.goto(`${BASE}/admin/login?next=${encodeURIComponent("/admin/reports/assistant")}`);
  await page.getByLabel("Username").fill("quinn");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${BASE}/admin/reports/assistant`);
}

test("a visitor's unanswered question and their 'Not helpful' reach the staff's Assistant page", async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The visitor.
  await suppressChatAutoOpen(page);
  await page.goto(`${BASE}/privacy-policy`);
  await waitForIsland(page, "chat-widget");
  await page.getByRole("button", { name: "Chat with us" }).click();
  const dialog = page.getByRole("dialog", { name: chatText.assistantName });
  await expect(dialog).toBeVisible();
  const thread = page.getByRole("list", { name: "Conversation" });
  // The greeting is the widget's own: nothing to rate.
  await expect(thread.getByRole("button", { name: chatText.feedbackNotHelpful })).toHaveCount(0);

  const sent = page.waitForRequest((request) => request.url().endsWith("/api/chatbot"));
  await page.getByRole("textbox", { name: "Your message" }).fill(QUESTION);
  await page.getByRole("textbox", { name: "Your message" }).press("Enter");
  const conversationId = ((await sent).postDataJSON() as { conversationId?: string }).conversationId;
  expect(conversationId).toMatch(UUID_PATTERN);
  const reply = thread.locator('li[data-role="assistant"]').last();
  // (The server's engines may still be starting on a busy machine.)
  await expect(reply).toContainText("doesn't cover that", { timeout: 30_000 });

  const rating = reply.getByRole("group", { name: chatText.feedbackLabel });
  const helpful = rating.getByRole("button", { name: chatText.feedbackHelpful, exact: true });
  const notHelpful = rating.getByRole("button", { name: chatText.feedbackNotHelpful });
  await expect(helpful).toHaveAttribute("aria-pressed", "false");
  await expect(notHelpful).toHaveAttribute("aria-pressed", "false");
  const stored = page.waitForResponse((response) => response.url().endsWith("/api/chat-feedback"));
  await notHelpful.click();
  expect((await stored).status()).toBe(204);
  await expect(notHelpful).toHaveAttribute("aria-pressed", "true");
  await expect(helpful).toHaveAttribute("aria-pressed", "false");
  await expect(reply.getByRole("status")).toHaveText(chatText.feedbackThanks);
  await expectNoSeriousA11yViolations(page);

  // The conversation id and the rating follow the visitor to the next page of the tab.
  const session = await page.evaluate((key) => JSON.parse(window.sessionStorage.getItem(key) ?? "{}"), CHAT_STORAGE_KEYS.session);
  expect(session.conversationId).toBe(conversationId);
  await page.goto(`${BASE}/contact`);
  await waitForIsland(page, "chat-widget");
  await expect(dialog).toBeVisible();
  await expect(
    thread.locator('li[data-role="assistant"]').last().getByRole("button", { name: chatText.feedbackNotHelpful }),
  ).toHaveAttribute("aria-pressed", "true");

  // The staff member, in a browser of their own.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff);
  await expect(staff.getByRole("heading", { level: 1, name: copy.title })).toBeVisible();
  await expect(staff.getByText(/sam@bakery\.example/)).toHaveCount(0);

  const unanswered = staff.getByRole("region", { name: copy.unanswered });
  const row = unanswered.getByRole("row").filter({ hasText: STORED });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell").first()).toHaveText("1");
  await expect(row.getByRole("cell").nth(1)).toHaveText(copy.kinds.unknown);

  const rated = staff.getByRole("region", { name: copy.notHelpfulList }).getByRole("row").filter({ hasText: STORED });
  await expect(rated).toHaveCount(1);
  await expect(rated.getByRole("cell").first()).toHaveText(copy.kinds.unknown);
  await expect(staff.getByTestId("assistant-feedback-totals")).toContainText("0 / 1");
  await expect(staff.getByTestId("assistant-share-answered")).toContainText("0%");

  const results = await axeBuilder(staff).analyze();
  expect(
    results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.help}`),
  ).toEqual([]);

  // The export holds the same row, with the conversation's id.
  const csvLink = staff.getByRole("link", { name: copy.downloadCsv });
  const csv = await staff.request.get(new URL((await csvLink.getAttribute("href"))!, BASE).href);
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain(STORED);
  expect(text).toContain(conversationId!);
  expect(text).toContain(copy.notHelpful);
  expect(text).not.toContain("sam@bakery.example");

  // The reports page links here; nothing of it is readable without signing in.
  await staff.goto(`${BASE}/admin/reports`);
  await staff.getByRole("link", { name: copy.link }).click();
  await expect(staff).toHaveURL(`${BASE}/admin/reports/assistant`);
  const anonymous = await api.get("/admin/reports/assistant", { maxRedirects: 0 });
  expect(anonymous.status()).toBe(303);
  expect((await api.get("/api/admin/reports/assistant/questions.csv")).status()).toBe(401);
  await staffContext.close();
});
