import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { axeBuilder } from "./axe";
import { applicationIndustryOptions, applicationInterestOptions, leadMessages } from "../src/content/lead-schema";
import { industriesContent, heroContent } from "../src/content/home";
import { addressLine, site } from "../src/content/site";
import { contactPage } from "../src/content/lead-pages";
import { chatTeaser } from "../src/content/chat-teaser";
import { chatText } from "../src/content/chat";
import { CHAT, CHAT_STORAGE_KEYS } from "../src/lib/chat-rules";
import { chooseOption, gotoHydrated, gotoWithScriptsHeld, waitForIsland } from "./helpers";
import { expectNoHorizontalOverflow } from "./marketing-helpers";
import { sitePaths } from "./routes";

/**
 * Issue 37 "Every first impression holds": a design review at 320, 390, 768 and 1280 px. Each block holds one point
 * of the issue at the widths it names.
 */

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(locator: Locator): Promise<Box> {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error("element has no box");
  return rect;
}

/** How many lines of visible text an element's label takes (screen-reader-only text left out). */
function textLines(locator: Locator) {
  return locator.evaluate((element) => {
    const tops: number[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest(".sr-only")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 1) tops.push(rect.top);
    }
    tops.sort((a, b) => a - b);
    return tops.filter((top, index) => index === 0 || top - tops[index - 1]! > 8).length;
  });
}

const suppressChat = (page: Page) =>
  page.addInitScript((key) => window.sessionStorage.setItem(key, "1"), CHAT_STORAGE_KEYS.autoOpened);

/**
 * A page whose island scripts are held back until `release()`, so a press certainly lands before the island is live
 * (as in e2e/first-tap.spec.ts).
 */
async function visitHeld(browser: Browser, path: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await suppressChat(page);
  return gotoWithScriptsHeld(context, page, path);
}

/** Fills text fields the way a browser's autofill does: the value and an input event, no focus. */
async function autofill(form: Locator, values: Record<string, string>) {
  await form.evaluate((element, entries) => {
    for (const [name, value] of Object.entries(entries)) {
      const field = element.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
      field.value = value;
      field.dispatchEvent(new Event("input", { bubbles: true }));
      field.dispatchEvent(new Event("change", { bubbles: true }));
    }
  }, values);
}

/** A real press at the button's centre (Playwright's click would wait for the disabled button to be enabled). */
async function pressAt(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const rect = await box(button);
  await page.mouse.click(rect.x + rect.width / 2, rect.y + rect.height / 2);
}

const island = (locator: Locator) => locator.locator("xpath=ancestor::astro-island[1]");
const m = leadMessages.application;
const everyMessage = [m.firstName, m.lastName, m.email, m.businessName, m.interestedIn, m.industry];

