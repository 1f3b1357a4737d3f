import { expect, type BrowserContext, type Page } from "@playwright/test";
import { CHAT_STORAGE_KEYS } from "../src/lib/chat-rules";

const chatSuppressed = new WeakSet<Page>();

/**
 * Opens a page, wakes the header island and waits until it has hydrated (Astro removes the `ssr` attribute then). The chat
 * window's 3 s auto-open is switched off for the tab, as if the visitor had already seen it, so it never lands on
 * top of what a spec is clicking (e2e/chat.spec.ts tests the auto-open itself without this helper).
 */
export async function gotoHydrated(page: Page, path: string) {
  if (!chatSuppressed.has(page)) {
    chatSuppressed.add(page);
    await page.addInitScript((key) => window.sessionStorage.setItem(key, "1"), CHAT_STORAGE_KEYS.autoOpened);
  }
  const response = await page.goto(path);
  // The header hydrates on the visitor's first interaction (client:interaction): give it one, then wait.
  await waitForIsland(page, "site-header");
  return response;
}

/**
 * Waits until every island matching the component name has hydrated. Islands that hydrate on interaction
 * (client:interaction, the forms visible at page open) are first given a focus event, as a visitor's first click would.
 */
export async function waitForIsland(page: Page, componentName: string) {
  await page.evaluate((name) => {
    for (const island of document.querySelectorAll("astro-island")) {
      if ((island.getAttribute("component-url") ?? "").includes(name)) island.dispatchEvent(new FocusEvent("focusin"));
    }
  }, componentName);
  await page.waitForFunction((name) => {
    const islands = [...document.querySelectorAll("astro-island")].filter((island) =>
      (island.getAttribute("component-url") ?? "").includes(name),
    );
    return islands.length > 0 && islands.every((island) => !island.hasAttribute("ssr"));
  }, componentName);
}

/**
 * Picks an option from a Radix dropdown. Radix ignores a pointer-up on an option that comes too soon after the
 * list opened under the pointer, which a loaded CI machine can make happen; then the list is still open and the
 * pick is tried again.
 */
export async function chooseOption(page: Page, label: string, option: string) {
  await expect(async () => {
    if (!(await page.getByRole("listbox").isVisible())) await page.getByRole("combobox", { name: label }).click();
    await page.getByRole("option", { name: option, exact: true }).click({ timeout: 3_000 });
    await expect(page.getByRole("combobox", { name: label })).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens a page with every island script (`/_astro/*.js`) held back until `release()` is called, so a press made now
 * certainly lands before hydration; `close()` releases them and closes the context.
 */
export async function gotoWithScriptsHeld(
  context: BrowserContext,
  page: Page,
  path: string,
): Promise<{ page: Page; release: () => void; close: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  await page.goto(path, { waitUntil: "commit" });
  return {
    page,
    release,
    close: async () => {
      release();
      await context.close();
    },
  };
}

/** One layout shift the page recorded: its value, whether input had just happened, whether it moved the hero. */
export interface RecordedShift {
  value: number;
  hadRecentInput: boolean;
  inHero: boolean;
}

/**
 * Records every layout shift from the start of each page the context opens (read with `layoutShifts`), with whether
 * it followed input and whether a node it moved is in the first section of main or a hero picture.
 */
export async function recordLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; hadRecentInput: boolean; inHero: boolean }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      })[]) {
        const inHero = (entry.sources ?? []).some((source) => {
          const element = source.node instanceof Element ? source.node : source.node?.parentElement;
          return Boolean(element?.closest("main section:first-of-type, svg[data-hero-visual]"));
        });
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, inHero });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The shifts recorded on the current page since it loaded. */
export const layoutShifts = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __shifts: { value: number; hadRecentInput: boolean; inHero: boolean }[] }).__shifts,
  );
