/**
 * Worker-thread entry: reads one statement (workerData: { name, type, content }) and posts the result back.
 * Bundled to dist/statement-worker.mjs by scripts/build-server.mjs, or on first use by statement-runner.ts.
 */
import { parentPort, workerData } from "node:worker_threads";
import { analyzeStatement, type StatementFile } from "./statement";

parentPort?.postMessage(analyzeStatement(workerData as StatementFile));
