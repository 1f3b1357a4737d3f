import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { defaultMigrationsFolder, openDatabase, type DbHandle } from "@/server/db/client";

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

/** Every file of the migrations folder, PGlite's version: what the migrated template below depends on. */
function templateKey(): string {
  const hash = createHash("sha256");
  const pgliteEntry = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  hash.update(readFileSync(path.join(path.dirname(pgliteEntry), "..", "package.json")));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(defaultMigrationsFolder());
  return hash.digest("hex").slice(0, 16);
}

const TEMPLATE_PREFIX = "harborline-pglite-template-";

/**
 * An in-memory PGlite starts by running initdb and then every migration: about 4 s per database on a loaded 2-core
 * machine. The test databases start instead from a migrated data directory (about 1 s to load), made once by
 * openDatabase itself and kept in the temp folder under a name hashed from the migrations and PGlite's version, so
 * a changed migration makes a new one. Parallel workers that miss it both make it; the rename is atomic.
 */
let template: Promise<Blob> | undefined;
export function migratedPgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `${TEMPLATE_PREFIX}${templateKey()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const handle = await openDatabase({ pgliteDir: "memory://" });
    try {
      const dump = await (handle.db as unknown as { $client: PGlite }).$client.dumpDataDir("none");
      const bytes = Buffer.from(await dump.arrayBuffer());
      const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
      writeFileSync(partial, bytes);
      renameSync(partial, file);
      // Templates of older migrations, untouched for a day, go.
      for (const name of readdirSync(tmpdir())) {
        const other = path.join(tmpdir(), name);
        if (name.startsWith(TEMPLATE_PREFIX) && other !== file && statSync(other).mtimeMs < Date.now() - 86_400_000) {
          rmSync(other, { force: true });
        }
      }
      return new Blob([bytes]);
    } finally {
      await handle.close();
    }
  })();
  return template;
}

export async function openTestDatabase(driver: "pglite" | "postgres"): Promise<TestDatabase> {
  if (driver === "pglite") {
    const handle = await openDatabase({ pgliteDir: "memory://", pgliteDataDir: await migratedPgliteTemplate() });
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
