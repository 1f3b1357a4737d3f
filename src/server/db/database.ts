import { processState } from "../process-state";
import { getDatabase, type Database } from "./client";

/**
 * The app-wide database every service uses (leads, staff, sessions, notifications, rate limits): the server's one
 * handle of `getDatabase()`.
 */
export async function appDatabase(): Promise<Database> {
  return (await getDatabase()).db;
}

/**
 * The app-wide database only when it is already open or opening (the server opens it before it listens), never
 * opened here: for best-effort writes that must not make a request wait on opening and migrating a database (the
 * chat's question record, src/server/chat/questions.ts). Undefined when the process has no database.
 */
export function openedDatabase(): Promise<Database> | undefined {
  return processState.__leadDatabase?.then((handle) => handle.db);
}

/** Rows of a raw `execute` on either driver (node-postgres answers a QueryResult, PGlite a Results object). */
export function rowsOf<Row>(result: unknown): Row[] {
  if (result && typeof result === "object" && "rows" in result && Array.isArray(result.rows)) return result.rows as Row[];
  return Array.isArray(result) ? (result as Row[]) : [];
}

/** True when a database error is a unique-constraint violation (SQLSTATE 23505), possibly wrapped by Drizzle. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && typeof current === "object" && depth < 4; depth += 1) {
    const record = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (record.code === "23505") {
      if (!constraint) return true;
      const named = typeof record.constraint === "string" ? record.constraint : String(record.message ?? "");
      return named.includes(constraint);
    }
    current = record.cause;
  }
  return false;
}
