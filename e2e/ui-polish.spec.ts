import { expect, test, type Locator, type Page } from "@playwright/test";
import { chatTeaser } from "../src/content/chat-teaser";
import { calculatorCopy } from "../src/content/home";
import { site } from "../src/content/site";
import { chatText as CHAT_TEXT } from "../src/content/chat";
import { CHAT } from "../src/lib/chat-rules";
import { gotoHydrated, waitForIsland } from "./helpers";

/** Issue 19 "Fix": the phone chat teaser, the form details, the calculator's example and saving, the layout. */

const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error("element has no box");
  return rect;
};
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * Text breaks inside a word in the matched elements: a line break whose neighbours are both non-space characters.
 * `allowed` says which such breaks are fine (an email address may wrap after "@" or "-", or before ".").
 */
function midWordBreaks(page: Page, selector: string, allowEmailJoints = false) {
  return page.evaluate(
    ({ selector, allowEmailJoints }) => {
      const found: string[] = [];
      for (const element of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        let previousTop: number | null = null;
        let previousChar = " ";
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const rect = range.getClientRects()[0];
            if (!rect || rect.width === 0) {
              previousChar = text[i]!;
              continue;
            }
            const wrapped = previousTop !== null && rect.top > previousTop + 2;
            const inWord = !/\s/.test(previousChar) && !/\s/.test(text[i]!);
            const joint = allowEmailJoints && (/[@-]/.test(previousChar) || text[i] === ".");
            if (wrapped && inWord && !joint) {
              found.push(
                `"${(element.textContent ?? "").trim().slice(0, 60)}" at "${text.slice(Math.max(0, i - 8), i)}|${text.slice(i, i + 8)}"`,
              );
            }
            previousTop = rect.top;
            previousChar = text[i]!;
          }
        }
      }
      return found;
    },
    { selector, allowEmailJoints },
  );
}

test.describe("chat on a phone (390 x 844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // On /solutions the teaser's place is free; where it would cover a control or the home hero's trust points, a dot on
  // the launcher stands in for it (issue 37, e2e/first-impressions.spec.ts).
  test("opens as a one-line teaser 3 s after navigation start, covering no call to action", async ({ page }) => {
    // Record when the launcher's script went live and when the teaser appeared, on the page's own clock.
    await page.addInitScript(() => {
      const marks = { live: 0, teaser: 0 };
      (window as unknown as { __chatMarks: typeof marks }).__chatMarks = marks;
      new MutationObserver(() => {
        if (!marks.live && document.querySelector("[data-chat-launcher][data-live]")) marks.live = performance.now();
        if (!marks.teaser && document.querySelector("[data-chat-teaser]")) marks.teaser = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto("/solutions");
    const teaser = page.locator("[data-chat-teaser]");
    await expect(teaser).toBeVisible({ timeout: CHAT.autoOpenDelayMs + 6000 });
    const marks = await page.evaluate(() => (window as unknown as { __chatMarks: { live: number; teaser: number } }).__chatMarks);
    // Counted from navigation start: never early, and not counted from the island's hydration, which would put it 3 s
    // or more after the launcher went live (before the fix it came 4.3-4.9 s in). Only that is asserted: on a loaded
    // 2-core CI machine a busy page's timer has fired 850 ms late.
    expect(marks.teaser).toBeGreaterThanOrEqual(CHAT.autoOpenDelayMs);
    expect(marks.teaser).toBeLessThan(marks.live + CHAT.autoOpenDelayMs);

    // A teaser, not the window: no dialog over the page.
    await expect(page.getByRole("dialog", { name: CHAT_TEXT.assistantName })).toBeHidden();
    await expect(teaser).toContainText(chatTeaser.text);
    const teaserBox = await box(teaser.locator("xpath=.."));
    expect(teaserBox.y + teaserBox.height).toBeLessThanOrEqual(844);
    expect(teaserBox.height).toBeLessThan(80);

    // It covers none of the calls to action in view.
    const covered: string[] = [];
    for (const control of await page.locator("main a:visible, main button:visible").all()) {
      const rect = await control.boundingBox();
      if (rect && rect.y < 844 && rect.y + rect.height > 0 && overlaps(rect, teaserBox)) {
        covered.push((await control.textContent())?.trim() ?? "");
      }
    }
    expect(covered).toEqual([]);

    // Tapping it opens the assistant.
    await teaser.click();
    await expect(page.getByRole("dialog", { name: CHAT_TEXT.assistantName })).toBeVisible();
  });

  test("the teaser can be dismissed and folds away on scroll; it is not shown again in the tab", async ({ page }) => {
    await page.goto("/solutions");
    const teaser = page.locator("[data-chat-teaser]");
    await expect(teaser).toBeVisible({ timeout: CHAT.autoOpenDelayMs + 6000 });
    await page.getByRole("button", { name: chatTeaser.dismissLabel }).click();
    await expect(teaser).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeFocused();

    await page.goto("/privacy-policy");
    await waitForIsland(page, "chat-widget");
    await page.waitForTimeout(CHAT.autoOpenDelayMs + 500);
    await expect(teaser).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: CHAT_TEXT.assistantName })).toBeHidden();
  });

  test("scrolling folds the teaser back into the launcher", async ({ page }) => {
    await page.goto("/privacy-policy");
    const teaser = page.locator("[data-chat-teaser]");
    await expect(teaser).toBeVisible({ timeout: CHAT.autoOpenDelayMs + 6000 });
    await page.mouse.wheel(0, 400);
    await expect(teaser).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Chat with us" })).toBeVisible();
  });
});

