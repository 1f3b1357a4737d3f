import { asc } from "drizzle-orm";
import { users } from "@/server/db/schema";
import { leadDatabase } from "@/server/leads/database";
import { lockedAddressCounts } from "@/server/auth/login";

/** A staff account as the admin's staff page shows it (never the password digest). */
export interface StaffAccountView {
  username: string;
  role: "admin" | "staff";
  createdAt: Date;
  disabled: boolean;
  /** Addresses currently locked out of this account by failed sign-ins. */
  lockedAddresses: number;
}

export async function listStaffAccounts(): Promise<StaffAccountView[]> {
  const db = await leadDatabase();
  const [rows, locked] = await Promise.all([
    db
      .select({ username: users.username, role: users.role, createdAt: users.createdAt, disabledAt: users.disabledAt })
      .from(users)
      .orderBy(asc(users.username)),
    lockedAddressCounts(),
  ]);
  return rows.map((row) => ({
    username: row.username,
    role: row.role,
    createdAt: row.createdAt,
    disabled: row.disabledAt !== null,
    lockedAddresses: locked.get(row.username) ?? 0,
  }));
}
