import { eq, sql } from "drizzle-orm";
import { loginFailures, users } from "@/server/db/schema";
import { appDatabase as leadDatabase, rowsOf } from "@/server/db/database";
import { decoyHash, normalizeUsername, verifyPassword } from "./password";
import { createSession, pruneExpiredSessions } from "./sessions";

/**
 * Staff sign-in with a lockout: five failed attempts for one username, or from one client, within 15 minutes lock
 * that username or client until the oldest of those five is 15 minutes old. The answer for a wrong username and
 * for a wrong password is the same, and both take one scrypt computation.
 */
export const LOCKOUT = { maxFailures: 5, windowMinutes: 15 } as const;

/** The one message for every failed sign-in: it never says whether the username or the password was wrong. */
export const SIGN_IN_FAILED = "That username and password combination is not valid.";

export type SignInResult =
  | { kind: "ok"; token: string; csrfToken: string; username: string }
  | { kind: "invalid" }
  | { kind: "locked"; retryAfterSeconds: number };

export interface SignInInput {
  username: string;
  password: string;
  client: string;
  userAgent?: string | null;
}

/** Seconds until the key has fewer than five failures in the window, or 0 when it is not locked. */
async function lockedFor(column: "username" | "client", value: string): Promise<number> {
  const db = await leadDatabase();
  const field = column === "username" ? loginFailures.username : loginFailures.client;
  const [row] = rowsOf<{ wait: number }>(
    await db.execute(sql`
      select extract(epoch from (${loginFailures.failedAt} + make_interval(mins => ${LOCKOUT.windowMinutes}::int) - now()))::float8 as wait
      from ${loginFailures}
      where ${field} = ${value} and ${loginFailures.failedAt} > now() - make_interval(mins => ${LOCKOUT.windowMinutes}::int)
      order by ${loginFailures.failedAt} desc
      offset ${LOCKOUT.maxFailures - 1} limit 1`),
  );
  return row ? Math.max(1, Math.ceil(Number(row.wait))) : 0;
}

export async function lockoutFor(username: string, client: string): Promise<number> {
  const [byUser, byClient] = await Promise.all([lockedFor("username", username), lockedFor("client", client)]);
  return Math.max(byUser, byClient);
}

export async function signIn(input: SignInInput): Promise<SignInResult> {
  const username = normalizeUsername(input.username).slice(0, 64);
  const client = input.client.slice(0, 100);
  const wait = await lockoutFor(username, client);
  if (wait > 0) return { kind: "locked", retryAfterSeconds: wait };

  const db = await leadDatabase();
  const [user] = username
    ? await db
        .select({ id: users.id, username: users.username, password: users.password })
        .from(users)
        .where(eq(users.username, username))
    : [];
  const valid = await verifyPassword(input.password, user?.password ?? (await decoyHash()));
  if (!user || !valid) {
    await db.insert(loginFailures).values({ username, client });
    return { kind: "invalid" };
  }

  await db.delete(loginFailures).where(eq(loginFailures.username, username));
  await db
    .delete(loginFailures)
    .where(sql`${loginFailures.failedAt} < now() - make_interval(mins => ${LOCKOUT.windowMinutes}::int)`);
  await pruneExpiredSessions();
  const session = await createSession(user.id, input.userAgent ?? null);
  return { kind: "ok", ...session, username: user.username };
}
