import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { logger } from "../logger";
import type { StatementFile, StatementResult } from "./statement";

/**
 * Runs the statement analysis off the request thread: one worker thread per statement, at most
 * STATEMENT_WORKERS at a time, each stopped (terminated) after STATEMENT_TIME_LIMIT_MS. No upload can hold the
 * event loop, and a worker never keeps the process alive, so SIGTERM still ends the server.
 */
export const STATEMENT_TIME_LIMIT_MS = 2_000;
/** Statements read at the same time; more wait in line (two cores on the reference machine). */
export const STATEMENT_WORKERS = 2;
/** Statements waiting for a worker at most, and how long one may wait before it is answered "busy". */
const QUEUE_LIMIT = 16;
const QUEUE_WAIT_MS = 5_000;
/** A worker's heap limit: the 10 MB attachment and its lines fit with room to spare. */
const WORKER_HEAP_MB = 256;

export type StatementOutcome = StatementResult | { ok: false; reason: "timeout" | "busy" | "failed" };

export interface RunOptions {
  timeLimitMs?: number;
}

/* ---------- the worker file ---------- */

const WORKER_FILE_NAME = "statement-worker.mjs";
let workerFile: Promise<string> | undefined;

/**
 * The bundled worker, in order: STATEMENT_WORKER_FILE; dist/statement-worker.mjs beside the running entry
 * (dist/server.mjs, built by scripts/build-server.mjs); otherwise (tests, `astro dev`) the source bundled once
 * with esbuild into the system's temporary directory, named by the hash of its code.
 */
export function statementWorkerFile(): Promise<string> {
  workerFile ??= locateWorker().catch((error: unknown) => {
    workerFile = undefined;
    throw error;
  });
  return workerFile;
}

async function locateWorker(): Promise<string> {
  const configured = process.env.STATEMENT_WORKER_FILE?.trim();
  if (configured) return configured;
  const entry = process.argv[1];
  if (entry) {
    const beside = path.join(path.dirname(path.resolve(entry)), WORKER_FILE_NAME);
    if (existsSync(beside)) return beside;
  }
  return buildWorker();
}

function workerSource(): string {
  const candidates: string[] = [];
  try {
    // Right in tests and `astro dev` (the module is the source file); wrong, and skipped, inside a bundle.
    candidates.push(path.join(path.dirname(fileURLToPath(import.meta.url)), "statement-worker.ts"));
  } catch {
    // import.meta.url is not a file URL: use the project folder below.
  }
  candidates.push(path.resolve("src/server/chat/statement-worker.ts"));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`statement worker not found (build it with scripts/build-server.mjs): ${candidates.join(", ")}`);
  return found;
}

async function buildWorker(): Promise<string> {
  const source = workerSource();
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [source],
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.text;
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  const dir = path.join(os.tmpdir(), "harborline-statement-worker");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `statement-worker-${hash}.mjs`);
  if (!existsSync(file) || readFileSync(file, "utf8") !== code) {
    // Written aside, then renamed: another process building the same worker never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}

/* ---------- the line of statements ---------- */

let running = 0;
const waiting: (() => void)[] = [];

function acquire(): Promise<boolean> {
  if (running < STATEMENT_WORKERS) {
    running++;
    return Promise.resolve(true);
  }
  if (waiting.length >= QUEUE_LIMIT) return Promise.resolve(false);
  return new Promise((resolve) => {
    const start = () => {
      clearTimeout(timer);
      running++;
      resolve(true);
    };
    const timer = setTimeout(() => {
      const at = waiting.indexOf(start);
      if (at >= 0) waiting.splice(at, 1);
      resolve(false);
    }, QUEUE_WAIT_MS);
    timer.unref();
    waiting.push(start);
  });
}

function release(): void {
  running--;
  waiting.shift()?.();
}

/** Statements being read and waiting, for tests and the bench. */
export function statementLoad(): { running: number; waiting: number } {
  return { running, waiting: waiting.length };
}

/** Reads a statement in a worker thread; resolves (never rejects) with the result or why there is none. */
export async function analyzeStatementOffThread(file: StatementFile, options: RunOptions = {}): Promise<StatementOutcome> {
  let script: string;
  try {
    script = await statementWorkerFile();
  } catch (error) {
    logger.error("statement worker unavailable", { error: error instanceof Error ? error.message : String(error) });
    return { ok: false, reason: "failed" };
  }
  if (!(await acquire())) return { ok: false, reason: "busy" };
  try {
    return await runWorker(script, file, options.timeLimitMs ?? STATEMENT_TIME_LIMIT_MS);
  } finally {
    release();
  }
}

function runWorker(script: string, file: StatementFile, timeLimitMs: number): Promise<StatementOutcome> {
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(script, {
      workerData: { name: file.name, type: file.type, content: file.content },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    });
    const finish = (outcome: StatementOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate().catch(() => undefined);
      resolve(outcome);
    };
    const timer = setTimeout(() => {
      logger.warn("statement analysis stopped at the time limit", { ms: timeLimitMs, bytes: file.content.length });
      finish({ ok: false, reason: "timeout" });
    }, timeLimitMs);
    worker.once("message", (message: StatementResult) => finish(message));
    worker.once("error", (error) => {
      logger.error("statement worker failed", { error: error.message });
      finish({ ok: false, reason: "failed" });
    });
    worker.once("exit", () => finish({ ok: false, reason: "failed" }));
    // A worker never keeps the process alive: a shutdown does not wait for a statement.
    worker.unref();
  });
}
