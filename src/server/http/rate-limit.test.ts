import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { openTestDatabase, testDrivers, type TestDatabase } from "@/test-support/test-databases";
import { createRateLimiter, DatabaseBucketStore, MemoryBucketStore, type RateLimitConfig } from "./rate-limit";

const config: RateLimitConfig = { enabled: true, burst: 3, refillPerSecond: 0.5 };

describe("memory token bucket", () => {
  it("allows the burst, refuses the next with Retry-After, and refills over time", async () => {
    let now = 1_000_000;
    const store = new MemoryBucketStore(() => now);
    for (let index = 0; index < 3; index += 1) expect((await store.take("k", config)).allowed).toBe(true);
    const refused = await store.take("k", config);
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 2 });
    now += 1000; // half a token back
    expect((await store.take("k", config)).allowed).toBe(false);
    now += 1000; // one whole token
    expect((await store.take("k", config)).allowed).toBe(true);
    expect((await store.take("k", config)).allowed).toBe(false);
    now += 60_000; // refills to the burst, never beyond
    for (let index = 0; index < 3; index += 1) expect((await store.take("k", config)).allowed).toBe(true);
    expect((await store.take("k", config)).allowed).toBe(false);
  });

  it("keeps clients and endpoints apart", async () => {
    const limiter = createRateLimiter({ ...config, burst: 1 }, new MemoryBucketStore(() => 0));
    expect((await limiter.check("contacts", "a")).allowed).toBe(true);
    expect((await limiter.check("contacts", "a")).allowed).toBe(false);
    expect((await limiter.check("contacts", "b")).allowed).toBe(true);
    expect((await limiter.check("newsletter", "a")).allowed).toBe(true);
  });

  it("lets everything through when switched off", async () => {
    const limiter = createRateLimiter({ ...config, enabled: false, burst: 1 }, new MemoryBucketStore(() => 0));
    for (let index = 0; index < 10; index += 1) expect((await limiter.check("contacts", "a")).allowed).toBe(true);
  });

  it("drops idle full buckets when the map grows past its bound", async () => {
    let now = 0;
    const store = new MemoryBucketStore(() => now, 10);
    for (let index = 0; index < 10; index += 1) await store.take(`client-${index}`, config);
    now += 60_000;
    await store.take("client-new", config);
    await store.take("client-new", config);
    await store.take("client-new", config);
    // client-new's bucket is empty, so it survived pruning and still refuses.
    expect((await store.take("client-new", config)).allowed).toBe(false);
  });
});

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`database token bucket on ${driver}`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(driver);
    });
    afterAll(async () => {
      await database?.destroy();
    });

    it("allows the burst, then refuses with Retry-After, and two instances share one bucket", async () => {
      const first = new DatabaseBucketStore(async () => database.db);
      const second = new DatabaseBucketStore(async () => database.db);
      const slow: RateLimitConfig = { enabled: true, burst: 3, refillPerSecond: 1 / 30 };
      expect((await first.take("contacts:10.0.0.1", slow)).allowed).toBe(true);
      expect((await second.take("contacts:10.0.0.1", slow)).allowed).toBe(true);
      expect((await first.take("contacts:10.0.0.1", slow)).allowed).toBe(true);
      const refused = await second.take("contacts:10.0.0.1", slow);
      expect(refused.allowed).toBe(false);
      expect(refused.retryAfterSeconds).toBeGreaterThan(20);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(30);
      expect((await first.take("contacts:10.0.0.2", slow)).allowed).toBe(true);
    });

    it("refills from the time stored in the database", async () => {
      const store = new DatabaseBucketStore(async () => database.db);
      const fast: RateLimitConfig = { enabled: true, burst: 1, refillPerSecond: 1 };
      expect((await store.take("refill", fast)).allowed).toBe(true);
      expect((await store.take("refill", fast)).allowed).toBe(false);
      // Pretend the last take was two seconds ago.
      await database.db.execute(sql`update rate_limits set updated_at = now() - interval '2 seconds' where key = 'refill'`);
      expect((await store.take("refill", fast)).allowed).toBe(true);
    });

    it("takes exactly the burst under concurrent requests", async () => {
      const store = new DatabaseBucketStore(async () => database.db);
      const burst: RateLimitConfig = { enabled: true, burst: 5, refillPerSecond: 1 / 3600 };
      const decisions = await Promise.all(Array.from({ length: 20 }, () => store.take("concurrent", burst)));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    });
  });
}
