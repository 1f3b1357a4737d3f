import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp, type TrustProxy } from "./app";

/**
 * The Express front's own defences (issues 15 and 18), over real HTTP with raw request targets (fetch would
 * normalise `/./` itself): one canonical path before anything else sees it, 405 for other methods on pages, the
 * health endpoints, the client address behind a proxy, and 503 when the database does not answer.
 */
interface Started {
  base: string;
  server: Server;
  seen: { url: string; forwardedFor: string | undefined; forwardedProto: string | undefined }[];
  state: { draining: boolean; ready: boolean };
}

let clientDir: string;
const started: Started[] = [];

async function start(trustProxy: TrustProxy = false): Promise<Started> {
  const seen: Started["seen"] = [];
  const state = { draining: false, ready: true };
  const app = createApp({
    clientDir,
    siteUrl: "https://www.harborline.example",
    trustProxy,
    health: { draining: () => state.draining, ready: async () => ({ ok: state.ready, reason: "migrations-pending" }) },
    astroHandler: (req, res, next) => {
      seen.push({
        url: req.url,
        forwardedFor: req.headers["x-forwarded-for"] as string | undefined,
        forwardedProto: req.headers["x-forwarded-proto"] as string | undefined,
      });
      // Stands in for Astro: it would render the staff page for whatever path reaches it.
      if (req.path === "/admin" || req.path.startsWith("/api/admin")) res.type("text/plain").send("STAFF DATA");
      else if (req.path === "/api/echo" || req.path === "/admin/login") res.json({ ok: true, method: req.method });
      else if (req.path === "/api/db-down") next(Object.assign(new Error("timeout exceeded when trying to connect"), {}));
      else if (req.path === "/api/statement-timeout")
        next(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }));
      else if (req.path === "/page-boom") throw new TypeError("Cannot read properties of null (reading 'secret')");
      else next();
    },
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const entry = { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, seen, state };
  started.push(entry);
  return entry;
}

function raw(
  base: string,
  target: string,
  options: { method?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: url.hostname, port: url.port, path: target, method: options.method ?? "GET", headers: options.headers },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end();
  });
}

let plain: Started;

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "client-hardening-"));
  mkdirSync(path.join(clientDir, "_astro"));
  mkdirSync(path.join(clientDir, "industries"));
  writeFileSync(path.join(clientDir, "solutions.html"), "<!doctype html><title>Solutions</title>");
  writeFileSync(path.join(clientDir, "industries.html"), "<!doctype html><title>Industries</title>");
  writeFileSync(path.join(clientDir, "industries", "restaurants.html"), "<!doctype html><title>Restaurants</title>");
  writeFileSync(path.join(clientDir, "404.html"), "<!doctype html><title>Page Not Found</title>");
  plain = await start();
});

