// Whether the production build in dist/ is current: `npm start` (scripts/start.mjs) builds only when it is not.
// The build (scripts/build.mjs) writes dist/build-stamp.json last, recording when it started and the settings
// baked into the pages (SITE_URL and every PUBLIC_* variable). The build is stale when the stamp or a built entry
// is missing, when a source file was modified after the build started, or when those settings differ now.
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

/** What the build reads: folders walked recursively, and single files. */
export const BUILD_INPUTS = [
  "src",
  "server",
  "scripts",
  "drizzle",
  "public",
  "astro.config.mjs",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  ".env",
];
/** Files a usable build always has. */
export const BUILD_OUTPUTS = ["dist/server.mjs", "dist/server/entry.mjs", "dist/client/index.html"];
export const STAMP_FILE = "dist/build-stamp.json";

/** Settings read at build time: SITE_URL (canonical links, sitemap) and PUBLIC_* (inlined into the pages). */
export function buildSettings(env) {
  const settings = { SITE_URL: env.SITE_URL?.trim() || "" };
  for (const key of Object.keys(env).sort()) if (key.startsWith("PUBLIC_")) settings[key] = env[key] ?? "";
  return settings;
}

/** The newest modification time (ms) of a file or of any file under a folder; 0 when it does not exist. */
export function newestMtime(target) {
  let stats;
  try {
    stats = statSync(target);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file changes its folder's mtime
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === ".git") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/**
 * Why the build under `root` must be redone, or null when it is current. `env` is the environment the server
 * will build with (after .env is loaded).
 */
export function staleReason(root, env = process.env) {
  for (const output of BUILD_OUTPUTS) {
    if (!existsSync(path.join(root, output))) return `${output} is missing`;
  }
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(root, STAMP_FILE), "utf8"));
  } catch {
    return `${STAMP_FILE} is missing or unreadable`;
  }
  if (typeof stamp?.startedAt !== "number") return `${STAMP_FILE} has no start time`;
  for (const input of BUILD_INPUTS) {
    if (newestMtime(path.join(root, input)) > stamp.startedAt) return `${input} changed after the last build`;
  }
  const now = buildSettings(env);
  const then = stamp.settings ?? {};
  for (const key of new Set([...Object.keys(now), ...Object.keys(then)])) {
    if ((now[key] ?? "") !== (then[key] ?? "")) return `${key} differs from the last build`;
  }
  return null;
}
