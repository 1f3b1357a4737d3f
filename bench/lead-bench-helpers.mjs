// Shared by bench/leads.mjs and bench/leads-durability.mjs: start the production server on a fresh database,
// wait until it answers, count stored leads, and clean up. Needs `npm run build` first.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** A fresh database: a temporary PGlite directory, or a new PostgreSQL database created for the run. */
export async function freshDatabase(driver) {
  if (driver === "pglite") {
    const dir = mkdtempSync(path.join(tmpdir(), "bench-leads-pglite-"));
    return {
      driver,
      env: { PGLITE_DIR: dir, DATABASE_URL: "" },
      async count() {
        const { PGlite } = await import("@electric-sql/pglite");
        const db = await PGlite.create(dir);
        try {
          const result = await db.query("select count(*)::int as n from contacts");
          return result.rows[0].n;
        } finally {
          await db.close();
        }
      },
      async drop() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `bench_leads_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    driver,
    env: { DATABASE_URL: url.href },
    async count() {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      try {
        return (await client.query("select count(*)::int as n from contacts")).rows[0].n;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      await cleanup.query(`drop database if exists "${name}" with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Starts dist/server.mjs with rate limiting off (unless told otherwise) and resolves once it serves pages.
 * `nodeArgs` go to node before the script (e.g. ["--cpu-prof"] to profile a run); BENCH_SERVER_STDOUT=1 shows the
 * server's own output.
 */
export async function startServer(database, port, extraEnv = {}, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, "dist", "server.mjs")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      // The production default: one JSON log line per stored lead (written to a discarded stdout).
      LOG_LEVEL: "info",
      RATE_LIMIT_ENABLED: "false",
      ...database.env,
      ...extraEnv,
    },
    stdio: ["ignore", process.env.BENCH_SERVER_STDOUT ? "inherit" : "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/privacy-policy`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not start in time: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    child,
    stderr: () => stderr,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

let sequence = 0;
/** A valid contact submission, a different address each time. */
export function leadBody() {
  sequence += 1;
  return JSON.stringify({
    firstName: "Bench",
    lastName: `Lead ${sequence}`,
    email: `bench-${process.pid}-${sequence}@example.com`,
    phone: "(210) 555-0100",
    businessName: "Load Test Outfitters",
    interestedIn: "merchant-accounts",
    industry: "ecommerce",
  });
}

export const leadRequest = (port) => ({
  url: `http://127.0.0.1:${port}/api/contacts`,
  method: "POST",
  headers: { "content-type": "application/json" },
  requests: [
    {
      setupRequest: (request) => ({ ...request, body: leadBody() }),
    },
  ],
});
