/**
 * The event that makes a `client:interaction` island hydrate now (src/lib/hydrate-on-interaction.ts), dispatched on
 * its <astro-island> by code outside it: the chat launcher wakes the chat island this way.
 */
export const ISLAND_WAKE_EVENT = "island:wake";

/** Hydrates the `client:interaction` islands whose component URL contains `name` (no-op once they are live). */
export function wakeIslands(name: string) {
  for (const island of document.querySelectorAll("astro-island")) {
    if ((island.getAttribute("component-url") ?? "").includes(name)) island.dispatchEvent(new Event(ISLAND_WAKE_EVENT));
  }
}
