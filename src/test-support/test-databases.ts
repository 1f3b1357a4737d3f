import { randomBytes } from "node:crypto";
import pg from "pg";
import { openDatabase, type DbHandle } from "@/server/db/client";

/**
 * The two drivers every database test runs on. PGlite is in memory; PostgreSQL is the local server
 * (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), each run in a schema of its own so
 * parallel runs never collide. In CI a missing PostgreSQL fails the run; elsewhere it is reported and skipped.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function probePostgres(): Promise<string | null> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const postgresProblem = await probePostgres();
if (postgresProblem) {
  const message = `PostgreSQL at ${TEST_DATABASE_URL} is unreachable (${postgresProblem}); the postgres half of the database tests cannot run.`;
  if (process.env.CI) throw new Error(`${message} CI requires it.`);
  console.warn(`\n[database tests] ${message} They are reported as skipped.\n`);
}

export const postgresAvailable = postgresProblem === null;

export interface TestDatabase extends DbHandle {
  /** Deletes the run's data (and its schema on PostgreSQL). */
  destroy(): Promise<void>;
}

export async function openTestDatabase(driver: "pglite" | "postgres"): Promise<TestDatabase> {
  if (driver === "pglite") {
    const handle = await openDatabase({ pgliteDir: "memory://" });
    return { ...handle, destroy: () => handle.close() };
  }
  const schema = `test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema "${schema}"`);
  await admin.end();
  const handle = await openDatabase({ databaseUrl: TEST_DATABASE_URL, searchPath: schema });
  return {
    ...handle,
    async destroy() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists "${schema}" cascade`);
      await cleanup.end();
    },
  };
}

/** The drivers to run a suite on, with a skip flag for PostgreSQL when it is absent outside CI. */
export const testDrivers = [
  { driver: "pglite" as const, skip: false },
  { driver: "postgres" as const, skip: !postgresAvailable },
];
