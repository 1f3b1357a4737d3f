import type { LeadRow } from "./leads";

/** Columns of the lead export: every stored field, then the notification's state. */
export const LEAD_CSV_HEADER = [
  "Reference",
  "Kind",
  "Status",
  "Submitted at (UTC)",
  "Updated at (UTC)",
  "First name",
  "Last name",
  "Email",
  "Phone",
  "Business name",
  "Interested in",
  "Industry",
  "Current processor",
  "Monthly volume",
  "Notification",
  "Id",
] as const;

export function leadCsvRecord(row: LeadRow) {
  return [
    row.reference,
    row.source,
    row.status,
    row.submittedAt,
    row.updatedAt,
    row.firstName,
    row.lastName,
    row.email,
    row.phone,
    row.businessName,
    row.interestedIn,
    row.industry,
    row.currentProcessor,
    row.monthlyVolume,
    row.delivery?.status ?? "",
    row.id,
  ];
}
