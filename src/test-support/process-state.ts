import type { Database, DbHandle } from "@/server/db/client";
import type { RateLimiter } from "@/server/http/rate-limit";
import { SCRYPT_PARAMS, type ScryptParams } from "@/server/auth/password";
import { processState } from "@/server/process-state";

/**
 * Hands the app's process-wide singletons (src/server/process-state.ts) what a test or a bench composes: a real
 * test database (PGlite or PostgreSQL, never a mock), a limiter with its own settings, a fresh read of process.env,
 * a password hashing cost.
 * Production code has no test branch: it reads the same state it would have filled itself.
 */
export function setDatabaseForTests(db: Database | undefined, driver: DbHandle["driver"] = "pglite") {
  processState.__leadDatabase = db ? Promise.resolve({ db, driver, close: async () => {} }) : undefined;
}

export function setRateLimiterForTests(limiter: RateLimiter | undefined) {
  processState.__leadRateLimiter = limiter;
}

/** After a test changes process.env: the next getEnv() parses it again. */
export function resetEnvForTests() {
  processState.__harborlineEnv = undefined;
}

/**
 * A cheap scrypt cost (N = 2^10 instead of 2^17, the same r and p) for the Vitest suites, set for every file by
 * src/test-support/setup.ts: a sign-in then takes about 1 ms instead of 0.5 s. Tests about hashing itself (its
 * parameters, the rehash of weaker digests) hand back production's with `setPasswordHashingForTests(undefined)`.
 */
export const TEST_SCRYPT_PARAMS: ScryptParams = { ...SCRYPT_PARAMS, N: 1024 };

export function setPasswordHashingForTests(params: ScryptParams | undefined) {
  processState.__scryptParams = params;
}
