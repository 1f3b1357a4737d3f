import { describe, expect, it } from "vitest";
import {
  ADS_OPT_OUT_COOKIE,
  adsConfig,
  adsOptedOut,
  fireAdConversion,
  hasAdsOptOutCookie,
  sendsGlobalPrivacyControl,
  type ConversionHost,
} from "./ad-conversion";

function fakeHost() {
  const scripts: string[] = [];
  const host: ConversionHost & { scripts: string[] } = { scripts, loadScript: (src) => scripts.push(src) };
  return host;
}

describe("ad conversion", () => {
  it("without an Ads id sends nothing and loads no script", () => {
    const host = fakeHost();
    expect(adsConfig({})).toBeNull();
    expect(adsConfig({ PUBLIC_GOOGLE_ADS_ID: "  " })).toBeNull();
    expect(fireAdConversion(adsConfig({}), host)).toBe(false);
    expect(host.scripts).toEqual([]);
    expect(host.dataLayer).toBeUndefined();
  });

  it("with an id queues gtag config and one conversion of 1.0 USD, and loads gtag.js once", () => {
    const host = fakeHost();
    const config = adsConfig({ PUBLIC_GOOGLE_ADS_ID: "AW-123456789", PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: "AbC-dEf_123" });
    expect(fireAdConversion(config, host)).toBe(true);
    expect(fireAdConversion(config, host)).toBe(false);
    expect(host.scripts).toEqual(["https://www.googletagmanager.com/gtag/js?id=AW-123456789"]);
    const calls = (host.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(calls.map((call) => call[0])).toEqual(["js", "config", "event"]);
    expect(calls[1]).toEqual(["config", "AW-123456789"]);
    expect(calls[2]).toEqual(["event", "conversion", { send_to: "AW-123456789/AbC-dEf_123", value: 1.0, currency: "USD" }]);
  });

  it("with Global Privacy Control on in the browser sends nothing and loads no script (issue 35)", () => {
    const host = { ...fakeHost(), globalPrivacyControl: true };
    const config = adsConfig({ PUBLIC_GOOGLE_ADS_ID: "AW-123456789" });
    expect(fireAdConversion(config, host)).toBe(false);
    expect(host.scripts).toEqual([]);
    expect(host.dataLayer).toBeUndefined();
  });

  it("reads an opt-out from Sec-GPC: 1 or the privacy choices cookie, and nothing else", () => {
    const headers = (entries: Record<string, string>) => new Headers(entries);
    expect(sendsGlobalPrivacyControl(headers({ "sec-gpc": "1" }))).toBe(true);
    expect(sendsGlobalPrivacyControl(headers({ "sec-gpc": "0" }))).toBe(false);
    expect(sendsGlobalPrivacyControl(headers({}))).toBe(false);
    expect(hasAdsOptOutCookie(`a=b; ${ADS_OPT_OUT_COOKIE}=1; c=d`)).toBe(true);
    expect(hasAdsOptOutCookie(`${ADS_OPT_OUT_COOKIE}=0`)).toBe(false);
    expect(hasAdsOptOutCookie(`x${ADS_OPT_OUT_COOKIE}=1`)).toBe(false);
    expect(hasAdsOptOutCookie(null)).toBe(false);
    expect(adsOptedOut(headers({ "sec-gpc": "1" }))).toBe(true);
    expect(adsOptedOut(headers({ cookie: `${ADS_OPT_OUT_COOKIE}=1` }))).toBe(true);
    expect(adsOptedOut(headers({ cookie: "hl_staff=abc" }))).toBe(false);
  });
});
