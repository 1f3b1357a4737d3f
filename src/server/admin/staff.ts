import { asc, eq, sql } from "drizzle-orm";
import { users } from "@/server/db/schema";
import { appDatabase as leadDatabase, isUniqueViolation } from "@/server/db/database";
import { hashPassword, normalizeUsername, passwordProblem, USERNAME_PATTERN } from "@/server/auth/password";
import { revokeUserSessions } from "@/server/auth/sessions";
import { accountsLockedForNewAddresses, lockedAddressCounts } from "@/server/auth/login";
import type { StaffAccountView } from "@/lib/staff-views";

export type { StaffAccountView };

export async function listStaffAccounts(): Promise<StaffAccountView[]> {
  const db = await leadDatabase();
  const [rows, locked, lockedAccounts] = await Promise.all([
    db
      .select({ username: users.username, role: users.role, createdAt: users.createdAt, disabledAt: users.disabledAt })
      .from(users)
      .orderBy(asc(users.username)),
    lockedAddressCounts(),
    accountsLockedForNewAddresses(),
  ]);
  return rows.map((row) => ({
    username: row.username,
    role: row.role,
    createdAt: row.createdAt,
    disabled: row.disabledAt !== null,
    lockedAddresses: locked.get(row.username) ?? 0,
    lockedFromNewAddresses: lockedAccounts.has(row.username),
  }));
}

export type AccountResult =
  | { kind: "ok" }
  | { kind: "username-invalid" }
  | { kind: "username-taken" }
  | { kind: "password-weak" }
  | { kind: "no-account" }
  | { kind: "self-disable" };

/** A new staff account made by an admin (the CLI's rules: username pattern, password length). */
export async function createStaffAccount(input: {
  username: string;
  password: string;
  role: "admin" | "staff";
}): Promise<AccountResult> {
  const username = normalizeUsername(input.username);
  if (!USERNAME_PATTERN.test(username)) return { kind: "username-invalid" };
  if (passwordProblem(input.password)) return { kind: "password-weak" };
  const password = await hashPassword(input.password);
  const db = await leadDatabase();
  try {
    await db.insert(users).values({ username, password, role: input.role });
  } catch (error) {
    if (isUniqueViolation(error)) return { kind: "username-taken" };
    throw error;
  }
  return { kind: "ok" };
}

/**
 * Disables (or enables again) an account. Disabling ends every session it has at once: readSession already refuses
 * a disabled account's sessions, and the rows are deleted too. An admin cannot disable their own account.
 */
export async function setStaffDisabled(username: string, disabled: boolean, by: { userId: string }): Promise<AccountResult> {
  const db = await leadDatabase();
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!account) return { kind: "no-account" };
  if (disabled && account.id === by.userId) return { kind: "self-disable" };
  await db
    .update(users)
    .set({ disabledAt: disabled ? sql`now()` : null })
    .where(eq(users.id, account.id));
  if (disabled) await revokeUserSessions(account.id);
  return { kind: "ok" };
}

/** A new password for an account, set by an admin; the account's sessions end (as with npm run user:passwd). */
export async function resetStaffPassword(username: string, password: string): Promise<AccountResult> {
  if (passwordProblem(password)) return { kind: "password-weak" };
  const db = await leadDatabase();
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!account) return { kind: "no-account" };
  const hash = await hashPassword(password);
  await db.update(users).set({ password: hash }).where(eq(users.id, account.id));
  await revokeUserSessions(account.id);
  return { kind: "ok" };
}
