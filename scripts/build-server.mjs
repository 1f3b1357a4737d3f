// Compiles the Express entry (server/index.ts and the src/server modules it imports) into dist/server.mjs.
// Packages stay external (resolved from node_modules at run time); Astro's own bundle is loaded at run time.
import { build } from "esbuild";
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

// Code split: a module the entry imports dynamically becomes a chunk of its own (dist/chunks/), and the packages it
// imports load only when it does. The visitors' email renderer (src/server/mail, React Email) is one: React must
// not load before server/index.ts has set NODE_ENV=production, or it loads as the development build while Astro's
// bundle loads React DOM's production build, and every on-demand page fails ("dispatcher.getOwner is not a function").
rmSync(`${root}dist/chunks`, { recursive: true, force: true });
await build({
  entryPoints: { server: `${root}server/index.ts` },
  outdir: `${root}dist`,
  entryNames: "[name]",
  chunkNames: "chunks/[name]-[hash]",
  outExtension: { ".js": ".mjs" },
  splitting: true,
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
console.log("built dist/server.mjs (and its chunks), dist/statement-worker.mjs and dist/chat-worker.mjs");
