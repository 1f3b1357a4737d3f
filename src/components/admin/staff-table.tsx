import type * as React from "react";
import { adminCopy } from "@/content/admin";
import { fill } from "./format";

const copy = adminCopy.inbox;

export interface PaginationProps {
  base: string;
  query: (page: number) => string;
  page: number;
  /** Null when the count stopped at its cap (the last page is then not known). */
  pages: number | null;
  hasNext: boolean;
}

/**
 * The one paginated table of the staff side (lead inbox, newsletter subscribers): the empty message, or the
 * "Showing x to y" line, a labelled scrollable region with the table, and the previous/next links.
 */
export function StaffTable({
  label,
  empty,
  summary,
  summaryTestId,
  minWidthClass,
  columns,
  pagination,
  children,
}: {
  label: string;
  /** When set, the table has no rows and this message stands in for it. */
  empty?: string;
  summary: string;
  summaryTestId?: string;
  minWidthClass: string;
  columns: readonly string[];
  pagination: PaginationProps;
  children: React.ReactNode;
}) {
  if (empty !== undefined) {
    return <p className="rounded-lg border border-gray-300 bg-white p-6 text-center text-muted">{empty}</p>;
  }
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-3">
      <p className="text-sm text-muted" data-testid={summaryTestId}>
        {summary}
      </p>
      <div className="overflow-x-auto rounded-lg border border-gray-300 bg-white" role="region" aria-label={label} tabIndex={0}>
        <table className={`w-full ${minWidthClass} text-left text-sm`}>
          <thead className="bg-navy-50 text-navy-900">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-200">{children}</tbody>
        </table>
      </div>
      <Pagination {...pagination} />
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