test.describe("forms", () => {
  test("submit buttons do not look disabled before the visitor touches the form", async ({ page }) => {
    await page.goto("/contact");
    const send = page.getByRole("form", { name: "Contact form" }).getByRole("button", { name: "Send Message" });
    await expect(send).toBeVisible();
    expect(await send.evaluate((button) => getComputedStyle(button).opacity)).toBe("1");
    const subscribe = page.getByRole("form", { name: "Newsletter signup" }).getByRole("button", { name: "Subscribe" });
    expect(await subscribe.evaluate((button) => getComputedStyle(button).opacity)).toBe("1");
  });

  for (const input of ["mouse", "touch"] as const) {
    test(`the first ${input} on a dropdown opens it, even before the form's code has loaded`, async ({ browser }) => {
      const context = await browser.newContext({ hasTouch: input === "touch", viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      // Hold the form's code back, so the press certainly lands before hydration.
      await page.route(/contact-form.*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await page.addInitScript(() => window.sessionStorage.setItem("harborline-chat-auto-opened", "1"));
      await page.goto("/contact");
      const industry = page.getByRole("form", { name: "Contact form" }).getByRole("combobox", { name: "Industry" });
      await industry.scrollIntoViewIfNeeded();
      if (input === "touch") await industry.tap();
      else await industry.click();
      // Open: the list shows its options (Radix hides the rest of the page from assistive technology meanwhile).
      await expect(page.getByRole("listbox")).toBeVisible();
      await expect(page.getByRole("option").first()).toBeVisible();
      await context.close();
    });
  }

  test("the newsletter email box is 44 px tall on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/");
    for (const form of await page.getByRole("form", { name: "Newsletter signup" }).all()) {
      const rect = await box(form.getByLabel("Email address"));
      expect(rect.height).toBeGreaterThanOrEqual(44);
    }
  });

  test("Email and Phone stay in line when both show errors and when only one does", async ({ page }) => {
    await gotoHydrated(page, "/application");
    await waitForIsland(page, "application-form");
    const form = page.getByRole("form", { name: "Merchant account application" });
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Apply Now" }).click();
    await expect(form.locator("#application-email-error")).toBeVisible();
    // Both measured at once: the form scrolls to its first error meanwhile.
    const offset = await form.evaluate((node) => {
      const top = (id: string) => node.querySelector(`#${id}`)!.getBoundingClientRect().top;
      return top("application-email") - top("application-phone");
    });
    expect(Math.abs(offset)).toBeLessThan(1);
  });

  test("the sales email address wraps only at its joints on a 320 px phone, and the cards leave no blank space", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const path of ["/application", "/contact", "/"]) {
      await gotoHydrated(page, path);
      expect(await midWordBreaks(page, `main a[href="mailto:${site.contact.email}"]`, true), path).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const [path, name] of [
      ["/contact", "Contact form"],
      ["/", "Contact form"],
    ] as const) {
      await gotoHydrated(page, path);
      const form = page.getByRole("form", { name });
      const button = await box(form.getByRole("button", { name: "Send Message" }));
      const card = await box(form.locator("xpath=ancestor::div[contains(@class,'rounded')][1]"));
      expect(card.y + card.height - (button.y + button.height), path).toBeLessThan(60);
    }
  });

  test("the $10,000 example reads as a placeholder, not a value", async ({ page }) => {
    await page.goto("/application");
    const volume = page.getByLabel("Monthly Card Volume");
    await expect(volume).toHaveValue("");
    await expect(volume).toHaveAttribute("placeholder", "$10,000");
    const style = await volume.evaluate((input) => {
      const placeholder = getComputedStyle(input, "::placeholder");
      return { placeholder: placeholder.color, placeholderStyle: placeholder.fontStyle, text: getComputedStyle(input).color };
    });
    expect(style.placeholderStyle).toBe("italic");
    expect(style.placeholder).not.toBe(style.text);
  });
});

