import { existsSync } from "node:fs";
import { request as httpRequest, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminCopy } from "@/content/admin";
import { sessionCookieName } from "@/server/auth/sessions";
import { users } from "@/server/db/schema";
import { createApp, type TrustProxy } from "@/server/http/app";
import { setRateLimiterForTests } from "@/test-support/process-state";
import { ORIGIN, useLeadTestDatabase, validContact } from "@/test-support/api";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { signedInStaff } from "@/test-support/staff";
import { testDrivers } from "@/test-support/test-databases";

/**
 * The security suite of issue 33 against the build: the Express front (src/server/http/app.ts) in front of Astro's
 * real handler and pages from dist/ (`npm run build` first; `npm test` does), on both databases, over HTTP. It
 * covers what only the rendered pages and Astro's middleware show: query parameters of staff pages refused with a
 * 400 page before a page reads them, notice/error codes looked up by own keys only, and the Origin check through
 * the front's scheme handling (TRUST_PROXY). The endpoints' own checks, called directly, are in security.test.ts.
 */
const root = process.cwd();
const entry = path.join(root, "dist", "server", "entry.mjs");
const built = existsSync(entry);
if (!built) {
  const message = "dist/server/entry.mjs is missing: run `npm run build` before the tests against the build.";
  if (process.env.CI) throw new Error(message);
  console.warn(`\n[security-built] ${message} They are reported as skipped.\n`);
}

let astroHandler: RequestHandler;
const servers: Server[] = [];

