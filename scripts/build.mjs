// `npm run build`: the Astro site, the Express entry (scripts/build-server.mjs), brotli/gzip copies of the text
// files (scripts/precompress.mjs), then dist/build-stamp.json, which `npm start` reads to skip a current build.
import { spawnSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSettings, STAMP_FILE } from "./build-freshness.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);
// Recorded before anything is read, so a source saved during the build makes the next start build again.
const startedAt = Date.now();
// The settings Astro bakes in come from the environment or .env, as astro.config.mjs reads them.
if (existsSync(".env")) process.loadEnvFile(".env");

function step(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

step(process.execPath, [path.join("node_modules", "astro", "astro.js"), "build"]);
step(process.execPath, ["scripts/build-server.mjs"]);
step(process.execPath, ["scripts/precompress.mjs", "dist/client"]);
writeFileSync(STAMP_FILE, `${JSON.stringify({ startedAt, settings: buildSettings(process.env) }, null, 2)}\n`);
