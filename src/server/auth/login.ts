import { and, eq, sql } from "drizzle-orm";
import { loginFailures, signInClients, users } from "@/server/db/schema";
import { appDatabase as leadDatabase, rowsOf } from "@/server/db/database";
import { clientKey } from "@/server/http/client-key";
import { decoyHash, hashPassword, needsRehash, normalizeUsername, verifyPassword } from "./password";
import { createSession, pruneExpiredSessions } from "./sessions";

/**
 * Staff sign-in with a lockout that an outsider cannot turn against a colleague (issue 18):
 * - An address is its clientKey (src/server/http/client-key.ts): an IPv4 address, or an IPv6 address's /64, which
 *   one subscriber holds whole, so changing addresses within it changes nothing (issue 33).
 * - A username is locked per client address: after five failed attempts for one (username, address) pair, that
 *   pair waits 15 minutes, and every further failure doubles the wait (30, 60 minutes, ... up to 24 hours). The right
 *   password from another address still works, so nobody can lock a colleague out from elsewhere.
 * - A username is also locked whatever the address (issue 33): after five failed attempts from all addresses
 *   together within a day, every address the account has not signed in from in the last 30 days waits the same
 *   15 minutes, doubled by each further failure, up to 24 hours. Rotating addresses thus gets no more guesses at one
 *   account than one address does; the addresses the staff member signed in from before keep only their own
 *   (pair) lock, so an outsider still cannot lock a colleague out of the place they work from.
 * - One address that fails twenty times within 15 minutes, whatever the usernames, is locked until the oldest of
 *   those twenty is 15 minutes old (password spraying).
 * - The attempt is recorded BEFORE the password is checked, and the lock is decided from the attempts recorded
 *   before it, so a burst of simultaneous guesses cannot all reach the password check: at most five per pair do.
 * - A staff admin (the staff page) or the CLI (`npm run user:unlock`) clears a username's failures.
 * The answer for a wrong username and for a wrong password is the same, and both take one scrypt computation.
 */
export const LOCKOUT = {
  /** Failures of one (username, address) pair before it waits. */
  maxFailures: 5,
  /** The first wait, doubled by each further failure of the pair. */
  windowMinutes: 15,
  /** The longest wait, and how long a pair's failures are remembered. */
  maxLockMinutes: 24 * 60,
  /** Failures from one address across usernames, within windowMinutes, before the address waits. */
  maxClientFailures: 20,
  /**
   * Failures of one username from all addresses, within maxLockMinutes, before addresses it has not signed in from
   * wait (15 minutes, doubled by each further failure, as a pair).
   */
  maxAccountFailures: 5,
  /** How long an address the account signed in from stays exempt from the username's own lock. */
  knownClientDays: 30,
  /** Rows of login_failures (older than maxLockMinutes) and sign_in_clients (older than knownClientDays) deleted per attempt. */
  expireBatch: 100,
} as const;

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

/**
 * The wait of a pair (or of a username, for addresses it has not signed in from) that has failed `failures` times,
 * the last `sinceLastSeconds` ago (0 when not locked).
 */
export function pairWaitSeconds(failures: number, sinceLastSeconds: number, threshold: number = LOCKOUT.maxFailures): number {
  if (failures < threshold) return 0;
  const lockMinutes = Math.min(LOCKOUT.windowMinutes * 2 ** (failures - threshold), LOCKOUT.maxLockMinutes);
  return Math.max(0, Math.ceil(lockMinutes * 60 - sinceLastSeconds));
}

/**
 * Seconds this attempt must wait, judged from the failures recorded before `attemptId` (the attempt's own row):
 * the pair's growing lock, the address's spraying limit, and, from an address the account has not signed in from
 * lately, the username's own lock.
 */
