// Shared runner of `npm run user:create` and `npm run user:passwd`. It compiles src/server/auth/user-cli.ts (and
// the database and password modules it uses: the very code the server runs) with esbuild into a temporary file
// under dist/ (so its package imports resolve from this project), then runs it against the configured database:
// DATABASE_URL, or the PGlite directory PGLITE_DIR (default ./data/pglite). PGlite allows one process per
// directory: stop the server first, or use PostgreSQL.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

export async function runUserAdmin(command) {
  if (existsSync(".env")) process.loadEnvFile(".env");
  process.env.LOG_LEVEL ??= "warn";
  const root = fileURLToPath(new URL("..", import.meta.url));
  const outfile = path.join(root, "dist", `.user-cli-${process.pid}.mjs`);
  try {
    await build({
      entryPoints: [path.join(root, "src/server/auth/user-cli.ts")],
      outfile,
      bundle: true,
      platform: "node",
      target: "node20",
      format: "esm",
      packages: "external",
      alias: { "@": path.join(root, "src") },
      logLevel: "warning",
    });
    const { runUserCommand } = await import(pathToFileURL(outfile).href);
    return await runUserCommand(command, process.argv.slice(2), {
      stdin: process.stdin,
      stdout: process.stdout,
      stderr: process.stderr,
    });
  } finally {
    rmSync(outfile, { force: true });
  }
}
