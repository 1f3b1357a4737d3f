import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { loginFailures, sessions, signInClients, users } from "@/server/db/schema";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { openTestDatabase, testDrivers, type TestDatabase } from "@/test-support/test-databases";
import {
  setDatabaseForTests,
  setPasswordHashingForTests,
  setRateLimiterForTests,
  TEST_SCRYPT_PARAMS,
} from "@/test-support/process-state";
import { listStaffAccounts } from "@/server/admin/staff";
import {
  LOCKOUT,
  accountsLockedForNewAddresses,
  expireSignInRows,
  lockedAddressCounts,
  pairWaitSeconds,
  signIn,
  unlockUsername,
} from "./login";
import { handleLoginPost } from "./login-form";
import { hashPassword, verifyPassword } from "./password";
import {
  SESSION_LIFETIME_DAYS,
  digestToken,
  pruneExpiredSessions,
  readSession,
  revokeSession,
  revokeUserSessions,
  sessionCookie,
  tokenFromCookies,
} from "./sessions";

const PASSWORD = "harbor lights at dawn";

/** A digest with chosen (older) parameters, as an account created before a parameter change has. */
async function hashWith(password: string, N: number): Promise<string> {
  const { randomBytes, scryptSync } = await import("node:crypto");
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize("NFKC"), salt, 32, { N, r: 8, p: 1, maxmem: 256 * N * 8 + 1024 * 1024 });
  return ["scrypt", N, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
}

