import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import * as trackingRoute from "@/pages/api/application-status";
import { rateLimits } from "@/server/db/schema";
import { call, makeRequest, useLeadTestDatabase } from "@/test-support/api";
import { setRateLimiterForTests } from "@/test-support/process-state";
import { openTestDatabase, testDrivers, type TestDatabase } from "@/test-support/test-databases";
import { clientKey } from "./client-key";
import {
  createRateLimiter,
  DatabaseBucketStore,
  expireIdleBuckets,
  idleBucketSeconds,
  MemoryBucketStore,
  type RateLimitConfig,
} from "./rate-limit";

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

describe("client keys (issue 33)", () => {
  it("keys an IPv6 address by its /64 in one canonical spelling, IPv4-mapped IPv6 as IPv4, IPv4 as itself", () => {
    const cases: [string, string][] = [
      ["2001:db8:1:2::5", "2001:db8:1:2::/64"],
      ["2001:DB8:1:2:0:0:0:5", "2001:db8:1:2::/64"],
      ["2001:0db8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
      ["[2001:db8:1:2::5%eth0]", "2001:db8:1:2::/64"],
      ["2001:db8:1:3::5", "2001:db8:1:3::/64"],
      ["2001:db8::", "2001:db8:0:0::/64"],
      ["::2:3:4:5:6:7:8", "0:2:3:4::/64"],
      ["1:2:3:4:5:6:7:8", "1:2:3:4::/64"],
      ["fe80::1%lo0", "fe80:0:0:0::/64"],
      ["::1", "0:0:0:0::/64"],
      ["64:ff9b::198.51.100.7", "64:ff9b:0:0::/64"],
      ["::ffff:198.51.100.7", "198.51.100.7"],
      ["::FFFF:c633:6407", "198.51.100.7"],
      ["0:0:0:0:0:ffff:198.51.100.7", "198.51.100.7"],
      ["198.51.100.7", "198.51.100.7"],
      [" 198.51.100.7 ", "198.51.100.7"],
      ["unknown", "unknown"],
    ];
    for (const [address, key] of cases) expect(clientKey(address), address).toBe(key);
    expect(clientKey("x".repeat(500))).toHaveLength(100);
  });

  it("one IPv6 /64 shares a bucket however many of its addresses it uses; the next /64 has its own", async () => {
    const limiter = createRateLimiter({ enabled: true, burst: 20, refillPerSecond: 0.1 }, new MemoryBucketStore(() => 0));
    const allowed: boolean[] = [];
    for (let n = 1; n <= 30; n += 1) allowed.push((await limiter.check("application-status", `2001:db8:1:2::${n}`)).allowed);
    expect(allowed.filter(Boolean)).toHaveLength(20);
    expect(allowed.slice(20).some(Boolean)).toBe(false);
    expect((await limiter.check("application-status", "2001:db8:1:3::1")).allowed).toBe(true);
    // IPv4-mapped IPv6 spends the IPv4 address's bucket.
    const small = createRateLimiter({ enabled: true, burst: 1, refillPerSecond: 0.1 }, new MemoryBucketStore(() => 0));
    expect((await small.check("contacts", "198.51.100.7")).allowed).toBe(true);
    expect((await small.check("contacts", "::ffff:198.51.100.7")).allowed).toBe(false);
  });
});

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`/api/application-status from one IPv6 /64 on ${driver} (issue 33)`, () => {
    const database = useLeadTestDatabase(driver);
    beforeEach(async () => {
      await database.db.delete(rateLimits);
      // The default limits (RATE_LIMIT_BURST 20, RATE_LIMIT_REFILL_PER_MINUTE 6) on the shared database store.
      setRateLimiterForTests(
        createRateLimiter(
          { enabled: true, burst: 20, refillPerSecond: 6 / 60 },
          new DatabaseBucketStore(async () => database.db),
        ),
      );
    });
    afterAll(() => setRateLimiterForTests(undefined));

    it("30 requests from 30 addresses of 2001:db8:1:2::/64 (what TRUST_PROXY hands on as the client): 20 answered, then 429", async () => {
      const statuses: number[] = [];
      for (let n = 1; n <= 30; n += 1) {
        const request = makeRequest("/api/application-status", { reference: "7K3M-Q9XZ", email: "ops@harbor.example" });
        statuses.push((await call(trackingRoute.POST, request, `2001:db8:1:2::${n.toString(16)}`)).status);
      }
      expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
      expect(statuses.slice(20)).toEqual(Array.from({ length: 10 }, () => 429));
      const rows = await database.db.select().from(rateLimits);
      expect(rows.map((row) => row.key)).toEqual(["application-status:2001:db8:1:2::/64"]);
      // Another /64 is another client.
      const other = makeRequest("/api/application-status", { reference: "7K3M-Q9XZ", email: "ops@harbor.example" });
      expect((await call(trackingRoute.POST, other, "2001:db8:1:3::1")).status).not.toBe(429);
    });
  });

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

    it("deletes buckets idle past their refill (at least an hour), oldest first, at most a batch at a time (issue 33)", async () => {
      await database.db.delete(rateLimits);
      expect(idleBucketSeconds({ enabled: true, burst: 20, refillPerSecond: 6 / 60 })).toBe(3600);
      expect(idleBucketSeconds({ enabled: true, burst: 20, refillPerSecond: 1 / 600 })).toBe(12_000);
      await database.db.execute(sql`insert into rate_limits (key, tokens, updated_at)
        select 'idle:' || g, 0, now() - interval '1 hour 1 minute' - make_interval(secs => g) from generate_series(1, 1500) g`);
      await database.db.execute(sql`insert into rate_limits (key, tokens, updated_at)
        select 'recent:' || g, 0, now() - interval '59 minutes' from generate_series(1, 5) g`);
      expect(await expireIdleBuckets(database.db, 3600, 1000)).toBe(1000);
      // The oldest went first: idle:1 to idle:500 (the most recently used) are left.
      const left = (await database.db.select().from(rateLimits)).map((row) => row.key).filter((key) => key.startsWith("idle:"));
      expect(left).toHaveLength(500);
      expect(left.every((key) => Number(key.slice(5)) <= 500)).toBe(true);
      expect(await expireIdleBuckets(database.db, 3600, 1000)).toBe(500);
      expect(await expireIdleBuckets(database.db, 3600, 1000)).toBe(0);
      expect((await database.db.select().from(rateLimits)).map((row) => row.key).sort()).toEqual([
        "recent:1",
        "recent:2",
        "recent:3",
        "recent:4",
        "recent:5",
      ]);

      // The store runs it itself every `every` takes, a batch at a time.
      await database.db.execute(sql`insert into rate_limits (key, tokens, updated_at)
        select 'idle:' || g, 0, now() - interval '2 hours' from generate_series(1, 25) g`);
      const store = new DatabaseBucketStore(async () => database.db, { every: 3, batch: 10 });
      const config: RateLimitConfig = { enabled: true, burst: 5, refillPerSecond: 1 };
      await store.take("busy", config);
      await store.take("busy", config);
      expect(await database.db.select().from(rateLimits)).toHaveLength(5 + 25 + 1);
      await store.take("busy", config);
      expect(await database.db.select().from(rateLimits)).toHaveLength(5 + 15 + 1);
      for (let index = 0; index < 6; index += 1) await store.take("busy", config);
      expect(await database.db.select().from(rateLimits)).toHaveLength(5 + 1);
    });

    it("takes exactly the burst under concurrent requests", async () => {
      const store = new DatabaseBucketStore(async () => database.db);
      const burst: RateLimitConfig = { enabled: true, burst: 5, refillPerSecond: 1 / 3600 };
      const decisions = await Promise.all(Array.from({ length: 20 }, () => store.take("concurrent", burst)));
      expect(decisions.filter((decision) => decision.allowed)).toHaveLength(5);
    });
  });
}
