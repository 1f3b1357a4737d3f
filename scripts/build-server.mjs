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
// The worker threads of the chat: the statement reader and the engine (src/server/chat/worker-file.ts finds them
// beside dist/server.mjs).
for (const name of ["statement-worker", "chat-worker"]) {
  await build({
    entryPoints: [`${root}src/server/chat/${name}.ts`],
    outfile: `${root}dist/${name}.mjs`,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    alias: { "@": `${root}src` },
    logLevel: "warning",
  });
}
console.log("built dist/server.mjs, dist/statement-worker.mjs and dist/chat-worker.mjs");