test.describe("1. the first press on an untouched form submits or validates", () => {
  test.describe.configure({ timeout: 45_000 });

  const forms = [
    { path: "/contact", name: "Contact form", button: "Send Message" },
    { path: "/", name: "Contact form", button: "Send Message" },
    { path: "/application", name: "Merchant account application", button: "Apply Now" },
  ];

  for (const { path, name, button } of forms) {
    test(`${path}: one press on the empty form shows every required field's message`, async ({ browser }) => {
      const { page, release, close } = await visitHeld(browser, path, 1280);
      const form = page.getByRole("form", { name });
      const submit = form.getByRole("button", { name: button });
      await pressAt(page, submit);
      await expect(island(form)).toHaveAttribute("ssr", "");
      release();
      for (const message of everyMessage) await expect(form.getByText(message, { exact: true })).toBeVisible();
      await close();
    });

    test(`${path}: one press after autofill sends, or flags only what autofill left empty`, async ({ browser }) => {
      const { page, release, close } = await visitHeld(browser, path, 390);
      const posts: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "POST" && request.url().endsWith("/api/contacts")) posts.push(request.url());
      });
      const form = page.getByRole("form", { name });
      await autofill(form, { firstName: "Ana", lastName: "Ruiz", email: "ana@ruizcafe.example", businessName: "Ruiz Cafe" });
      await pressAt(page, form.getByRole("button", { name: button }));
      await expect(island(form)).toHaveAttribute("ssr", "");
      release();
      // Autofill cannot choose the two dropdowns: the press validates, and flags exactly those.
      await expect(form.getByText(m.interestedIn, { exact: true })).toBeVisible();
      await expect(form.getByText(m.industry, { exact: true })).toBeVisible();
      await expect(form.getByText(m.firstName, { exact: true })).toHaveCount(0);
      await expect(form.getByLabel("First Name")).toHaveValue("Ana");
      expect(posts).toEqual([]);
      await close();
    });
  }

  test("/contact newsletter: one press after autofill subscribes", async ({ browser }) => {
    const { page, release, close } = await visitHeld(browser, "/contact", 1280);
    const form = page.getByRole("form", { name: "Newsletter signup" });
    const address = `autofill-${Date.now()}@example.com`;
    await autofill(form, { email: address });
    const posted = page.waitForRequest((request) => request.url().endsWith("/api/newsletter"));
    await pressAt(page, form.getByRole("button", { name: "Subscribe" }));
    await expect(island(form)).toHaveAttribute("ssr", "");
    release();
    expect((await posted).postDataJSON()).toMatchObject({ email: address });
    await expect(page.getByText(leadMessages.newsletter.successTitle, { exact: true })).toBeVisible();
    await close();
  });

  test("the press is replayed once: one press on a filled newsletter form posts once", async ({ browser }) => {
    const { page, release, close } = await visitHeld(browser, "/contact", 1280);
    const form = page.getByRole("form", { name: "Newsletter signup" });
    await autofill(form, { email: `once-${Date.now()}@example.com` });
    let posts = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/newsletter")) posts += 1;
    });
    const subscribe = form.getByRole("button", { name: "Subscribe" });
    await pressAt(page, subscribe);
    await pressAt(page, subscribe);
    release();
    await expect(page.getByText(leadMessages.newsletter.successTitle, { exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    expect(posts).toBe(1);
    await close();
  });
});

test.describe("2. blank search text does nothing, with or without JavaScript", () => {
  test("with JavaScript: spaces and Enter stay on the page; words search", async ({ page }) => {
    await gotoHydrated(page, "/privacy-policy");
    const search = page.locator("#header-search");
    await search.fill("   ");
    await search.press("Enter");
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/privacy-policy");
    await search.fill("  chargebacks ");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/contact\?search=chargebacks$/);
  });

  test("before the header is live: spaces and Enter stay on the page", async ({ browser }) => {
    const { page, close } = await visitHeld(browser, "/solutions", 1280);
    const search = page.locator("#header-search");
    await search.fill("   ");
    await expect(island(search)).toHaveAttribute("ssr", "");
    await search.press("Enter");
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/solutions");
    await close();
  });

  test("without JavaScript: spaces and Enter stay on the page; words search", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/privacy-policy");
    const search = page.locator("#header-search");
    await expect(search).toHaveAttribute("required", "");
    await search.fill("   ");
    await search.press("Enter");
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe("/privacy-policy");
    await search.fill("fees");
    await search.press("Enter");
    await expect(page).toHaveURL(/\/contact\?search=fees$/);
    await context.close();
  });
});

