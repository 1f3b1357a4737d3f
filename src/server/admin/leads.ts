import { and, asc, desc, eq, getTableColumns, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { canMoveTo, isLeadStatus, type LeadStatus } from "@/lib/lead-status";
import { STAFF_TIME_ZONE } from "@/lib/staff-time";
import type { StaffSession } from "@/server/auth/sessions";
import {
  contactNotes,
  contacts,
  contactStatusHistory,
  notificationOutbox,
  users,
  type Contact,
  type ContactNote,
  type StatusChange,
} from "@/server/db/schema";
import { appDatabase } from "@/server/db/database";
import { wakeOutboxWorker } from "@/server/notifications/wake";
import { PAGE_SIZE, type LeadFilters } from "@/lib/lead-filters";
import type { StoredChatTurn } from "../chat/reply-signature";

/** How a lead's notification stands, as the inbox shows it. */
export interface DeliveryState {
  status: "pending" | "delivered" | "failed";
  attempts: number;
  deliveredChannels: string[];
  lastError: string | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
}

/** A lead as the inbox shows it (the stored search column left out). */
export type LeadRow = Omit<Contact, "searchText" | "chatTranscript"> & { delivery: DeliveryState | null };

const deliveryColumns = {
  deliveryStatus: notificationOutbox.status,
  deliveryAttempts: notificationOutbox.attempts,
  deliveryChannels: notificationOutbox.deliveredChannels,
  deliveryError: notificationOutbox.lastError,
  deliveryNext: notificationOutbox.nextAttemptAt,
  deliveredAt: notificationOutbox.deliveredAt,
};

type JoinedRow = Omit<Contact, "searchText" | "chatTranscript"> & {
  deliveryStatus: string | null;
  deliveryAttempts: number | null;
  deliveryChannels: string[] | null;
  deliveryError: string | null;
  deliveryNext: Date | null;
  deliveredAt: Date | null;
};

function toLeadRow(row: JoinedRow): LeadRow {
  const { deliveryStatus, deliveryAttempts, deliveryChannels, deliveryError, deliveryNext, deliveredAt, ...contact } = row;
  return {
    ...contact,
    delivery:
      deliveryStatus === null
        ? null
        : {
            status: deliveryStatus === "delivered" || deliveryStatus === "failed" ? deliveryStatus : "pending",
            attempts: deliveryAttempts ?? 0,
            deliveredChannels: deliveryChannels ?? [],
            lastError: deliveryError,
            nextAttemptAt: deliveryNext ?? new Date(0),
            deliveredAt,
          },
  };
}

/** `%`, `_` and `\` are literal in a search. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The WHERE clause of a filter set; date bounds are midnights in the staff time zone. `viewerId` is the staff
 * member looking, for "mine" (without it "mine" matches nothing).
 */
export function filterCondition(filters: LeadFilters, viewerId?: string): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.owner === "mine") conditions.push(viewerId ? eq(contacts.ownerId, viewerId) : sql`false`);
  if (filters.owner === "unassigned") conditions.push(sql`${contacts.ownerId} is null`);
  if (filters.source) conditions.push(eq(contacts.lastUtmSource, filters.source));
  if (filters.medium) conditions.push(eq(contacts.lastUtmMedium, filters.medium));
  if (filters.campaign) conditions.push(eq(contacts.lastUtmCampaign, filters.campaign));
  if (filters.status) conditions.push(eq(contacts.status, filters.status));
  if (filters.kind) conditions.push(eq(contacts.source, filters.kind));
  if (filters.from) {
    conditions.push(sql`${contacts.submittedAt} >= (${filters.from}::date)::timestamp at time zone ${STAFF_TIME_ZONE}`);
  }
  if (filters.to) {
    conditions.push(sql`${contacts.submittedAt} < (${filters.to}::date + 1)::timestamp at time zone ${STAFF_TIME_ZONE}`);
  }
  if (filters.q) {
    // search_text is lower(name, email, business, reference) with a trigram index; a reference typed with its
    // hyphen or spaces ("7K3M-Q9XZ") is also matched exactly.
    const pattern = likePattern(filters.q.toLowerCase());
    conditions.push(
      or(sql`${contacts.searchText} like ${pattern}`, eq(contacts.reference, filters.q.toUpperCase().replace(/[\s-]/g, "")))!,
    );
  }
  return conditions.length ? and(...conditions) : undefined;
}

