import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "./client";

/**
 * Whether the database can serve requests: it answers within a time limit, and every migration in the
 * migrations folder's journal is recorded as applied (drizzle's `drizzle.__drizzle_migrations`). Used by /readyz.
 */
export interface Readiness {
  ok: boolean;
  reason?: "database-unreachable" | "migrations-pending";
}

export function expectedMigrationCount(migrationsFolder: string): number {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("readiness check timed out")), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export async function checkReadiness(
  db: Database,
  expectedMigrations: number,
  options: { timeoutMs?: number; migrationsSchema?: string } = {},
): Promise<Readiness> {
  const schema = options.migrationsSchema ?? "drizzle";
  let applied: number;
  try {
    const result = await withTimeout(
      db.execute(sql`select count(*)::int as applied from ${sql.identifier(schema)}.__drizzle_migrations`),
      options.timeoutMs ?? 2_000,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { applied: number }[] }).rows) as { applied: number }[];
    applied = Number(rows[0]?.applied ?? 0);
  } catch {
    return { ok: false, reason: "database-unreachable" };
  }
  return applied >= expectedMigrations ? { ok: true } : { ok: false, reason: "migrations-pending" };
}
