import { z } from "zod";
import { processState } from "./process-state";

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
  /**
   * Behind a reverse proxy: how many proxies stand in front (a number; true means 1), or their addresses and
   * subnets (comma-separated IPs, CIDRs or loopback/linklocal/uniquelocal). Unset/false: clients connect directly.
   */
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => parseTrustProxy(value) !== undefined,
        "must be false, true, a number of proxy hops, or a comma-separated list of proxy addresses or subnets",
      )
      .optional(),
  ),
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
  /** Staff sign-in (issue 8): a session ends after this many hours without a request. */
  SESSION_IDLE_HOURS: positiveInteger(8),
  /** New-lead email: the SMTP server (smtp:// or smtps://, credentials in the URL). Unset: no email is sent. */
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .url("must be a URL such as smtps://user:password@smtp.example.com:465")
      .refine((value) => /^smtps?:\/\//.test(value), "must start with smtp:// or smtps://")
      .optional(),
  ),
  /** Sender of the new-lead email; defaults to the sales address. */
  SMTP_FROM: z.preprocess(emptyAsUndefined, z.string().min(3).optional()),
  /** Recipient of the new-lead email; defaults to site.contact.email. */
  SALES_EMAIL: z.preprocess(emptyAsUndefined, z.string().email("must be an email address").optional()),
  /** New-lead webhook: receives each lead as signed JSON. Unset: no webhook is called. */
  WEBHOOK_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .url("must be an absolute http:// or https:// URL")
      .refine((value) => /^https?:\/\//.test(value), "must start with http:// or https://")
      .optional(),
  ),
  /** Key of the webhook's HMAC-SHA256 signature; required with WEBHOOK_URL. */
  WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  /** Key of the chat replies' signatures (src/server/chat/reply-signature.ts); every instance must share it. */
  CHAT_SIGNING_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, "must be at least 32 characters").optional()),
  /** How often each server's outbox worker looks for notifications to send (new leads also wake it at once). */
  OUTBOX_POLL_SECONDS: positiveInteger(5),
});

export type Env = z.infer<typeof envSchema>;

const PROXY_ADDRESS = /^(loopback|linklocal|uniquelocal|[0-9.]{7,15}(\/\d{1,2})?|[0-9a-f:]{2,39}(\/\d{1,3})?)$/i;

/**
 * TRUST_PROXY as Express's `trust proxy` setting: false, a hop count, or a list of proxy addresses. `true` means
 * one hop (never "trust every hop", which would let a client pick its address with X-Forwarded-For). undefined
 * for a value that is none of these.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | undefined {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "false" || text === "0" || text === "off") return false;
  if (text === "true" || text === "on") return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const list = text.split(",").map((entry) => entry.trim());
  return list.every((entry) => PROXY_ADDRESS.test(entry)) ? list : undefined;
}

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
  if (result.data.WEBHOOK_URL && !result.data.WEBHOOK_SECRET) {
    throw new EnvError(["WEBHOOK_SECRET: must be set when WEBHOOK_URL is set (the webhook is always signed)"]);
  }
  return result.data;
}

/** The environment, parsed once per process (src/server/process-state.ts). */
export function getEnv(): Env {
  processState.__harborlineEnv ??= parseEnv();
  return processState.__harborlineEnv;
}

/** Off only when explicitly switched off; an unset flag keeps the default (on). */
export function isEnabledFlag(value: string | undefined): boolean {
  return value === undefined || isTruthyFlag(value);
}

export function isTruthyFlag(value: string | undefined): boolean {
  return value === "true" || value === "1" || value === "on";
}
