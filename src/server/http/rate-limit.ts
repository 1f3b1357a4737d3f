import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { getEnv, isEnabledFlag } from "@/server/env";
import { preparedStatement } from "@/server/db/prepared";
import { appDatabase, rowsOf } from "@/server/db/database";
import { processState } from "@/server/process-state";
import { clientKey } from "./client-key";

/**
 * Token-bucket rate limiting for the API. Each client (by address: an IPv4 address, or an IPv6 address's /64,
 * see client-key.ts) has one bucket per endpoint holding up to
 * `burst` tokens; a request takes one; tokens come back at `refillPerSecond`. An empty bucket answers 429 with
 * Retry-After. Buckets live in memory for a single instance (PGlite) and in the `rate_limits` table when the site
 * runs on PostgreSQL, so several instances behind a load balancer share them.
 */
export interface RateLimitConfig {
  enabled: boolean;
  burst: number;
  refillPerSecond: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the next token (0 when allowed). */
  retryAfterSeconds: number;
}

export interface BucketStore {
  take(key: string, config: RateLimitConfig): Promise<RateLimitDecision>;
}

function retryAfter(available: number, config: RateLimitConfig): number {
  return Math.max(1, Math.ceil((1 - available) / config.refillPerSecond));
}

/** Buckets in this process. Idle full buckets are dropped once the map grows large. */
export class MemoryBucketStore implements BucketStore {
  private readonly buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly maxKeys = 50_000,
  ) {}

  async take(key: string, config: RateLimitConfig): Promise<RateLimitDecision> {
    const now = this.now();
    const bucket = this.buckets.get(key);
    const elapsed = bucket ? Math.max(0, now - bucket.updatedAt) / 1000 : 0;
    const available = bucket ? Math.min(config.burst, bucket.tokens + elapsed * config.refillPerSecond) : config.burst;
    if (available < 1) {
      this.buckets.set(key, { tokens: available, updatedAt: now });
      return { allowed: false, retryAfterSeconds: retryAfter(available, config) };
    }
    this.buckets.set(key, { tokens: available - 1, updatedAt: now });
    if (this.buckets.size > this.maxKeys) this.prune(config);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  private prune(config: RateLimitConfig) {
    const now = this.now();
    for (const [key, bucket] of this.buckets) {
      if (bucket.tokens + ((now - bucket.updatedAt) / 1000) * config.refillPerSecond >= config.burst) this.buckets.delete(key);
    }
  }
}

/** How the database store drops idle buckets: every `every` takes (per instance), at most `batch` rows at a time. */
export interface BucketExpiry {
  every: number;
  batch: number;
}

export const BUCKET_EXPIRY: BucketExpiry = { every: 500, batch: 1000 };

/** A bucket idle this long is full again, whatever the settings (at least an hour): its row can go. */
export function idleBucketSeconds(config: RateLimitConfig): number {
  return Math.max(3600, Math.ceil(config.burst / config.refillPerSecond));
}

/**
 * Deletes at most `limit` buckets idle for more than `idleSeconds` (a full bucket is the same as no row), oldest
 * first; answers how many went. Each take writes at most one row and every BUCKET_EXPIRY.every takes delete up to
 * BUCKET_EXPIRY.batch, so the table holds little more than the buckets used within the idle time (issue 33).
 */
export async function expireIdleBuckets(db: Database, idleSeconds: number, limit: number): Promise<number> {
  const removed = rowsOf<{ key: string }>(
    await db.execute(sql`
      delete from rate_limits where key in (
        select key from rate_limits where updated_at < now() - make_interval(secs => ${idleSeconds}::int)
        order by updated_at limit ${limit}::int)
      returning key`),
  );
  return removed.length;
}

/**
 * Buckets in the database. One atomic upsert takes a token when one is available (the database clock is the only
 * clock, so instances with drifting clocks agree); when none is, nothing is written and a read says how long to wait.
 */
export class DatabaseBucketStore implements BucketStore {
  private takes = 0;

  constructor(
    private readonly database: () => Promise<Database>,
    private readonly expiry: BucketExpiry = BUCKET_EXPIRY,
  ) {}

  async take(key: string, config: RateLimitConfig): Promise<RateLimitDecision> {
    const db = await this.database();
    const values = { key, burst: config.burst, rate: config.refillPerSecond };
    const taken = await takeToken.run<{ tokens: number }>(db, values);
    this.takes += 1;
    if (this.takes % this.expiry.every === 0) {
      // Bounded, and a failure only leaves the rows for the next run: the request goes on either way.
      await expireIdleBuckets(db, idleBucketSeconds(config), this.expiry.batch).catch(() => 0);
    }
    if (taken.length > 0) return { allowed: true, retryAfterSeconds: 0 };
    const [current] = await readBucket.run<{ available: number }>(db, values);
    return { allowed: false, retryAfterSeconds: retryAfter(Number(current?.available ?? 0), config) };
  }
}

type BucketValues = "key" | "burst" | "rate";

/** The tokens a bucket holds now: what was left plus what has flowed back since, capped at the burst. */
const refilled = () =>
  sql`least(${sql.placeholder("burst")}::double precision, rate_limits.tokens + extract(epoch from (now() - rate_limits.updated_at))::double precision * ${sql.placeholder("rate")}::double precision)`;

/** Takes a token when one is available (one atomic upsert, every API request: a prepared statement). */
const takeToken = preparedStatement<BucketValues>(
  "rate_limit_take",
  () => sql`
    insert into rate_limits (key, tokens, updated_at)
    values (${sql.placeholder("key")}, ${sql.placeholder("burst")}::double precision - 1, now())
    on conflict (key) do update set tokens = ${refilled()} - 1, updated_at = now()
    where ${refilled()} >= 1
    returning tokens`,
);

const readBucket = preparedStatement<BucketValues>(
  "rate_limit_read",
  () => sql`select ${refilled()} as available from rate_limits where key = ${sql.placeholder("key")}`,
);

export interface RateLimiter {
  check(scope: string, client: string): Promise<RateLimitDecision>;
}

/** `client` is an address as the request came from; it is counted under its clientKey (an IPv6 /64 as one). */
export function createRateLimiter(config: RateLimitConfig, store: BucketStore): RateLimiter {
  return {
    async check(scope, client) {
      if (!config.enabled) return { allowed: true, retryAfterSeconds: 0 };
      return store.take(`${scope}:${clientKey(client)}`, config);
    },
  };
}

export function rateLimitConfigFromEnv(): RateLimitConfig {
  const env = getEnv();
  return {
    enabled: isEnabledFlag(env.RATE_LIMIT_ENABLED),
    burst: env.RATE_LIMIT_BURST,
    refillPerSecond: env.RATE_LIMIT_REFILL_PER_MINUTE / 60,
  };
}

/** The API's limiter (src/server/process-state.ts): configured from the environment on first use, shared by every endpoint. */
export function apiRateLimiter(): RateLimiter {
  const holder = processState;
  holder.__leadRateLimiter ??= createRateLimiter(
    rateLimitConfigFromEnv(),
    getEnv().DATABASE_URL ? new DatabaseBucketStore(appDatabase) : new MemoryBucketStore(),
  );
  return holder.__leadRateLimiter;
}
