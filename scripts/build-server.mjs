// Compiles the Express entry (server/index.ts and the src/server modules it imports) into dist/server.mjs.
// Packages stay external (resolved from node_modules at run time); Astro's own bundle is loaded at run time.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

await build({
  entryPoints: [`${root}server/index.ts`],
  outfile: `${root}dist/server.mjs`,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  alias: { "@": `${root}src` },
  sourcemap: true,
  logLevel: "warning",
});
// The statement analysis worker (src/server/chat/statement-runner.ts finds it beside dist/server.mjs).
await build({
  entryPoints: [`${root}src/server/chat/statement-worker.ts`],
  outfile: `${root}dist/statement-worker.mjs`,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  alias: { "@": `${root}src` },
  logLevel: "warning",
});
console.log("built dist/server.mjs and dist/statement-worker.mjs");
