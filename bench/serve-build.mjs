// Starts the built server (dist/server.mjs, or DIST_DIR's) on a free-ish local port with a fresh embedded database
// for a bench, and waits until it answers; BASE_URL instead points the bench at a server already running.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** `firstPort` + a random offset below `spread` unless PORT is set. Answers { base, stop() }. */
export async function startBuiltServer({ firstPort, spread = 150, distDir = process.env.DIST_DIR ?? "dist" }) {
  if (process.env.BASE_URL) return { base: process.env.BASE_URL, stop() {} };
  const port = Number(process.env.PORT) || firstPort + Math.floor(Math.random() * spread);
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-pglite-"));
  const child = spawn(process.execPath, [path.join(distDir, "server.mjs")], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PGLITE_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    base,
    stop() {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
