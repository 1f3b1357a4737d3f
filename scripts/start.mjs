// `npm start`: builds only when dist/ is missing or older than the sources (scripts/build-freshness.mjs), then
// serves the build in this process, as `npm run serve` does.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { staleReason } from "./build-freshness.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
process.chdir(root);
const env = { ...process.env };
if (existsSync(".env")) {
  // What the build would see, without touching this process's environment (the server loads .env itself).
  const { parseEnv } = await import("node:util");
  const { readFileSync } = await import("node:fs");
  for (const [key, value] of Object.entries(parseEnv(readFileSync(".env", "utf8")))) env[key] ??= value;
}
const reason = staleReason(root, env);
if (reason) {
  console.log(`building first: ${reason}`);
  const result = spawnSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  console.log("the build is current: serving it (delete dist/ or run `npm run build` to rebuild)");
}
process.setSourceMapsEnabled(true);
await import("../dist/server.mjs");
