import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ALL, POST } from "@/pages/api/newsletter";
import { leadMessages } from "@/content/lead-schema";
import { newsletterSignupAnswer } from "@/content/newsletter-pages";
import { newsletters } from "@/server/db/schema";
import { testDrivers } from "@/test-support/test-databases";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { setRateLimiterForTests } from "@/test-support/process-state";
import { call, makeRequest, useLeadTestDatabase } from "@/test-support/api";

const post = (body: unknown, options?: Parameters<typeof makeRequest>[2], client?: string) =>
  call(POST, makeRequest("/api/newsletter", body, options), client);

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`POST /api/newsletter on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    const rows = () => database.db.select().from(newsletters);

    beforeEach(async () => {
      setRateLimiterForTests(createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore()));
      await database.db.delete(newsletters);
    });
    afterEach(() => setRateLimiterForTests(undefined));

    it("stores a new address trimmed and lower-cased, pending until it confirms (double opt-in), and answers 202", async () => {
      const { status, body } = await post({ email: "  Owner@Harbor-Deli.Example " });
      expect(status).toBe(202);
      expect(body).toEqual({ message: newsletterSignupAnswer });
      const stored = await rows();
      expect(stored.map((row) => [row.email, row.status])).toEqual([["owner@harbor-deli.example", "pending"]]);
    });

    it("answers a repeat signup exactly as a new one and adds no row", async () => {
      const first = await post({ email: "owner@harbor-deli.example" });
      const again = await post({ email: "OWNER@harbor-deli.example" });
      expect([again.status, again.text]).toEqual([first.status, first.text]);
      expect(await rows()).toHaveLength(1);
    });

    it("keeps one row when the same new address signs up many times at once", async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, () => post({ email: "rush@example.com" })));
      expect(new Set(answers.map((answer) => `${answer.status} ${answer.text}`)).size).toBe(1);
      expect(answers[0]!.status).toBe(202);
      expect(await rows()).toHaveLength(1);
    });

    it("refuses a missing, blank or invalid address with the SPEC's message under email", async () => {
      for (const body of [{}, { email: "   " }, { email: "no-at-sign" }, { email: 12 }, { email: `${"a".repeat(260)}@x.com` }]) {
        const answer = await post(body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect((answer.body.fieldErrors as Record<string, string[]>).email).toEqual([leadMessages.newsletter.email]);
      }
      expect(await rows()).toHaveLength(0);
    });

    it("answers bad requests clearly: 400 malformed, 413 oversized, 415 wrong type, 403 cross-site", async () => {
      expect((await post(undefined, { raw: "{email:" })).status).toBe(400);
      expect((await post(undefined, { raw: JSON.stringify({ email: "a@b.co", pad: "x".repeat(70_000) }) })).status).toBe(413);
      expect((await post({ email: "a@b.co" }, { headers: { "content-type": "text/plain" } })).status).toBe(415);
      expect((await post({ email: "a@b.co" }, { headers: { origin: "https://elsewhere.example" } })).status).toBe(403);
      expect(await rows()).toHaveLength(0);
    });

    it("answers a filled honeypot like a success and stores nothing", async () => {
      const { status, body } = await post({ email: "bot@example.com", website: "http://spam.example" });
      expect(status).toBe(202);
      expect(body).toEqual({ message: newsletterSignupAnswer });
      expect(await rows()).toHaveLength(0);
    });

    it("answers GET with 405 and never lists subscribers", async () => {
      await post({ email: "private@example.com" });
      const { status, text, headers } = await call(ALL, makeRequest("/api/newsletter", null, { method: "GET" }));
      expect(status).toBe(405);
      expect(headers.get("allow")).toBe("POST");
      expect(text).not.toContain("private@example.com");
    });

    it("rate-limits one client with 429 and Retry-After", async () => {
      setRateLimiterForTests(createRateLimiter({ enabled: true, burst: 2, refillPerSecond: 0.1 }, new MemoryBucketStore()));
      expect((await post({ email: "one@example.com" }, {}, "192.0.2.9")).status).toBe(202);
      expect((await post({ email: "two@example.com" }, {}, "192.0.2.9")).status).toBe(202);
      const limited = await post({ email: "three@example.com" }, {}, "192.0.2.9");
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBe(10);
      expect(await rows()).toHaveLength(2);
    });
  });
}
