import { createServer, type Server } from "node:net";
import type { AddressInfo } from "node:net";
import type { APIContext, APIRoute } from "astro";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as contactsRoute from "@/pages/api/contacts";
import * as newsletterRoute from "@/pages/api/newsletter";
import * as trackingRoute from "@/pages/api/application-status";
import * as chatRoute from "@/pages/api/chatbot";
import * as statusRoute from "@/pages/api/admin/leads/[id]/status";
import * as unlockRoute from "@/pages/api/admin/users/[username]/unlock";
import { handleLoginPost } from "@/server/auth/login-form";
import { LOCKOUT } from "@/server/auth/login";
import { sessionCookieName } from "@/server/auth/sessions";
import { contacts, loginFailures, newsletters, users } from "@/server/db/schema";
import { openTestDatabase, postgresAvailable, testDrivers } from "@/test-support/test-databases";
import { handleJsonPost, json } from "@/server/http/api";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { setRateLimiterForTests } from "@/test-support/process-state";
import { signedInStaff } from "@/test-support/staff";
import { ORIGIN, call, makeRequest, useLeadTestDatabase, validApplication, validContact } from "@/test-support/api";
import { createLead } from "@/server/leads/contacts";
import { contactSchema } from "@/content/lead-schema";

/**
 * The security suite of issues 15 and 18, on both databases: hostile input against every public and staff
 * endpoint (never a 5xx, nothing stored), the sign-in form's body cap, lockout and rate limit, the staff admin's
 * unlock, and a database that stops answering. The path and method defences of the Express front are in
 * src/server/http/app-hardening.test.ts; the staff pages' own session checks in e2e/admin.spec.ts.
 */

const unlimited = () =>
  setRateLimiterForTests(createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore()));

/** Strings no text field may hold (control and bidi characters), each with the field it is put in. */
const HOSTILE_TEXT = [
  "Ma\u0000ria",
  "Maria\u0001",
  "Maria\u0007",
  "\u001b[31mMaria",
  "Maria\u007f",
  "Maria\u0085",
  "evil\u202eairam",
  "Maria\u2066x\u2069",
  "Maria\ud800",
];
const LINE_BREAKS = ["Maria\nBcc: x@example.com", "Maria\r\nSubject: hi", "Maria\tAlvarez"];

function hostileBodies(valid: Record<string, unknown>) {
  const cases: { name: string; body?: unknown; raw?: string; field?: string; status: number }[] = [];
  for (const field of Object.keys(valid)) {
    if (typeof valid[field] !== "string" || valid[field] === "") continue;
    for (const text of [...HOSTILE_TEXT, ...LINE_BREAKS])
      cases.push({ name: `${field} = ${JSON.stringify(text)}`, body: { ...valid, [field]: text }, field, status: 400 });
    cases.push({ name: `${field} as a number`, body: { ...valid, [field]: 12 }, status: 400 });
    cases.push({ name: `${field} as an object`, body: { ...valid, [field]: { $ne: "" } }, status: 400 });
    cases.push({ name: `${field} as an array`, body: { ...valid, [field]: ["a"] }, status: 400 });
  }
  cases.push(
    { name: "malformed JSON", raw: '{"firstName": "Maria",', status: 400 },
    { name: "a JSON string", raw: '"hello"', status: 400 },
    { name: "a JSON array", raw: "[1,2]", status: 400 },
    { name: "JSON null", raw: "null", status: 400 },
    { name: "invalid UTF-8", raw: '{"firstName":"\xff\xfe"}', status: 400 },
    { name: "a huge body", raw: JSON.stringify({ ...valid, extra: "x".repeat(100 * 1024) }), status: 413 },
    { name: "deeply nested arrays", raw: `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`, status: 400 },
    { name: "deeply nested objects", raw: `${'{"a":'.repeat(50)}1${"}".repeat(50)}`, status: 400 },
    { name: "a key with a NUL", body: { ...valid, "first\u0000Name": "x" }, status: 400 },
  );
  if ("firstName" in valid)
    cases.push({
      name: "a zero-width-only first name",
      body: { ...valid, firstName: "\u200b\u200b\u200d" },
      field: "firstName",
      status: 400,
    });
  return cases;
}