test.describe("3. the chat's automatic opening hides no call to action; the launcher stands out", () => {
  const viewports = [
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
    { width: 1280, height: 800 },
  ];
  for (const viewport of viewports) {
    for (const path of ["/", "/contact"]) {
      test(`${path} at ${viewport.width} x ${viewport.height}`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const flag = () => page.evaluate((key) => window.sessionStorage.getItem(key), CHAT_STORAGE_KEYS.autoOpened);
        await expect.poll(flag, { timeout: CHAT.autoOpenDelayMs + 6000 }).toBe("1");
        // What it opened as: the window (perhaps minimized), the phone teaser, or the launcher's dot.
        const dialog = page.getByRole("dialog", { name: chatText.assistantName });
        const teaser = page.locator("[data-chat-teaser]");
        const nudge = page.locator("[data-chat-nudge]");
        await expect(page.locator("#chat-window:visible, [data-chat-teaser]:visible, [data-chat-nudge]:visible")).toHaveCount(1);
        await page.waitForTimeout(400);
        const shown = (await dialog.isVisible()) ? dialog : (await teaser.isVisible()) ? teaser.locator("xpath=..") : null;
        if (viewport.width < 768) await expect(dialog).toBeHidden();
        if (shown) {
          const chatBox = await box(shown);
          const covered: string[] = [];
          const controls = page.locator(
            "main a:visible, main button:visible, main input:visible, main [role=combobox]:visible, [data-keep-clear]:visible",
          );
          for (const control of await controls.all()) {
            const rect = await control.boundingBox();
            if (rect && rect.y < viewport.height && rect.y + rect.height > 0 && overlaps(rect, chatBox)) {
              covered.push((await control.textContent())?.trim().slice(0, 40) ?? "");
            }
          }
          expect(covered).toEqual([]);
        }
        if (path === "/") {
          // The hero's calls to action are all in view and uncovered.
          for (const label of [heroContent.apply.label, heroContent.calculate.label]) {
            const link = page.locator("#hero-title").locator("xpath=ancestor::section[1]").getByRole("link", { name: label });
            await expect(link).toBeInViewport();
          }
        }
      });
    }
  }

  test("a teaser or dot announces the invitation; the launcher has a brass border on navy and white", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const launcher = page.getByRole("button", { name: "Chat with us" });
    await expect(page.locator("[data-chat-launcher] [aria-live=polite]")).toHaveText(chatTeaser.text, {
      timeout: CHAT.autoOpenDelayMs + 6000,
    });
    const border = await launcher.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.borderTopWidth, color: style.borderTopColor, background: style.backgroundColor };
    });
    expect(border.width).toBe("2px");
    // Brass (#f0b429), not the navy of the button, the heroes and the footer.
    expect(border.color).toBe("rgb(240, 180, 41)");
    expect(border.background).not.toBe(border.color);
    await launcher.click();
    await expect(page.getByRole("dialog", { name: chatText.assistantName })).toBeVisible();
    await expect(page.locator("[data-chat-nudge]")).toBeHidden();
  });

  test("opened by itself the window is compact; the visitor's first touch gives it its full height", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/privacy-policy");
    const dialog = page.getByRole("dialog", { name: chatText.assistantName });
    await expect(dialog).toBeVisible({ timeout: CHAT.autoOpenDelayMs + 6000 });
    await expect(dialog.getByText(chatText.greeting)).toBeVisible();
    const compact = await box(dialog);
    expect(compact.height).toBeLessThanOrEqual(360);
    await page.getByRole("textbox", { name: "Your message" }).click();
    await expect.poll(async () => (await box(dialog)).height).toBeGreaterThan(500);
  });
});

