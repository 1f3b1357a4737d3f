import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { connect, createServer, type AddressInfo, type Server } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The production entry (dist/server.mjs, built from server/index.ts by `npm run build`) as its own process, the way
 * `npm run serve` runs it (issue 33): a port that is taken, or any other failure to listen, is a clear line and exit
 * status 1 (it used to log "server listening" and stay up without a socket); NODE_ENV is "production" unless set;
 * Astro's /_image endpoint is the site's 404, at once; an absolute-form target without a path never shows a stack.
 * One throwaway PGlite directory serves every run (migrations are applied by the first).
 */
const root = path.resolve(import.meta.dirname, "..");
const serverFile = path.join(root, "dist", "server.mjs");
const built = existsSync(serverFile);
if (!built) {
  const message = "dist/server.mjs is missing: run `npm run build` before the tests of the production entry.";
  if (process.env.CI) throw new Error(message);
  console.warn(`\n[server entry] ${message} They are reported as skipped.\n`);
}

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "entry-pglite-"));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Run {
  output(): string;
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): void;
}

/** `node --enable-source-maps dist/server.mjs` (npm run serve) with NODE_ENV unset unless given. */
function runServer(env: Record<string, string>): Run {
  const base: Record<string, string | undefined> = { ...process.env };
  delete base.NODE_ENV;
  const child = spawn(process.execPath, ["--enable-source-maps", serverFile], {
    cwd: root,
    env: { ...base, DATABASE_URL: "", PGLITE_DIR: dataDir, HOST: "127.0.0.1", LOG_LEVEL: "info", SHUTDOWN_DELAY_MS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { output: () => output, exited, kill: (signal = "SIGTERM") => child.kill(signal) };
}

async function withDeadline<T>(promise: Promise<T>, ms: number, what: string, output: () => string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms; output:\n${output()}`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

async function holdPort(): Promise<Server> {
  const holder = createServer(() => undefined);
  await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", () => resolve()));
  return holder;
}

describe.skipIf(!built)("listening (issue 33)", { timeout: 120_000 }, () => {
  it("a port already in use: exit status 1 with `port N is already in use`, never `server listening`", async () => {
    const holder = await holdPort();
    const port = (holder.address() as AddressInfo).port;
    try {
      const run = runServer({ PORT: String(port) });
      const code = await withDeadline(run.exited, 90_000, "the server did not exit", run.output);
      expect(code, run.output()).not.toBe(0);
      expect(run.output()).toContain(`port ${port} is already in use`);
      expect(run.output()).toContain('"code":"EADDRINUSE"');
      expect(run.output()).not.toContain("server listening");
    } finally {
      holder.close();
    }
  });

  it("any other failure to listen (an address not of this machine): exit status 1 with a clear line", async () => {
    // 192.0.2.1 is TEST-NET-1 (RFC 5737): never an address of this machine.
    const run = runServer({ PORT: "3115", HOST: "192.0.2.1" });
    const code = await withDeadline(run.exited, 90_000, "the server did not exit", run.output);
    expect(code, run.output()).not.toBe(0);
    expect(run.output()).toContain("address 192.0.2.1 is not an address of this machine");
    expect(run.output()).not.toContain("server listening");
  });
});

describe.skipIf(!built)("the running entry (issue 33)", { timeout: 120_000 }, () => {
  let run: Run;
  let port: number;
  beforeAll(async () => {
    // A free port: taken by a listener for a moment, then let go.
    const holder = await holdPort();
    port = (holder.address() as AddressInfo).port;
    await new Promise<void>((resolve) => holder.close(() => resolve()));
    run = runServer({ PORT: String(port) });
    await withDeadline(
      (async () => {
        while (!run.output().includes("server listening")) await new Promise((resolve) => setTimeout(resolve, 100));
      })(),
      90_000,
      "the server did not start",
      run.output,
    );
  });
  afterAll(async () => {
    run.kill();
    expect(await withDeadline(run.exited, 30_000, "the server did not stop", run.output)).toBe(0);
  });

  const get = (target: string) =>
    new Promise<{ status: number; type: string; body: string; ms: number }>((resolve, reject) => {
      const started = performance.now();
      const req = httpRequest({ host: "127.0.0.1", port, path: target }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers["content-type"]),
            body,
            ms: performance.now() - started,
          }),
        );
      });
      req.on("error", reject);
      req.end();
    });

  it("runs with NODE_ENV=production when it is not set", () => {
    expect(run.output()).toMatch(/"message":"server listening".*"nodeEnv":"production"/);
  });

  it("renders on-demand pages with NODE_ENV unset: React loads once, after it is settled (issue 35)", async () => {
    // The email renderer's React used to load with the entry, before NODE_ENV was set: the development React then
    // met Astro's production React DOM and every on-demand page failed ("dispatcher.getOwner is not a function").
    for (const target of ["/contact", "/privacy-choices", "/application-tracking?reference=K7QM-4TZP"]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(200);
      expect(answer.body, target).toContain("<h1");
    }
    expect((await get("/application-tracking?reference=K7QM-4TZP")).body).toContain('value="K7QM-4TZP"');
    expect(run.output()).not.toContain("getOwner");
  });

  it("/_image, however spelled, is the site's 404 page at once: no image is made, no file is sent as SVG", async () => {
    for (const target of [
      "/_image?href=/logo.png&w=4000&f=avif",
      "/_image?href=/logo.png&f=svg",
      "/_image?href=/404.html&f=svg",
      "/_image/?href=/logo.png&f=svg",
      "/_IMAGE?href=/logo.png&w=4000&f=avif",
      "/%5Fimage?href=/logo.png&f=svg",
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(answer.type, target).toMatch(/^text\/html/);
      expect(answer.body, target).toContain("<title>Page Not Found | Harborline Payments</title>");
      expect(answer.ms, target).toBeLessThan(1_000);
    }
  });

  it("an absolute-form target with no path is the site's 404, with no stack trace or file path", async () => {
    const text = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1", () =>
        socket.write("GET http://x?a HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"),
      );
      let received = "";
      socket.setEncoding("utf8");
      socket.on("data", (chunk: string) => (received += chunk));
      socket.on("end", () => resolve(received));
      socket.on("error", reject);
    });
    expect(text).toMatch(/^HTTP\/1\.1 404 /);
    expect(text).toContain("<title>Page Not Found | Harborline Payments</title>");
    expect(text).not.toMatch(/TypeError|node_modules|\.(ts|mjs|js):\d+|file:\/\/|\bat \w+ \(/);
  });
});