export interface LeadPage {
  rows: LeadRow[];
  /** Matching leads, counted up to COUNT_CAP (beyond that `totalIsExact` is false and the count stops). */
  total: number;
  totalIsExact: boolean;
  page: number;
  /** Known only when the count is exact. */
  pages: number | null;
  hasNext: boolean;
  pageSize: number;
}

/**
 * Counting every match of a broad filter over 100,000 leads costs more than the page itself, and nobody pages
 * through a thousand leads: the count stops there and the inbox says "more than 1,000" (filters narrow it down).
 */
export const COUNT_CAP = 1_000;

type ContactRow = Omit<Contact, "searchText" | "chatTranscript">;

const NO_DELIVERY = {
  deliveryStatus: null,
  deliveryAttempts: null,
  deliveryChannels: null,
  deliveryError: null,
  deliveryNext: null,
  deliveredAt: null,
};

async function withDelivery(leads: ContactRow[]): Promise<JoinedRow[]> {
  if (leads.length === 0) return [];
  const db = await appDatabase();
  const outbox = await db
    .select({ contactId: notificationOutbox.contactId, ...deliveryColumns })
    .from(notificationOutbox)
    .where(
      and(
        inArray(
          notificationOutbox.contactId,
          leads.map((lead) => lead.id),
        ),
        eq(notificationOutbox.event, "lead.created"),
      ),
    );
  const byLead = new Map(outbox.map(({ contactId, ...delivery }) => [contactId, delivery]));
  return leads.map((lead) => ({ ...lead, ...(byLead.get(lead.id) ?? NO_DELIVERY) }));
}

