import { isLeadStatus, type LeadKind, type LeadStatus } from "@/lib/lead-status";
import { MIN_REPORT_DATE } from "@/lib/reports";

/**
 * The inbox filters, read from a query string (the filter form is a plain GET form, so every view has a URL that
 * can be bookmarked, shared and exported). Values that are not valid are ignored rather than refused.
 */
export interface LeadFilters {
  status?: LeadStatus;
  kind?: LeadKind;
  /** Inclusive dates (YYYY-MM-DD) in the staff time zone. */
  from?: string;
  to?: string;
  /** Name, email, business name or reference. */
  q?: string;
  /** "mine": owned by the staff member looking; "unassigned": no owner (issue 13). */
  owner?: LeadOwnerFilter;
  /** The last touch's utm_source, utm_medium and utm_campaign, matched exactly (issue 13). */
  source?: string;
  medium?: string;
  campaign?: string;
}

export type LeadOwnerFilter = "mine" | "unassigned";
export const ATTRIBUTION_FILTER_MAX = 150;

export const PAGE_SIZE = 25;
export const SEARCH_MAX_LENGTH = 100;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The dates a filter may name; others are ignored like any malformed one (year 0000 is no date to PostgreSQL). */
const DATE_RANGE = { min: MIN_REPORT_DATE, max: "2999-12-31" } as const;

function validDate(value: string | null): string | undefined {
  if (!value || !DATE.test(value) || value < DATE_RANGE.min || value > DATE_RANGE.max) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : value;
}

export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const filters: LeadFilters = {};
  const status = params.get("status");
  if (isLeadStatus(status)) filters.status = status;
  const kind = params.get("kind");
  if (kind === "application" || kind === "contact") filters.kind = kind;
  let from = validDate(params.get("from"));
  let to = validDate(params.get("to"));
  if (from && to && from > to) [from, to] = [to, from];
  if (from) filters.from = from;
  if (to) filters.to = to;
  const owner = params.get("owner");
  if (owner === "mine" || owner === "unassigned") filters.owner = owner;
  for (const key of ["source", "medium", "campaign"] as const) {
    const value = params.get(key)?.trim().slice(0, ATTRIBUTION_FILTER_MAX);
    if (value) filters[key] = value;
  }
  const q = params.get("q")?.trim().replace(/\s+/g, " ").slice(0, SEARCH_MAX_LENGTH);
  if (q) filters.q = q;
  return filters;
}

export function parsePage(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isSafeInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** The query string of a filter set (and page), for links, pagination and the CSV export. */
export function filtersQuery(filters: LeadFilters, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ["q", "status", "kind", "owner", "source", "medium", "campaign", "from", "to"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}