async function serve(trustProxy: TrustProxy = false): Promise<string> {
  const app = createApp({
    clientDir: path.join(root, "dist", "client"),
    astroHandler,
    siteUrl: "http://localhost:3000",
    trustProxy,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request with the target exactly as written (fetch would re-encode it). */
function send(
  base: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
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
    req.end(options.body);
  });
}

/** What a stack trace or an internal path looks like in an answer. */
const LEAKS = [/TypeError|RangeError|Error:/, /\bat [\w.<>]+ \(/, /node_modules/, /\.(ts|mjs|js):\d+/, /file:\/\//];

beforeAll(async () => {
  if (!built) return;
  ({ handler: astroHandler } = (await import(/* @vite-ignore */ pathToFileURL(entry).href)) as { handler: RequestHandler });
});

afterAll(() => {
  for (const server of servers) server.close();
});

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip || !built)(`staff pages of the build on ${driver} (issue 33)`, { timeout: 120_000 }, () => {
    const database = useLeadTestDatabase(driver);
    let base: string;
    let cookie: string;
    let leadId: string;
    beforeAll(async () => {
      base = await serve();
      const staff = await signedInStaff(database.db, `built${driver}`);
      await database.db.update(users).set({ role: "admin" }).where(eq(users.id, staff.user.id));
      cookie = staff.cookie;
      // A lead, sent the way the contact form sends it.
      setRateLimiterForTests(createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore()));
      const created = await send(base, "/api/contacts", {
        method: "POST",
        headers: { "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify(validContact),
      });
      expect(created.status, created.body).toBe(201);
      leadId = (JSON.parse(created.body) as { id: string }).id;
    });
    afterAll(() => setRateLimiterForTests(undefined));

    const get = (target: string, headers: Record<string, string> = {}) => send(base, target, { headers: { cookie, ...headers } });

    it("a refused character in any parameter of a staff page is a 400 page naming it, never a 500", async () => {
      const cases: [string, string][] = [
        ["/admin?q=%00", "q"],
        ["/admin?source=%00", "source"],
        ["/admin?status=new%00", "status"],
        ["/admin?from=0000-01-01%00", "from"],
        ["/admin?page=%1b", "page"],
        ["/admin?q=a%0Ab", "q"],
        ["/admin?q=%E2%80%AE", "q"],
        ["/admin?%00=1", "?"],
        ["/admin/newsletter?status=%00", "status"],
        ["/admin/reports?from=%00", "from"],
        ["/admin/staff?notice=%7f", "notice"],
        [`/admin/leads/${leadId}?back=%00`, "back"],
        [`/admin/leads/${leadId}?error=%C2%9B`, "error"],
        ["/admin/login?next=/admin%00", "next"],
      ];
      for (const [target, parameter] of cases) {
        const answer = await get(target);
        expect(answer.status, target).toBe(400);
        expect(answer.headers["content-type"], target).toMatch(/^text\/html/);
        expect(answer.body, target).toContain(`The query parameter &quot;${parameter}&quot; is not accepted.`);
        expect(answer.headers["cache-control"], target).toContain("no-store");
        expect(answer.headers["x-robots-tag"], target).toBe("noindex, nofollow");
        for (const leak of LEAKS) expect(answer.body, `${target} ${String(leak)}`).not.toMatch(leak);
      }
      // The sign-in page refuses it without a session too.
      expect((await send(base, "/admin/login?next=/admin%00")).status).toBe(400);
      // And acceptable text still works.
      expect((await get("/admin?q=Alvarez")).body).toContain("Alvarez Cantina");
    });

    it("a refused character in an endpoint's parameter is a 400 in JSON naming it", async () => {
      for (const [target, parameter] of [
        ["/api/admin/leads?q=%00", "q"],
        ["/api/admin/leads?source=%00", "source"],
        ["/api/admin/leads/export.csv?q=%00", "q"],
        ["/api/admin/newsletter/export.csv?status=%00", "status"],
        ["/api/admin/reports/leads-by-source.csv?from=%00", "from"],
      ] as const) {
        const answer = await get(target);
        expect(answer.status, target).toBe(400);
        expect(JSON.parse(answer.body), target).toMatchObject({ field: parameter });
      }
      const csv = await get("/api/admin/leads/export.csv?q=Alvarez");
      expect(csv.status).toBe(200);
      expect(csv.body).toContain("Alvarez Cantina");
    });

    it("notice and error codes are looked up by own keys only: inherited names show nothing", async () => {
      const pages = ["/admin/staff", "/admin/newsletter", `/admin/leads/${leadId}`];
      const codes = ["valueOf", "hasOwnProperty", "__defineGetter__", "constructor", "__proto__", "toString", "isPrototypeOf"];
      for (const page of pages) {
        for (const code of codes) {
          for (const key of ["notice", "error"]) {
            const target = `${page}?${key}=${code}`;
            const answer = await get(target);
            expect(answer.status, target).toBe(200);
            expect(answer.body, target).not.toContain("[object Object]");
            expect(answer.body, target).not.toMatch(/function \w*\(|\[native code\]/);
          }
        }
      }
      // Real codes still show their copy.
      expect((await get("/admin/staff?notice=account-enabled")).body).toContain(adminCopy.notices["account-enabled"]);
      expect((await get("/admin/staff?error=no-account")).body).toContain(adminCopy.errors["no-account"]);
      expect((await get("/admin/newsletter?notice=deactivated")).body).toContain(adminCopy.notices.deactivated);
      expect((await get(`/admin/leads/${leadId}?error=note-empty`)).body).toContain(adminCopy.errors["note-empty"]);
    });
  });
}

describe.skipIf(!built)("the staff Origin check through the Express front (issue 33)", { timeout: 120_000 }, () => {
  const database = useLeadTestDatabase("pglite");
  let staff: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    staff = await signedInStaff(database.db, "builtorigin");
    await database.db.update(users).set({ role: "admin" }).where(eq(users.id, staff.user.id));
  });

  /** The staff page's unlock form, posted with the given Origin (and proxy header). */
  const unlock = (base: string, origin: string, headers: Record<string, string> = {}, secure = false) =>
    send(base, "/api/admin/users/nobody/unlock", {
      method: "POST",
      headers: {
        origin,
        cookie: `${sessionCookieName(secure)}=${staff.token}`,
        "content-type": "application/x-www-form-urlencoded",
        ...headers,
      },
      body: new URLSearchParams({ csrf: staff.csrfToken }).toString(),
    });

  it("compares the scheme: https://host against an http request is refused; the same origin passes", async () => {
    const base = await serve();
    const https = base.replace("http:", "https:");
    expect((await unlock(base, https)).status).toBe(403);
    expect((await unlock(base, `${base.replace(/:\d+$/, "")}:1`)).status).toBe(403);
    expect((await unlock(base, base)).status).toBe(303);
    // A client's own X-Forwarded-Proto does not make the request https without a trusted proxy.
    expect((await unlock(base, https, { "x-forwarded-proto": "https" })).status).toBe(403);
  });

  it("behind a trusted proxy, the proxy's X-Forwarded-Proto is the request's scheme", async () => {
    const base = await serve(1);
    const https = base.replace("http:", "https:");
    expect((await unlock(base, https, { "x-forwarded-proto": "https" }, true)).status).toBe(303);
    expect((await unlock(base, base, { "x-forwarded-proto": "https" }, true)).status).toBe(403);
    expect((await unlock(base, https, { "x-forwarded-proto": "http" })).status).toBe(403);
    expect((await unlock(base, base, { "x-forwarded-proto": "http" })).status).toBe(303);
  });
});

describe.skipIf(!built)("request targets against the build (issue 33)", () => {
  it("an absolute-form target without a path answers the site's 404 page, with no stack trace", async () => {
    const base = await serve();
    const port = Number(new URL(base).port);
    for (const target of ["http://x?a", "HTTPS://x?a=%00", "http://x"]) {
      const text = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, "127.0.0.1", () =>
          socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
        );
        let received = "";
        socket.setEncoding("utf8");
        socket.on("data", (chunk: string) => (received += chunk));
        socket.on("end", () => resolve(received));
        socket.on("error", reject);
      });
      // `http://x` is the home page, as it always was; a query with no path is the site's 404.
      expect(text, target).toMatch(target === "http://x" ? /^HTTP\/1\.1 200 / : /^HTTP\/1\.1 404 /);
      if (target !== "http://x") expect(text, target).toContain("<title>Page Not Found | Harborline Payments</title>");
      for (const leak of LEAKS) expect(text, `${target} ${String(leak)}`).not.toMatch(leak);
    }
  });
});
