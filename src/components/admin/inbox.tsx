import { adminCopy } from "@/content/admin";
import { ButtonLink, Button } from "@/components/ui/button";
import { LEAD_KINDS, LEAD_KIND_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS } from "@/lib/lead-status";
import { formatStaffDateTime } from "@/lib/staff-time";
import { filtersQuery, SEARCH_MAX_LENGTH, type LeadFilters } from "@/lib/lead-filters";
import type { LeadPageView } from "@/lib/staff-views";
import { controlClass, labelClass } from "./admin-shell";
import { DeliveryBadge, KindBadge, StatusBadge } from "./badges";
import { describeDelivery, fill } from "./format";

const copy = adminCopy.inbox;

/** The filter form: a GET form, so each view is a URL (bookmarkable, and the export uses the same query). */
export function LeadFilterForm({ filters }: { filters: LeadFilters }) {
  return (
    <form
      method="get"
      action="/admin"
      className="rounded-lg border border-gray-300 bg-white p-4 sm:p-5"
      aria-labelledby="filters-heading"
    >
      <h2 id="filters-heading" className="sr-only">
        {copy.filters}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
          <label htmlFor="q" className={labelClass}>
            {copy.search}
          </label>
          <input
            id="q"
            name="q"
            type="search"
            defaultValue={filters.q}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={copy.searchHint}
            aria-describedby="q-hint"
            className={controlClass}
          />
          <span id="q-hint" className="sr-only">
            {copy.searchHint}
          </span>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="status" className={labelClass}>
            {copy.status}
          </label>
          <select id="status" name="status" defaultValue={filters.status ?? ""} className={controlClass}>
            <option value="">{copy.any}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="kind" className={labelClass}>
            {copy.kind}
          </label>
          <select id="kind" name="kind" defaultValue={filters.kind ?? ""} className={controlClass}>
            <option value="">{copy.any}</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LEAD_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="from" className={labelClass}>
            {copy.from}
          </label>
          <input id="from" name="from" type="date" defaultValue={filters.from} className={controlClass} />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor="to" className={labelClass}>
            {copy.to}
          </label>
          <input id="to" name="to" type="date" defaultValue={filters.to} className={controlClass} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary">
          {copy.apply}
        </Button>
        <ButtonLink href="/admin" variant="ghost">
          {copy.clear}
        </ButtonLink>
        <span className="ml-auto flex flex-wrap items-center gap-3">
          <span id="export-hint" className="text-sm text-muted">
            {copy.exportHint}
          </span>
          <ButtonLink
            href={`/api/admin/leads/export.csv${filtersQuery(filters)}`}
            variant="outline"
            aria-describedby="export-hint"
            download
          >
            {copy.export}
          </ButtonLink>
        </span>
      </div>
    </form>
  );
}

export function LeadTable({
  page,
  filters,
  channelsConfigured,
}: {
  page: LeadPageView;
  filters: LeadFilters;
  channelsConfigured: boolean;
}) {
  if (page.total === 0) {
    return <p className="rounded-lg border border-gray-300 bg-white p-6 text-center text-muted">{copy.empty}</p>;
  }
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.rows.length - 1;
  const columns = copy.columns;
  // The detail page's "Back to the inbox" returns to this very view (filters and page).
  const back = filtersQuery(filters, page.page);
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <p className="text-sm text-muted" data-testid="inbox-summary">
        {fill(page.totalIsExact ? copy.showing : copy.showingMany, {
          first: first.toLocaleString("en-US"),
          last: last.toLocaleString("en-US"),
          total: page.total.toLocaleString("en-US"),
        })}
      </p>
      <div
        className="overflow-x-auto rounded-lg border border-gray-300 bg-white"
        role="region"
        aria-label={copy.tableLabel}
        tabIndex={0}
      >
        <table className="w-full min-w-[760px] text-left text-sm">
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {columns.submitted}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {columns.lead}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {columns.email}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {columns.kind}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {columns.status}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                {columns.notification}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">
            {page.rows.map((lead) => (
              <tr key={lead.id} data-testid="lead-row" className="align-top hover:bg-navy-50/60">
                <td className="px-4 py-3 whitespace-nowrap text-muted">{formatStaffDateTime(lead.submittedAt)}</td>
                <td className="px-4 py-3">
                  <a
                    href={`/admin/leads/${lead.id}${back ? `?back=${encodeURIComponent(back)}` : ""}`}
                    className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
                  >
                    {lead.businessName}
                  </a>
                  <span className="block text-ink">
                    {lead.firstName} {lead.lastName}
                  </span>
                  <span className="block font-mono text-xs text-muted">{lead.reference}</span>
                </td>
                <td className="px-4 py-3 break-all">{lead.email}</td>
                <td className="px-4 py-3">
                  <KindBadge kind={lead.source} />
                </td>
                <td className="px-4 py-3">
                  <StatusBadge status={lead.status} />
                </td>
                <td className="px-4 py-3">
                  <DeliveryBadge view={describeDelivery(lead.delivery, channelsConfigured)} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination
        base="/admin"
        query={(number) => filtersQuery(filters, number)}
        page={page.page}
        pages={page.pages}
        hasNext={page.hasNext}
      />
    </div>
  );
}

export function Pagination({
  base,
  query,
  page,
  pages,
  hasNext,
}: {
  base: string;
  query: (page: number) => string;
  page: number;
  /** Null when the count stopped at its cap (the last page is then not known). */
  pages: number | null;
  hasNext: boolean;
}) {
  if (page === 1 && !hasNext) return null;
  const linkClass =
    "rounded-md border border-navy-900 px-3 py-2 text-sm font-semibold text-navy-900 hover:bg-navy-50 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500";
  return (
    <nav aria-label="Pagination" className="flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <a href={`${base}${query(page - 1)}`} rel="prev" className={linkClass}>
          {copy.previous}
        </a>
      ) : (
        <span />
      )}
      <span className="text-sm text-muted">{pages ? fill(copy.pageOf, { page, pages }) : fill(copy.page, { page })}</span>
      {hasNext ? (
        <a href={`${base}${query(page + 1)}`} rel="next" className={linkClass}>
          {copy.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
