import type { APIRoute } from "astro";
import { staffDate } from "@/lib/staff-time";
import { csvResponse, csvStream } from "@/server/admin/csv";
import { staffMethodNotAllowed, withStaff } from "@/server/admin/endpoint";
import { parseSubscriberStatus, subscribersForExport } from "@/server/admin/newsletter";
import { logger } from "@/server/logger";

export const prerender = false;

/**
 * GET /api/admin/newsletter/export.csv?status=: the newsletter addresses as CSV with their dates; the confirmed
 * subscribers unless `status` asks for another state or `all` (issue 35).
 */
export const GET: APIRoute = (context) =>
  withStaff(context, async () => {
    const status = parseSubscriberStatus(context.url.searchParams.get("status"));
    const body = csvStream(
      ["Email", "Status", "Signed up at (UTC)", "Status changed at (UTC)", "Confirmed at (UTC)"],
      subscribersForExport(status),
      (row) => [row.email, row.status, row.submittedAt, row.statusChangedAt, row.confirmedAt],
      (error) => logger.error("newsletter export failed", { error: error instanceof Error ? error.message : String(error) }),
    );
    return csvResponse(body, `harborline-newsletter-${staffDate(new Date())}.csv`);
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("GET");