test.describe("calculator", () => {
  const result = (page: Page, label: string) =>
    page.locator("#calculator dt", { hasText: label }).locator("xpath=following-sibling::dd[1]");

  async function openCalculator(page: Page) {
    await gotoHydrated(page, "/");
    await page.locator("#calculator").scrollIntoViewIfNeeded();
    await waitForIsland(page, "fee-calculator");
  }

  test("starts from a worked example and shows the yearly saving from the published fee reduction", async ({ page }) => {
    await openCalculator(page);
    const calculator = page.locator("#calculator");
    await expect(calculator.getByRole("spinbutton", { name: "Average Ticket Amount", exact: true })).toHaveValue("45");
    await expect(calculator.getByRole("spinbutton", { name: "Average Monthly Volume", exact: true })).toHaveValue("25000");
    await expect(calculator.getByRole("slider", { name: "Card Payment Percentage", exact: true })).toHaveValue("80");
    await expect(calculator.getByRole("slider", { name: "Keyed Percentage", exact: true })).toHaveValue("20");
    await expect(result(page, "Annual Credit/Debit Card Sales")).toHaveText("$240,000.00");
    await expect(result(page, "Estimated Processing Fees")).toHaveText("$6,240.00");
    await expect(result(page, "Amount You Keep")).toHaveText("$233,760.00");
    await expect(calculator).toContainText(`${calculatorCopy.feeRate}: 2.60%`);
    // 39% (site.claims.feeReduction) of $6,240.00.
    expect(site.claims.feeReduction.value).toBe("39%");
    const saving = calculator.locator("[data-calculator-saving]");
    await expect(saving).toContainText("you could keep $2,433.60 more a year");
    await expect(saving).toContainText(site.claims.feeReduction.value);

    // The average ticket now shows something: the payments a year it makes.
    await expect(calculator).toContainText("About 5,333 card payments a year at $45.00 each");
    await calculator.getByRole("spinbutton", { name: "Average Ticket Amount", exact: true }).fill("120");
    await expect(calculator).toContainText("About 2,000 card payments a year at $120.00 each");

    // The rate always reads with two decimals.
    await calculator.getByRole("slider", { name: "Keyed Percentage", exact: true }).fill("50");
    await expect(calculator).toContainText(`${calculatorCopy.feeRate}: 2.75%`);
    await calculator.getByRole("slider", { name: "Keyed Percentage", exact: true }).fill("0");
    await expect(calculator).toContainText(`${calculatorCopy.feeRate}: 2.50%`);
  });

  test("a negative volume gets a message under the field and counts as $0", async ({ page }) => {
    await openCalculator(page);
    const volume = page.locator("#calculator").getByRole("spinbutton", { name: "Average Monthly Volume", exact: true });
    await volume.fill("-500");
    await expect(volume).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#calculator").getByText(calculatorCopy.negativeAmount)).toBeVisible();
    await expect(volume).toHaveAccessibleDescription(new RegExp(calculatorCopy.negativeAmount.replace(/[$.]/g, "\\$&")));
    await expect(result(page, "Annual Credit/Debit Card Sales")).toHaveText("$0.00");
    await volume.fill("500");
    await expect(volume).not.toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#calculator").getByText(calculatorCopy.negativeAmount)).toHaveCount(0);
  });
});

