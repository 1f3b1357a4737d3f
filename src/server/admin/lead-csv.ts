import { leadFieldsIn, type LeadField } from "@/content/lead-fields";
import { attributionFields } from "@/content/attribution-fields";
import type { LeadRow } from "./leads";

const csvFields: readonly LeadField[] = leadFieldsIn("csv");

/** Columns of the lead export: the record, every lead field shown in the CSV (lead-fields.ts), then the notification. */
export const LEAD_CSV_HEADER: readonly string[] = [
  "Reference",
  "Kind",
  "Status",
  "Submitted at (UTC)",
  "Updated at (UTC)",
  ...csvFields.map((field) => field.label),
  ...attributionFields.map((field) => field.label),
  "Notification",
  "Id",
];

export function leadCsvRecord(row: LeadRow) {
  return [
    row.reference,
    row.source,
    row.status,
    row.submittedAt,
    row.updatedAt,
    ...csvFields.map((field) => row[field.name as keyof LeadRow] as string | null),
    // Visitor-supplied campaign text: csvField's formula guard applies to these like to every other value.
    ...attributionFields.map((field) => row[field.name as keyof LeadRow] as string | Date | null),
    row.delivery?.status ?? "",
    row.id,
  ];
}
