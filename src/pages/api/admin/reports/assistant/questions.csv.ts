import type { APIRoute } from "astro";
import { parseReportRange } from "@/lib/reports";
import { staffDate } from "@/lib/staff-time";
import { QUESTION_CSV_HEADER, questionCsvRecord, questionsForExport } from "@/server/admin/assistant-insights";
import { csvResponse, csvStream } from "@/server/admin/csv";
import { staffMethodNotAllowed, withStaff } from "@/server/admin/endpoint";
import { reportRangeMessage } from "@/server/admin/reports";
import { fieldProblem } from "@/server/http/api";
import { logger } from "@/server/logger";

export const prerender = false;

/**
 * GET /api/admin/reports/assistant/questions.csv?from=&to= (staff; issue 34): every question visitors asked the chat
 * in the range (already redacted when stored), with the reply's kind, topics and feedback, newest first. Streamed
 * in batches; every cell through csvField's formula guard (the questions are visitors' text).
 */
export const GET: APIRoute = (context) =>
  withStaff(context, async () => {
    const parsed = parseReportRange(context.url.searchParams, staffDate(new Date()));
    if (!parsed.ok) return fieldProblem(parsed.problem.field, reportRangeMessage(parsed.problem));
    const { range } = parsed;
    const body = csvStream(QUESTION_CSV_HEADER, questionsForExport(range), questionCsvRecord, (error) =>
      logger.error("assistant questions export failed", { error: error instanceof Error ? error.message : String(error) }),
    );
    return csvResponse(body, `harborline-assistant-questions-${range.from}-to-${range.to}.csv`);
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("GET");
