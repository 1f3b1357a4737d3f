import { describe, expect, it } from "vitest";
import { attributionColumns, attributionOf, parseAttribution, referrerHost } from "./attribution";
import { KEEP_MS, recordTouch, STORAGE_KEY, touchOf } from "./attribution-touch";
import { keptAttribution, SENT_KEEP_MS, SENT_STORAGE_KEY } from "./attribution-send";
import { checkJsonText } from "@/server/http/text-policy";

const NOW = new Date("2026-11-20T15:00:00Z");

describe("parseAttribution (server)", () => {
  it("keeps the allow-listed keys, drops unknown ones, and treats absent as none", () => {
    const parsed = parseAttribution(
      {
        first: {
          utm_source: "google",
          utm_campaign: "fall-pos",
          gclid: "Cj0KCQ",
          evil: "x",
          landing_path: "/pos-systems?email=a@b.c",
        },
        last: { utm_source: " newsletter ", referrer: "https://News.Example.com/article?id=1", at: "2026-11-19T10:00:00.000Z" },
        extra: { utm_source: "ignored" },
      },
      NOW,
    );
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.first).toMatchObject({
      utm_source: "google",
      utm_campaign: "fall-pos",
      gclid: "Cj0KCQ",
      landing_path: "/pos-systems",
    });
    expect(parsed.value.first).not.toHaveProperty("evil");
    expect(parsed.value.last).toMatchObject({ utm_source: "newsletter", referrer: "news.example.com", utm_medium: null });
    expect(parsed.value.last?.at?.toISOString()).toBe("2026-11-19T10:00:00.000Z");
    expect(parseAttribution(undefined)).toEqual({ ok: true, value: { first: null, last: null } });
    expect(parseAttribution({ first: {}, last: { utm_source: "" } })).toEqual({ ok: true, value: { first: null, last: null } });
  });

  it("refuses a value that is too long, not text, not a host, not a path or not a time, naming the field", () => {
    const refused = (value: unknown) => {
      const parsed = parseAttribution(value, NOW);
      return parsed.ok ? null : parsed.field;
    };
    expect(refused({ last: { utm_campaign: "c".repeat(151) } })).toBe("attribution.last.utm_campaign");
    expect(refused({ first: { utm_source: 42 } })).toBe("attribution.first.utm_source");
    expect(refused({ first: { referrer: "not a host!" } })).toBe("attribution.first.referrer");
    expect(refused({ first: { landing_path: "//evil.example/x" } })).toBe("attribution.first.landing_path");
    expect(refused({ last: { at: "yesterday" } })).toBe("attribution.last.at");
    expect(refused("google")).toBe("attribution");
    expect(refused({ first: ["google"] })).toBe("attribution.first");
  });

  it("drops a time outside the 90-day window instead of refusing the lead", () => {
    const parsed = parseAttribution({ first: { utm_source: "bing", at: "2020-01-01T00:00:00Z" } }, NOW);
    expect(parsed.ok && parsed.value.first?.at).toBeNull();
  });

  it("is covered by the text policy: a control character in a nested field is named by its dotted path", () => {
    const body = { attribution: { last: { utm_campaign: "spring\u0007" } } };
    expect(checkJsonText(body, { multiline: [], maxDepth: 8 })).toMatchObject({ field: "attribution.last.utm_campaign" });
  });

  it("maps to columns and back", () => {
    const parsed = parseAttribution({ last: { utm_source: "google", at: "2026-11-19T10:00:00Z" } }, NOW);
    if (!parsed.ok) throw new Error("refused");
    const columns = attributionColumns(parsed.value);
    expect(columns.lastUtmSource).toBe("google");
    expect(columns.firstUtmSource).toBeNull();
    expect(Object.keys(columns)).toHaveLength(26);
    expect(attributionOf(columns)).toEqual(parsed.value);
  });

  it("reduces a referrer to its host", () => {
    expect(referrerHost("https://www.Google.com/search?q=payments")).toBe("www.google.com");
    expect(referrerHost("news.example.com:8443")).toBe("news.example.com:8443");
    expect(referrerHost("javascript:alert(1)")).toBeNull();
  });
});

