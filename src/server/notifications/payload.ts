import type { Contact } from "@/server/db/schema";

/** The lead as notifications carry it (email body, webhook JSON): every field, dates as ISO 8601 strings. */
export interface LeadPayload {
  id: string;
  reference: string;
  kind: "application" | "contact";
  status: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  businessName: string;
  interestedIn: string;
  industry: string;
  currentProcessor: string | null;
  monthlyVolume: string | null;
  submittedAt: string;
}

export function leadPayload(row: Contact): LeadPayload {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.source === "application" ? "application" : "contact",
    status: row.status,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    businessName: row.businessName,
    interestedIn: row.interestedIn,
    industry: row.industry,
    currentProcessor: row.currentProcessor,
    monthlyVolume: row.monthlyVolume,
    submittedAt: row.submittedAt.toISOString(),
  };
}
