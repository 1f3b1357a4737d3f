import { describe, expect, it } from "vitest";
import { hashPassword, normalizeUsername, passwordProblem, SCRYPT_PARAMS, USERNAME_PATTERN, verifyPassword } from "./password";

describe("staff passwords", () => {
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

  it("is memory-hard: N = 2^15, r = 8 (32 MiB per hash)", () => {
    expect(128 * SCRYPT_PARAMS.N * SCRYPT_PARAMS.r).toBe(32 * 1024 * 1024);
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