afterAll(() => {
  for (const entry of started) entry.server.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const STAFF_ROUTES = [
  "/admin",
  "/admin/newsletter",
  "/admin/staff",
  "/admin/leads/0b9f7f8e-4a7c-4d55-9a51-3f1e2d3c4b5a",
  "/api/admin/leads",
  "/api/admin/leads/export.csv",
  "/api/admin/newsletter",
  "/api/admin/newsletter/export.csv",
];

/** Every way of spelling a staff path that issue 18 names, and a few more. */
function variants(route: string): string[] {
  const tail = route.slice(1);
  return [
    `/${route}`,
    `/./${route}`,
    `/.//${tail}`,
    `${route}/`,
    `${route}//`,
    `${route}/.`,
    `/x/..${route}`,
    `/%2f${tail}`,
    `/%2F${tail}`,
    route.replace(/\//g, "//"),
    route.replace("admin", "%61dmin"),
    route.replace("admin", "ADMIN"),
    route.replace("admin", "Admin"),
    `${route}%2f`,
    `${route}%00`,
  ];
}

describe("one canonical path before any check", () => {
  it.each(STAFF_ROUTES)("no spelling of %s reaches the router except the canonical one", async (route) => {
    for (const variant of variants(route)) {
      plain.seen.length = 0;
      const response = await raw(plain.base, variant);
      expect(response.body, variant).not.toContain("STAFF DATA");
      expect([301, 404], variant).toContain(response.status);
      if (response.status === 301) {
        const location = String(response.headers.location);
        expect(location.startsWith("/") && !location.startsWith("//"), variant).toBe(true);
        expect(location, variant).toBe(route);
      }
      for (const request of plain.seen) expect(request.url, variant).toBe(route);
    }
  });

  it("redirects a trailing slash permanently and keeps the query string", async () => {
    for (const [from, to] of [
      ["/solutions/", "/solutions"],
      ["/industries/restaurants/", "/industries/restaurants"],
      ["/blog/?page=2&utm_source=x", "/blog?page=2&utm_source=x"],
      ["/industries/?q=a/b", "/industries?q=a/b"],
    ]) {
      const response = await raw(plain.base, from!);
      expect(response.status, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
    }
    expect((await raw(plain.base, "/solutions")).status).toBe(200);
    expect((await raw(plain.base, "/")).status).not.toBe(301);
  });

  it("keeps the method of a non-GET request with 308", async () => {
    const response = await raw(plain.base, "/api/echo/", { method: "POST" });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe("/api/echo");
  });

  it("accepts an absolute-form request target", async () => {
    const response = await raw(plain.base, "http://www.harborline.example/solutions");
    expect(response.status).toBe(200);
  });

  it("marks staff paths no-store and noindex before they reach Astro", async () => {
    const response = await raw(plain.base, "/admin");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });
});

describe("methods on pages", () => {
  it.each([
    ["POST", "/"],
    ["PUT", "/industries"],
    ["DELETE", "/solutions"],
    ["OPTIONS", "/"],
    ["PATCH", "/admin"],
    ["TRACE", "/"],
    ["TRACE", "/api/echo"],
  ])("%s %s answers 405 with Allow", async (method, target) => {
    const response = await raw(plain.base, target, { method });
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(response.headers["content-security-policy"]).toBeTruthy();
  });

  it("lets endpoints and the sign-in form take POST", async () => {
    expect(JSON.parse((await raw(plain.base, "/api/echo", { method: "POST" })).body)).toEqual({ ok: true, method: "POST" });
    expect((await raw(plain.base, "/admin/login", { method: "POST" })).status).toBe(200);
  });
});

describe("health endpoints", () => {
  it("/healthz answers while the process runs; /readyz follows the database and the drain", async () => {
    const server = await start();
    const healthz = await raw(server.base, "/healthz");
    expect(healthz.status).toBe(200);
    expect(healthz.headers["cache-control"]).toBe("no-store");
    expect((await raw(server.base, "/readyz")).status).toBe(200);

    server.state.ready = false;
    const notReady = await raw(server.base, "/readyz");
    expect(notReady.status).toBe(503);
    expect(JSON.parse(notReady.body)).toEqual({ status: "migrations-pending" });

    server.state.ready = true;
    server.state.draining = true;
    const draining = await raw(server.base, "/readyz");
    expect(draining.status).toBe(503);
    expect(JSON.parse(draining.body)).toEqual({ status: "draining" });
    expect((await raw(server.base, "/healthz")).status).toBe(200);
    // Every answer during the drain asks the client to close its connection.
    expect((await raw(server.base, "/solutions")).headers.connection).toBe("close");
  });

  it("are never rate-limited or redirected", async () => {
    for (let index = 0; index < 50; index += 1) expect((await raw(plain.base, "/healthz")).status).toBe(200);
  });
});

describe("the client address", () => {
  it("is the socket's without a trusted proxy, whatever X-Forwarded-For says", async () => {
    plain.seen.length = 0;
    await raw(plain.base, "/api/echo", { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(plain.seen[0]!.forwardedFor).toBe("127.0.0.1");
  });

  it("is the address the trusted proxy saw (the rightmost untrusted hop), never the client's leftmost entry", async () => {
    const behindOne = await start(1);
    await raw(behindOne.base, "/api/echo", { headers: { "x-forwarded-for": "6.6.6.6, 198.51.100.23" } });
    expect(behindOne.seen[0]!.forwardedFor).toBe("198.51.100.23");

    const behindList = await start(["loopback"]);
    await raw(behindList.base, "/api/echo", { headers: { "x-forwarded-for": "6.6.6.6, 198.51.100.24" } });
    expect(behindList.seen[0]!.forwardedFor).toBe("198.51.100.24");
  });

  it("varied X-Forwarded-For values from one client all map to one address", async () => {
    const behindOne = await start(1);
    for (let index = 0; index < 30; index += 1) {
      await raw(behindOne.base, "/api/echo", { headers: { "x-forwarded-for": `10.0.0.${index}, 198.51.100.50` } });
    }
    expect(new Set(behindOne.seen.map((entry) => entry.forwardedFor))).toEqual(new Set(["198.51.100.50"]));
  });
});

describe("a database that does not answer", () => {
  it.each(["/api/db-down", "/api/statement-timeout"])("%s answers 503 with Retry-After, no detail", async (target) => {
    const response = await raw(plain.base, target);
    expect(response.status).toBe(503);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(response.body).not.toMatch(/timeout|statement/);
  });
});

/** One raw request over a TCP socket, exactly as written (no client library normalises the target). */
function rawSocket(base: string, target: string, method = "GET"): Promise<{ status: number; text: string }> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname, () => {
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on("error", reject);
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${target}`)));
  });
}

/** What a stack trace or an internal path looks like in an answer. */
const LEAKS = [/TypeError|Error:/, /\bat [\w.<>]+ \(/, /node_modules/, /\.(ts|mjs|js):\d+/, /file:\/\//, /\/work\//];

describe("request targets that are not a path (issue 33)", () => {
  it.each([
    ["http://x?a", 404],
    ["HTTP://X?a", 404],
    ["https://x?a=1&b=2", 404],
    ["http://x", 404],
    ["http://user@x?a", 404],
    // Node's parser refuses a fragment itself.
    ["http://x#frag", 400],
    ["http://x/solutions?a", 200],
    ["*", 400],
    ["ftp://x/solutions", 400],
    ["x?a", 400],
  ])("%s is answered %i with no stack trace", async (target, status) => {
    const answer = await rawSocket(plain.base, target);
    expect(answer.status, answer.text).toBe(status);
    for (const leak of LEAKS) expect(answer.text, String(leak)).not.toMatch(leak);
    if (status === 404) expect(answer.text).toContain("Page Not Found");
  });

  it("an absolute-form target without a path is the site's 404 for HEAD and OPTIONS too", async () => {
    for (const method of ["HEAD", "OPTIONS", "POST"]) {
      const answer = await rawSocket(plain.base, "http://x?a", method);
      expect([404, 405], `${method}: ${answer.text}`).toContain(answer.status);
      for (const leak of LEAKS) expect(answer.text, `${method} ${String(leak)}`).not.toMatch(leak);
    }
  });

  it("an error thrown while rendering a page is a plain page, never the error", async () => {
    const answer = await raw(plain.base, "/page-boom");
    expect(answer.status).toBe(500);
    expect(answer.headers["content-type"]).toMatch(/^text\/plain/);
    for (const leak of LEAKS) expect(answer.body, String(leak)).not.toMatch(leak);
    expect(answer.body).not.toContain("secret");
  });

  it("Express's own last resort never prints a stack, whatever NODE_ENV says", async () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = "development";
    try {
      const server = await start();
      const answer = await rawSocket(server.base, "http://x?a");
      expect(answer.status).toBe(404);
      for (const leak of LEAKS) expect(answer.text, String(leak)).not.toMatch(leak);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});

describe("Astro's image endpoint (issue 33)", () => {
  it.each([
    "/_image?href=/logo.png&w=4000&f=avif",
    "/_image?href=/logo.png&f=svg",
    "/_image",
    "/_image/",
    "/_image/x",
    "/_IMAGE?href=/logo.png&f=svg",
    "/_Image/?href=/logo.png&f=svg",
    "/%5Fimage?href=/logo.png&f=svg",
    "/%5fIMAGE/?href=/logo.png&f=svg",
    "//_image?href=/logo.png&f=svg",
    "/./_image?href=/logo.png&f=svg",
    "/x/../_image?href=/logo.png&f=svg",
    "http://www.harborline.example/_image?href=/logo.png&f=svg",
  ])("%s is the site's 404 page, and never reaches Astro", async (target) => {
    plain.seen.length = 0;
    const answer = await raw(plain.base, target);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain("Page Not Found");
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    expect(plain.seen).toEqual([]);
  });
});

describe("the scheme Astro sees (issue 33)", () => {
  it("is the socket's without a trusted proxy, whatever X-Forwarded-Proto says", async () => {
    plain.seen.length = 0;
    await raw(plain.base, "/api/echo", { headers: { "x-forwarded-proto": "https" } });
    expect(plain.seen[0]!.forwardedProto).toBe("http");
  });

  it("is the trusted proxy's X-Forwarded-Proto behind TRUST_PROXY", async () => {
    const behindOne = await start(1);
    await raw(behindOne.base, "/api/echo", { headers: { "x-forwarded-proto": "https" } });
    await raw(behindOne.base, "/api/echo");
    expect(behindOne.seen.map((entry) => entry.forwardedProto)).toEqual(["https", "http"]);
  });
});