/** One page of the inbox, newest first. */
export async function listLeads(filters: LeadFilters, page = 1, pageSize = PAGE_SIZE, viewerId?: string): Promise<LeadPage> {
  const db = await appDatabase();
  const where = filterCondition(filters, viewerId);
  const capped = db
    .select({ one: sql`1`.as("one") })
    .from(contacts)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as("matches");
  // The page of leads first (newest-first index), then the notifications of just those leads: joining before the
  // limit lets the planner join and sort every lead.
  const [counted, leads] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int` }).from(capped),
    db
      .select(contactColumns())
      .from(contacts)
      .where(where)
      .orderBy(desc(contacts.submittedAt), desc(contacts.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize),
  ]);
  const rows = await withDelivery(leads);
  const count = Number(counted[0]?.total ?? 0);
  const totalIsExact = count <= COUNT_CAP;
  return {
    rows: rows.slice(0, pageSize).map(toLeadRow),
    total: Math.min(count, COUNT_CAP),
    totalIsExact,
    page,
    pages: totalIsExact ? Math.max(1, Math.ceil(count / pageSize)) : null,
    hasNext: rows.length > pageSize,
    pageSize,
  };
}

/** Every column of a lead but the stored search text. */
function contactColumns() {
  // The search column is internal; a chat transcript is read only by getLead (one lead's page), never in lists or exports.
  const { searchText: _searchText, chatTranscript: _chatTranscript, ...columns } = getTableColumns(contacts);
  return columns;
}

/**
 * Every lead matching the filters, newest first, in batches (keyset pagination), so an export of any size never
 * holds the whole result in memory.
 */
export async function* leadsForExport(filters: LeadFilters, batchSize = 1000, viewerId?: string): AsyncGenerator<LeadRow[]> {
  const db = await appDatabase();
  let after: { submittedAt: Date; id: string } | undefined;
  for (;;) {
    const keyset = after
      ? or(
          lt(contacts.submittedAt, after.submittedAt),
          and(eq(contacts.submittedAt, after.submittedAt), lt(contacts.id, after.id)),
        )
      : undefined;
    const rows = await db
      .select({ ...contactColumns(), ...deliveryColumns })
      .from(contacts)
      .leftJoin(
        notificationOutbox,
        and(eq(notificationOutbox.contactId, contacts.id), eq(notificationOutbox.event, "lead.created")),
      )
      .where(and(filterCondition(filters, viewerId), keyset))
      .orderBy(desc(contacts.submittedAt), desc(contacts.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(toLeadRow);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { submittedAt: last.submittedAt, id: last.id };
  }
}

export interface LeadDetail {
  lead: LeadRow;
  history: StatusChange[];
  /** A chat lead's conversation (issue 12); null for the other forms. */
  transcript: StoredChatTurn[] | null;
  notes: ContactNote[];
  /** The owner's username (null while unassigned). */
  owner: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getLead(id: string): Promise<LeadDetail | null> {
  if (!UUID.test(id)) return null;
  const db = await appDatabase();
  const [row] = await db
    .select({ ...contactColumns(), ...deliveryColumns, chatTranscript: contacts.chatTranscript })
    .from(contacts)
    .leftJoin(
      notificationOutbox,
      and(eq(notificationOutbox.contactId, contacts.id), eq(notificationOutbox.event, "lead.created")),
    )
    .where(eq(contacts.id, id));
  if (!row) return null;
  const { chatTranscript, ...lead } = row;
  const history = await db
    .select()
    .from(contactStatusHistory)
    .where(eq(contactStatusHistory.contactId, id))
    .orderBy(asc(contactStatusHistory.changedAt), asc(contactStatusHistory.id));
  const [notes, owner] = await Promise.all([
    db
      .select()
      .from(contactNotes)
      .where(eq(contactNotes.contactId, id))
      .orderBy(asc(contactNotes.createdAt), asc(contactNotes.id)),
    row.ownerId
      ? db.select({ username: users.username }).from(users).where(eq(users.id, row.ownerId))
      : Promise.resolve([] as { username: string }[]),
  ]);
  return {
    lead: toLeadRow(lead),
    history,
    transcript: chatTranscript ?? null,
    notes,
    owner: owner[0]?.username ?? null,
  };
}

export type AssignResult = { kind: "ok"; owner: string | null } | { kind: "not-found" } | { kind: "no-such-staff" };

/**
 * Gives the lead an owner: an active staff account by username, or nobody (null). Stamps updatedAt. A disabled or
 * unknown account is refused.
 */
export async function assignLead(id: string, ownerUsername: string | null): Promise<AssignResult> {
  if (!UUID.test(id)) return { kind: "not-found" };
  const db = await appDatabase();
  let ownerId: string | null = null;
  if (ownerUsername !== null) {
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, ownerUsername), sql`${users.disabledAt} is null`));
    if (!owner) return { kind: "no-such-staff" };
    ownerId = owner.id;
  }
  const updated = await db
    .update(contacts)
    .set({ ownerId, updatedAt: sql`now()` })
    .where(eq(contacts.id, id))
    .returning({ id: contacts.id });
  return updated.length ? { kind: "ok", owner: ownerUsername } : { kind: "not-found" };
}

export type NoteResult = { kind: "ok"; note: ContactNote } | { kind: "not-found" };

/** A note on a lead, signed by the staff member who wrote it. */
export async function addLeadNote(input: {
  id: string;
  body: string;
  staff: Pick<StaffSession, "userId" | "username">;
}): Promise<NoteResult> {
  if (!UUID.test(input.id)) return { kind: "not-found" };
  const db = await appDatabase();
  const [exists] = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, input.id));
  if (!exists) return { kind: "not-found" };
  const [note] = await db
    .insert(contactNotes)
    .values({ contactId: input.id, authorId: input.staff.userId, authorUsername: input.staff.username, body: input.body })
    .returning();
  return { kind: "ok", note: note! };
}

/** Active staff accounts, for the lead page's owner list. */
export async function assignableStaff(): Promise<string[]> {
  const db = await appDatabase();
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.disabledAt} is null`)
    .orderBy(asc(users.username));
  return rows.map((row) => row.username);
}

