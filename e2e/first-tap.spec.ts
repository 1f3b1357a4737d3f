import { expect as baseExpect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { faq } from "../src/content/faq";
import { CHAT_STORAGE_KEYS } from "../src/lib/chat-rules";
import { gotoWithScriptsHeld } from "./helpers";

// (At 4x CPU on a loaded 2-core machine, an island hydrates and replays the press seconds after its scripts are
// released: what the press did is awaited up to 15 s, as hydration is, instead of the default 5.)
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 16 item 2: a tap or key press made before an island is live still has its effect. Each test slows the CPU
 * 4x, holds back every island script until the press has been made (so it certainly lands before hydration, which
 * the test checks: the island still carries Astro's `ssr` attribute), then lets the scripts through and checks the
 * result. Either the server HTML already does the job, or src/lib/hydrate-on-interaction.ts replays the press once
 * React is attached.
 */

interface Visit {
  page: Page;
  /** Lets the held scripts through. */
  release: () => void;
  close: () => Promise<void>;
}

async function visit(
  browser: Browser,
  path: string,
  { touch = false, width = 1280, chat = false }: { touch?: boolean; width?: number; chat?: boolean } = {},
): Promise<Visit> {
  const context = await browser.newContext({ hasTouch: touch, isMobile: touch, viewport: { width, height: 800 } });
  const page = await context.newPage();
  if (!chat) await page.addInitScript((key) => window.sessionStorage.setItem(key, "1"), CHAT_STORAGE_KEYS.autoOpened);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return gotoWithScriptsHeld(context, page, path);
}

const island = (control: Locator) => control.locator("xpath=ancestor::astro-island[1]");

/** The island around the control has not hydrated yet. */
async function expectNotHydrated(control: Locator) {
  await expect(island(control)).toHaveAttribute("ssr", "");
}

async function expectHydrated(control: Locator) {
  await expect(island(control)).not.toHaveAttribute("ssr", { timeout: 15_000 });
}

test.describe("a first press made before the island is live has its effect (CPU 4x slower)", () => {
  test.describe.configure({ timeout: 45_000 });

  test("header: a tap on the menu toggle opens the mobile menu", async ({ browser }) => {
    const { page, release, close } = await visit(browser, "/", { touch: true, width: 390 });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.tap();
    await expectNotHydrated(toggle);
    release();
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expectHydrated(menu);
    // Replayed once: it stays open, and the next tap (live) closes it.
    await page.waitForTimeout(300);
    await expect(menu).toBeVisible();
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect(menu).toBeHidden();
    await close();
  });

  test("header: two taps before it is live still leave the menu open (only the first is replayed)", async ({ browser }) => {
    const { page, release, close } = await visit(browser, "/solutions", { touch: true, width: 390 });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.tap();
    await toggle.tap();
    await expectNotHydrated(toggle);
    release();
    await expectHydrated(page.locator("header"));
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.waitForTimeout(300);
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await close();
  });

  test("header: Enter on the focused menu toggle opens the mobile menu", async ({ browser }) => {
    const { page, release, close } = await visit(browser, "/industries", { width: 390 });
    const toggle = page.getByRole("button", { name: "Open menu" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expectNotHydrated(toggle);
    release();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await close();
  });

  test("header: a click on a menu's chevron opens its dropdown", async ({ browser }) => {
    const { page, release, close } = await visit(browser, "/high-risk");
    const chevron = page.getByRole("button", { name: "Solutions menu" });
    await chevron.click();
    await expectNotHydrated(chevron);
    release();
    await expect(chevron).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(`#${await chevron.getAttribute("aria-controls")}`)).toBeVisible();
    await close();
  });

  test("site search: Enter in the header search before hydration searches (a plain GET form)", async ({ browser }) => {
    const { page, close } = await visit(browser, "/");
    const search = page.locator("#header-search");
    await search.fill("chargebacks");
    await expectNotHydrated(search);
    await search.press("Enter");
    await expect(page).toHaveURL(/\/contact\?search=chargebacks$/);
    await close();
  });

  for (const input of ["tap", "key"] as const) {
    test(`tabs: a ${input} on the home page's High-Risk tab switches the panel`, async ({ browser }) => {
      const { page, release, close } = await visit(browser, "/", { touch: input === "tap", width: input === "tap" ? 390 : 1280 });
      const highRisk = page.getByRole("tab", { name: "High-Risk" });
      if (input === "tap") await highRisk.tap();
      else {
        await page.getByRole("tab", { name: "Low-Risk" }).focus();
        await page.keyboard.press("ArrowRight");
      }
      await expectNotHydrated(highRisk);
      release();
      await expect(highRisk).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tab", { name: "Low-Risk" })).toHaveAttribute("aria-selected", "false");
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", (await highRisk.getAttribute("id"))!);
      await close();
    });
  }

  test("tabs: a tap on the referral program's Support tab switches the panel", async ({ browser }) => {
    const { page, release, close } = await visit(browser, "/partner/referral-program", { touch: true, width: 390 });
    const support = page.getByRole("tab", { name: "Support" });
    await support.tap();
    await expectNotHydrated(support);
    release();
    await expect(support).toHaveAttribute("aria-selected", "true");
    await close();
  });

  for (const input of ["tap", "key"] as const) {
    test(`accordion: a ${input} on a FAQ question expands its answer (native details, no island)`, async ({ browser }) => {
      const { page, release, close } = await visit(browser, "/resources", { touch: input === "tap", width: 390 });
      const question = page.locator("#faq summary", { hasText: faq[1]!.question });
      const item = question.locator("xpath=..");
      await expect(island(question)).toHaveCount(0);
      if (input === "tap") await question.tap();
      else {
        await question.focus();
        await page.keyboard.press("Enter");
      }
      await expect(item).toHaveAttribute("open", "");
      await expect(page.getByText(faq[1]!.answer)).toBeVisible();
      // Nothing replays it once the page's scripts run: it does not close again.
      release();
      await page.waitForTimeout(300);
      await expect(item).toHaveAttribute("open", "");
      await close();
    });
  }

  test("carousel: a tap on Next moves to the second slide", async ({ browser }) => {
    const { page, release, close } = await visit(browser, "/pos-systems", { touch: true, width: 390 });
    const next = page.getByRole("button", { name: "Next slide" });
    await next.tap();
    await expectNotHydrated(next);
    release();
    const active = page.locator('[aria-roledescription="slide"][data-active="true"]');
    await expect(active).toHaveAttribute("aria-label", /^2 of /);
    // Focus rests on Next, and the island was told: the rotation has stopped, so the live region speaks.
    await expect(page.locator('[aria-roledescription="carousel"] [aria-live="polite"]')).toHaveCount(1);
    await close();
  });

  test("calculator: an amount typed and a slider moved before hydration drive the results", async ({ browser }) => {
    const { page, release, close } = await visit(browser, "/", { width: 390 });
    const volume = page.getByLabel("Average Monthly Volume");
    await volume.fill("20000");
    const cards = page.getByRole("slider", { name: "Card Payment Percentage" });
    const before = Number(await cards.inputValue());
    await cards.focus();
    await page.keyboard.press("ArrowRight");
    await expectNotHydrated(volume);
    release();
    await expectHydrated(volume);
    await expect(volume).toHaveValue("20000");
    await expect(cards).toHaveValue(String(before + 1));
    await expect(cards).toHaveAttribute("aria-valuetext", `${before + 1}%`);
    // Annual card sales: 20,000 a month, 12 months, at the card share chosen.
    const annual = (20000 * 12 * (before + 1)) / 100;
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
    await expect(page.locator("#calculator dd").first()).toHaveText(usd.format(annual));
    await close();
  });

  for (const path of ["/contact", "/application"]) {
    test(`forms: a tap on a dropdown of ${path} opens it`, async ({ browser }) => {
      const { page, release, close } = await visit(browser, path, { touch: true, width: 390 });
      const dropdown = page.getByRole("combobox").first();
      await dropdown.tap();
      await expectNotHydrated(dropdown);
      release();
      await expect(page.getByRole("listbox")).toBeVisible();
      await expect(page.getByRole("option").first()).toBeVisible();
      await close();
    });
  }

  test("forms: an email typed into the newsletter box before hydration is the one subscribed", async ({ browser }) => {
    const { page, release, close } = await visit(browser, "/contact", { width: 1280 });
    const form = page.getByRole("form", { name: "Newsletter signup" });
    const email = form.getByLabel("Email address");
    const address = `first-tap-${Date.now()}@example.com`;
    await email.fill(address);
    await expectNotHydrated(email);
    release();
    const subscribe = form.getByRole("button", { name: "Subscribe" });
    await expect(subscribe).toBeEnabled({ timeout: 15_000 });
    await expect(email).toHaveValue(address);
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/newsletter"));
    await subscribe.click();
    expect((await posted).postDataJSON()).toMatchObject({ email: address });
    await close();
  });

  test("chat: a tap on the launcher opens the chat", async ({ browser }) => {
    const { page, release, close } = await visit(browser, "/industries", { touch: true, width: 390 });
    const launcher = page.getByRole("button", { name: "Chat with us" });
    await launcher.tap();
    // The launcher is server HTML; neither its script nor the chat island (React) has run yet.
    await expect(page.locator("[data-chat-launcher]")).not.toHaveAttribute("data-live");
    await expect(page.locator('astro-island[component-url*="chat-widget"]')).toHaveAttribute("ssr", "");
    release();
    await expect(page.getByRole("dialog")).toBeVisible({ timeout: 15_000 });
    await close();
  });
});
