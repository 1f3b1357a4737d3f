import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { processState } from "../process-state";

/**
 * Staff passwords are hashed with scrypt (memory-hard, built into Node, no native build). Parameters: OWASP's
 * N = 2^17, r = 8, p = 1 (128 * N * r = 128 MiB of memory per hash), a 16-byte random
 * salt and a 32-byte key. They are stored with the digest (`scrypt$N$r$p$salt$hash`, base64url), so raising them
 * later only affects new hashes and old ones still verify; a weaker one is replaced at the next successful sign-in.
 */
export const SCRYPT_PARAMS = { N: 131_072, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
  keyLength: number;
  saltLength: number;
}

/**
 * The parameters new digests are made with: SCRYPT_PARAMS, unless whoever composes the process handed in others
 * (src/server/process-state.ts; the Vitest suites use a cheap cost except where the test is about hashing).
 */
export function hashingParams(): ScryptParams {
  return processState.__scryptParams ?? SCRYPT_PARAMS;
}

/** True when a stored digest was made with weaker parameters than the current ones (replaced at the next sign-in). */
export function needsRehash(stored: string): boolean {
  const [scheme, N, r, p] = stored.split("$");
  const current = hashingParams();
  return scheme !== "scrypt" || Number(N) < current.N || Number(r) < current.r || Number(p) < current.p;
}

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

/**
 * At most HASH_CONCURRENCY scrypt computations run at once (they run on libuv's pool of four threads, which also
 * serves file reads: a burst of sign-ins must not starve the static pages), and at most HASH_QUEUE wait; a sign-in
 * beyond that is refused at once with HashingBusy (503 with Retry-After) rather than queued without bound.
 */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE = 16;

export class HashingBusy extends Error {
  readonly retryAfterSeconds = 5;
  constructor() {
    super("password hashing is busy");
    this.name = "HashingBusy";
  }
}

let running = 0;
const waiting: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_CONCURRENCY) {
    if (waiting.length >= HASH_QUEUE) throw new HashingBusy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return withHashSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = hashingParams();
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, N, r, p, keyLength);
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/** True when the password matches the stored digest; a malformed digest never matches. Constant-time compare. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((value) => Number.isSafeInteger(value) && value > 0) || N > 2 ** 20 || r > 32 || p > 16) return false;
  const salt = Buffer.from(parts[4]!, "base64url");
  const expected = Buffer.from(parts[5]!, "base64url");
  if (salt.length < 8 || expected.length < 16) return false;
  const actual = await derive(password, salt, N, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A digest of a random password: unknown usernames are checked against it so they take as long as known ones. */
let decoy: { params: ScryptParams; digest: Promise<string> } | undefined;
export function decoyHash(): Promise<string> {
  const params = hashingParams();
  if (decoy?.params !== params) decoy = { params, digest: hashPassword(randomBytes(18).toString("base64url")) };
  return decoy.digest;
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `The password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `The password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
  if (password.trim() !== password) return "The password must not start or end with a space.";
  return null;
}

/** Usernames: 3 to 64 characters, lower-case letters, digits, dot, underscore and hyphen. */
export const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]{2,63}$/;

export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
