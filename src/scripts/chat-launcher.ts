import { wakeIslands } from "@/lib/island-wake";

/**
 * The chat launcher's behaviour (markup: src/components/chat/chat-launcher.tsx), with no React. This entry is tiny
 * and imports nothing at load (so no chain of module requests sits in front of the page's first paint); the chat
 * store (src/components/chat/chat-store.ts, shared with the chat island) is fetched when it is needed: a press, hover or focus
 * on the launcher; when the once-per-tab auto-open is still due, once the page has loaded and the browser is idle
 * (the store then opens it 3 s after navigation start: the phone teaser, or on wider screens the window); or at
 * once when the visitor left the window open on the previous page. The chat island (React, the
 * window) is woken only when the visitor reaches for the chat or the window opens.
 */
type ChatStore = typeof import("@/components/chat/chat-store");

function start(root: HTMLElement) {
  const launcher = root.querySelector<HTMLButtonElement>("[data-chat-open]")!;
  const teaserButton = root.querySelector<HTMLButtonElement>("[data-chat-teaser-open]")!;
  const dismiss = root.querySelector<HTMLButtonElement>("[data-chat-teaser-dismiss]")!;
  const announce = root.querySelector<HTMLElement>("[data-chat-announce]")!;
  const wake = () => wakeIslands("chat-widget");

  let connected: Promise<ChatStore> | undefined;
  /** Loads the store once and follows it: the window state hides the launcher, the teaser takes its place. */
  const connect = () =>
    (connected ??= import("@/components/chat/chat-store").then((store) => {
      store.$chatView.subscribe((view) => {
        root.hidden = view !== "closed";
        if (view !== "closed") wake();
      });
      store.$chatTeaser.subscribe((teaser) => {
        // The teaser takes the launcher's place (and gives it back), so nothing on the page moves.
        launcher.hidden = teaser;
        teaserButton.hidden = !teaser;
        dismiss.hidden = !teaser;
        teaserButton.toggleAttribute("data-chat-teaser", teaser);
        announce.textContent = teaser ? (teaserButton.textContent ?? "") : "";
        // Focus on the teaser or its dismiss button stays on the chat: it moves to the launcher they give way to.
        const focused = document.activeElement;
        if (!teaser && (focused === teaserButton || focused === dismiss)) launcher.focus();
        // The invitation folds back into the plain launcher once the visitor scrolls, so it never rides over the page.
        if (teaser) window.addEventListener("scroll", store.dismissChatTeaser, { once: true, passive: true });
        else window.removeEventListener("scroll", store.dismissChatTeaser);
      });
      // The automatic opening's last resort (issue 37): a dot on the launcher, announced like the teaser.
      store.$chatNudge.subscribe((nudge) => {
        if (nudge) announce.textContent = teaserButton.textContent ?? "";
        const dot = root.querySelector<HTMLElement>("[data-chat-nudge]");
        if (dot) dot.hidden = !nudge;
      });
      dismiss.addEventListener("click", () => {
        store.dismissChatTeaser();
        launcher.focus();
      });
      store.restoreChatSession();
      // Counts from navigation start, so when the store arrives late it opens at once, never later than due.
      store.scheduleAutoOpen();
      root.dataset.connected = "";
      return store;
    }));

  const open = () => {
    wake();
    void connect().then((store) => store.openChat("visitor"));
  };
  const interest = () => {
    wake();
    void connect();
  };
  for (const button of [launcher, teaserButton]) {
    button.addEventListener("click", open);
    // Interest in the chat: start loading it before the click.
    button.addEventListener("pointerenter", interest);
    button.addEventListener("focus", interest);
  }

  // Only the storage keys and the delay are needed before the store: the server writes them on the markup.
  const { sessionKey = "", autoOpenedKey = "", autoOpenDelay = "0" } = root.dataset;
  let saved: string | null = null;
  let autoOpened = false;
  try {
    saved = sessionStorage.getItem(sessionKey);
    autoOpened = sessionStorage.getItem(autoOpenedKey) === "1";
  } catch {
    // Storage blocked: the store copes (no restore, and an auto-open it cannot remember).
  }
  if (saved && /"view":"(open|minimized)"/.test(saved)) void connect();
  else if (!autoOpened) {
    // The auto-open is still due: fetch the store once the page has loaded and the browser is idle (well before
    // the 3 s), and let it time the opening itself on the page's clock.
    const soon = () => {
      if ("requestIdleCallback" in window) requestIdleCallback(() => void connect(), { timeout: Number(autoOpenDelay) / 2 });
      else setTimeout(() => void connect(), 200);
    };
    if (document.readyState === "complete") soon();
    else window.addEventListener("load", soon, { once: true });
  }

  // A press made before this module ran, kept by the inline recorder beside the markup (BaseLayout.astro).
  root.dataset.live = "";
  if (root.hasAttribute("data-pressed")) {
    root.removeAttribute("data-pressed");
    open();
  }
}

const root = document.querySelector<HTMLElement>("[data-chat-launcher]");
if (root) start(root);
