import { z } from "zod";

/**
 * Every setting the server reads, validated once at start-up so that a bad value fails loudly and early
 * (create-t3-app's pattern). `.env.example` lists the same names with the same defaults.
 */
const emptyAsUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const booleanFlag = z.preprocess(
  emptyAsUndefined,
  z
    .enum(["true", "false", "1", "0", "on", "off"], {
      errorMap: () => ({ message: "must be one of true, false, 1, 0, on, off" }),
    })
    .optional(),
);

function positiveInteger(fallback: number) {
  return z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ invalid_type_error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1_000_000, "must be at most 1000000")
      .default(fallback),
  );
}

export const envSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUndefined, z.enum(["development", "production", "test"]).default("production")),
  HOST: z.preprocess(emptyAsUndefined, z.string().min(1).default("0.0.0.0")),
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ invalid_type_error: "must be a whole number" })
      .int("must be a whole number")
      .min(1, "must be between 1 and 65535")
      .max(65535, "must be between 1 and 65535")
      .default(3000),
  ),
  SITE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .url("must be an absolute URL such as https://www.example.com")
      .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
      .default("http://localhost:3000"),
  ),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine((value) => /^postgres(ql)?:\/\//.test(value), "must be a postgres:// or postgresql:// connection URL")
      .optional(),
  ),
  PGLITE_DIR: z.preprocess(emptyAsUndefined, z.string().min(1).default("./data/pglite")),
  LOG_LEVEL: z.preprocess(emptyAsUndefined, z.enum(["debug", "info", "warn", "error", "silent"]).default("info")),
  TRUST_PROXY: booleanFlag,
  /** The scheduling widget (src/lib/scheduler.ts); their origins are allowed by the CSP. Defaults live there. */
  PUBLIC_SCHEDULER_URL: z.preprocess(
    emptyAsUndefined,
    z.string().url().startsWith("https://", "must be an https:// URL").optional(),
  ),
  PUBLIC_SCHEDULER_SCRIPT_URL: z.preprocess(
    emptyAsUndefined,
    z.string().url().startsWith("https://", "must be an https:// URL").optional(),
  ),
  /** API rate limiting (token bucket per client and endpoint); on unless set to false/0/off. */
  RATE_LIMIT_ENABLED: booleanFlag,
  /** Requests a client may make at once before it is throttled. */
  RATE_LIMIT_BURST: positiveInteger(20),
  /** Tokens added back per minute (the sustained rate once the burst is spent). */
  RATE_LIMIT_REFILL_PER_MINUTE: positiveInteger(6),
  /** Google Ads conversion tracking on the application Thank You view; read at BUILD time (and by the CSP). */
  PUBLIC_GOOGLE_ADS_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^AW-\d{6,15}$/, "must look like AW-123456789")
      .optional(),
  ),
  PUBLIC_GOOGLE_ADS_CONVERSION_LABEL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[\w-]{4,64}$/, "must be the conversion label from Google Ads")
      .optional(),
  ),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "EnvError";
  }
}

/** Parses a set of variables (process.env by default); throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(problems);
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Off only when explicitly switched off; an unset flag keeps the default (on). */
export function isEnabledFlag(value: string | undefined): boolean {
  return value === undefined || isTruthyFlag(value);
}

export function isTruthyFlag(value: string | undefined): boolean {
  return value === "true" || value === "1" || value === "on";
}
