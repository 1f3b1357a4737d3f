import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Staff passwords are hashed with scrypt (memory-hard, built into Node, no native build). Parameters:
 * N = 2^15, r = 8, p = 1 (128 * N * r = 32 MiB of memory per hash, about 0.1 s on one core), a 16-byte random
 * salt and a 32-byte key. They are stored with the digest (`scrypt$N$r$p$salt$hash`, base64url), so raising them
 * later only affects new hashes and old ones still verify.
 */
export const SCRYPT_PARAMS = { N: 32_768, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

function derive(password: string, salt: Buffer, N: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
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
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(18).toString("base64url"));
  return decoy;
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
