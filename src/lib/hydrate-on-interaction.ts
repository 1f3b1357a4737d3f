import type { ClientDirective } from "astro";

/**
 * `client:interaction`: hydrates an island the first time the visitor focuses, presses, touches or types inside it.
 * For forms that are visible when a page opens: their server-rendered fields are on screen at once, and the form
 * code (react-hook-form, zod, Radix Select) downloads only when someone starts to use them, so it does not weigh on
 * the page's load. The submit button stays disabled until hydration (see useHydrated), so nothing submits natively.
 */
const EVENTS = ["focusin", "pointerdown", "touchstart", "keydown", "input"] as const;

const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  let started = false;
  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) element.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
  };
  for (const type of EVENTS) element.addEventListener(type, start, { passive: true });
};

export default hydrateOnInteraction;
