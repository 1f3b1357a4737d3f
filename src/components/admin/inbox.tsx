import { adminCopy } from "@/content/admin";
import type { LeadFieldValues } from "@/content/lead-fields";
import { ButtonLink, Button } from "@/components/ui/button";
import { LEAD_KINDS, LEAD_KIND_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS } from "@/lib/lead-status";
import { formatStaffDateTime } from "@/lib/staff-time";
import { ATTRIBUTION_FILTER_MAX, filtersQuery, SEARCH_MAX_LENGTH, type LeadFilters } from "@/lib/lead-filters";
import type { LeadPageView } from "@/lib/staff-views";
import { controlClass, DateField, FilterField } from "./admin-shell";
import { StaffTable } from "./staff-table";
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
        <FilterField id="q" label={copy.search} className="sm:col-span-2 lg:col-span-1">
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
        </FilterField>
        <FilterField id="status" label={copy.status}>
          <select id="status" name="status" defaultValue={filters.status ?? ""} className={controlClass}>
            <option value="">{copy.any}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {LEAD_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </FilterField>
        <FilterField id="kind" label={copy.kind}>
          <select id="kind" name="kind" defaultValue={filters.kind ?? ""} className={controlClass}>
            <option value="">{copy.any}</option>
            {LEAD_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {LEAD_KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </FilterField>
        <DateField id="from" name="from" label={copy.from} value={filters.from} />
        <DateField id="to" name="to" label={copy.to} value={filters.to} />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterField id="owner" label={copy.owner}>
          <select id="owner" name="owner" defaultValue={filters.owner ?? ""} className={controlClass}>
            <option value="">{copy.anyone}</option>
            <option value="mine">{copy.mine}</option>
            <option value="unassigned">{copy.unassigned}</option>
          </select>
        </FilterField>
        {(["source", "medium", "campaign"] as const).map((key) => (
          <FilterField key={key} id={`filter-${key}`} label={copy[key]}>
            <input
              id={`filter-${key}`}
              name={key}
              defaultValue={filters[key]}
              maxLength={ATTRIBUTION_FILTER_MAX}
              autoComplete="off"
              className={controlClass}
            />
          </FilterField>
        ))}
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
  page: LeadPageView<LeadFieldValues>;
  filters: LeadFilters;
  channelsConfigured: boolean;
}) {
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.rows.length - 1;
  const columns = copy.columns;
  // The detail page's "Back to the inbox" returns to this very view (filters and page).
  const back = filtersQuery(filters, page.page);
  return (
    <StaffTable
      label={copy.tableLabel}
      empty={page.total === 0 ? copy.empty : undefined}
      summary={fill(page.totalIsExact ? copy.showing : copy.showingMany, {
        first: first.toLocaleString("en-US"),
        last: last.toLocaleString("en-US"),
        total: page.total.toLocaleString("en-US"),
      })}
      summaryTestId="inbox-summary"
      minWidthClass="min-w-[760px]"
      columns={[columns.submitted, columns.lead, columns.email, columns.kind, columns.status, columns.notification]}
      pagination={{
        base: "/admin",
        query: (number) => filtersQuery(filters, number),
        page: page.page,
        pages: page.pages,
        hasNext: page.hasNext,
      }}
    >
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
    </StaffTable>
  );
}
