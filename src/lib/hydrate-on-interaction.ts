import type { ClientDirective } from "astro";

/**
 * `client:interaction`: hydrates an island the first time the visitor focuses, presses, touches or types inside it.
 * For forms that are visible when a page opens: their server-rendered fields are on screen at once, and the form
 * code (react-hook-form, zod, Radix Select) downloads only when someone starts to use them, so it does not weigh on
 * the page's load. The submit button stays disabled until hydration (see useHydrated), so nothing submits natively.
 *
 * A tap that lands before the code is live would otherwise be lost (a dropdown that ignores its first tap, issue
 * 19): a press and release on the same control before hydration finishes is replayed as a click on that control
 * once the island is live.
 */
const EVENTS = ["focusin", "pointerdown", "touchstart", "keydown", "input"] as const;
const REPLAYABLE = 'button, [role="combobox"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"]';

const hydrateOnInteraction: ClientDirective = (load, _options, element) => {
  let started = false;
  let live = false;
  let pressed: EventTarget | null = null;
  let tapped: HTMLElement | null = null;

  const onPointerDown = (event: Event) => {
    pressed = event.target;
  };
  const onPointerUp = (event: Event) => {
    if (live || event.target !== pressed || !(event.target instanceof Element)) return;
    tapped = event.target.closest<HTMLElement>(REPLAYABLE);
  };
  element.addEventListener("pointerdown", onPointerDown, { capture: true, passive: true });
  element.addEventListener("pointerup", onPointerUp, { capture: true, passive: true });

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of EVENTS) element.removeEventListener(type, start);
    const hydrate = await load();
    await hydrate();
    live = true;
    element.removeEventListener("pointerdown", onPointerDown, { capture: true });
    element.removeEventListener("pointerup", onPointerUp, { capture: true });
    // React has attached its listeners by now; a click it receives before it finishes hydrating is replayed by it.
    const target = tapped;
    tapped = null;
    if (target?.isConnected && element.contains(target)) target.click();
  };
  for (const type of EVENTS) element.addEventListener(type, start, { passive: true });
};

export default hydrateOnInteraction;
