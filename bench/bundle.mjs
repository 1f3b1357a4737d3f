// Loads a bench entry (bench/*-entry.ts) the way the server runs its code: bundled with esbuild, `@/` resolved to
// src/, packages left external, written to a temporary file under dist/ (so package imports resolve from this
// project) and removed once imported.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

export const root = fileURLToPath(new URL("..", import.meta.url));

export async function importBundled(entry) {
  const outfile = path.join(root, "dist", `.bench-${path.basename(entry, ".ts")}-${process.pid}.mjs`);
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    alias: { "@": path.join(root, "src") },
    logLevel: "warning",
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}
