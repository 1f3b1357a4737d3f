import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { logger } from "@/server/logger";

/** How often each server instance folds the roll-up's appended rows into daily sums. */
export const COMPACT_EVERY_MS = 5 * 60_000;

/**
 * Folds the rows the triggers on contacts appended to lead_report_days into one row per day and key
 * (lead_report_days_compact, migration 0006_reports_rollup). Reports are the same before and after: they sum the
 * rows either way; compaction only keeps the number of rows a report reads near one per day and key. Safe to run
 * from several instances at once. Answers the number of rows written.
 */
export async function compactReportRollup(db: Database): Promise<number> {
  const result = (await db.execute(sql`select lead_report_days_compact() as written`)) as unknown as {
    rows: { written: number }[];
  };
  return Number(result.rows[0]?.written ?? 0);
}

/** Compacts every COMPACT_EVERY_MS (server/index.ts, once the database is open); the result stops it. */
export function startReportRollupCompaction(database: () => Promise<Database>, everyMs = COMPACT_EVERY_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = database()
      .then((db) => compactReportRollup(db))
      .catch((error: unknown) => logger.error("report roll-up compaction failed", { error: String(error) }));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
