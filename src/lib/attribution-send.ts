/**
 * Sending attribution with a lead (issue 13): the forms attach what the capture script (src/scripts/attribution.ts)
 * stored. It imports nothing at run time from attribution-touch.ts: a module both used would become a chunk of its
 * own, and its import and export lines alone would push the capture script past its 1 KB budget. The storage key
 * and the 90 days are therefore repeated here; attribution.test.ts checks they agree with attribution-touch.ts.
 */
import type { StoredAttribution, StoredTouch } from "./attribution-touch";

export const SENT_STORAGE_KEY = "hp_attribution";
export const SENT_KEEP_MS = 90 * 864e5;

function fresh(touch: StoredTouch | undefined, now: Date): StoredTouch | undefined {
  return Date.parse(touch?.at as string) > +now - SENT_KEEP_MS ? touch : undefined;
}

/** The touches of what storage held that are younger than 90 days; null when none (or not an object). */
export function keptAttribution(stored: unknown, now: Date): StoredAttribution | null {
  if (!stored || typeof stored !== "object") return null;
  const { first, last } = stored as StoredAttribution;
  const kept = { first: fresh(first, now), last: fresh(last, now) };
  return kept.first || kept.last ? kept : null;
}

/** What the browser keeps, without expired touches (null when there is nothing to send or storage is unavailable). */
export function readAttribution(now = new Date()): StoredAttribution | null {
  try {
    return keptAttribution(JSON.parse(localStorage.getItem(SENT_STORAGE_KEY) ?? "null"), now);
  } catch {
    return null;
  }
}

/** A lead's JSON body with the stored attribution attached (unchanged when there is none). */
export function withAttribution<Body extends object>(body: Body): Body & { attribution?: StoredAttribution } {
  const attribution = readAttribution();
  return attribution ? { ...body, attribution } : body;
}
