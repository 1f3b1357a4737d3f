import { and, eq, sql } from "drizzle-orm";
import type { ApplicationLead, ContactLead, LeadSource } from "@/lib/lead-schema";
import { contacts } from "@/server/db/schema";
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
 * Stores a contact submission or an application. The insert has committed when this resolves, so the API only
 * answers 201 for a lead that is in the database. A reference collision (rare: 5 x 10^11 values) draws a new one.
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
      const [row] = await db
        .insert(contacts)
        .values({ ...values, reference: generateReference() })
        .returning({
          id: contacts.id,
          reference: contacts.reference,
          status: contacts.status,
          submittedAt: contacts.submittedAt,
        });
      if (!row) throw new Error("insert returned no row");
      return row;
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
