import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { logger } from "../logger";
import { processState } from "../process-state";

/** One Postgres dialect, two drivers: PGlite (embedded, default) or node-postgres when DATABASE_URL is set. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Database;
  driver: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data directory; "memory://" keeps it in memory (tests). */
  pgliteDir?: string;
  /** Folder of drizzle-kit SQL migrations; defaults to ./drizzle under the working directory. */
  migrationsFolder?: string;
  /** Postgres schema to use (tests give each run its own). */
  searchPath?: string;
  /**
   * PGlite only: a data directory to start from (a `dumpDataDir()` tarball) instead of an empty one. The test
   * databases start from one already migrated; pending migrations still apply.
   */
  pgliteDataDir?: Blob;
}

/**
 * PostgreSQL time limits (PG_CONNECT_TIMEOUT_MS, PG_STATEMENT_TIMEOUT_MS): getting a pooled connection, and one
 * statement on the server (the client gives up 2 s after that, should the server not even answer the cancel).
 */
export function databaseTimeouts(source: Record<string, string | undefined> = process.env) {
  const read = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : fallback;
  };
  return {
    connectMs: read(source.PG_CONNECT_TIMEOUT_MS, 5_000),
    statementMs: read(source.PG_STATEMENT_TIMEOUT_MS, 10_000),
  };
}

export function defaultMigrationsFolder(): string {
  return path.resolve(process.cwd(), "drizzle");
}

/** Opens a database and applies every pending migration before returning it. */
export async function openDatabase(options: OpenOptions = {}): Promise<DbHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();

  if (options.databaseUrl) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    const timeouts = databaseTimeouts();
    const serverOptions = [
      `-c statement_timeout=${timeouts.statementMs}`,
      `-c idle_in_transaction_session_timeout=${timeouts.statementMs * 2}`,
      ...(options.searchPath ? [`-c search_path=${options.searchPath}`] : []),
    ].join(" ");
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Number(process.env.PG_POOL_MAX ?? 20),
      // A database that stops answering must not hold requests forever: waiting for a connection, and each
      // query, have limits; the endpoints answer 503 with Retry-After when one is reached.
      connectionTimeoutMillis: timeouts.connectMs,
      query_timeout: timeouts.statementMs + 2_000,
      options: serverOptions,
    });
    pool.on("error", (error) => logger.error("postgres pool error", { error: error.message }));
    const db = drizzle(pool, { schema });
    // Several instances may start at once on one database (a first deploy, or a release with a migration): drizzle's
    // migrator takes no lock, so two would both apply the same migration and one would fail to start. A
    // session-level advisory lock on one connection lets one migrate at a time; the others then find nothing to do.
    const lockKey = `harborline:migrations:${options.searchPath ?? "public"}`;
    const client = await pool.connect();
    try {
      await client.query("select pg_advisory_lock(hashtext($1))", [lockKey]);
      try {
        await migrate(drizzle(client, { schema }), {
          migrationsFolder,
          ...(options.searchPath ? { migrationsSchema: options.searchPath } : {}),
        });
      } finally {
        await client.query("select pg_advisory_unlock(hashtext($1))", [lockKey]);
      }
    } finally {
      client.release();
    }
    return { db: db as unknown as Database, driver: "postgres", close: () => pool.end() };
  }

  const { PGlite } = await import("@electric-sql/pglite");
  // pg_trgm: trigram indexes behind the staff inbox's search (PostgreSQL ships it as a trusted extension).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  const dir = options.pgliteDir ?? "./data/pglite";
  if (!dir.startsWith("memory://")) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir.startsWith("memory://") ? undefined : dir, {
    extensions: { pg_trgm },
    ...(options.pgliteDataDir ? { loadDataDir: options.pgliteDataDir } : {}),
  });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Database, driver: "pglite", close: () => client.close() };
}

/**
 * The server's one database handle (src/server/process-state.ts): opened from DATABASE_URL or PGLITE_DIR on first
 * use. The Express entry opens it and migrates before listening; Astro's endpoints then share the same promise.
 */
const holder = processState;

export function getDatabase(): Promise<DbHandle> {
  if (!holder.__leadDatabase) {
    const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
    const pgliteDir = process.env.PGLITE_DIR?.trim() || undefined;
    holder.__leadDatabase = openDatabase({ databaseUrl, pgliteDir }).catch((error: unknown) => {
      holder.__leadDatabase = undefined;
      throw error;
    });
  }
  return holder.__leadDatabase;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__leadDatabase;
  holder.__leadDatabase = undefined;
  if (pending) await (await pending).close();
}
