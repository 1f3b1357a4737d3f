import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The chat's two worker-thread entries: the statement reader and the engine (src/server/chat/<name>.ts). */
export type WorkerName = "statement-worker" | "chat-worker";

const ENV_OVERRIDE: Record<WorkerName, string> = {
  "statement-worker": "STATEMENT_WORKER_FILE",
  "chat-worker": "CHAT_WORKER_FILE",
};

const located = new Map<WorkerName, Promise<string>>();

/**
 * The bundled worker, in order: its environment override (STATEMENT_WORKER_FILE, CHAT_WORKER_FILE);
 * dist/<name>.mjs beside the running entry (dist/server.mjs, built by scripts/build-server.mjs); otherwise (tests,
 * `astro dev`) the source bundled once with esbuild into node_modules/.cache, named by its hash.
 */
export function workerFile(name: WorkerName): Promise<string> {
  let file = located.get(name);
  if (!file) {
    file = locate(name).catch((error: unknown) => {
      located.delete(name);
      throw error;
    });
    located.set(name, file);
  }
  return file;
}

async function locate(name: WorkerName): Promise<string> {
  const configured = process.env[ENV_OVERRIDE[name]]?.trim();
  if (configured) return configured;
  const entry = process.argv[1];
  if (entry) {
    const beside = path.join(path.dirname(path.resolve(entry)), `${name}.mjs`);
    if (existsSync(beside)) return beside;
  }
  return bundle(name);
}

function source(name: WorkerName): string {
  const candidates: string[] = [];
  try {
    // Right in tests and `astro dev` (the module is the source file); wrong, and skipped, inside a bundle.
    candidates.push(path.join(path.dirname(fileURLToPath(import.meta.url)), `${name}.ts`));
  } catch {
    // import.meta.url is not a file URL: use the project folder below.
  }
  candidates.push(path.resolve(`src/server/chat/${name}.ts`));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error(`${name} not found (build it with scripts/build-server.mjs): ${candidates.join(", ")}`);
  return found;
}

async function bundle(name: WorkerName): Promise<string> {
  const entry = source(name);
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    alias: { "@": path.resolve(path.dirname(entry), "../..") },
    write: false,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.text;
  const hash = createHash("sha256").update(code).digest("hex").slice(0, 16);
  // Inside the project's node_modules, so the bundle's package imports resolve as the source's do.
  const dir = path.resolve(path.dirname(entry), "../../../node_modules/.cache/harborline-workers");
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}-${hash}.mjs`);
  if (!existsSync(file) || readFileSync(file, "utf8") !== code) {
    // Written aside, then renamed: another process building the same worker never sees half a file.
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  return file;
}
