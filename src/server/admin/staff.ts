import { asc } from "drizzle-orm";
import { users } from "@/server/db/schema";
import { appDatabase as leadDatabase } from "@/server/db/database";
import { lockedAddressCounts } from "@/server/auth/login";
import type { StaffAccountView } from "@/lib/staff-views";

export type { StaffAccountView };

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
