import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { CONFIRMATION_LINK_DAYS } from "@/content/mail";
import type { Database } from "@/server/db/client";
import { signingKeys } from "@/server/db/schema";

/**
 * The newsletter's link tokens (issue 35): `<payload>.<signature>`, both base64url; the payload is JSON, the
 * signature an HMAC-SHA256 of the payload under a key kept in the database (`signing_keys`, made once, shared by
 * every instance and kept across restarts).
 *
 * - Confirmation (`p: "c"`): the subscriber, the nonce the row holds while it is pending, and an expiry 7 days after
 *   the email was sent. Single use: confirming clears the row's nonce, so the same link (or any other link sent for
 *   that signup) finds no match afterwards.
 * - Unsubscribe (`p: "u"`): the subscriber only. It never expires and may be used any number of times (RFC 8058:
 *   the link in an old issue must still work); it also lets the visitor resubscribe from the same page.
 *
 * A changed character anywhere fails the signature; the payload is read only once the signature matches.
 */
export const KEY_NAME = "newsletter-links";
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,400}\.[A-Za-z0-9_-]{43}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ConfirmClaims {
  p: "c";
  /** newsletters.id */
  s: string;
  /** newsletters.confirm_nonce at the time the link was made. */
  n: string;
  /** Expiry, Unix seconds. */
  e: number;
}

export interface UnsubscribeClaims {
  p: "u";
  s: string;
}

export type TokenClaims = ConfirmClaims | UnsubscribeClaims;

const keys = new WeakMap<Database, Promise<Buffer>>();

/** The database's link key, created on first use (every instance then reads the same row). Cached per handle. */
export function linkKey(db: Database): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(signingKeys)
        .values({ name: KEY_NAME, secret: randomBytes(32).toString("base64url") })
        .onConflictDoNothing({ target: signingKeys.name });
      const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.name, KEY_NAME));
      if (!row) throw new Error("the newsletter link key could not be read");
      return Buffer.from(row.secret, "base64url");
    })();
    keys.set(db, key);
    // A failed read is not kept: the next use tries again.
    key.catch(() => keys.delete(db));
  }
  return key;
}

function signature(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(`harborline-newsletter:${payload}`, "utf8").digest("base64url");
}

export function signToken(key: Buffer, claims: TokenClaims): string {
  const payload = Buffer.from(JSON.stringify(claims), "utf8").toString("base64url");
  return `${payload}.${signature(key, payload)}`;
}

/** The claims of a token we signed, or null for anything else (malformed, tampered, another key, a bad shape). */
export function verifyToken(key: Buffer, token: string | null | undefined): TokenClaims | null {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return null;
  const [payload, given] = token.split(".") as [string, string];
  const expected = Buffer.from(signature(key, payload), "base64url");
  const actual = Buffer.from(given, "base64url");
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!claims || typeof claims !== "object") return null;
  const value = claims as Record<string, unknown>;
  if (typeof value.s !== "string" || !UUID.test(value.s)) return null;
  if (value.p === "u") return { p: "u", s: value.s };
  if (value.p === "c" && typeof value.n === "string" && value.n.length > 0 && Number.isSafeInteger(value.e)) {
    return { p: "c", s: value.s, n: value.n, e: value.e as number };
  }
  return null;
}

export function confirmToken(key: Buffer, subscriberId: string, nonce: string, now = Date.now()): string {
  return signToken(key, { p: "c", s: subscriberId, n: nonce, e: Math.floor(now / 1000) + CONFIRMATION_LINK_DAYS * 86_400 });
}

export function unsubscribeToken(key: Buffer, subscriberId: string): string {
  return signToken(key, { p: "u", s: subscriberId });
}

export function newNonce(): string {
  return randomBytes(16).toString("base64url");
}

export function confirmUrl(siteUrl: string, token: string): string {
  const url = new URL("/newsletter/confirm", siteUrl);
  url.searchParams.set("token", token);
  return url.href;
}

export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL("/newsletter/unsubscribe", siteUrl);
  url.searchParams.set("token", token);
  return url.href;
}
