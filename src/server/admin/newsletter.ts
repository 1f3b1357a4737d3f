import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { newsletters, type Newsletter } from "@/server/db/schema";
import { appDatabase } from "@/server/db/database";
import type { SubscriberStatus } from "@/lib/staff-views";

export type { SubscriberStatus };

/** Newsletter subscribers for the staff side: a paginated list, an export, and marking an address inactive. */
export const SUBSCRIBER_PAGE_SIZE = 50;

export function parseSubscriberStatus(value: string | null): SubscriberStatus | undefined {
  return value === "active" || value === "inactive" ? value : undefined;
}

export async function listSubscribers(status: SubscriberStatus | undefined, page = 1, pageSize = SUBSCRIBER_PAGE_SIZE) {
  const db = await appDatabase();
  const where = status ? eq(newsletters.status, status) : undefined;
  const [counted, rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(newsletters)
      .where(where),
    db
      .select()
      .from(newsletters)
      .where(where)
      .orderBy(desc(newsletters.submittedAt), desc(newsletters.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  const total = Number(counted[0]?.total ?? 0);
  return { rows, total, page, pages: Math.max(1, Math.ceil(total / pageSize)), pageSize };
}

export async function* subscribersForExport(
  status: SubscriberStatus | undefined,
  batchSize = 1000,
): AsyncGenerator<Newsletter[]> {
  const db = await appDatabase();
  let after: { submittedAt: Date; id: string } | undefined;
  for (;;) {
    const keyset = after
      ? or(
          lt(newsletters.submittedAt, after.submittedAt),
          and(eq(newsletters.submittedAt, after.submittedAt), lt(newsletters.id, after.id)),
        )
      : undefined;
    const rows = await db
      .select()
      .from(newsletters)
      .where(and(status ? eq(newsletters.status, status) : undefined, keyset))
      .orderBy(desc(newsletters.submittedAt), desc(newsletters.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { submittedAt: last.submittedAt, id: last.id };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Marks a subscriber inactive (no more mailings); null when there is no such subscriber. */
export async function deactivateSubscriber(id: string): Promise<Newsletter | null> {
  if (!UUID.test(id)) return null;
  const db = await appDatabase();
  const [row] = await db.update(newsletters).set({ status: "inactive" }).where(eq(newsletters.id, id)).returning();
  return row ?? null;
}
