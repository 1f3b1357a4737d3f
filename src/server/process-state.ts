import type { DbHandle } from "./db/client";
import type { Env } from "./env";
import type { RateLimiter } from "./http/rate-limit";
import type { ScryptParams } from "./auth/password";

/**
 * The process-wide singletons: the database handle, the API rate limiter, the parsed environment and the password
 * hashing cost. They live on globalThis because two bundles load these modules in production (the Express entry and
 * Astro's server bundle) and must share one of each; PGlite allows one open instance per data directory. Each is
 * made on first use from the environment (the hashing cost is SCRYPT_PARAMS); whoever composes the app (the server
 * entry, a test, a bench) may hand one in instead.
 */
export const processState = globalThis as typeof globalThis & {
  __leadDatabase?: Promise<DbHandle>;
  __leadRateLimiter?: RateLimiter;
  __harborlineEnv?: Env;
  /** The chat's question records being written (src/server/chat/questions.ts), awaited by the server's drain. */
  __chatQuestionWrites?: Set<Promise<void>>;
  /** scrypt parameters for new digests instead of SCRYPT_PARAMS (src/server/auth/password.ts). */
  __scryptParams?: ScryptParams;
};
