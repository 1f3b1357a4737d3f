import type * as React from "react";
import { adminCopy } from "@/content/admin";
import { ButtonLink, Button } from "@/components/ui/button";
import { formatDuration, niceMax, type ReportRange, type ReportTable, type WeeklyPivot } from "@/lib/reports";
import { fill } from "./format";
import { DateField } from "./admin-shell";

/**
 * /admin/reports (issue 13): each report is a server-rendered SVG chart (no chart library, no JavaScript) with the
 * same figures in a table beside it, and a link that downloads that table as CSV.
 */
const copy = adminCopy.reports;

/** Series colours: each at least 3:1 against white (WCAG 1.4.11), told apart by the legend and the table too. */
const COLOURS = ["#1e3a5f", "#b45309", "#2f6f4f", "#9b2c2c", "#5b3f8f", "#4b5563"];

/**
 * The range form; `bounds` are the dates reports cover (the server refuses others with 400 too). `action` is the
 * page it reloads (/admin/reports, or /admin/reports/assistant).
 */
export function ReportRangeForm({
  range,
  bounds,
  action = "/admin/reports",
}: {
  range: ReportRange;
  bounds?: { min: string; max: string };
  action?: string;
}) {
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-4 rounded-lg border border-gray-300 bg-white p-4">
      <DateField id="report-from" name="from" label={copy.from} value={range.from} min={bounds?.min} max={bounds?.max} />
      <DateField id="report-to" name="to" label={copy.to} value={range.to} min={bounds?.min} max={bounds?.max} />
      <Button type="submit" variant="secondary">
        {copy.apply}
      </Button>
    </form>
  );
}

function csvHref(id: string, range: ReportRange): string {
  return `/api/admin/reports/${id}.csv?${new URLSearchParams({ from: range.from, to: range.to })}`;
}

/** A report: heading, lead, chart and table side by side (stacked on narrow screens), CSV link. */
export function ReportSection({
  id,
  title,
  lead,
  range,
  chart,
  table,
}: {
  id: string;
  title: string;
  lead: string;
  range: ReportRange;
  chart: React.ReactNode;
  table: ReportTable;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border border-gray-300 bg-white p-5 sm:p-6"
      data-testid={`report-${id}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-heading`} className="text-lg font-bold text-navy-900">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{lead}</p>
        </div>
        <ButtonLink href={csvHref(id, range)} variant="outline" size="sm" download>
          {copy.downloadCsv}
          <span className="sr-only">: {title}</span>
        </ButtonLink>
      </div>
      <div className="mt-4 grid gap-6 xl:grid-cols-[3fr_2fr]">
        <div className="min-w-0">{chart}</div>
        <DataTable table={table} caption={title} />
      </div>
    </section>
  );
}

