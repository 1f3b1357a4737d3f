import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { leadFieldNames, leadFieldValues } from "@/content/lead-fields";
import { attributionFieldNames } from "@/content/attribution-fields";
import { attributionColumns, type Attribution } from "@/lib/attribution";
import type { ApplicationLead, ChatLead, ContactLead, LeadSource } from "@/content/lead-schema";
import { preparedStatement } from "@/server/db/prepared";
import { contacts, notificationOutbox } from "@/server/db/schema";
import { leadPayload } from "@/server/notifications/payload";
import { wakeOutboxWorker } from "@/server/notifications/wake";
import { isUniqueViolation, appDatabase } from "@/server/db/database";
import { getEnv } from "@/server/env";
import { generateReference } from "./reference";
import { verifiedTranscript } from "../chat/reply-signature";

/** What the API answers for a stored lead. */
export interface StoredLead {
  id: string;
  reference: string;
  status: string;
  submittedAt: Date;
}

const REFERENCE_ATTEMPTS = 5;

/**
 * The visitor's receipt (issue 35), an outbox row `lead.receipt` written by the same statement as the lead: only
 * what the email needs. The worker renders it at delivery (src/server/notifications/visitor-mail.ts).
 */
export interface ReceiptPayload {
  source: LeadSource;
  reference: string;
  firstName: string;
  email: string;
}

/**
 * Stores a contact submission or an application together with its notification (an outbox row), so a lead is
 * never stored without its notification nor notified without being stored. Both rows go in one statement (a
 * data-modifying CTE) that PostgreSQL runs atomically, as a prepared statement: one round trip and no re-planning
 * instead of BEGIN, two INSERTs and COMMIT, which is what lets one server take the load of bench/leads.mjs. The
 * statement has committed when this resolves, so the API only answers 201 for a lead that is in the database.
 * The id and time are chosen here so that the notification payload is written by the same statement.
 * A reference collision (rare: 5 x 10^11 values) fails the whole statement and draws a new reference.
 * When email is configured (SMTP_URL), the same statement also queues the visitor's receipt (`lead.receipt`): a
 * receipt queued without a mail server would go out late, whenever one is configured, so none is queued then.
 */
export async function createLead(
  lead: ContactLead | ApplicationLead | ChatLead,
  source: LeadSource,
  drawReference: () => string = generateReference,
  attribution: Attribution = { first: null, last: null },
): Promise<StoredLead> {
  const db = await appDatabase();
  const submittedAt = new Date();
  const base = {
    id: randomUUID(),
    // Every lead field (src/content/lead-fields.ts); one the form does not carry is stored as null.
    ...leadFieldValues(lead),
    // The chat's short form does not ask for interest or industry: stored empty, shown to staff as "Not given".
    ...("transcript" in lead ? { interestedIn: "", industry: "" } : {}),
    // Where it came from (src/lib/attribution.ts): every column, null when the browser sent nothing.
    ...attributionColumns(attribution),
    status: "pending",
    source,
    submittedAt,
    updatedAt: submittedAt,
  };
  const sendReceipt = Boolean(getEnv().SMTP_URL);
  for (let attempt = 1; ; attempt += 1) {
    const row = { ...base, reference: drawReference() };
    const receipt: ReceiptPayload = { source, reference: row.reference, firstName: lead.firstName, email: lead.email };
    try {
      const values = Object.fromEntries(
        Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
      );
      await insertLeadWithOutbox.run(db, {
        ...values,
        payload: JSON.stringify(leadPayload(row)),
        receipt: sendReceipt ? JSON.stringify(receipt) : null,
        chatTranscript: "transcript" in lead ? JSON.stringify(verifiedTranscript(lead.transcript)) : null,
      } as Parameters<typeof insertLeadWithOutbox.run>[1]);
      wakeOutboxWorker();
      return { id: row.id, reference: row.reference, status: row.status, submittedAt };
    } catch (error) {
      if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, "reference")) continue;
      throw error;
    }
  }
}

type AttributionColumnName = Extract<keyof typeof contacts.$inferInsert, `first${string}` | `last${string}`>;

/** The columns createLead writes, in statement order (the rest take their defaults). */
const LEAD_COLUMNS = [
  "id",
  ...leadFieldNames,
  ...(attributionFieldNames as readonly AttributionColumnName[]),
  "status",
  "reference",
  "source",
  "submittedAt",
  "updatedAt",
  "chatTranscript",
] as const satisfies readonly (keyof typeof contacts.$inferInsert)[];

/**
 * `insert into contacts ... returning id` feeding `insert into notification_outbox` (the staff notification and,
 * when `receipt` is not null, the visitor's receipt): one atomic statement.
 */
const insertLeadWithOutbox = preparedStatement<(typeof LEAD_COLUMNS)[number] | "payload" | "receipt">(
  "insert_lead_with_outbox",
  () => {
    const outbox = notificationOutbox;
    return sql`with inserted as (
    insert into ${contacts} (${sql.join(
      LEAD_COLUMNS.map((key) => sql.identifier(contacts[key].name)),
      sql`, `,
    )})
    values (${sql.join(
      LEAD_COLUMNS.map((key) => (key === "chatTranscript" ? sql`${sql.placeholder(key)}::jsonb` : sql.placeholder(key))),
      sql`, `,
    )})
    returning ${sql.identifier(contacts.id.name)}
  ),
  notified as (
    insert into ${outbox} (${sql.identifier(outbox.contactId.name)}, ${sql.identifier(outbox.payload.name)})
    select ${sql.identifier(contacts.id.name)}, ${sql.placeholder("payload")}::jsonb from inserted
  )
  insert into ${outbox} (${sql.identifier(outbox.contactId.name)}, ${sql.identifier(outbox.event.name)}, ${sql.identifier(outbox.payload.name)})
  select ${sql.identifier(contacts.id.name)}, 'lead.receipt', ${sql.placeholder("receipt")}::jsonb from inserted
  where ${sql.placeholder("receipt")}::jsonb is not null`;
  },
);

export interface ApplicationStatus {
  reference: string;
  status: string;
  submittedAt: Date;
}

/**
 * The status of an application, only when both the reference and the email match (email compared without regard
 * to case). Either part wrong gives the same null, so the answer never hints which one was wrong.
 */
export async function findApplicationStatus(reference: string, email: string): Promise<ApplicationStatus | null> {
  const db = await appDatabase();
  const [row] = await db
    .select({ reference: contacts.reference, status: contacts.status, submittedAt: contacts.submittedAt })
    .from(contacts)
    .where(
      and(
        eq(contacts.reference, reference),
        eq(contacts.source, "application"),
        sql`lower(${contacts.email}) = ${email.toLowerCase()}`,
      ),
    )
    .limit(1);
  return row ?? null;
}
