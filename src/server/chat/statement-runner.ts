import { Worker } from "node:worker_threads";
import { logger } from "../logger";
import type { StatementFile, StatementResult } from "./statement";
import { workerFile } from "./worker-file";

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

/** The bundled worker file (src/server/chat/worker-file.ts). */
export function statementWorkerFile(): Promise<string> {
  return workerFile("statement-worker");
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