describe("first and last touch (browser)", () => {
  const at = (iso: string) => new Date(iso);
  const campaign = new URL(
    "https://harborline.example/pos-systems?utm_source=google&utm_medium=cpc&utm_campaign=fall&gclid=abc&email=x",
  );

  it("reads campaign parameters and another site's host; our own pages and a missing referrer are not marked", () => {
    const [touch, marked] = touchOf(campaign, "", NOW);
    expect(marked).toBe(true);
    expect(touch).toEqual({
      landing_path: "/pos-systems",
      at: NOW.toISOString(),
      utm_source: "google",
      utm_medium: "cpc",
      utm_campaign: "fall",
      gclid: "abc",
    });
    expect(touchOf(new URL("https://harborline.example/blog"), "https://news.example.com/a?b", NOW)).toEqual([
      { landing_path: "/blog", at: NOW.toISOString(), referrer: "news.example.com" },
      true,
    ]);
    expect(touchOf(new URL("https://harborline.example/contact"), "https://harborline.example/", NOW)[1]).toBe(false);
    expect(touchOf(new URL("https://harborline.example/contact"), "", NOW)[1]).toBe(false);
  });

  it("cleans and cuts parameters to the server's caps, so a real browser never sends a value the server refuses", () => {
    const url = new URL(
      `https://harborline.example/?utm_source=${"s".repeat(300)}&utm_campaign=fall%07%E2%80%AEsale&gclid=${"g".repeat(400)}`,
    );
    const [touch] = touchOf(url, "", NOW);
    expect(touch.utm_source).toHaveLength(100);
    expect(touch.utm_campaign).toBe("fallsale");
    expect(touch.gclid).toHaveLength(256);
    const parsed = parseAttribution({ first: touch, last: touch }, NOW);
    expect(parsed.ok).toBe(true);
    expect(checkJsonText({ attribution: { first: touch } }, { multiline: [], maxDepth: 8 })).toBeNull();
  });

  it("keeps the first touch, moves the last one on a marked visit, and ignores direct returns", () => {
    const [direct] = touchOf(new URL("https://harborline.example/"), "", at("2026-11-01T00:00:00Z"));
    let stored = recordTouch(null, direct, false, at("2026-11-01T00:00:00Z"));
    expect(stored).toEqual({ first: direct, last: direct });
    const [ad] = touchOf(campaign, "", at("2026-11-05T00:00:00Z"));
    stored = recordTouch(stored, ad, true, at("2026-11-05T00:00:00Z"));
    expect(stored).toEqual({ first: direct, last: ad });
    const [again] = touchOf(new URL("https://harborline.example/application"), "", at("2026-11-06T00:00:00Z"));
    expect(recordTouch(stored, again, false, at("2026-11-06T00:00:00Z"))).toBe(stored);
  });

  it("forgets touches older than 90 days", () => {
    const old = { landing_path: "/", at: "2026-01-01T00:00:00.000Z", utm_source: "old" };
    const later = new Date(Date.parse(old.at) + KEEP_MS + 1000);
    const [touch] = touchOf(new URL("https://harborline.example/isv"), "", later);
    expect(recordTouch({ first: old, last: old }, touch, false, later)).toEqual({ first: touch, last: touch });
  });

  it("sends what the capture stored: same storage key, same 90 days, nothing stale or malformed", () => {
    expect(SENT_STORAGE_KEY).toBe(STORAGE_KEY);
    expect(SENT_KEEP_MS).toBe(KEEP_MS);
    const [ad] = touchOf(campaign, "", at("2026-11-05T00:00:00Z"));
    const stored = recordTouch(null, ad, true, at("2026-11-05T00:00:00Z"));
    expect(keptAttribution(JSON.parse(JSON.stringify(stored)), NOW)).toEqual(stored);
    const justExpired = new Date(Date.parse(ad.at!) + KEEP_MS);
    expect(keptAttribution(stored, justExpired)).toBeNull();
    expect(recordTouch(stored, ad, false, justExpired)).not.toBe(stored);
    expect(keptAttribution({ first: stored.first, last: { at: "yesterday" } }, NOW)).toEqual({
      first: stored.first,
      last: undefined,
    });
    expect(keptAttribution("text", NOW)).toBeNull();
    expect(keptAttribution(null, NOW)).toBeNull();
  });

  it("treats whatever else storage holds as nothing stored", () => {
    const [touch] = touchOf(new URL("https://harborline.example/"), "", NOW);
    for (const junk of [null, 42, "text", [], { first: "x", last: 1 }, { first: { at: "soon" } }]) {
      expect(recordTouch(junk as never, touch, false, NOW)).toEqual({ first: touch, last: touch });
    }
  });
});