test.describe("4. the header fits from 768 to 1280 px", () => {
  for (const width of [768, 900, 1024, 1280]) {
    test(`at ${width} px: wordmark, one-line Get Started, search usable or behind a button, no overflow`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/solutions");
      const header = page.locator("header");
      const home = header.getByRole("link", { name: `${site.brand.name} home` });
      await expect(home.getByText(site.brand.shortName, { exact: false })).toBeVisible();
      expect((await box(home)).width).toBeGreaterThan(120);
      const getStarted = header.getByRole("link", { name: "Get Started" });
      await expect(getStarted).toBeVisible();
      expect(await textLines(getStarted)).toBe(1);
      expect((await box(getStarted)).height).toBeLessThanOrEqual(40);
      for (const link of ["Solutions", "Industries", "Resources", "Partner", "Contact"]) {
        const item = header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true });
        await expect(item).toBeVisible();
        expect(await textLines(item)).toBe(1);
      }
      const search = page.locator("#header-search");
      const compact = header.locator("summary", { hasText: "Search the site" });
      if (width >= 1280) {
        await expect(search).toBeVisible();
        expect((await box(search)).width).toBeGreaterThanOrEqual(160);
      } else if (width >= 1024) {
        await expect(search).toBeHidden();
        await compact.click();
        const opened = page.locator("#header-search-compact");
        await expect(opened).toBeFocused();
        expect((await box(opened)).width).toBeGreaterThanOrEqual(160);
        await opened.fill("kratom");
        await opened.press("Enter");
        await expect(page).toHaveURL(/\/contact\?search=kratom$/);
        return;
      } else {
        // SPEC 2: 768 to 1023 px is tablet, and the search box is hidden.
        await expect(search).toBeHidden();
        await expect(compact).toBeHidden();
      }
      await expectNoHorizontalOverflow(page);
      const row = await header.evaluate((element) => {
        const inner = element.firstElementChild as HTMLElement;
        return inner.scrollWidth - inner.clientWidth;
      });
      expect(row).toBeLessThanOrEqual(0);
      // Every item of the header's rows sits inside the window.
      for (const item of await header.locator("a:visible, button:visible, summary:visible").all()) {
        const rect = await box(item);
        expect(rect.x).toBeGreaterThanOrEqual(0);
        expect(rect.x + rect.width).toBeLessThanOrEqual(width);
      }
    });
  }

  test("content keeps 32 px side margins at 1280 px and 16 px at 390 px", async ({ page }) => {
    for (const [width, margin] of [
      [1280, 32],
      [390, 16],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/solutions");
      const h1 = await box(page.locator("h1"));
      expect(h1.x).toBe(margin);
      const logo = await box(page.locator("header").getByRole("link", { name: `${site.brand.name} home` }));
      expect(logo.x).toBe(margin);
    }
  });
});

test.describe("5. each support figure says whose it is", () => {
  test("no page shows 24/7 support without saying it is the merchants'; partner hours say they are the partners'", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await suppressChat(page);
    const findings: string[] = [];
    for (const path of await sitePaths(request)) {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      const problems = await page.evaluate((hours) => {
        const found: string[] = [];
        // The figure's block: its list item, paragraph or the dt/dd pair's wrapper.
        const block = (node: Node) => node.parentElement!.closest("li, p, div, td") ?? node.parentElement!;
        const walker = document.createTreeWalker(document.querySelector("main")!, NodeFilter.SHOW_TEXT);
        const pageText = document.querySelector("main")!.textContent ?? "";
        const showsPartnerHours = pageText.includes(hours);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          if (node.parentElement?.closest("[hidden], .sr-only")) continue;
          const where = block(node);
          const context = (where.textContent ?? "").toLowerCase();
          if (text.includes(hours) && !context.includes("partner"))
            found.push(`hours without "partner": ${context.slice(0, 80)}`);
          if (showsPartnerHours && text.includes("24/7") && !context.includes("merchant")) {
            found.push(`24/7 without whose: ${context.slice(0, 80)}`);
          }
        }
        return found;
      }, site.contact.partnerPhoneHours);
      for (const problem of problems) findings.push(`${path}: ${problem}`);
    }
    expect(findings).toEqual([]);
  });

  test("the referral page says the 24/7 is merchant support and the phone line is the partners'", async ({ page }) => {
    await gotoHydrated(page, "/partner/referral-program");
    // The hero no longer shows figures (its picture replaced them); wherever 24/7 appears it is the merchants'.
    if ((await page.locator("main").textContent())!.includes(site.claims.support.value)) {
      await expect(page.locator("main")).toContainText(site.claims.support.label);
    }
    expect(site.claims.support.label).toMatch(/merchant/i);
    await page.getByRole("tab", { name: "Support" }).click();
    await expect(page.getByRole("tabpanel")).toContainText(`Partner phone support ${site.contact.partnerPhoneHours}`);
  });

  test("/contact labels each time figure and shows the address", async ({ page }) => {
    await gotoHydrated(page, "/contact");
    // Each time figure comes in the sentence that says what it times (the contact details' list).
    const details = page.getByRole("complementary", { name: contactPage.details.heading });
    for (const claim of [site.claims.approvalTime, site.claims.applicationReply, site.claims.support]) {
      await expect(details.getByText(claim.statement)).toBeVisible();
    }
    expect(site.claims.approvalTime.label).toMatch(/approval/i);
    expect(site.claims.applicationReply.label).toMatch(/quote/i);
    await expect(page.locator("main")).toContainText(addressLine);
    await expect(page.locator("footer")).toContainText(addressLine);
  });
});

