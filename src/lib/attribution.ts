/**
 * Marketing attribution (issue 13): where a visitor came from, first party only. The browser keeps a first and a
 * last "touch" in localStorage for 90 days (src/scripts/attribution.ts records them, src/lib/attribution-touch.ts
 * holds the rules) and sends them with every lead as `attribution: { first, last }`. The server reads them with
 * `parseAttribution`: allow-listed keys, length caps, unknown keys dropped, absent values fine. Control characters
 * never get this far: the API's text policy refuses them in every string, naming the field as a dotted path
 * (`attribution.first.utm_source`).
 */
import { TOUCH_PARAMS } from "./attribution-params";

/** The keys one touch may carry, as sent by the browser (the URL parameter names, plus where and when). */
export const TOUCH_KEYS = [...TOUCH_PARAMS, "referrer", "landing_path", "at"] as const;

export type TouchKey = (typeof TOUCH_KEYS)[number];

/** The URL parameters a touch is read from (everything but referrer, landing path and time). */
export { TOUCH_PARAMS };

/** Longest accepted value of each key (characters). Click ids are opaque tokens; Google's run to about 100. */
export const TOUCH_LIMITS: Record<TouchKey, number> = {
  utm_source: 100,
  utm_medium: 100,
  utm_campaign: 150,
  utm_term: 150,
  utm_content: 150,
  gclid: 256,
  gbraid: 256,
  wbraid: 256,
  fbclid: 256,
  msclkid: 256,
  referrer: 253,
  landing_path: 300,
  at: 40,
};

/** How long the browser keeps a touch. */
export const ATTRIBUTION_DAYS = 90;

/** One touch as stored on a lead: every key present, null when absent; `at` as a Date. */
export type Touch = { [K in Exclude<TouchKey, "at">]: string | null } & { at: Date | null };

export interface Attribution {
  first: Touch | null;
  last: Touch | null;
}

export type AttributionResult = { ok: true; value: Attribution } | { ok: false; field: string; message: string };

const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/;

export const ATTRIBUTION_MESSAGES = {
  notObject: "Must be an object.",
  notText: "Must be text.",
  tooLong: (max: number) => `Must be at most ${max} characters.`,
  host: "Must be a host name (like news.example.com).",
  path: "Must be a path on this site (starting with /).",
  time: "Must be a date and time (ISO 8601).",
} as const;

/** A referring address reduced to its host (lower-case, no scheme, path or query); null when it is not one. */
export function referrerHost(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (!text) return null;
  if (HOST.test(text)) return text;
  try {
    const host = new URL(text.includes("://") ? text : `https://${text}`).host;
    return HOST.test(host) ? host : null;
  } catch {
    return null;
  }
}

/** Earliest and latest time a touch may carry, around `now` (the browser's clock may be a little off). */
function timeBounds(now: Date): [number, number] {
  return [now.getTime() - (ATTRIBUTION_DAYS + 7) * 864e5, now.getTime() + 864e5];
}

function parseTouch(
  value: unknown,
  path: string,
  now: Date,
): { ok: true; touch: Touch | null } | { ok: false; field: string; message: string } {
  if (value === undefined || value === null) return { ok: true, touch: null };
  if (typeof value !== "object" || Array.isArray(value))
    return { ok: false, field: path, message: ATTRIBUTION_MESSAGES.notObject };
  const record = value as Record<string, unknown>;
  const touch = Object.fromEntries(TOUCH_KEYS.map((key) => [key, null])) as Record<TouchKey, string | Date | null>;
  let any = false;
  for (const key of TOUCH_KEYS) {
    const raw = record[key];
    if (raw === undefined || raw === null) continue;
    const field = `${path}.${key}`;
    if (typeof raw !== "string") return { ok: false, field, message: ATTRIBUTION_MESSAGES.notText };
    const text = raw.trim();
    if (!text) continue;
    if (text.length > TOUCH_LIMITS[key]) return { ok: false, field, message: ATTRIBUTION_MESSAGES.tooLong(TOUCH_LIMITS[key]) };
    if (key === "referrer") {
      const host = referrerHost(text);
      if (!host) return { ok: false, field, message: ATTRIBUTION_MESSAGES.host };
      touch.referrer = host;
    } else if (key === "landing_path") {
      if (!text.startsWith("/") || text.startsWith("//")) return { ok: false, field, message: ATTRIBUTION_MESSAGES.path };
      // The path only: a query string or fragment could carry personal data.
      touch.landing_path = text.replace(/[?#].*$/, "");
    } else if (key === "at") {
      const time = Date.parse(text);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(time))
        return { ok: false, field, message: ATTRIBUTION_MESSAGES.time };
      const [earliest, latest] = timeBounds(now);
      // A time outside the window (a wrong clock, a stale record) is dropped rather than refused.
      touch.at = time >= earliest && time <= latest ? new Date(time) : null;
    } else {
      touch[key] = text;
    }
    any = true;
  }
  return { ok: true, touch: any ? (touch as unknown as Touch) : null };
}

/**
 * Reads `body.attribution`. Absent, null or empty means no attribution; keys outside TOUCH_KEYS (at either level)
 * are dropped; a value that is not text, too long, not a host, not a path or not a time is refused naming the field.
 */
export function parseAttribution(value: unknown, now = new Date()): AttributionResult {
  const empty = { ok: true as const, value: { first: null, last: null } };
  if (value === undefined || value === null) return empty;
  if (typeof value !== "object" || Array.isArray(value)) {
    return { ok: false, field: "attribution", message: ATTRIBUTION_MESSAGES.notObject };
  }
  const record = value as Record<string, unknown>;
  const first = parseTouch(record.first, "attribution.first", now);
  if (!first.ok) return first;
  const last = parseTouch(record.last, "attribution.last", now);
  if (!last.ok) return last;
  return { ok: true, value: { first: first.touch, last: last.touch } };
}

/** The columns of a lead or subscriber that hold its attribution, by touch and key (camelCase, as in the schema). */
export const TOUCH_COLUMN_SUFFIX: Record<TouchKey, string> = {
  utm_source: "UtmSource",
  utm_medium: "UtmMedium",
  utm_campaign: "UtmCampaign",
  utm_term: "UtmTerm",
  utm_content: "UtmContent",
  gclid: "Gclid",
  gbraid: "Gbraid",
  wbraid: "Wbraid",
  fbclid: "Fbclid",
  msclkid: "Msclkid",
  referrer: "ReferrerHost",
  landing_path: "LandingPath",
  at: "TouchAt",
};

export type AttributionColumns = Record<string, string | Date | null>;

/** The attribution as column values (`firstUtmSource`, ..., `lastTouchAt`), every column present. */
export function attributionColumns(attribution: Attribution): AttributionColumns {
  const columns: AttributionColumns = {};
  for (const which of ["first", "last"] as const) {
    const touch = attribution[which];
    for (const key of TOUCH_KEYS) columns[`${which}${TOUCH_COLUMN_SUFFIX[key]}`] = touch ? touch[key] : null;
  }
  return columns;
}

/** The attribution of a stored row (the inverse of attributionColumns). */
export function attributionOf(row: Record<string, unknown>): Attribution {
  const touchOf = (which: "first" | "last"): Touch | null => {
    const touch = Object.fromEntries(TOUCH_KEYS.map((key) => [key, row[`${which}${TOUCH_COLUMN_SUFFIX[key]}`] ?? null]));
    return TOUCH_KEYS.some((key) => touch[key] !== null) ? (touch as unknown as Touch) : null;
  };
  return { first: touchOf("first"), last: touchOf("last") };
}
