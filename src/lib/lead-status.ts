/**
 * The lead status workflow (issue 8): pending -> contacted -> qualified -> won or lost, and any later status back
 * to pending. The same values are what an applicant sees on /application-tracking (labels in content/lead-pages).
 */
export const LEAD_STATUSES = ["pending", "contacted", "qualified", "won", "lost"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  pending: "Pending",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

const NEXT: Record<LeadStatus, readonly LeadStatus[]> = {
  pending: ["contacted"],
  contacted: ["qualified", "pending"],
  qualified: ["won", "lost", "pending"],
  won: ["pending"],
  lost: ["pending"],
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The statuses a lead may move to from `from`, in the order the inbox offers them. */
export function nextStatuses(from: string): readonly LeadStatus[] {
  return isLeadStatus(from) ? NEXT[from] : ["pending"];
}

export function canMoveTo(from: string, to: string): boolean {
  return isLeadStatus(to) && nextStatuses(from).includes(to);
}

export const LEAD_KINDS = ["application", "contact", "chat"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  application: "Application",
  contact: "Contact message",
  chat: "Chat",
};

export const NOTE_MAX_LENGTH = 1000;
