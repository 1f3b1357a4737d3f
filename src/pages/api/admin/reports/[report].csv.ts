import type { APIRoute } from "astro";
import { isReportId, parseReportRange } from "@/lib/reports";
import { staffDate } from "@/lib/staff-time";
import { CSV_BOM, csvRecord, csvResponse } from "@/server/admin/csv";
import { staffMethodNotAllowed, withStaff } from "@/server/admin/endpoint";
import { reportRangeMessage, reportTable } from "@/server/admin/reports";
import { fieldProblem, json } from "@/server/http/api";

export const prerender = false;

/**
 * GET /api/admin/reports/:report.csv?from=&to= (staff): the table beside a report's chart on /admin/reports, as
 * CSV. Every value goes through csvField's formula-injection guard (campaign names are visitors' text).
 */
export const GET: APIRoute = (context) =>
  withStaff(context, async () => {
    const id = context.params.report;
    if (!isReportId(id)) return json(404, { message: "There is no such report." });
    // A date outside the range reports cover, or not a date, is a 400 naming it (issue 33).
    const parsed = parseReportRange(context.url.searchParams, staffDate(new Date()));
    if (!parsed.ok) return fieldProblem(parsed.problem.field, reportRangeMessage(parsed.problem));
    const { range } = parsed;
    const table = await reportTable(id, range);
    const text = CSV_BOM + [table.header, ...table.rows].map((row) => csvRecord(row)).join("");
    const body = new Response(text).body!;
    return csvResponse(body, `harborline-report-${id}-${range.from}-to-${range.to}.csv`);
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("GET");