async function waitBefore(attemptId: string, username: string, client: string): Promise<number> {
  const db = await leadDatabase();
  const [pair] = rowsOf<{ failures: number; since_last: number | null }>(
    await db.execute(sql`
      select count(*)::int as failures, extract(epoch from now() - max(${loginFailures.failedAt}))::float8 as since_last
      from ${loginFailures}
      where ${loginFailures.username} = ${username} and ${loginFailures.client} = ${client}
        and ${loginFailures.id} <> ${attemptId}
        and ${loginFailures.failedAt} > now() - make_interval(mins => ${LOCKOUT.maxLockMinutes}::int)`),
  );
  const pairWait = pairWaitSeconds(Number(pair?.failures ?? 0), Math.max(0, Number(pair?.since_last ?? 0)));
  const [byClient] = rowsOf<{ wait: number }>(
    await db.execute(sql`
      select extract(epoch from (${loginFailures.failedAt} + make_interval(mins => ${LOCKOUT.windowMinutes}::int) - now()))::float8 as wait
      from ${loginFailures}
      where ${loginFailures.client} = ${client} and ${loginFailures.id} <> ${attemptId}
        and ${loginFailures.failedAt} > now() - make_interval(mins => ${LOCKOUT.windowMinutes}::int)
      order by ${loginFailures.failedAt} desc
      offset ${LOCKOUT.maxClientFailures - 1} limit 1`),
  );
  const clientWait = byClient ? Math.max(1, Math.ceil(Number(byClient.wait))) : 0;
  const [account] = rowsOf<{ failures: number; since_last: number | null; known: boolean }>(
    await db.execute(sql`
      select count(*)::int as failures, extract(epoch from now() - max(${loginFailures.failedAt}))::float8 as since_last,
        exists (select 1 from ${signInClients} k join ${users} u on u.id = k.user_id
                where u.username = ${username} and k.client = ${client}
                  and k.last_sign_in_at > now() - make_interval(days => ${LOCKOUT.knownClientDays}::int)) as known
      from ${loginFailures}
      where ${loginFailures.username} = ${username} and ${loginFailures.id} <> ${attemptId}
        and ${loginFailures.failedAt} > now() - make_interval(mins => ${LOCKOUT.maxLockMinutes}::int)`),
  );
  const accountWait = account?.known
    ? 0
    : pairWaitSeconds(Number(account?.failures ?? 0), Math.max(0, Number(account?.since_last ?? 0)), LOCKOUT.maxAccountFailures);
  return Math.max(pairWait, clientWait, accountWait);
}

/**
 * Deletes at most LOCKOUT.expireBatch failures older than maxLockMinutes (no lock reads them) and as many sign-in
 * clients unused for knownClientDays, oldest first; answers how many of each went. Every attempt runs it and writes
 * at most one row, so neither table outgrows what its window holds (issue 33).
 */
export async function expireSignInRows(limit: number = LOCKOUT.expireBatch): Promise<{ failures: number; clients: number }> {
  const db = await leadDatabase();
  const failures = rowsOf<{ id: string }>(
    await db.execute(sql`
      delete from ${loginFailures} where ${loginFailures.id} in (
        select id from ${loginFailures}
        where ${loginFailures.failedAt} < now() - make_interval(mins => ${LOCKOUT.maxLockMinutes}::int)
        order by ${loginFailures.failedAt} limit ${limit}::int)
      returning ${loginFailures.id}`),
  );
  const clients = rowsOf<{ user_id: string }>(
    await db.execute(sql`
      delete from ${signInClients} where (user_id, client) in (
        select user_id, client from ${signInClients}
        where ${signInClients.lastSignInAt} < now() - make_interval(days => ${LOCKOUT.knownClientDays}::int)
        order by ${signInClients.lastSignInAt} limit ${limit}::int)
      returning user_id`),
  );
  return { failures: failures.length, clients: clients.length };
}

