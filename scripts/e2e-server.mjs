// Serves the production build for the end-to-end tests on a fresh, throwaway PGlite directory.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const dir = mkdtempSync(path.join(tmpdir(), "e2e-pglite-"));
process.env.PGLITE_DIR = dir;
process.env.DATABASE_URL = "";
process.env.LOG_LEVEL ??= "warn";
const cleanup = () => rmSync(dir, { recursive: true, force: true });
process.on("exit", cleanup);
await import("../dist/server.mjs");
