/**
 * What the staff pages' components are given to render (src/components/admin): plain view types, so components
 * never import the server. The server's rows (src/server/admin) are assignable to these.
 */

/** The form field that carries the session's CSRF token on every state-changing staff form. */
export const CSRF_FIELD = "csrf";

export interface DeliveryStateView {
  status: "pending" | "delivered" | "failed";
  attempts: number;
  deliveredChannels: string[];
  lastError: string | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
}

/**
 * A lead: the record's own columns, every lead field and its notification. `Fields` is the lead fields' values, the
 * type the field descriptor gives (`LeadFieldValues` of src/content/lead-fields.ts, passed by the components).
 */
export type LeadView<Fields> = {
  id: string;
  reference: string;
  status: string;
  source: string;
  submittedAt: Date;
  updatedAt: Date;
  delivery: DeliveryStateView | null;
  /** The owning staff account's id (issue 13), null while unassigned. */
  ownerId?: string | null;
} & Fields &
  Partial<Record<string, unknown>>;

export interface StatusChangeView {
  id: string;
  fromStatus: string;
  toStatus: string;
  changedByUsername: string;
  note: string | null;
  changedAt: Date;
}

export interface ChatTurnView {
  role: "user" | "assistant";
  content: string;
  /** Sent as the assistant's reply, but not signed by the server: the visitor's own text. */
  unverified?: true;
}

export interface NoteView {
  id: string;
  authorUsername: string;
  body: string;
  createdAt: Date;
}

export interface LeadDetailView<Fields> {
  lead: LeadView<Fields>;
  history: StatusChangeView[];
  /** A chat lead's conversation (issue 12); null or absent for the other forms. */
  transcript?: ChatTurnView[] | null;
  notes: NoteView[];
  owner: string | null;
}

export interface LeadPageView<Fields> {
  rows: LeadView<Fields>[];
  total: number;
  totalIsExact: boolean;
  page: number;
  pages: number | null;
  hasNext: boolean;
  pageSize: number;
}

/** A newsletter address's state (issue 35): only `active` (confirmed) counts as a subscriber. */
export type SubscriberStatus = "active" | "pending" | "unsubscribed" | "inactive";
export const SUBSCRIBER_STATUSES: readonly SubscriberStatus[] = ["active", "pending", "unsubscribed", "inactive"];
/** The staff list's filter: one state, or every address. Without one the list shows the subscribers (`active`). */
export type SubscriberFilter = SubscriberStatus | "all";

export interface SubscriberView {
  id: string;
  email: string;
  status: string;
  submittedAt: Date;
  /** When the state last changed. */
  statusChangedAt: Date;
}

export interface SubscriberPageView {
  rows: SubscriberView[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

/** A staff account as the admin's staff page shows it (never the password digest). */
export interface StaffAccountView {
  username: string;
  role: "admin" | "staff";
  createdAt: Date;
  disabled: boolean;
  /** Addresses currently locked out of this account by failed sign-ins. */
  lockedAddresses: number;
  /** Failed sign-ins from many addresses lock this account for every address it has not signed in from (issue 33). */
  lockedFromNewAddresses: boolean;
}