test.describe("6. no dead ends, no odd twins", () => {
  test("every home industry card opens its industry", async ({ page, request }) => {
    await gotoHydrated(page, "/");
    const section = page.getByRole("region", { name: industriesContent.heading });
    for (const tab of industriesContent.tabs) {
      await section.getByRole("tab", { name: tab.label }).click();
      const panel = section.getByRole("tabpanel");
      for (const card of tab.cards) {
        const link = panel.getByRole("link", { name: card.title, exact: true });
        await expect(link).toHaveAttribute("href", card.href);
        const response = await request.get(card.href.split("#")[0]!);
        expect(response.status(), card.href).toBe(200);
      }
    }
    // The whole card is the link: a press on its description opens the industry.
    await section.getByRole("tab", { name: industriesContent.tabs[1].label }).click();
    const card = industriesContent.tabs[1].cards[2]!;
    // (A real press at the description's middle: the link's overlay is what the pointer hits.)
    const text = section.getByRole("tabpanel").getByText(card.description);
    await text.scrollIntoViewIfNeeded();
    const description = await box(text);
    await page.mouse.click(description.x + description.width / 2, description.y + description.height / 2);
    await expect(page).toHaveURL(new RegExp(`${card.href}$`));
  });

  test("/high-risk industry cards carry their banner, as on /industries", async ({ page }) => {
    await gotoHydrated(page, "/high-risk");
    const cards = page.getByRole("region", { name: /industries/i }).locator("li");
    await expect(cards).toHaveCount(10);
    for (const card of await cards.all()) {
      const banner = card.locator("svg[aria-hidden=true]").first();
      await expect(banner).toBeVisible();
      expect((await box(banner)).height).toBeGreaterThan(80);
    }
  });

  test("/resources latest posts carry their illustrations, as on /blog", async ({ page }) => {
    await gotoHydrated(page, "/resources");
    const posts = page.getByRole("region", { name: /latest|articles|blog/i }).getByRole("article");
    await expect(posts).toHaveCount(3);
    for (const post of await posts.all()) {
      const image = post.locator("img");
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    }
  });
});

