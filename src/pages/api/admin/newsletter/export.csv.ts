import type { APIRoute } from "astro";
import { staffDate } from "@/lib/staff-time";
import { csvResponse, csvStream } from "@/server/admin/csv";
import { staffMethodNotAllowed, withStaff } from "@/server/admin/endpoint";
import { parseSubscriberStatus, subscribersForExport } from "@/server/admin/newsletter";
import { logger } from "@/server/logger";

export const prerender = false;

/** GET /api/admin/newsletter/export.csv?status=: the newsletter list with subscribe dates, as CSV. */
export const GET: APIRoute = (context) =>
  withStaff(context, async () => {
    const status = parseSubscriberStatus(context.url.searchParams.get("status"));
    const body = csvStream(
      ["Email", "Status", "Subscribed at (UTC)"],
      subscribersForExport(status),
      (row) => [row.email, row.status, row.submittedAt],
      (error) => logger.error("newsletter export failed", { error: error instanceof Error ? error.message : String(error) }),
    );
    return csvResponse(body, `harborline-newsletter-${staffDate(new Date())}.csv`);
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("GET");
