import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

/**
 * Helpers of the specs that run the production server as processes of their own (staff pages, drain, scale-out,
 * mail): start dist/server.mjs with an environment, wait until it is ready, send requests over node's http with a
 * chosen agent (keep-alive), make staff accounts with the real script, and make a throwaway PostgreSQL database.
 */
export const root = fileURLToPath(new URL("..", import.meta.url));
export const POSTGRES_URL = process.env.E2E_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
/** The base port of this run (playwright.config.ts serves the site there); these specs take offsets from it. */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 4173);

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything the process wrote so far (stdout and stderr, in order). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends the signal (when still running) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Node's flags for every server and script started here: passwords hashed at a cheap cost (e2e/cheap-scrypt.mjs). */
export const NODE_FLAGS = ["--import", path.join(root, "e2e", "cheap-scrypt.mjs")];

export async function startServer(port: number, env: Record<string, string>, timeoutMs = 60_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...NODE_FLAGS, path.join(root, "dist", "server.mjs")], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server on port ${port} exited (${child.exitCode}): ${output}`);
    const ready = await request({ port, path: "/readyz", method: "GET" }).catch(() => undefined);
    if (ready?.status === 200) return server;
    if (Date.now() > deadline) {
      await server.stop("SIGKILL");
      throw new Error(`the server on port ${port} was not ready in ${timeoutMs} ms: ${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The request went out on a kept-alive connection that had already carried another. */
  reusedSocket: boolean;
}

/** A failed request: its error code (ECONNRESET, ECONNREFUSED, ...) and whether the connection was a reused one. */
export class RequestFailure extends Error {
  constructor(
    readonly code: string,
    readonly reusedSocket: boolean,
  ) {
    super(`${code}${reusedSocket ? " (reused connection)" : ""}`);
  }
}

export interface RequestOptions {
  port: number;
  path: string;
  method: string;
  agent?: http.Agent;
  headers?: Record<string, string>;
  body?: string;
  /** Send the body in two parts: the first at once, the rest when this promise settles. */
  holdBodyUntil?: Promise<unknown>;
  localAddress?: string;
  timeoutMs?: number;
}

export function request(options: RequestOptions): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const body = options.body === undefined ? undefined : Buffer.from(options.body, "utf8");
    const req = http.request({
      host: "127.0.0.1",
      port: options.port,
      path: options.path,
      method: options.method,
      agent: options.agent ?? false,
      localAddress: options.localAddress,
      headers: {
        ...(body ? { "content-type": "application/json", "content-length": String(body.length) } : {}),
        ...options.headers,
      },
    });
    const timer = setTimeout(
      () => req.destroy(Object.assign(new Error("timed out"), { code: "TIMEOUT" })),
      options.timeoutMs ?? 15_000,
    );
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
          reusedSocket: req.reusedSocket,
        });
      });
      res.on("error", (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(new RequestFailure(error.code ?? error.message, req.reusedSocket));
      });
    });
    req.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(new RequestFailure(error.code ?? error.message, req.reusedSocket));
    });
    if (body && options.holdBodyUntil) {
      const half = Math.floor(body.length / 2);
      req.write(body.subarray(0, half));
      void options.holdBodyUntil.finally(() => req.end(body.subarray(half)));
    } else {
      req.end(body);
    }
  });
}

/** A valid contact lead (src/content/lead-schema.ts contactSchema) with an address unique to `tag` and `n`. */
export function leadBody(tag: string, n: number): string {
  return JSON.stringify({
    firstName: "Drain",
    lastName: `Lead ${n}`,
    email: `${tag}-${n}@harborline-tests.example`,
    phone: "(210) 555-0142",
    businessName: "Tidewater Provisions",
    interestedIn: "merchant-accounts",
    industry: "restaurant",
  });
}

export interface PgDatabase {
  name: string;
  url: string;
  query<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  drop(): Promise<void>;
}

/**
 * Whether PostgreSQL answers. Like the database tests (src/server/db/test-databases.ts), a spec that needs it is
 * skipped without it, except in CI, where the run fails.
 */
export async function postgresMissing(): Promise<boolean> {
  if (process.env.CI) return false;
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return false;
  } catch {
    console.warn(`PostgreSQL is not reachable at ${POSTGRES_URL}: its tests are reported as skipped.`);
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A new, empty PostgreSQL database of its own (dropped by `drop()`), so parallel runs never share rows. */
export async function createPgDatabase(prefix: string): Promise<PgDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.href,
    async query<Row>(text: string, values: unknown[] = []) {
      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      try {
        return (await client.query(text, values)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    async drop() {
      const cleanup = new pg.Client({ connectionString: POSTGRES_URL });
      await cleanup.connect();
      try {
        await cleanup.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** `npm run user:create`, the real script, against the database the environment names. */
export function createStaffAccount(username: string, password: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, [...NODE_FLAGS, "scripts/user-create.mjs", username], {
    cwd: root,
    input: `${password}\n`,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
    encoding: "utf8",
  });
  if (result.status !== 0 || !result.stdout.includes(`Created the staff account "${username}"`)) {
    throw new Error(`user:create failed (${result.status}): ${result.stdout}${result.stderr}`);
  }
}

export interface StaffServer extends ServerProcess {
  /** Stops the server and removes its database directory. */
  close(): Promise<void>;
}

/**
 * A server of a spec's own on a fresh PGlite directory, with staff accounts made first by the real script (PGlite
 * allows one process per data directory, so the accounts exist before the server opens it).
 */
export async function startStaffServer(
  port: number,
  accounts: Record<string, string>,
  env: Record<string, string> = {},
): Promise<StaffServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-staff-pglite-"));
  const database = { PGLITE_DIR: dataDir, DATABASE_URL: "" };
  for (const [username, password] of Object.entries(accounts)) createStaffAccount(username, password, database);
  const server = await startServer(port, { ...database, ...env });
  return {
    ...server,
    async close() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
