import type { APIRoute } from "astro";
import { staffDate } from "@/lib/staff-time";
import { csvResponse, csvStream } from "@/server/admin/csv";
import { staffMethodNotAllowed, withStaff } from "@/server/admin/endpoint";
import { parseLeadFilters } from "@/lib/lead-filters";
import { leadsForExport } from "@/server/admin/leads";
import { LEAD_CSV_HEADER, leadCsvRecord } from "@/server/admin/lead-csv";
import { logger } from "@/server/logger";

export const prerender = false;

/** GET /api/admin/leads/export.csv with the inbox's filters: every matching lead as CSV, newest first. */
export const GET: APIRoute = (context) =>
  withStaff(context, async (staff) => {
    const filters = parseLeadFilters(context.url.searchParams);
    const body = csvStream(LEAD_CSV_HEADER, leadsForExport(filters, undefined, staff.userId), leadCsvRecord, (error) =>
      logger.error("lead export failed", { error: error instanceof Error ? error.message : String(error) }),
    );
    return csvResponse(body, `harborline-leads-${staffDate(new Date())}.csv`);
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("GET");
