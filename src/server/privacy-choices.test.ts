import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as contactsPost } from "@/pages/api/contacts";
import { ADS_OPT_OUT_COOKIE } from "@/lib/ad-conversion";
import { contacts } from "@/server/db/schema";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { call, makeRequest, useLeadTestDatabase, validApplication, validContact } from "@/test-support/api";
import { resetEnvForTests, setRateLimiterForTests } from "@/test-support/process-state";
import { testDrivers } from "@/test-support/test-databases";
import { privacyChoicesPage } from "./privacy-choices";

/**
 * Privacy choices (issue 35): the application's answer hands the Thank You view the Ads conversion only when it is
 * configured and the visitor has not opted out (Sec-GPC: 1, or the /privacy-choices cookie); the page reads both
 * and sets the cookie from its own form.
 */
const ADS = { PUBLIC_GOOGLE_ADS_ID: "AW-123456789", PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: "AbC-dEf_123" };
const saved = { id: process.env.PUBLIC_GOOGLE_ADS_ID, label: process.env.PUBLIC_GOOGLE_ADS_CONVERSION_LABEL };
function setAds(on: boolean) {
  process.env.PUBLIC_GOOGLE_ADS_ID = on ? ADS.PUBLIC_GOOGLE_ADS_ID : "";
  process.env.PUBLIC_GOOGLE_ADS_CONVERSION_LABEL = on ? ADS.PUBLIC_GOOGLE_ADS_CONVERSION_LABEL : "";
  resetEnvForTests();
}

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`the application's Ads conversion on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    beforeAll(() =>
      setRateLimiterForTests(createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore())),
    );
    afterAll(() => {
      setRateLimiterForTests(undefined);
      if (saved.id === undefined) delete process.env.PUBLIC_GOOGLE_ADS_ID;
      else process.env.PUBLIC_GOOGLE_ADS_ID = saved.id;
      if (saved.label === undefined) delete process.env.PUBLIC_GOOGLE_ADS_CONVERSION_LABEL;
      else process.env.PUBLIC_GOOGLE_ADS_CONVERSION_LABEL = saved.label;
      resetEnvForTests();
    });
    beforeEach(() => database.db.delete(contacts));
    afterEach(() => setAds(false));

    const apply = (headers: Record<string, string> = {}, body: object = validApplication) =>
      call(contactsPost, makeRequest("/api/contacts", body, { headers }));

    it("is in an application's answer when configured, and never in a contact message's", async () => {
      setAds(true);
      const answer = await apply();
      expect(answer.status).toBe(201);
      expect(answer.body.conversion).toEqual({ id: ADS.PUBLIC_GOOGLE_ADS_ID, label: ADS.PUBLIC_GOOGLE_ADS_CONVERSION_LABEL });
      expect((await apply({}, validContact)).body).not.toHaveProperty("conversion");
      setAds(false);
      expect((await apply()).body).not.toHaveProperty("conversion");
    });

    it("is left out for Sec-GPC: 1 or the opt-out cookie; the application is stored and counted all the same", async () => {
      setAds(true);
      const gpc = await apply({ "sec-gpc": "1" });
      const cookie = await apply({ cookie: `other=1; ${ADS_OPT_OUT_COOKIE}=1` });
      for (const answer of [gpc, cookie]) {
        expect(answer.status).toBe(201);
        expect(answer.body).not.toHaveProperty("conversion");
      }
      expect(await database.db.select().from(contacts)).toHaveLength(2);
    });
  });
}

describe("/privacy-choices", () => {
  const page = (init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    privacyChoicesPage(
      new Request("http://localhost:3000/privacy-choices", {
        method: init.method ?? "GET",
        headers: { host: "localhost:3000", ...init.headers },
        body: init.body,
      }),
    );
  const form = (choice: string, headers: Record<string, string> = { origin: "http://localhost:3000" }) =>
    page({
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      body: `choice=${choice}`,
    });

  it("says a browser sending Global Privacy Control is opted out, without asking", async () => {
    expect(await page({ headers: { "sec-gpc": "1" } })).toMatchObject({ status: 200, state: { gpc: true, optedOut: false } });
    expect(await page()).toMatchObject({ status: 200, state: { gpc: false, optedOut: false } });
    expect(await page({ headers: { cookie: `${ADS_OPT_OUT_COOKIE}=1` } })).toMatchObject({ state: { optedOut: true } });
  });

  it("stores the opt-out in a cookie from its own form, and clears it again", async () => {
    const out = await form("opt-out");
    expect(out).toMatchObject({ status: 200, state: { optedOut: true, notice: "saved" } });
    const setCookie = (out as { setCookie: string }).setCookie;
    expect(setCookie).toMatch(new RegExp(`^${ADS_OPT_OUT_COOKIE}=1; Max-Age=34560000; Path=/; SameSite=Lax; HttpOnly$`));
    const back = await form("opt-in", { origin: "http://localhost:3000", cookie: `${ADS_OPT_OUT_COOKIE}=1` });
    expect(back).toMatchObject({ status: 200, state: { optedOut: false, notice: "saved" } });
    expect((back as { setCookie: string }).setCookie).toMatch(new RegExp(`^${ADS_OPT_OUT_COOKIE}=; Max-Age=0;`));
  });

  it("refuses a change from another site's form, without Origin, or an unknown choice, and changes nothing", async () => {
    for (const attempt of [
      form("opt-in", { origin: "https://elsewhere.example", cookie: `${ADS_OPT_OUT_COOKIE}=1` }),
      form("opt-in", { cookie: `${ADS_OPT_OUT_COOKIE}=1` }),
      form("everything", { origin: "http://localhost:3000", cookie: `${ADS_OPT_OUT_COOKIE}=1` }),
    ]) {
      const outcome = await attempt;
      expect(outcome).toMatchObject({ status: 403, state: { optedOut: true, notice: "refused" } });
      expect(outcome).not.toHaveProperty("setCookie");
    }
    expect(((await page({ method: "DELETE" })) as Response).status).toBe(405);
  });
});
