import { and, eq, sql } from "drizzle-orm";
import type { ApplicationLead, ContactLead, LeadSource } from "@/lib/lead-schema";
import { contacts, notificationOutbox } from "@/server/db/schema";
import { leadPayload } from "@/server/notifications/payload";
import { wakeOutboxWorker } from "@/server/notifications/wake";
import { isUniqueViolation, leadDatabase } from "./database";
import { generateReference } from "./reference";

/** What the API answers for a stored lead. */
export interface StoredLead {
  id: string;
  reference: string;
  status: string;
  submittedAt: Date;
}

const REFERENCE_ATTEMPTS = 5;

/**
 * Stores a contact submission or an application together with its notification (an outbox row written in the same
 * transaction, so a lead is never stored without its notification nor notified without being stored). The
 * transaction has committed when this resolves, so the API only answers 201 for a lead that is in the database.
 * A reference collision (rare: 5 x 10^11 values) draws a new one.
 */
export async function createLead(lead: ContactLead | ApplicationLead, source: LeadSource): Promise<StoredLead> {
  const db = await leadDatabase();
  const values = {
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone ?? null,
    businessName: lead.businessName,
    interestedIn: lead.interestedIn,
    industry: lead.industry,
    currentProcessor: "currentProcessor" in lead ? (lead.currentProcessor ?? null) : null,
    monthlyVolume: "monthlyVolume" in lead ? (lead.monthlyVolume ?? null) : null,
    source,
  };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(contacts)
          .values({ ...values, reference: generateReference() })
          .returning();
        if (!inserted) throw new Error("insert returned no row");
        await tx.insert(notificationOutbox).values({ contactId: inserted.id, payload: leadPayload(inserted) });
        return inserted;
      });
      wakeOutboxWorker();
      return { id: row.id, reference: row.reference, status: row.status, submittedAt: row.submittedAt };
    } catch (error) {
      if (attempt < REFERENCE_ATTEMPTS && isUniqueViolation(error, "reference")) continue;
      throw error;
    }
  }
}

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
  const db = await leadDatabase();
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
