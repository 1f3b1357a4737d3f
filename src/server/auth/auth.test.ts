import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { loginFailures, sessions, users } from "@/server/db/schema";
import { openTestDatabase, testDrivers, type TestDatabase } from "@/test-support/test-databases";
import { setDatabaseForTests } from "@/test-support/process-state";
import { LOCKOUT, signIn } from "./login";
import { hashPassword } from "./password";
import { digestToken, readSession, revokeSession, revokeUserSessions, sessionCookie, tokenFromCookies } from "./sessions";

const PASSWORD = "harbor lights at dawn";

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`staff sign-in and sessions on ${driver}`, () => {
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

    it("locks a username after five failures in 15 minutes, even for the right password, and says how long", async () => {
      for (let attempt = 0; attempt < LOCKOUT.maxFailures; attempt += 1) {
        const client = `198.51.100.${attempt}`; // five different clients: the username's own count locks it
        expect((await signIn({ username: "morgan", password: "guess number " + attempt, client })).kind).toBe("invalid");
      }
      const locked = await signIn({ username: "morgan", password: PASSWORD, client: "198.51.100.99" });
      expect(locked.kind).toBe("locked");
      if (locked.kind === "locked") {
        expect(locked.retryAfterSeconds).toBeGreaterThan(14 * 60);
        expect(locked.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
      }
    });

    it("locks a client after five failures across usernames", async () => {
      for (const name of ["a1", "b2", "c3", "d4", "e5"])
        await signIn({ username: name, password: "nope nope nope", client: "192.0.2.50" });
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.50" })).kind).toBe("locked");
      expect((await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.51" })).kind).toBe("ok");
    });

    it("unlocks when the oldest of the five failures is 15 minutes old; a success clears the username's failures", async () => {
      for (let attempt = 0; attempt < 5; attempt += 1)
        await signIn({ username: "morgan", password: "bad bad bad bad", client: "192.0.2.7" });
      await database.db.execute(sql`update login_failures set failed_at = now() - interval '16 minutes'
        where id = (select id from login_failures order by failed_at asc limit 1)`);
      const result = await signIn({ username: "morgan", password: PASSWORD, client: "192.0.2.7" });
      expect(result.kind).toBe("ok");
      expect(await database.db.select().from(loginFailures).where(eq(loginFailures.username, "morgan"))).toHaveLength(0);
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