export type StatusChangeResult =
  | { kind: "ok"; status: LeadStatus; updatedAt: Date; change: StatusChange }
  | { kind: "not-found" }
  | { kind: "conflict"; current: string }
  | { kind: "invalid-transition"; current: string };

/**
 * Moves a lead along the workflow, stamping updatedAt and writing the history row in one transaction. The row is
 * locked first, so two staff members changing the same lead at once are applied one after the other; when the
 * form said which status it was changing from and someone else has moved the lead since, nothing changes.
 */
export async function changeLeadStatus(input: {
  id: string;
  to: string;
  expectedFrom?: string;
  note?: string | null;
  staff: Pick<StaffSession, "userId" | "username">;
}): Promise<StatusChangeResult> {
  if (!UUID.test(input.id)) return { kind: "not-found" };
  const db = await appDatabase();
  return db.transaction(async (tx) => {
    const [current] = await tx.select({ status: contacts.status }).from(contacts).where(eq(contacts.id, input.id)).for("update");
    if (!current) return { kind: "not-found" } as const;
    if (input.expectedFrom && input.expectedFrom !== current.status)
      return { kind: "conflict", current: current.status } as const;
    if (!isLeadStatus(input.to) || !canMoveTo(current.status, input.to)) {
      return { kind: "invalid-transition", current: current.status } as const;
    }
    const [updated] = await tx
      .update(contacts)
      .set({
        status: input.to,
        updatedAt: sql`now()`,
        firstStatusChangeAt: sql`coalesce(${contacts.firstStatusChangeAt}, now())`,
      })
      .where(eq(contacts.id, input.id))
      .returning({ updatedAt: contacts.updatedAt });
    const [change] = await tx
      .insert(contactStatusHistory)
      .values({
        contactId: input.id,
        fromStatus: current.status,
        toStatus: input.to,
        changedBy: input.staff.userId,
        changedByUsername: input.staff.username,
        note: input.note?.trim() || null,
        changedAt: updated!.updatedAt,
      })
      .returning();
    return { kind: "ok", status: input.to, updatedAt: updated!.updatedAt, change: change! } as const;
  });
}

export type RetryNotificationResult = { kind: "ok" } | { kind: "not-found" } | { kind: "not-failed"; status: string | null };

/**
 * Queues a notification that failed for good (every attempt used) once more: status pending, a fresh set of
 * attempts, due now, no lease. The channels that already had it are kept, so only the ones that failed are tried
 * again; the last error stays on the row until the next attempt replaces or clears it. Wakes this process's worker.
 * Only a failed row changes: a pending or delivered one is left as it is and reported.
 */
export async function retryLeadNotification(id: string): Promise<RetryNotificationResult> {
  if (!UUID.test(id)) return { kind: "not-found" };
  const db = await appDatabase();
  const requeued = await db
    .update(notificationOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, claimedBy: null })
    .where(
      and(
        eq(notificationOutbox.contactId, id),
        eq(notificationOutbox.event, "lead.created"),
        eq(notificationOutbox.status, "failed"),
      ),
    )
    .returning({ id: notificationOutbox.id });
  if (requeued.length > 0) {
    wakeOutboxWorker();
    return { kind: "ok" };
  }
  const [row] = await db
    .select({ lead: contacts.id, status: notificationOutbox.status })
    .from(contacts)
    .leftJoin(
      notificationOutbox,
      and(eq(notificationOutbox.contactId, contacts.id), eq(notificationOutbox.event, "lead.created")),
    )
    .where(eq(contacts.id, id));
  if (!row) return { kind: "not-found" };
  return { kind: "not-failed", status: row.status };
}
