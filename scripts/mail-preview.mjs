// `npm run mail:preview [-- <folder>]`: renders every visitor email (receipts, newsletter confirmation and welcome)
// into <folder> (default dist/mail-preview) as .html and .txt files, from the same templates the server sends
// (src/server/mail). It compiles src/server/mail/preview.ts with esbuild into a temporary file under dist/ (so its
// packages resolve from this project), runs it, and removes it. Nothing is sent; no database is opened.
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const outDir = path.resolve(process.argv[2] ?? path.join(root, "dist", "mail-preview"));
const outfile = path.join(root, "dist", `.mail-preview-${process.pid}.mjs`);
mkdirSync(path.dirname(outfile), { recursive: true });
try {
  await build({
    entryPoints: [path.join(root, "src/server/mail/preview.ts")],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    jsx: "automatic",
    alias: { "@": path.join(root, "src") },
    logLevel: "warning",
  });
  const { writeMailPreviews } = await import(pathToFileURL(outfile).href);
  const written = await writeMailPreviews(outDir);
  console.log(`wrote ${written.length} files to ${path.relative(process.cwd(), outDir) || "."}:`);
  for (const name of written) console.log(`  ${name}`);
} finally {
  rmSync(outfile, { force: true });
}