export function DataTable({ table, caption }: { table: ReportTable; caption: string }) {
  return (
    <div
      className="max-h-[28rem] overflow-auto rounded-md border border-gray-200"
      role="region"
      aria-label={`${caption}: ${copy.table}`}
      tabIndex={0}
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-navy-50 text-navy-900">
          <tr>
            {table.header.map((heading, index) => (
              <th key={`${heading}-${index}`} scope="col" className={`px-3 py-2 font-semibold ${index > 0 ? "text-right" : ""}`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {table.rows.length === 0 ? (
            <tr>
              <td colSpan={table.header.length} className="px-3 py-2 text-muted">
                {copy.empty}
              </td>
            </tr>
          ) : (
            table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className="px-3 py-2 font-medium break-all">
                      {cell}
                    </th>
                  ) : (
                    <td key={c} className="px-3 py-2 text-right tabular-nums">
                      {typeof cell === "number" ? cell.toLocaleString("en-US") : cell}
                    </td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function Legend({ series }: { series: readonly string[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink" aria-hidden="true">
      {series.map((name, index) => (
        <li key={name} className="flex items-center gap-1.5 break-all">
          <span className="inline-block size-3 shrink-0 rounded-sm" style={{ background: COLOURS[index % COLOURS.length] }} />
          {name}
        </li>
      ))}
    </ul>
  );
}

const shortDate = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const weekLabel = (week: string) => shortDate.format(new Date(`${week}T00:00:00Z`));

/**
 * Stacked columns, one per week (or per day: any dated buckets). The SVG is an image with a text alternative (the
 * total in `unit`, leads by default); the table holds the figures.
 */
export function WeeklyChart({
  pivot,
  title,
  unit = copy.leads.toLowerCase(),
}: {
  pivot: WeeklyPivot;
  title: string;
  unit?: string;
}) {
  const width = 640;
  const height = 240;
  const left = 36;
  const bottom = 24;
  const plotHeight = height - bottom - 8;
  const max = niceMax(Math.max(0, ...pivot.totals));
  const slot = (width - left) / Math.max(1, pivot.weeks.length);
  const barWidth = Math.max(2, slot * 0.7);
  const labelEvery = Math.ceil(pivot.weeks.length / 12);
  const total = pivot.totals.reduce((sum, count) => sum + count, 0);
  return (
    <figure>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={`${title}: ${total.toLocaleString("en-US")} ${unit}`}
        className="h-auto w-full"
      >
        {[0, 0.5, 1].map((fraction) => {
          const y = 8 + plotHeight * (1 - fraction);
          return (
            <g key={fraction}>
              <line x1={left} x2={width} y1={y} y2={y} stroke="#d1d5db" strokeWidth={1} />
              <text x={left - 6} y={y + 4} textAnchor="end" fontSize={11} fill="#374151">
                {(max * fraction).toLocaleString("en-US")}
              </text>
            </g>
          );
        })}
        {pivot.weeks.map((week, w) => {
          let y = 8 + plotHeight;
          const x = left + w * slot + (slot - barWidth) / 2;
          return (
            <g key={week}>
              {pivot.values[w]!.map((count, s) => {
                if (count === 0) return null;
                const h = (count / max) * plotHeight;
                y -= h;
                return <rect key={s} x={x} y={y} width={barWidth} height={h} fill={COLOURS[s % COLOURS.length]} />;
              })}
              {w % labelEvery === 0 ? (
                <text x={x + barWidth / 2} y={height - 6} textAnchor="middle" fontSize={11} fill="#374151">
                  {weekLabel(week)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <Legend series={pivot.series} />
    </figure>
  );
}

/** Horizontal bars, one per row of a (label, count) list. */
export function BarList({ items, title }: { items: readonly { label: string; count: number }[]; title: string }) {
  const width = 640;
  const row = 26;
  const labelWidth = 200;
  const height = Math.max(1, items.length) * row + 8;
  const max = niceMax(Math.max(0, ...items.map((item) => item.count)));
  const total = items.reduce((sum, item) => sum + item.count, 0);
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`${title}: ${total.toLocaleString("en-US")} ${copy.leads.toLowerCase()}`}
      className="h-auto w-full"
    >
      {items.map((item, index) => {
        const y = 4 + index * row;
        const barWidth = ((width - labelWidth - 60) * item.count) / max;
        return (
          <g key={`${item.label}-${index}`}>
            <text x={labelWidth - 8} y={y + 16} textAnchor="end" fontSize={12} fill="#111827">
              {item.label.length > 30 ? `${item.label.slice(0, 29)}…` : item.label}
            </text>
            <rect x={labelWidth} y={y + 4} width={barWidth} height={row - 8} fill={COLOURS[0]} />
            <text x={labelWidth + barWidth + 6} y={y + 16} fontSize={12} fill="#111827">
              {item.count.toLocaleString("en-US")}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Every report of the page, in order (rendered on the server; the page ships no script). */
export function ReportSections({ reports, tables }: { reports: ReportsView; tables: Record<ReportTable["id"], ReportTable> }) {
  const { range, response } = reports;
  const sections: { id: ReportTable["id"]; title: string; lead: string; chart: React.ReactNode }[] = [
    {
      id: "by-source",
      title: copy.bySource,
      lead: copy.bySourceLead,
      chart: <WeeklyChart pivot={reports.bySource} title={copy.bySource} />,
    },
    {
      id: "by-form",
      title: copy.byForm,
      lead: copy.byFormLead,
      chart: <WeeklyChart pivot={reports.byForm} title={copy.byForm} />,
    },
    {
      id: "pipeline",
      title: copy.pipeline,
      lead: copy.pipelineLead,
      chart: <BarList items={reports.pipeline} title={copy.pipeline} />,
    },
    {
      id: "response",
      title: copy.response,
      lead: copy.responseLead,
      chart: (
        <p className="text-2xl font-bold text-navy-900" data-testid="median-response">
          {response.medianSeconds === null
            ? copy.noResponse
            : fill(copy.median, { median: formatDuration(response.medianSeconds) })}
          <span className="mt-1 block text-sm font-normal text-muted">
            {fill(copy.responded, {
              count: response.responded.toLocaleString("en-US"),
              total: response.total.toLocaleString("en-US"),
            })}
          </span>
        </p>
      ),
    },
    {
      id: "campaigns",
      title: copy.campaigns,
      lead: copy.campaignsLead,
      chart: (
        <BarList items={reports.campaigns.map((row) => ({ label: row.campaign, count: row.count }))} title={copy.campaigns} />
      ),
    },
  ];
  return (
    <>
      {sections.map((section) => (
        <ReportSection key={section.id} {...section} range={range} table={tables[section.id]} />
      ))}
    </>
  );
}

/** What the reports page is given (src/server/admin/reports.ts `Reports`). */
export interface ReportsView {
  range: ReportRange;
  bySource: WeeklyPivot;
  byForm: WeeklyPivot;
  pipeline: { label: string; count: number }[];
  response: { medianSeconds: number | null; responded: number; total: number };
  campaigns: { campaign: string; count: number }[];
}
