// Serves the production build for the end-to-end tests on a fresh, throwaway PGlite directory.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dir = mkdtempSync(path.join(tmpdir(), "e2e-pglite-"));
process.env.PGLITE_DIR = dir;
process.env.DATABASE_URL = "";
process.env.LOG_LEVEL ??= "warn";
// Every browser test reaches the server from 127.0.0.1, so they would share one token bucket per endpoint; the
// limiter itself (429, Retry-After) is covered by the endpoint tests.
process.env.RATE_LIMIT_BURST ??= "1000";
const cleanup = () => rmSync(dir, { recursive: true, force: true });
process.on("exit", cleanup);
await import("../dist/server.mjs");

// The chat's two engine workers are built on first use (a few seconds each): build them now, while the browsers
// start, so the first chat spec's answer does not wait for them. Two questions at once start both workers.
const base = `http://${process.env.HOST ?? "127.0.0.1"}:${process.env.PORT ?? 3000}`;
const ask = () =>
  fetch(`${base}/api/chatbot`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ message: "What are your rates?", history: [] }),
  });
for (let attempt = 0; attempt < 100; attempt++) {
  try {
    await Promise.all([ask(), ask()]);
    break;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