test.describe("layout", () => {
  test("headlines never break inside a word (320 and 390 px)", async ({ page }) => {
    const paths = [
      "/industries",
      "/industries/ecommerce-stores",
      "/industries/delta-8",
      "/high-risk",
      "/resources",
      "/blog/stripe-square-paypal-high-risk",
      "/blog",
    ];
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of paths) {
        await gotoHydrated(page, path);
        expect(await midWordBreaks(page, "h1, h2, h3"), `${path} at ${width}`).toEqual([]);
      }
    }
  });

  test("sections of the partner pages share one container: the same left edge", async ({ page }) => {
    // Wider than the container (1280 px), so a narrower centred section would show.
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const path of ["/partner/about", "/partner/referral-program", "/partner/schedule-consult"]) {
      await gotoHydrated(page, path);
      // Where each section's content starts: its container's left edge plus its padding.
      const edges = await page.evaluate(() =>
        [...document.querySelectorAll("main section")]
          .filter((section) => !section.parentElement?.closest("section"))
          .map((section) => {
            const padded = parseFloat(getComputedStyle(section).paddingLeft) > 0 ? section : section.firstElementChild!;
            return Math.round(padded.getBoundingClientRect().left + parseFloat(getComputedStyle(padded).paddingLeft));
          }),
      );
      expect(new Set(edges), `${path}: ${edges.join(", ")}`).toEqual(new Set([edges[0]]));
    }
  });

  test("the referral table shows its Residual column on a phone without scrolling sideways", async ({ page }) => {
    for (const width of [320, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await gotoHydrated(page, "/partner/referral-program");
      const region = page.getByRole("region", { name: "Commission tier table" });
      const residual = region.getByRole("columnheader", { name: "Residual" });
      const rect = await box(residual);
      expect(rect.x + rect.width, `at ${width}`).toBeLessThanOrEqual(width);
      expect(await region.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
    }
  });

  test("the /industries high-risk grid ends without empty slots at every width", async ({ page }) => {
    for (const width of [700, 1100, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, "/industries");
      const items = page.locator("section#high-risk ul > li");
      const boxes = await Promise.all((await items.all()).map(box));
      const right = Math.max(...boxes.map((rect) => rect.x + rect.width));
      const last = boxes.at(-1)!;
      expect(Math.abs(last.x + last.width - right), `at ${width}`).toBeLessThan(2);
    }
  });

  test("headings are set in the brand face, loaded from the preloaded file; body text in the system stack", async ({ page }) => {
    await gotoHydrated(page, "/");
    const fonts = await page.evaluate(async () => {
      await document.fonts.ready;
      const family = (selector: string) => getComputedStyle(document.querySelector(selector)!).fontFamily;
      return {
        h1: family("h1"),
        h2: family("main h2"),
        paragraph: family("main p"),
        loaded: [...document.fonts].some((face) => face.family.includes("Plus Jakarta Sans") && face.status === "loaded"),
        preload: document.querySelector<HTMLLinkElement>('link[rel="preload"][as="font"]')?.href ?? "",
      };
    });
    expect(fonts.h1).toMatch(/^"?Plus Jakarta Sans"?,/);
    expect(fonts.h2).toMatch(/^"?Plus Jakarta Sans"?,/);
    expect(fonts.paragraph).not.toContain("Plus Jakarta Sans");
    expect(fonts.loaded).toBe(true);
    expect(fonts.preload).toMatch(/\/_astro\/plus-jakarta-sans-latin-wght-normal\.[\w-]+\.woff2$/);
  });

  test("desktop heroes have a visual in their right half", async ({ page }) => {
    for (const path of ["/high-risk", "/solutions", "/contact", "/partner", "/partner/about", "/industries", "/resources"]) {
      await gotoHydrated(page, path);
      // A product picture (figure) or the page's own drawn scene (issue 37).
      const figure = page.locator("main > section").first().locator("figure, svg[data-hero-visual]");
      await expect(figure, path).toBeVisible();
      expect((await box(figure)).x, path).toBeGreaterThan(640);
    }
  });

  test("on a phone the application form starts within the first screen and a half", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/application");
    const form = page.getByRole("form", { name: "Merchant account application" });
    const top = await form.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(900);
  });

  test("the About link says what the page holds (no team page promised)", async ({ page }) => {
    await gotoHydrated(page, "/partner");
    await expect(page.getByRole("main").getByText("Meet the team")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: /Read our story/ })).toHaveAttribute("href", "/partner/about");
  });
});
