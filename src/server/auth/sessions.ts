import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { sessions, users } from "@/server/db/schema";
import { getEnv, parseTrustProxy } from "@/server/env";
import { appDatabase as leadDatabase, rowsOf } from "@/server/db/database";

/**
 * Server-side staff sessions. The browser holds a random 32-byte token in an HttpOnly, SameSite=Strict cookie
 * (Secure, with the __Host- prefix, over HTTPS); the sessions table holds only its SHA-256 digest. A session ends
 * on logout, when its row is deleted (revocation, e.g. by `npm run user:passwd`), after SESSION_IDLE_HOURS
 * without a request, or SESSION_LIFETIME_DAYS after sign-in however busy it has been (issue 33): then the staff
 * member signs in again.
 */
export interface StaffSession {
  sessionId: string;
  userId: string;
  username: string;
  csrfToken: string;
  role: "admin" | "staff";
}

/** The absolute lifetime of a session, from sign-in (its createdAt), whatever its use. */
export const SESSION_LIFETIME_DAYS = 7;

/** lastSeenAt is written at most once a minute per session, so browsing does not write on every request. */
const TOUCH_AFTER_SECONDS = 60;

export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-hl_staff" : "hl_staff";
}

export function digestToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export async function createSession(userId: string, userAgent: string | null): Promise<{ token: string; csrfToken: string }> {
  const db = await leadDatabase();
  const token = randomBytes(32).toString("base64url");
  const csrfToken = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({ id: digestToken(token), userId, csrfToken, userAgent: userAgent?.slice(0, 300) ?? null });
  return { token, csrfToken };
}

/**
 * The session a token belongs to, or null when it is unknown, revoked, idle for longer than the limit or older
 * than its absolute lifetime (an expired session's row is deleted).
 */
export async function readSession(
  token: string,
  idleHours = getEnv().SESSION_IDLE_HOURS,
  lifetimeDays = SESSION_LIFETIME_DAYS,
): Promise<StaffSession | null> {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const db = await leadDatabase();
  const id = digestToken(token);
  const [row] = rowsOf<{
    user_id: string;
    username: string;
    role: "admin" | "staff";
    csrf_token: string;
    idle_seconds: number;
    expired: boolean;
  }>(
    await db.execute(sql`
      select s.user_id, u.username, u.role, s.csrf_token,
             extract(epoch from (now() - s.last_seen_at))::float8 as idle_seconds,
             (s.last_seen_at <= now() - make_interval(hours => ${idleHours}::int)
               or s.created_at <= now() - make_interval(days => ${lifetimeDays}::int)) as expired
      from ${sessions} s join ${users} u on u.id = s.user_id
      where s.id = ${id} and u.disabled_at is null`),
  );
  if (!row) return null;
  if (row.expired) {
    await db.delete(sessions).where(eq(sessions.id, id));
    return null;
  }
  if (Number(row.idle_seconds) > TOUCH_AFTER_SECONDS) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, id));
  }
  return { sessionId: id, userId: row.user_id, username: row.username, csrfToken: row.csrf_token, role: row.role };
}

export async function revokeSession(sessionId: string): Promise<void> {
  const db = await leadDatabase();
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(userId: string): Promise<number> {
  const db = await leadDatabase();
  const removed = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  return removed.length;
}

/** Drops sessions that have expired anyway (called on sign-in, so the table does not grow without bound). */
export async function pruneExpiredSessions(
  idleHours = getEnv().SESSION_IDLE_HOURS,
  lifetimeDays = SESSION_LIFETIME_DAYS,
): Promise<void> {
  const db = await leadDatabase();
  await db.delete(sessions).where(
    sql`${sessions.lastSeenAt} <= now() - make_interval(hours => ${idleHours}::int)
          or ${sessions.createdAt} <= now() - make_interval(days => ${lifetimeDays}::int)`,
  );
}

export function tokenFromCookies(cookieHeader: string | null, secure: boolean): string | null {
  if (!cookieHeader) return null;
  const name = sessionCookieName(secure);
  for (const part of cookieHeader.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}

/** Session cookie: no Max-Age (it ends with the browser too); the server enforces the idle limit and the lifetime. */
export function sessionCookie(token: string, secure: boolean): string {
  return [`${sessionCookieName(secure)}=${token}`, "Path=/", "HttpOnly", "SameSite=Strict", ...(secure ? ["Secure"] : [])].join(
    "; ",
  );
}

export function clearedSessionCookie(secure: boolean): string {
  return [
    `${sessionCookieName(secure)}=`,
    "Path=/",
    "HttpOnly",
    "SameSite=Strict",
    "Max-Age=0",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * Secure cookies when the public site is https, or when the request itself arrived over https through a trusted
 * proxy (TRUST_PROXY and X-Forwarded-Proto), or directly.
 */
export function isSecureRequest(request: Request): boolean {
  const env = getEnv();
  if (env.SITE_URL.startsWith("https://")) return true;
  if (new URL(request.url).protocol === "https:") return true;
  const trusted = parseTrustProxy(env.TRUST_PROXY) !== false;
  return trusted && request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https";
}

export function tokensMatch(expected: string, given: string | null | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expected, "utf8");
  const b = Buffer.from(given, "utf8");
  return a.length === b.length && timingSafeEqual(a, b);
}
