import type { Database, DbHandle } from "@/server/db/client";
import type { RateLimiter } from "@/server/http/rate-limit";
import { processState } from "@/server/process-state";

/**
 * Hands the app's process-wide singletons (src/server/process-state.ts) what a test or a bench composes: a real
 * test database (PGlite or PostgreSQL, never a mock), a limiter with its own settings, a fresh read of process.env.
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
