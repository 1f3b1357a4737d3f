import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { newsletters, type Newsletter } from "@/server/db/schema";
import { appDatabase } from "@/server/db/database";
import { SUBSCRIBER_STATUSES, type SubscriberFilter, type SubscriberStatus } from "@/lib/staff-views";
import { queueUnsubscribedEvent } from "@/server/leads/newsletter";
import { wakeOutboxWorker } from "@/server/notifications/wake";

export type { SubscriberFilter, SubscriberStatus };

/**
 * Newsletter addresses for the staff side: a paginated list, an export, and marking an address inactive. Only
 * confirmed addresses (`active`) count as subscribers (issue 35): the list and the export show them unless another
 * state (pending, unsubscribed, inactive) or `all` is asked for.
 */
export const SUBSCRIBER_PAGE_SIZE = 50;

/** `?status=`: a state or `all`; anything else (or nothing) is the subscribers, `active`. */
export function parseSubscriberStatus(value: string | null): SubscriberFilter {
  return value === "all" || SUBSCRIBER_STATUSES.includes(value as SubscriberStatus) ? (value as SubscriberFilter) : "active";
}

function statusWhere(filter: SubscriberFilter) {
  return filter === "all" ? undefined : eq(newsletters.status, filter);
}

export async function listSubscribers(status: SubscriberFilter = "active", page = 1, pageSize = SUBSCRIBER_PAGE_SIZE) {
  const db = await appDatabase();
  const where = statusWhere(status);
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

export async function* subscribersForExport(status: SubscriberFilter = "active", batchSize = 1000): AsyncGenerator<Newsletter[]> {
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
      .where(and(statusWhere(status), keyset))
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

/**
 * Marks an address inactive (no more mailings; a later signup by it changes nothing); null when there is no such
 * address. An address that was a subscriber also queues the webhook's `newsletter.unsubscribed`.
 */
export async function deactivateSubscriber(id: string): Promise<Newsletter | null> {
  if (!UUID.test(id)) return null;
  const db = await appDatabase();
  const result = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, id)).for("update");
    if (!row || row.status === "inactive") return { row: row ?? null, queued: false };
    const [changed] = await tx
      .update(newsletters)
      .set({ status: "inactive", confirmNonce: null, statusChangedAt: sql`now()` })
      .where(eq(newsletters.id, id))
      .returning();
    if (row.status === "active") await queueUnsubscribedEvent(tx, changed!);
    return { row: changed!, queued: row.status === "active" };
  });
  if (result.queued) wakeOutboxWorker();
  return result.row;
}