export async function signIn(input: SignInInput): Promise<SignInResult> {
  const username = normalizeUsername(input.username).slice(0, 64);
  const client = clientKey(input.client).slice(0, 100);
  const db = await leadDatabase();
  await expireSignInRows();

  // Recorded first: a failure unless the password turns out right, when the pair's failures are cleared.
  const [attempt] = await db.insert(loginFailures).values({ username, client }).returning({ id: loginFailures.id });
  const attemptId = attempt!.id;
  const wait = await waitBefore(attemptId, username, client);
  if (wait > 0) {
    // A refused attempt checks no password, so it does not count as a failure.
    await db.delete(loginFailures).where(eq(loginFailures.id, attemptId));
    return { kind: "locked", retryAfterSeconds: wait };
  }

  const [user] = username
    ? await db
        .select({ id: users.id, username: users.username, password: users.password, disabled: users.disabledAt })
        .from(users)
        .where(eq(users.username, username))
    : [];
  const valid = await verifyPassword(input.password, user?.password ?? (await decoyHash()));
  if (!user || !valid || user.disabled) return { kind: "invalid" };

  await db.delete(loginFailures).where(and(eq(loginFailures.username, username), eq(loginFailures.client, client)));
  if (needsRehash(user.password)) {
    // Hashed with older, weaker parameters: replace it now that the password is known.
    await db
      .update(users)
      .set({ password: await hashPassword(input.password) })
      .where(eq(users.id, user.id));
  }
  // This address is now one the account signs in from: the username's own lock no longer applies to it.
  await db
    .insert(signInClients)
    .values({ userId: user.id, client })
    .onConflictDoUpdate({ target: [signInClients.userId, signInClients.client], set: { lastSignInAt: sql`now()` } });
  await pruneExpiredSessions();
  const session = await createSession(user.id, input.userAgent ?? null);
  return { kind: "ok", ...session, username: user.username };
}

/** Clears every recorded failure of a username (all addresses): the staff admin's and the CLI's unlock. */
export async function unlockUsername(username: string): Promise<number> {
  const db = await leadDatabase();
  const removed = await db
    .delete(loginFailures)
    .where(eq(loginFailures.username, normalizeUsername(username)))
    .returning({ id: loginFailures.id });
  return removed.length;
}

/**
 * Usernames locked for the addresses they have not signed in from (LOCKOUT.maxAccountFailures failures from all
 * addresses), with the seconds left (for the staff page).
 */
export async function accountsLockedForNewAddresses(): Promise<Map<string, number>> {
  const db = await leadDatabase();
  const rows = rowsOf<{ username: string; failures: number; since_last: number }>(
    await db.execute(sql`
      select ${loginFailures.username} as username, count(*)::int as failures,
        extract(epoch from now() - max(${loginFailures.failedAt}))::float8 as since_last
      from ${loginFailures}
      where ${loginFailures.failedAt} > now() - make_interval(mins => ${LOCKOUT.maxLockMinutes}::int)
      group by 1
      having count(*) >= ${LOCKOUT.maxAccountFailures}::int`),
  );
  const locked = new Map<string, number>();
  for (const row of rows) {
    const wait = pairWaitSeconds(Number(row.failures), Number(row.since_last), LOCKOUT.maxAccountFailures);
    if (wait > 0) locked.set(row.username, wait);
  }
  return locked;
}

/** Addresses currently locked out of each username (for the staff page). */
export async function lockedAddressCounts(): Promise<Map<string, number>> {
  const db = await leadDatabase();
  const rows = rowsOf<{ username: string; client: string; failures: number; since_last: number }>(
    await db.execute(sql`
      select ${loginFailures.username} as username, ${loginFailures.client} as client, count(*)::int as failures,
        extract(epoch from now() - max(${loginFailures.failedAt}))::float8 as since_last
      from ${loginFailures}
      where ${loginFailures.failedAt} > now() - make_interval(mins => ${LOCKOUT.maxLockMinutes}::int)
      group by 1, 2`),
  );
  const counts = new Map<string, number>();
  for (const row of rows) {
    if (pairWaitSeconds(Number(row.failures), Number(row.since_last)) > 0)
      counts.set(row.username, (counts.get(row.username) ?? 0) + 1);
  }
  return counts;
}
