import { leadFieldValues, type LeadFieldValues } from "@/content/lead-fields";
import type { Contact } from "@/server/db/schema";
import { attributionOf, type Attribution } from "@/lib/attribution";

/**
 * The lead as notifications carry it (email body, webhook JSON): the record's own columns, every lead field of
 * `src/content/lead-fields.ts` in its order, and dates as ISO 8601 strings.
 */
export type LeadPayload = {
  id: string;
  reference: string;
  kind: "application" | "contact";
  status: string;
} & LeadFieldValues & { submittedAt: string; /** Where the lead came from (issue 13). */ attribution?: Attribution };

export function leadPayload(
  row: Pick<Contact, "id" | "reference" | "source" | "status" | "submittedAt"> &
    Partial<Omit<Contact, "searchText" | "chatTranscript">>,
): LeadPayload {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.source === "application" ? "application" : "contact",
    status: row.status,
    ...leadFieldValues(row),
    submittedAt: row.submittedAt.toISOString(),
    attribution: attributionOf(row),
  };
}