test.describe("7. small faults", () => {
  test("the Thank You view comes into sight whole under the sticky header at 1280 px", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, "/application");
    await waitForIsland(page, "application-form");
    const form = page.getByRole("form", { name: "Merchant account application" });
    await form.getByLabel("First Name").fill("Rosa");
    await form.getByLabel("Last Name").fill("Diaz");
    await form.getByLabel("Email").fill(`rosa-${Date.now()}@diazbakery.example`);
    await form.getByLabel("Business Name").fill("Diaz Bakery");
    await chooseOption(page, "Interested In", applicationInterestOptions[0]!.label);
    await chooseOption(page, "Industry", applicationIndustryOptions[0]!.label);
    await form.getByRole("button", { name: "Apply Now" }).click();
    const thanks = page.getByRole("region", { name: "Thank you for applying!" });
    await expect(thanks).toBeVisible();
    const header = await box(page.locator("header"));
    await expect
      .poll(async () => (await box(thanks.locator("svg").first())).y, { timeout: 5000 })
      .toBeGreaterThanOrEqual(header.y + header.height);
  });

  test("the newsletter field on /contact shows its whole placeholder", async ({ page }) => {
    for (const width of [1280, 1024, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/contact");
      const field = page.getByRole("form", { name: "Newsletter signup" }).getByLabel("Email address");
      const room = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const canvas = document.createElement("canvas").getContext("2d")!;
        canvas.font = `italic ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const text = canvas.measureText(input.placeholder).width;
        const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return inner - text;
      });
      expect(room, `${width} px`).toBeGreaterThan(0);
    }
  });

  test("the referral tabs fit their card at 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await gotoHydrated(page, "/partner/referral-program");
    const tabs = page.getByRole("tablist", { name: "Program details" });
    await tabs.scrollIntoViewIfNeeded();
    const card = await box(tabs.locator("xpath=.."));
    const list = await box(tabs);
    expect(list.x).toBeGreaterThanOrEqual(card.x);
    expect(list.x + list.width).toBeLessThanOrEqual(card.x + card.width);
    for (const tab of await tabs.getByRole("tab").all()) expect(await textLines(tab)).toBe(1);
    await expectNoHorizontalOverflow(page);
  });

  for (const width of [320, 768, 1024]) {
    test(`calls to action keep their label on one line at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/");
      const main = page.locator("main");
      for (const name of [
        "Apply Now",
        "Explore POS Systems",
        "Analyze My Fees",
        "Schedule Consultation",
        "View All Industries",
      ]) {
        for (const button of await main.locator('[data-slot="button"]', { hasText: name }).all()) {
          expect(await textLines(button), `${name} at ${width} px`).toBe(1);
        }
      }
      await gotoHydrated(page, "/industries/restaurants");
      for (const button of await page.locator('main [data-slot="button"]').all()) {
        expect(await textLines(button), `${await button.textContent()} at ${width} px`).toBe(1);
      }
    });
  }

  for (const width of [390, 768, 1024, 1280]) {
    test(`"Works with" fills its rows and every mark is legible at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/");
      const items = page.locator("#hero-title").locator("xpath=ancestor::section[1]").locator("ul").last().locator("li");
      await expect(items).toHaveCount(heroContent.worksWith.brands.length);
      const rows = new Map<number, number>();
      for (const item of await items.all()) {
        const top = Math.round((await box(item)).y);
        rows.set(top, (rows.get(top) ?? 0) + 1);
        expect((await box(item.locator("svg"))).height).toBeGreaterThanOrEqual(10);
        expect(await textLines(item)).toBe(1);
      }
      const counts = [...rows.values()];
      expect(Math.min(...counts), JSON.stringify(counts)).toBe(Math.max(...counts));
      // WooCommerce's wide mark is drawn at a legible height (it was a 4.8 px sliver).
      const woo = items.filter({ hasText: "WooCommerce" }).locator("svg");
      const wooPath = await woo.locator("use").boundingBox();
      expect(wooPath!.height).toBeGreaterThanOrEqual(10);
    });
  }

  test("the testimonial dividers line up at 1280 px", async ({ page }) => {
    await gotoHydrated(page, "/");
    const captions = page.getByRole("region", { name: /merchants|customers|testimonials|say/i }).locator("figcaption");
    await expect(captions).toHaveCount(3);
    const tops = await Promise.all((await captions.all()).map(async (caption) => Math.round((await box(caption)).y)));
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(1);
  });

  test("the address of the structured data is in the footer of every page and on /contact", async ({ page }) => {
    await gotoHydrated(page, "/privacy-policy");
    await expect(page.locator("footer")).toContainText(addressLine);
    const address = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!).address;
    expect(addressLine).toBe(`${address.addressLocality}, ${address.addressRegion}`);
  });
});

// Every route's axe check at 390 and 1280 px is e2e/every-route.spec.ts; here, the header in a state a page load
// does not reach.
test.describe("axe stays clean in the header's other states", () => {
  test("the header at 1024 px with its search open", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await gotoHydrated(page, "/");
    await page.locator("header summary").click();
    const results = await axeBuilder(page).include("header").analyze();
    expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
  });
});
