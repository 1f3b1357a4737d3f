import { adminCopy } from "@/content/admin";
import { Button, ButtonLink } from "@/components/ui/button";
import { formatStaffDateTime } from "@/lib/staff-time";
import { CSRF_FIELD, type SubscriberFilter, type SubscriberPageView } from "@/lib/staff-views";
import { controlClass, FilterField } from "./admin-shell";
import { fill } from "./format";
import { StaffTable } from "./staff-table";

const copy = adminCopy.newsletter;

/** Each state's label; `active` is a subscriber (a confirmed address). */
const stateLabel = (status: string) =>
  status === "active"
    ? copy.active
    : status === "pending"
      ? copy.pending
      : status === "unsubscribed"
        ? copy.unsubscribed
        : copy.inactive;

/** The list's URL query; the default filter (the subscribers) is left out. */
function query(status: SubscriberFilter, page: number) {
  const params = new URLSearchParams();
  if (status !== "active") params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function NewsletterFilter({ status }: { status: SubscriberFilter }) {
  return (
    <form
      method="get"
      action="/admin/newsletter"
      className="flex flex-wrap items-end gap-3 rounded-lg border border-gray-300 bg-white p-4"
    >
      <FilterField id="subscriber-status" label={copy.status}>
        <select id="subscriber-status" name="status" defaultValue={status} className={`${controlClass} w-60`}>
          <option value="active">{copy.active}</option>
          <option value="pending">{copy.pending}</option>
          <option value="unsubscribed">{copy.unsubscribed}</option>
          <option value="inactive">{copy.inactive}</option>
          <option value="all">{copy.all}</option>
        </select>
      </FilterField>
      <Button type="submit" variant="secondary">
        {copy.apply}
      </Button>
      <ButtonLink href={`/api/admin/newsletter/export.csv${query(status, 1)}`} variant="outline" className="ml-auto" download>
        {copy.export}
      </ButtonLink>
    </form>
  );
}

export function NewsletterTable({
  page,
  status,
  csrfToken,
}: {
  page: SubscriberPageView;
  status: SubscriberFilter;
  csrfToken: string;
}) {
  const first = (page.page - 1) * page.pageSize + 1;
  const last = Math.min(page.total, page.page * page.pageSize);
  return (
    <StaffTable
      label={copy.tableLabel}
      empty={page.total === 0 ? copy.empty : undefined}
      summary={fill(status === "active" ? copy.showing : copy.showingAddresses, {
        first,
        last,
        total: page.total.toLocaleString("en-US"),
      })}
      minWidthClass="min-w-[720px]"
      columns={[copy.columns.email, copy.columns.status, copy.columns.changed, copy.columns.subscribed, copy.columns.action]}
      pagination={{
        base: "/admin/newsletter",
        query: (number) => query(status, number),
        page: page.page,
        pages: page.pages,
        hasNext: page.page < page.pages,
      }}
    >
      {page.rows.map((row) => (
        <tr key={row.id} data-testid="subscriber-row">
          <td className="px-4 py-3 break-all">{row.email}</td>
          <td className="px-4 py-3" data-testid="subscriber-state">
            {stateLabel(row.status)}
          </td>
          <td className="px-4 py-3 whitespace-nowrap text-muted">{formatStaffDateTime(row.statusChangedAt)}</td>
          <td className="px-4 py-3 whitespace-nowrap text-muted">{formatStaffDateTime(row.submittedAt)}</td>
          <td className="px-4 py-3">
            {row.status === "active" || row.status === "pending" ? (
              <form method="post" action={`/api/admin/newsletter/${row.id}/deactivate`}>
                <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
                <input type="hidden" name="returnTo" value={query(status, page.page)} />
                <Button type="submit" variant="outline" size="sm">
                  {copy.deactivate}
                  <span className="sr-only">: {row.email}</span>
                </Button>
              </form>
            ) : null}
          </td>
        </tr>
      ))}
    </StaffTable>
  );
}
