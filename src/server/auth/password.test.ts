import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setPasswordHashingForTests, TEST_SCRYPT_PARAMS } from "@/test-support/process-state";
import {
  HASH_CONCURRENCY,
  HASH_QUEUE,
  HashingBusy,
  needsRehash,
  hashPassword,
  normalizeUsername,
  passwordProblem,
  SCRYPT_PARAMS,
  USERNAME_PATTERN,
  verifyPassword,
} from "./password";

describe("staff passwords", () => {
  // About hashing itself: production's parameters, not the suites' cheap cost (src/test-support/setup.ts).
  beforeAll(() => setPasswordHashingForTests(undefined));
  afterAll(() => setPasswordHashingForTests(TEST_SCRYPT_PARAMS));

  it("stores scrypt with its parameters, a random salt, and verifies only the right password", async () => {
    const first = await hashPassword("correct horse battery staple");
    const second = await hashPassword("correct horse battery staple");
    expect(first).toMatch(
      new RegExp(`^scrypt\\$${SCRYPT_PARAMS.N}\\$${SCRYPT_PARAMS.r}\\$${SCRYPT_PARAMS.p}\\$[\\w-]{22}\\$[\\w-]{43}$`),
    );
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse battery staple", first)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", first)).toBe(false);
    expect(await verifyPassword("", first)).toBe(false);
  });

  it("uses OWASP's scrypt parameters: N = 2^17, r = 8, p = 1 (128 MiB per hash)", () => {
    expect(SCRYPT_PARAMS).toMatchObject({ N: 2 ** 17, r: 8, p: 1 });
    expect(128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r).toBe(128 * 1024 * 1024);
  });

  it("says when a stored digest is weaker than the current parameters", async () => {
    expect(needsRehash(await hashPassword("a long enough password"))).toBe(false);
    expect(needsRehash("scrypt$32768$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA")).toBe(true);
    expect(needsRehash("bcrypt$2b$10$abc")).toBe(true);
  });

  it("runs at most HASH_CONCURRENCY hashes at once and refuses beyond the queue instead of waiting without bound", async () => {
    const digest = "scrypt$1024$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaA";
    const attempts = Array.from({ length: HASH_CONCURRENCY + HASH_QUEUE + 6 }, () =>
      verifyPassword("x", digest).then(
        () => "checked",
        (error: unknown) => (error instanceof HashingBusy ? "busy" : "other"),
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((outcome) => outcome === "checked")).toHaveLength(HASH_CONCURRENCY + HASH_QUEUE);
    expect(outcomes.filter((outcome) => outcome === "busy")).toHaveLength(6);
    // Once the burst is over, hashing works again.
    expect(await verifyPassword("x", digest)).toBe(false);
  });

  it("never matches a malformed or foreign digest", async () => {
    for (const stored of ["", "plain-text", "scrypt$1$1$1$x$y", "bcrypt$2b$10$abc", "scrypt$99999999$8$1$c2FsdHNhbHQ$aGFzaA"]) {
      expect(await verifyPassword("anything at all", stored)).toBe(false);
    }
  });

  it("asks for 12+ characters without outer spaces, and normalises usernames", () => {
    expect(passwordProblem("short")).toMatch(/at least 12/);
    expect(passwordProblem(" twelve chars ok")).toMatch(/space/);
    expect(passwordProblem("twelve chars ok")).toBeNull();
    expect(normalizeUsername("  Ops.Lead ")).toBe("ops.lead");
    expect(USERNAME_PATTERN.test("ops.lead")).toBe(true);
    expect(USERNAME_PATTERN.test("a")).toBe(false);
    expect(USERNAME_PATTERN.test("drop table;")).toBe(false);
  });
});