for (const { driver, skip } of testDrivers) {
  // Each sign-in is one scrypt, at the suites' cheap cost (src/test-support/setup.ts) except in the rehash test.
  describe.skipIf(skip)(`staff sign-in and sessions on ${driver}`, { timeout: 90_000 }, () => {
    let database: TestDatabase;
    let userId: string;

    beforeAll(async () => {
      database = await openTestDatabase(driver);
      setDatabaseForTests(database.db);
      const [user] = await database.db
        .insert(users)
        .values({ username: "morgan", password: await hashPassword(PASSWORD) })
        .returning();
      userId = user!.id;
    });
    afterAll(async () => {
      setDatabaseForTests(undefined);
      await database?.destroy();
    });
    beforeEach(async () => {
      await database.db.delete(loginFailures);
      await database.db.delete(sessions);
      await database.db.delete(signInClients);
    });

    it("signs in with the right password (username case-insensitive) and stores only the token's digest", async () => {
      const result = await signIn({ username: " Morgan ", password: PASSWORD, client: "203.0.113.1" });
      expect(result.kind).toBe("ok");
      if (result.kind !== "ok") return;
      expect(result.token).toMatch(/^[\w-]{43}$/);
      const rows = await database.db.select().from(sessions);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toBe(digestToken(result.token));
      expect(rows[0]!.id).not.toContain(result.token);
      const session = await readSession(result.token, 8);
      expect(session).toMatchObject({ userId, username: "morgan", csrfToken: result.csrfToken });
    });

    it("answers a wrong password and an unknown username the same way", async () => {
      expect(await signIn({ username: "morgan", password: "wrong password!", client: "203.0.113.2" })).toEqual({
        kind: "invalid",
      });
      expect(await signIn({ username: "nobody", password: PASSWORD, client: "203.0.113.2" })).toEqual({ kind: "invalid" });
      expect(await database.db.select().from(sessions)).toHaveLength(0);
    });

    it("locks a (username, address) pair after five failures for 15 minutes and says how long; the right password from an address the account signed in from still works", async () => {
      // The staff member's usual address.
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "203.0.113.99" })).kind).toBe("ok");
      for (let attempt = 0; attempt < LOCKOUT.maxFailures; attempt += 1) {
        expect((await signIn({ username: "morgan", password: `guess number ${attempt}`, client: "198.51.100.7" })).kind).toBe(
          "invalid",
        );
      }
      const locked = await signIn({ username: "morgan", password: PASSWORD, client: "198.51.100.7" });
      expect(locked.kind).toBe("locked");
      if (locked.kind === "locked") {
        expect(locked.retryAfterSeconds).toBeGreaterThan(14 * 60);
        expect(locked.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
      }
      // Nobody can lock a colleague out of the address they work from.
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "203.0.113.99" })).kind).toBe("ok");
      // Four failures spread over four addresses lock nothing.
      await database.db.delete(loginFailures);
      await database.db.execute(sql`insert into login_failures (username, client)
        select 'morgan', '192.0.2.' || (100 + g) from generate_series(1, ${LOCKOUT.maxAccountFailures - 1}::int) g`);
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.200" })).kind).toBe("ok");
    });

    it("locks a username that failed five times from rotating addresses for every address it has not signed in from (issue 33)", async () => {
      setRateLimiterForTests(createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore()));
      try {
        expect((await signIn({ username: "morgan", password: PASSWORD, client: "203.0.113.99" })).kind).toBe("ok");
        // 24 wrong passwords, the address changing every 4 tries (IPv4, then one IPv6 /64 after another).
        const kinds: string[] = [];
        for (let attempt = 0; attempt < 24; attempt += 1) {
          const round = Math.floor(attempt / 4);
          const client = round % 2 ? `2001:db8:${round}:1::${attempt + 1}` : `198.51.100.${10 + round}`;
          kinds.push((await signIn({ username: "morgan", password: `rotating guess ${attempt}`, client })).kind);
        }
        expect(kinds.filter((kind) => kind === "invalid")).toHaveLength(LOCKOUT.maxAccountFailures);
        expect(kinds.slice(LOCKOUT.maxAccountFailures).every((kind) => kind === "locked")).toBe(true);
        // Only the checked attempts are recorded.
        expect(await database.db.select().from(loginFailures)).toHaveLength(LOCKOUT.maxAccountFailures);

        // The right password from a new address waits too, and is told how long, in the sign-in form's words.
        const fresh = await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.33" });
        expect(fresh.kind).toBe("locked");
        if (fresh.kind === "locked") {
          expect(fresh.retryAfterSeconds).toBeGreaterThan(14 * 60);
          expect(fresh.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
        }
        const form = await handleLoginPost(
          new Request("http://localhost:3000/admin/login", {
            method: "POST",
            headers: {
              host: "localhost:3000",
              origin: "http://localhost:3000",
              "content-type": "application/x-www-form-urlencoded",
            },
            body: new URLSearchParams({ username: "morgan", password: PASSWORD }).toString(),
          }),
          "2001:db8:77:1::1",
        );
        expect(form).toMatchObject({
          kind: "form",
          status: 429,
          message: "Too many failed sign-in attempts. Try again in 15 minutes.",
        });
        // Other accounts are not affected.
        expect((await signIn({ username: "nobody", password: "wrong", client: "192.0.2.33" })).kind).toBe("invalid");
        // The address the staff member signed in from before still works.
        expect((await signIn({ username: "morgan", password: PASSWORD, client: "203.0.113.99" })).kind).toBe("ok");

        // Once the wait has passed, one more guess, and the wait doubles.
        await database.db.execute(sql`update login_failures set failed_at = failed_at - interval '16 minutes'
                                      where username = 'morgan'`);
        expect((await signIn({ username: "morgan", password: "one more guess", client: "198.51.100.99" })).kind).toBe("invalid");
        const doubled = await signIn({ username: "morgan", password: "and another", client: "198.51.100.100" });
        expect(doubled.kind).toBe("locked");
        if (doubled.kind === "locked") expect(doubled.retryAfterSeconds).toBeGreaterThan(29 * 60);

        // The staff page shows it, and an admin's unlock clears it.
        expect((await accountsLockedForNewAddresses()).get("morgan")).toBeGreaterThan(29 * 60);
        expect((await listStaffAccounts()).find((account) => account.username === "morgan")).toMatchObject({
          lockedFromNewAddresses: true,
          lockedAddresses: 0,
        });
        await unlockUsername("morgan");
        expect((await accountsLockedForNewAddresses()).has("morgan")).toBe(false);
        expect((await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.34" })).kind).toBe("ok");
      } finally {
        setRateLimiterForTests(undefined);
      }
    });

    it("counts every address of one IPv6 /64 (and an IPv4-mapped address as its IPv4 address) as one client (issue 33)", async () => {
      // The spraying limit: twenty failures across usernames from one /64, each from its own address.
      await database.db.execute(sql`insert into login_failures (username, client)
        select 'user' || g, '2001:db8:1:2::/64' from generate_series(1, ${LOCKOUT.maxClientFailures - 1}::int) g`);
      expect((await signIn({ username: "user20", password: "nope nope", client: "2001:db8:1:2::20" })).kind).toBe("invalid");
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "2001:DB8:1:2:0:0:0:abcd" })).kind).toBe("locked");
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "[2001:db8:1:2::5%eth0]" })).kind).toBe("locked");
      // Another /64 is another client.
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "2001:db8:1:3::1" })).kind).toBe("ok");
      await database.db.delete(loginFailures);

      // The pair lock: five failures from five addresses of one /64 lock that /64 for the username, even where the
      // account signed in before (so it is the pair's lock, not the username's), and nowhere else.
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "2001:db8:1:2::1" })).kind).toBe("ok");
      for (let index = 2; index < 2 + LOCKOUT.maxFailures; index += 1) {
        expect((await signIn({ username: "morgan", password: `v6 guess ${index}`, client: `2001:db8:1:2::${index}` })).kind).toBe(
          "invalid",
        );
      }
      const rows = await database.db.select().from(loginFailures);
      expect(new Set(rows.map((row) => row.client))).toEqual(new Set(["2001:db8:1:2::/64"]));
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "2001:db8:1:2::1" })).kind).toBe("locked");
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "2001:db8:1:3::1" })).kind).toBe("ok");
      await database.db.delete(loginFailures);

      // IPv4-mapped IPv6 is the IPv4 address.
      for (let attempt = 0; attempt < LOCKOUT.maxFailures; attempt += 1) {
        const client = attempt % 2 ? "::ffff:198.51.100.61" : "198.51.100.61";
        await signIn({ username: "morgan", password: `mapped guess ${attempt}`, client });
      }
      expect(new Set((await database.db.select().from(loginFailures)).map((row) => row.client))).toEqual(
        new Set(["198.51.100.61"]),
      );
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "::FFFF:c633:643d" })).kind).toBe("locked");
    });

    it("deletes failures older than a day and sign-in addresses unused for 30 days, at most 100 of each per attempt (issue 33)", async () => {
      expect(LOCKOUT.expireBatch).toBe(100);
      await database.db.execute(sql`insert into login_failures (username, client, failed_at)
        select 'old' || g, '192.0.2.1', now() - interval '1 day 1 minute' - make_interval(secs => g) from generate_series(1, 250) g`);
      await database.db.execute(sql`insert into login_failures (username, client, failed_at)
        select 'recent', '192.0.2.2', now() - interval '23 hours' from generate_series(1, 3)`);
      await database.db.execute(sql`insert into sign_in_clients (user_id, client, last_sign_in_at)
        select ${userId}, '198.18.0.' || g, now() - interval '30 days 1 minute' from generate_series(1, 120) g`);
      await database.db.execute(sql`insert into sign_in_clients (user_id, client, last_sign_in_at)
        values (${userId}, '198.18.1.1', now() - interval '29 days')`);
      // A sign-in attempt runs the expiry itself.
      expect((await signIn({ username: "nobody", password: "wrong", client: "192.0.2.3" })).kind).toBe("invalid");
      expect(await database.db.select().from(loginFailures)).toHaveLength(250 - 100 + 3 + 1);
      expect(await database.db.select().from(signInClients)).toHaveLength(120 - 100 + 1);
      expect(await expireSignInRows()).toEqual({ failures: 100, clients: 20 });
      expect(await expireSignInRows()).toEqual({ failures: 50, clients: 0 });
      expect(await expireSignInRows()).toEqual({ failures: 0, clients: 0 });
      const left = await database.db.select().from(loginFailures);
      expect(left.map((row) => row.username).sort()).toEqual(["nobody", "recent", "recent", "recent"]);
      const clients = await database.db.select().from(signInClients);
      expect(clients.map((row) => row.client).sort()).toEqual(["198.18.1.1"]);
    });

    it("doubles the wait with each further failure of the pair, up to a day", async () => {
      expect(pairWaitSeconds(4, 0)).toBe(0);
      expect(pairWaitSeconds(5, 0)).toBe(15 * 60);
      expect(pairWaitSeconds(6, 0)).toBe(30 * 60);
      expect(pairWaitSeconds(7, 60)).toBe(60 * 60 - 60);
      expect(pairWaitSeconds(40, 0)).toBe(24 * 60 * 60);
      expect(pairWaitSeconds(5, 15 * 60)).toBe(0);
      // Six failures, the last 20 minutes ago: still 10 minutes to wait.
      await database.db.execute(sql`insert into login_failures (username, client, failed_at)
        select 'morgan', '192.0.2.60', now() - interval '20 minutes' - make_interval(secs => g) from generate_series(1, 6) g`);
      const locked = await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.60" });
      expect(locked.kind).toBe("locked");
      if (locked.kind === "locked") {
        expect(locked.retryAfterSeconds).toBeGreaterThan(9 * 60);
        expect(locked.retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
      }
      // A refused attempt checks no password and is not counted.
      expect(await database.db.select().from(loginFailures)).toHaveLength(6);
    });

    it("locks an address after twenty failures across usernames within 15 minutes (password spraying)", async () => {
      // Nineteen recorded failures under other usernames, then the twentieth through signIn itself.
      await database.db.execute(sql`insert into login_failures (username, client)
        select 'user' || g, '192.0.2.50' from generate_series(1, ${LOCKOUT.maxClientFailures - 1}::int) g`);
      expect((await signIn({ username: "user20", password: "nope nope nope", client: "192.0.2.50" })).kind).toBe("invalid");
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.50" })).kind).toBe("locked");
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.51" })).kind).toBe("ok");
    });

    it("unlocks when the wait has passed, and a success clears the pair's failures", async () => {
      await database.db.execute(sql`insert into login_failures (username, client)
        select 'morgan', '192.0.2.7' from generate_series(1, 5)`);
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.7" })).kind).toBe("locked");
      await database.db.execute(sql`update login_failures set failed_at = failed_at - interval '16 minutes'`);
      const result = await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.7" });
      expect(result.kind).toBe("ok");
      expect(await database.db.select().from(loginFailures).where(eq(loginFailures.username, "morgan"))).toHaveLength(0);
    });

    it("records each attempt before checking the password: of 40 simultaneous guesses, at most five are checked", async () => {
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          signIn({ username: "morgan", password: `simultaneous ${index}`, client: "198.51.100.40" }),
        ),
      );
      const checked = results.filter((result) => result.kind === "invalid").length;
      expect(checked).toBeLessThanOrEqual(LOCKOUT.maxFailures);
      expect(results.filter((result) => result.kind === "locked").length).toBeGreaterThanOrEqual(40 - LOCKOUT.maxFailures);
      expect(results.some((result) => result.kind === "ok")).toBe(false);
      // Only the checked attempts stay recorded as failures.
      expect(await database.db.select().from(loginFailures)).toHaveLength(checked);
    });

    it("an admin's unlock (or the CLI's) clears a username's failures from every address", async () => {
      await database.db.execute(sql`insert into login_failures (username, client)
        select 'morgan', c from unnest(array['192.0.2.80', '192.0.2.81']) c, generate_series(1, 5)`);
      expect((await lockedAddressCounts()).get("morgan")).toBe(2);
      expect(await unlockUsername(" MORGAN ")).toBe(10);
      expect((await lockedAddressCounts()).get("morgan")).toBeUndefined();
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.80" })).kind).toBe("ok");
    });

    it("replaces a digest made with weaker parameters at the next successful sign-in", async () => {
      // About hashing: production's parameters (the other tests hash at the suites' cheap cost).
      setPasswordHashingForTests(undefined);
      try {
        const weak = await hashWith(PASSWORD, 2 ** 14);
        await database.db.update(users).set({ password: weak }).where(eq(users.id, userId));
        expect((await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.90" })).kind).toBe("ok");
        const [row] = await database.db.select().from(users).where(eq(users.id, userId));
        expect(row!.password).not.toBe(weak);
        expect(row!.password.startsWith(`scrypt$${2 ** 17}$8$1$`)).toBe(true);
        expect(await verifyPassword(PASSWORD, row!.password)).toBe(true);
      } finally {
        setPasswordHashingForTests(TEST_SCRYPT_PARAMS);
        await database.db
          .update(users)
          .set({ password: await hashPassword(PASSWORD) })
          .where(eq(users.id, userId));
      }
    });

    it("refuses a disabled account at sign-in and ends its sessions at once", async () => {
      const result = await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.91" });
      if (result.kind !== "ok") throw new Error("sign-in failed");
      expect(await readSession(result.token, 8)).not.toBeNull();
      await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, userId));
      try {
        expect(await readSession(result.token, 8)).toBeNull();
        expect((await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.91" })).kind).toBe("invalid");
      } finally {
        await database.db.update(users).set({ disabledAt: null }).where(eq(users.id, userId));
      }
    });

    it("ends a session after the idle limit and deletes it", async () => {
      const result = await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.8" });
      if (result.kind !== "ok") throw new Error("sign-in failed");
      const id = digestToken(result.token);
      await database.db.execute(sql`update sessions set last_seen_at = now() - interval '7 hours 59 minutes' where id = ${id}`);
      expect(await readSession(result.token, 8)).not.toBeNull();
      // Using it refreshed last_seen_at: the idle clock starts again.
      const [touched] = await database.db.select().from(sessions).where(eq(sessions.id, id));
      expect(Date.now() - touched!.lastSeenAt.getTime()).toBeLessThan(60_000);
      await database.db.execute(sql`update sessions set last_seen_at = now() - interval '8 hours 1 minute' where id = ${id}`);
      expect(await readSession(result.token, 8)).toBeNull();
      expect(await database.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
    });

    it("ends a session 7 days after sign-in however busy it has been, and the staff member signs in again (issue 33)", async () => {
      expect(SESSION_LIFETIME_DAYS).toBe(7);
      const result = await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.11" });
      if (result.kind !== "ok") throw new Error("sign-in failed");
      const id = digestToken(result.token);
      // Used a minute ago, signed in 6 days 23 hours ago: still valid.
      await database.db.execute(sql`update sessions set created_at = now() - interval '6 days 23 hours',
                                    last_seen_at = now() - interval '1 minute' where id = ${id}`);
      expect(await readSession(result.token)).not.toBeNull();
      // Used a second ago (never idle), signed in 7 days and a minute ago: refused and deleted.
      await database.db.execute(sql`update sessions set created_at = now() - interval '7 days 1 minute',
                                    last_seen_at = now() - interval '1 second' where id = ${id}`);
      expect(await readSession(result.token)).toBeNull();
      expect(await database.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(0);
      // Signing in again gives a new session that works.
      const again = await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.11" });
      if (again.kind !== "ok") throw new Error("sign-in failed");
      expect(await readSession(again.token)).toMatchObject({ username: "morgan" });
      // Sessions past their lifetime are pruned like idle ones, even when nobody presents them again.
      await database.db.execute(sql`update sessions set created_at = now() - interval '8 days'`);
      await pruneExpiredSessions();
      expect(await database.db.select().from(sessions)).toHaveLength(0);
    });

    it("revokes one session on logout, and every session of an account (password change)", async () => {
      const first = await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.9" });
      const second = await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.10" });
      if (first.kind !== "ok" || second.kind !== "ok") throw new Error("sign-in failed");
      await revokeSession(digestToken(first.token));
      expect(await readSession(first.token, 8)).toBeNull();
      expect(await readSession(second.token, 8)).not.toBeNull();
      expect(await revokeUserSessions(userId)).toBe(1);
      expect(await readSession(second.token, 8)).toBeNull();
    });

    it("never accepts a malformed or unknown token", async () => {
      expect(await readSession("short", 8)).toBeNull();
      expect(await readSession("x".repeat(43), 8)).toBeNull();
      expect(await readSession("' or 1=1 --aaaaaaaaaaaaaaaaaaaa", 8)).toBeNull();
    });
  });
}

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Strict, Secure with the __Host- prefix over HTTPS, without Max-Age", () => {
    expect(sessionCookie("abc", false)).toBe("hl_staff=abc; Path=/; HttpOnly; SameSite=Strict");
    expect(sessionCookie("abc", true)).toBe("__Host-hl_staff=abc; Path=/; HttpOnly; SameSite=Strict; Secure");
    expect(tokenFromCookies("theme=dark; hl_staff=tok123; other=1", false)).toBe("tok123");
    expect(tokenFromCookies("hl_staff=tok123", true)).toBeNull();
  });
});
