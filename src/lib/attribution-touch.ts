/**
 * The browser side of attribution (issue 13): which visit counts as a touch and how the stored first and last
 * touch change. Kept free of dependencies because the capture script (src/scripts/attribution.ts), loaded on every
 * page, is built from it and must stay under 1 KB.
 *
 * Rules:
 * - A visit is "marked" when its URL carries a campaign parameter (utm_*, a click id) or it arrives from another
 *   site (the referrer's host differs from ours). Moving between our own pages is not a touch.
 * - First touch: the first visit recorded (marked or direct), kept until it is older than 90 days.
 * - Last touch: the latest marked visit; a direct return visit does not overwrite a campaign. With nothing stored
 *   yet, the first visit is also the last.
 * - A touch older than 90 days is forgotten; the next visit then starts afresh.
 * Only the landing path is kept (never the query string beyond the listed parameters) and only the referrer's host.
 */
import { TOUCH_PARAMS } from "./attribution-params";

export const STORAGE_KEY = "hp_attribution";
export const KEEP_MS = 90 * 864e5;

// eslint-disable-next-line no-control-regex
const UNSAFE = /[\0-\x1f\x7f-\x9f\u200b-\u200d\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

export type StoredTouch = Record<string, string>;
export interface StoredAttribution {
  first?: StoredTouch;
  last?: StoredTouch;
}

/** The touch of this visit, and whether it is marked (campaign parameters or another site's referrer). */
export function touchOf(url: URL, referrer: string, now: Date): [StoredTouch, boolean] {
  const touch: StoredTouch = { landing_path: url.pathname.slice(0, 300), at: now.toISOString() };
  let marked = false;
  TOUCH_PARAMS.forEach((name, index) => {
    // Cleaned and cut to the server's caps (src/lib/attribution.ts), so an odd link never gets a lead refused.
    const value = url.searchParams
      .get(name)
      ?.replace(UNSAFE, "")
      .trim()
      .slice(0, index < 2 ? 100 : index < 5 ? 150 : 256);
    if (value) ((touch[name] = value), (marked = true));
  });
  let host = "";
  try {
    host = new URL(referrer).host;
  } catch {
    // No referrer, or not a URL.
  }
  if (host && host !== url.host) ((touch.referrer = host), (marked = true));
  return [touch, marked];
}

function fresh(touch: StoredTouch | undefined, now: Date): StoredTouch | undefined {
  // Date.parse of a missing or malformed time is NaN, which is never fresh.
  return Date.parse(touch?.at as string) > +now - KEEP_MS ? touch : undefined;
}

/**
 * The stored attribution after a visit (the same object when nothing changes). `stored` is whatever storage held,
 * parsed: anything that is not an object with fresh touches counts as nothing stored.
 */
export function recordTouch(stored: StoredAttribution | null, touch: StoredTouch, marked: boolean, now: Date): StoredAttribution {
  const first = fresh(stored?.first, now);
  const last = fresh(stored?.last, now);
  return stored && first && last && !marked ? stored : { first: first ?? touch, last: marked || !last ? touch : last };
}
