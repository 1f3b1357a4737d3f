import type { Page } from "@playwright/test";
import { CHAT_STORAGE_KEYS } from "../src/lib/chat-rules";
import { waitForIsland } from "./helpers";

/**
 * The chat widget opens by itself 3 s after load. Specs that do not test that can switch it off for the tab
 * (exactly as if the visitor had already seen it), so it never covers what they click.
 */
export async function suppressChatAutoOpen(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, "1"), CHAT_STORAGE_KEYS.autoOpened);
}

/** Opens a page with the chat island hydrated and auto-open switched off. */
export async function gotoWithChat(page: Page, path: string) {
  await suppressChatAutoOpen(page);
  await page.goto(path);
  await waitForIsland(page, "chat-widget");
}