const PUBLIC_ENDPOINTS = [
  { name: "/api/contacts (contact)", route: contactsRoute.POST, path: "/api/contacts", valid: validContact },
  {
    name: "/api/contacts (application)",
    route: contactsRoute.POST,
    path: "/api/contacts",
    valid: validApplication,
  },
  { name: "/api/newsletter", route: newsletterRoute.POST, path: "/api/newsletter", valid: { email: "ops@harbor.example" } },
  {
    name: "/api/application-status",
    route: trackingRoute.POST,
    path: "/api/application-status",
    valid: { reference: "7K3M-Q9XZ" },
  },
] as const;

async function leadCounts(db: Awaited<ReturnType<typeof useLeadTestDatabase>>["db"]) {
  const [leads] = await db.select({ n: count() }).from(contacts);
  const [subscribers] = await db.select({ n: count() }).from(newsletters);
  return { leads: leads!.n, subscribers: subscribers!.n };
}

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`hostile input on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    beforeAll(unlimited);
    afterAll(() => setRateLimiterForTests(undefined));

    for (const endpoint of PUBLIC_ENDPOINTS) {
      it(`${endpoint.name}: every hostile body is a 4xx naming the field, and nothing is stored`, async () => {
        const before = await leadCounts(database.db);
        const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).length;
        for (const hostile of hostileBodies(endpoint.valid as Record<string, unknown>)) {
          const request = makeRequest(endpoint.path, hostile.body, hostile.raw === undefined ? {} : { raw: hostile.raw });
          const answer = await call(endpoint.route, request);
          expect(answer.status, hostile.name).toBe(hostile.status);
          if (hostile.field) {
            const named = JSON.stringify(answer.body);
            expect(named, hostile.name).toContain(hostile.field);
          }
        }
        expect(await leadCounts(database.db)).toEqual(before);
        expect(Object.getOwnPropertyNames(Object.prototype)).toHaveLength(prototypeKeys);
      });
    }

    it("a NUL byte in a contact's name is a 400 naming firstName (it was a 500 from the database)", async () => {
      const answer = await call(contactsRoute.POST, makeRequest("/api/contacts", { ...validContact, firstName: "Ma\u0000ria" }));
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors).toHaveProperty("firstName");
    });

    it("prototype keys are data, never the prototype", async () => {
      const raw = `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},${JSON.stringify(validContact).slice(1)}`;
      const answer = await call(contactsRoute.POST, makeRequest("/api/contacts", null, { raw }));
      expect(answer.status).toBe(201);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it("zero-width characters are removed from one-line fields before they are stored", async () => {
      const answer = await call(
        contactsRoute.POST,
        makeRequest("/api/contacts", { ...validContact, businessName: "Alvarez\u200b Cantina\ufeff" }),
      );
      expect(answer.status).toBe(201);
      const [row] = await database.db
        .select()
        .from(contacts)
        .where(eq(contacts.id, String(answer.body.id)));
      expect(row!.businessName).toBe("Alvarez Cantina");
    });

    it("/api/chatbot: control characters in the message, history or attachment name are a 400 naming the field", async () => {
      const cases: [unknown, string][] = [
        [{ message: "hi\u0000", history: [] }, "message"],
        [{ message: "hi", history: [{ role: "user", content: "a\u001bb" }] }, "history.0.content"],
        [
          { message: "", history: [], attachment: { name: "a\nb.csv", type: "text/csv", content: "Amount\n1" } },
          "attachment.name",
        ],
        [
          { message: "", history: [], attachment: { name: "a.csv", type: "text/csv", content: "Amount\n1\u0000" } },
          "attachment.content",
        ],
        [{ message: "rates\u202e", history: [] }, "message"],
      ];
      for (const [body, field] of cases) {
        const answer = await call(chatRoute.POST, makeRequest("/api/chatbot", body));
        expect(answer.status, field).toBe(400);
        expect(answer.body.field, field).toBe(field);
      }
      // Several lines and tabs are fine where a field is multi-line.
      const ok = await call(chatRoute.POST, makeRequest("/api/chatbot", { message: "rates?\n\tthanks", history: [] }));
      expect(ok.status).toBe(200);
    });

    it("/api/chatbot refuses a cross-site request like every other endpoint", async () => {
      const answer = await call(
        chatRoute.POST,
        makeRequest("/api/chatbot", { message: "hi", history: [] }, { headers: { origin: "https://evil.example" } }),
      );
      expect(answer.status).toBe(403);
    });

    it("staff endpoints: control characters in a field are a 400 naming it, and nothing changes", async () => {
      const staff = await signedInStaff(database.db, `hostile${driver}`);
      const lead = await createLead(contactSchema.parse(validContact), "contact");
      const post = (form: Record<string, string>) =>
        statusRoute.POST({
          request: new Request(`${ORIGIN}/api/admin/leads/${lead.id}/status`, {
            method: "POST",
            headers: {
              host: "localhost:3000",
              origin: ORIGIN,
              cookie: staff.cookie,
              "content-type": "application/x-www-form-urlencoded",
            },
            body: new URLSearchParams({ csrf: staff.csrfToken, ...form }).toString(),
          }),
          url: new URL(`${ORIGIN}/api/admin/leads/${lead.id}/status`),
          params: { id: lead.id },
          locals: {},
          clientAddress: "203.0.113.9",
        } as unknown as APIContext);
      for (const [form, field] of [
        [{ status: "contacted", note: "called \u0000" }, "note"],
        [{ status: "contac\u0007ted", note: "" }, "status"],
        [{ status: "contacted", from: "new\nx" }, "from"],
      ] as const) {
        const response = await post(form);
        expect(response.status, field).toBe(400);
        expect(JSON.stringify(await response.json()), field).toContain(field);
      }
      const [row] = await database.db.select().from(contacts).where(eq(contacts.id, lead.id));
      expect(row!.status).toBe("pending");
      // A multi-line note is fine.
      expect((await post({ status: "contacted", from: "pending", note: "Called at 10.\nCall back Friday." })).status).toBe(303);
    });
  });

  describe.skipIf(skip)(`every staff endpoint that takes a body on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    const routes = import.meta.glob<Record<string, unknown>>("/src/pages/api/admin/**/*.ts", { eager: true });

    it("refuses a control character in any field with 400 naming it, as a form and as JSON", async () => {
      const staff = await signedInStaff(database.db, `walker${driver}`);
      await database.db.update(users).set({ role: "admin" }).where(eq(users.id, staff.user.id));
      let tried = 0;
      for (const [file, module] of Object.entries(routes)) {
        const post = module.POST as APIRoute | undefined;
        if (!post) continue;
        for (const kind of ["form", "json"] as const) {
          const fields = { csrf: staff.csrfToken, note: "fine", reason: "bad\u0000value" };
          const request = new Request(`${ORIGIN}/api/admin/x`, {
            method: "POST",
            headers: {
              host: "localhost:3000",
              origin: ORIGIN,
              cookie: staff.cookie,
              "content-type": kind === "form" ? "application/x-www-form-urlencoded" : "application/json",
              "x-csrf-token": staff.csrfToken,
            },
            body: kind === "form" ? new URLSearchParams(fields).toString() : JSON.stringify(fields),
          });
          const response = await post({
            request,
            url: new URL(request.url),
            params: { id: "00000000-0000-4000-8000-000000000000", username: "nobody" },
            locals: {},
            clientAddress: "203.0.113.9",
          } as unknown as APIContext);
          expect(response.status, `${file} (${kind})`).toBe(400);
          expect(JSON.stringify(await response.json()), file).toContain("reason");
          tried += 1;
        }
      }
      expect(tried).toBeGreaterThanOrEqual(8);
    });
  });

  describe.skipIf(skip)(`query parameters of every staff endpoint on ${driver} (issue 33)`, () => {
    const database = useLeadTestDatabase(driver);
    const routes = import.meta.glob<Record<string, unknown>>("/src/pages/api/admin/**/*.ts", { eager: true });
    /** Query strings the text policy refuses, each with the parameter the answer must name. */
    const BAD_QUERIES: [string, string][] = [
      ["q=%00", "q"],
      ["source=%00", "source"],
      ["status=new%00", "status"],
      ["from=2026-01-01%1b", "from"],
      ["to=%7f", "to"],
      ["page=1%0A2", "page"],
      ["kind=a%09b", "kind"],
      ["q=maria&owner=%C2%85", "owner"],
      ["q=%E2%80%AEairam", "q"],
      ["next=/admin%00", "next"],
      ["ok=1&%00=1", "?"],
    ];

    it("a refused character in any parameter of any endpoint is a 400 naming it, in JSON, never a 500", async () => {
      const staff = await signedInStaff(database.db, `query${driver}`);
      await database.db.update(users).set({ role: "admin" }).where(eq(users.id, staff.user.id));
      let tried = 0;
      for (const [file, module] of Object.entries(routes)) {
        for (const method of ["GET", "POST"] as const) {
          const route = module[method] as APIRoute | undefined;
          if (!route) continue;
          for (const [query, parameter] of BAD_QUERIES) {
            const request = new Request(`${ORIGIN}/api/admin/x?${query}`, {
              method,
              headers: {
                host: "localhost:3000",
                origin: ORIGIN,
                cookie: staff.cookie,
                "content-type": "application/json",
                "x-csrf-token": staff.csrfToken,
              },
              ...(method === "POST" ? { body: JSON.stringify({ csrf: staff.csrfToken }) } : {}),
            });
            const response = await route({
              request,
              url: new URL(request.url),
              params: { id: "00000000-0000-4000-8000-000000000000", username: "nobody", report: "leads-by-source" },
              locals: {},
              clientAddress: "203.0.113.9",
            } as unknown as APIContext);
            const label = `${method} ${file}?${query}`;
            expect(response.status, label).toBe(400);
            expect(response.headers.get("content-type"), label).toMatch(/^application\/json/);
            const body = (await response.json()) as { message: string; field: string; fieldErrors: Record<string, string> };
            expect(body.field, label).toBe(parameter);
            expect(body.message, label).toContain(`"${parameter}"`);
            expect(body.fieldErrors, label).toHaveProperty([parameter]);
            tried += 1;
          }
        }
      }
      expect(tried).toBeGreaterThanOrEqual(BAD_QUERIES.length * 10);
    });

    it("the inbox and its export with a NUL in q or source: 400, not a 500 or an empty export", async () => {
      const staff = await signedInStaff(database.db, `export${driver}`);
      await createLead(contactSchema.parse(validContact), "contact");
      const get = (route: APIRoute, path: string) => {
        const request = new Request(`${ORIGIN}${path}`, { headers: { host: "localhost:3000", cookie: staff.cookie } });
        return route({ request, url: new URL(request.url), params: {}, locals: {} } as unknown as APIContext);
      };
      const leads = routes["/src/pages/api/admin/leads.ts"]!.GET as APIRoute;
      const exportCsv = routes["/src/pages/api/admin/leads/export.csv.ts"]!.GET as APIRoute;
      expect((await get(leads, "/api/admin/leads?q=%00")).status).toBe(400);
      expect((await get(leads, "/api/admin/leads?source=%00")).status).toBe(400);
      expect((await get(exportCsv, "/api/admin/leads/export.csv?q=%00")).status).toBe(400);
      // Acceptable text still searches.
      const found = await get(leads, "/api/admin/leads?q=Alvarez");
      expect(found.status).toBe(200);
      expect(JSON.stringify(await found.json())).toContain("Alvarez Cantina");
    });

    it("inbox dates no database can hold (year 0000, past 2999) are ignored like malformed ones, never a 500", async () => {
      const staff = await signedInStaff(database.db, `dates${driver}`);
      await createLead(contactSchema.parse(validContact), "contact");
      const get = (route: APIRoute, path: string) => {
        const request = new Request(`${ORIGIN}${path}`, { headers: { host: "localhost:3000", cookie: staff.cookie } });
        return route({ request, url: new URL(request.url), params: {}, locals: {} } as unknown as APIContext);
      };
      const leads = routes["/src/pages/api/admin/leads.ts"]!.GET as APIRoute;
      const exportCsv = routes["/src/pages/api/admin/leads/export.csv.ts"]!.GET as APIRoute;
      for (const query of [
        "from=0000-01-01",
        "to=0000-01-31",
        "from=0000-01-01&to=9999-12-31",
        "from=1999-12-31",
        "to=9999-12-31",
      ]) {
        const list = await get(leads, `/api/admin/leads?${query}`);
        expect(list.status, query).toBe(200);
        expect(JSON.stringify(await list.json()), query).toContain("Alvarez Cantina");
        const csv = await get(exportCsv, `/api/admin/leads/export.csv?${query}`);
        expect(csv.status, query).toBe(200);
        expect(await csv.text(), query).toContain("Alvarez Cantina");
      }
    });
  });

  describe.skipIf(skip)(`the staff Origin check compares scheme, host and port on ${driver} (issue 33)`, () => {
    const database = useLeadTestDatabase(driver);
    let admin: Awaited<ReturnType<typeof signedInStaff>>;
    beforeAll(async () => {
      admin = await signedInStaff(database.db, "origin-admin");
      await database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
    });

    /** The unlock form posted to `requestOrigin` with the given Origin header (a host that is not SITE_URL's). */
    const unlockFrom = (requestOrigin: string, origin: string) => {
      const url = `${requestOrigin}/api/admin/users/nobody/unlock`;
      return unlockRoute.POST({
        request: new Request(url, {
          method: "POST",
          headers: {
            host: new URL(requestOrigin).host,
            origin,
            // Over https the session cookie has its secure name.
            cookie: requestOrigin.startsWith("https:") ? `${sessionCookieName(true)}=${admin.token}` : admin.cookie,
            "content-type": "application/x-www-form-urlencoded",
          },
          body: new URLSearchParams({ csrf: admin.csrfToken }).toString(),
        }),
        url: new URL(url),
        params: { username: "nobody" },
        locals: {},
        clientAddress: "203.0.113.9",
      } as unknown as APIContext);
    };

    it("https://host posting to http://host (and the other way round) is refused with 403; the same origin passes", async () => {
      const http = "http://staff.harborline.example";
      const https = "https://staff.harborline.example";
      expect((await unlockFrom(http, https)).status).toBe(403);
      expect((await unlockFrom(https, http)).status).toBe(403);
      expect((await unlockFrom(http, "http://staff.harborline.example:8080")).status).toBe(403);
      expect((await unlockFrom("http://staff.harborline.example:8080", http)).status).toBe(403);
      expect((await unlockFrom(http, "http://evil.example")).status).toBe(403);
      expect((await unlockFrom(http, http)).status).toBe(303);
      expect((await unlockFrom(https, https)).status).toBe(303);
      // A default port written out is the same origin.
      expect((await unlockFrom("http://staff.harborline.example:80", http)).status).toBe(303);
      expect((await unlockFrom("http://staff.harborline.example:8080", "http://staff.harborline.example:8080")).status).toBe(303);
    });

    it("a public endpoint's Origin check is the same: another scheme is another origin", async () => {
      const post = (requestOrigin: string, origin: string) =>
        call(
          newsletterRoute.POST,
          new Request(`${requestOrigin}/api/newsletter`, {
            method: "POST",
            headers: { "content-type": "application/json", host: new URL(requestOrigin).host, origin },
            body: JSON.stringify({ email: `origin-${driver}@harbor.example` }),
          }),
        );
      expect((await post("http://www.harborline.example", "https://www.harborline.example")).status).toBe(403);
      expect((await post("https://www.harborline.example", "http://www.harborline.example")).status).toBe(403);
      expect((await post("https://www.harborline.example", "https://www.harborline.example")).status).toBeLessThan(300);
    });
  });

  describe.skipIf(skip)(`staff sign-in form on ${driver}`, { timeout: 90_000 }, () => {
    const database = useLeadTestDatabase(driver);
    const PASSWORD = "tide tables and charts";
    beforeAll(async () => {
      const { hashPassword } = await import("@/server/auth/password");
      await database.db.insert(users).values({ username: "rowan", password: await hashPassword(PASSWORD) });
    });
    beforeEach(async () => {
      await database.db.delete(loginFailures);
      unlimited();
    });
    afterAll(() => setRateLimiterForTests(undefined));

    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      new Request(`${ORIGIN}/admin/login`, {
        method: "POST",
        headers: { host: "localhost:3000", origin: ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams(fields).toString(),
      });

    it("reads a chunked body only up to its cap: a 256 MB stream is refused with 413 after 16 KiB", async () => {
      let sent = 0;
      const chunk = new Uint8Array(64 * 1024).fill(97);
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 256 * 1024 * 1024) controller.close();
          else {
            sent += chunk.byteLength;
            controller.enqueue(chunk);
          }
        },
      });
      const request = new Request(`${ORIGIN}/admin/login`, {
        method: "POST",
        headers: { host: "localhost:3000", origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        body: stream,
        duplex: "half",
      } as RequestInit);
      const outcome = await handleLoginPost(request, "203.0.113.30");
      expect(outcome.kind === "form" && outcome.status).toBe(413);
      expect(sent).toBeLessThanOrEqual(3 * chunk.byteLength);
    });

    it("40 simultaneous wrong passwords from one address: at most five are checked, the rest answer 429", async () => {
      // Rowan's usual address (the username's own lock, issue 33, spares the addresses it signed in from).
      expect((await handleLoginPost(form({ username: "rowan", password: PASSWORD }), "203.0.113.31")).kind).toBe("redirect");
      const outcomes = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          handleLoginPost(form({ username: "rowan", password: `wrong guess ${index}` }), "198.51.100.77"),
        ),
      );
      const statuses = outcomes.map((outcome) => (outcome.kind === "form" ? outcome.status : 303));
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOCKOUT.maxFailures);
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(40 - LOCKOUT.maxFailures);
      expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
      // The right password from another address rowan signed in from still signs in.
      const other = await handleLoginPost(form({ username: "rowan", password: PASSWORD }), "203.0.113.31");
      expect(other.kind).toBe("redirect");
    });

    it("sign-in POSTs spend a per-address token bucket like the API", async () => {
      setRateLimiterForTests(createRateLimiter({ enabled: true, burst: 3, refillPerSecond: 1 / 60 }, new MemoryBucketStore()));
      for (let index = 0; index < 3; index += 1)
        await handleLoginPost(form({ username: `nobody${index}`, password: "x" }), "198.51.100.78");
      const limited = await handleLoginPost(form({ username: "rowan", password: PASSWORD }), "198.51.100.78");
      expect(limited.kind === "form" && limited.status).toBe(429);
      expect(limited.kind === "form" && limited.retryAfterSeconds).toBeGreaterThan(0);
      expect((await handleLoginPost(form({ username: "rowan", password: PASSWORD }), "198.51.100.79")).kind).toBe("redirect");
    });

    it("a cross-site sign-in is refused before anything is read or counted", async () => {
      const outcome = await handleLoginPost(
        form({ username: "rowan", password: "nope" }, { origin: "https://evil.example" }),
        "198.51.100.80",
      );
      expect(outcome.kind === "form" && outcome.status).toBe(403);
      expect(await database.db.select().from(loginFailures)).toHaveLength(0);
    });
  });

  describe.skipIf(skip)(`the staff admin's unlock on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    let admin: Awaited<ReturnType<typeof signedInStaff>>;
    let member: Awaited<ReturnType<typeof signedInStaff>>;
    beforeAll(async () => {
      admin = await signedInStaff(database.db, "harper");
      await database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
      member = await signedInStaff(database.db, "quinn");
    });

    const unlock = (options: { cookie?: string; csrf?: string; origin?: string | null; username?: string }) => {
      const username = options.username ?? "quinn";
      const headers: Record<string, string> = { host: "localhost:3000", "content-type": "application/x-www-form-urlencoded" };
      if (options.cookie) headers.cookie = options.cookie;
      if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
      return unlockRoute.POST({
        request: new Request(`${ORIGIN}/api/admin/users/${username}/unlock`, {
          method: "POST",
          headers,
          body: new URLSearchParams(options.csrf ? { csrf: options.csrf } : {}).toString(),
        }),
        url: new URL(`${ORIGIN}/api/admin/users/${username}/unlock`),
        params: { username },
        locals: {},
        clientAddress: "203.0.113.9",
      } as unknown as APIContext);
    };

    async function lockQuinn() {
      await database.db.execute(sql`insert into login_failures (username, client)
        select 'quinn', '198.51.100.90' from generate_series(1, 5)`);
    }

    it("answers 401 without a session, 403 without the admin role, 403 without the Origin or the form token", async () => {
      await lockQuinn();
      expect((await unlock({})).status).toBe(401);
      expect((await unlock({ cookie: member.cookie, csrf: member.csrfToken })).status).toBe(403);
      expect((await unlock({ cookie: admin.cookie, csrf: admin.csrfToken, origin: null })).status).toBe(403);
      expect((await unlock({ cookie: admin.cookie, csrf: admin.csrfToken, origin: "https://evil.example" })).status).toBe(403);
      expect((await unlock({ cookie: admin.cookie, csrf: "wrong" })).status).toBe(403);
      expect(await database.db.select().from(loginFailures).where(eq(loginFailures.username, "quinn"))).toHaveLength(5);
    });

    it("clears the account's failures for an admin and returns to the staff page", async () => {
      await database.db.delete(loginFailures);
      await lockQuinn();
      const response = await unlock({ cookie: admin.cookie, csrf: admin.csrfToken });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe("/admin/staff?notice=unlocked");
      expect(await database.db.select().from(loginFailures).where(eq(loginFailures.username, "quinn"))).toHaveLength(0);
    });
  });
}

describe.skipIf(!postgresAvailable)("a PostgreSQL that stops answering", () => {
  let silent: Server;
  let silentPort: number;
  beforeAll(async () => {
    // Accepts connections and never says a word: a database host that hangs.
    silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", () => resolve()));
    silentPort = (silent.address() as AddressInfo).port;
  });
  afterAll(() => {
    silent.close();
  });

  const endpoint = (work: () => Promise<unknown>) =>
    handleJsonPost(
      {
        request: makeRequest("/api/contacts", { probe: true }),
        clientAddress: "203.0.113.40",
      } as unknown as APIContext,
      "timeouts",
      async () => {
        await work();
        return json(201, {});
      },
      { limiterFailure: "continue" },
    );

  it("a statement past PG_STATEMENT_TIMEOUT_MS is cancelled, and the endpoint answers 503 with Retry-After", async () => {
    process.env.PG_STATEMENT_TIMEOUT_MS = "200";
    // A schema of its own (as every database test): the shared `public` schema may hold other runs' tables.
    const handle = await openTestDatabase("postgres").finally(() => {
      delete process.env.PG_STATEMENT_TIMEOUT_MS;
    });
    try {
      const started = performance.now();
      const response = await endpoint(() => handle.db.execute(sql`select pg_sleep(5)`));
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(JSON.stringify(await response.json())).not.toMatch(/statement|timeout|pg_sleep/);
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      await handle.destroy();
    }
  });

  it("a host that accepts and never answers gives up after PG_CONNECT_TIMEOUT_MS: 503, not a hang", async () => {
    const { default: pg } = await import("pg");
    process.env.PG_CONNECT_TIMEOUT_MS = "300";
    const { databaseTimeouts } = await import("@/server/db/client");
    const timeouts = databaseTimeouts();
    delete process.env.PG_CONNECT_TIMEOUT_MS;
    expect(timeouts.connectMs).toBe(300);
    const pool = new pg.Pool({
      connectionString: `postgres://postgres@127.0.0.1:${silentPort}/test`,
      connectionTimeoutMillis: timeouts.connectMs,
    });
    try {
      const started = performance.now();
      const response = await endpoint(() => pool.query("select 1"));
      expect(response.status).toBe(503);
      expect(performance.now() - started).toBeLessThan(3000);
    } finally {
      await pool.end().catch(() => undefined);
    }
  });

  it("openDatabase passes the timeouts to the pool and to the server session", async () => {
    const handle = await openTestDatabase("postgres");
    try {
      const result = (await handle.db.execute(sql`show statement_timeout`)) as unknown as {
        rows: { statement_timeout: string }[];
      };
      expect(result.rows[0]!.statement_timeout).toBe("10s");
    } finally {
      await handle.destroy();
    }
  });
});
