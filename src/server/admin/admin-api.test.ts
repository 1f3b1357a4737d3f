import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { APIContext, APIRoute } from "astro";
import { eq, sql } from "drizzle-orm";
import * as leadsRoute from "@/pages/api/admin/leads";
import * as leadRoute from "@/pages/api/admin/leads/[id]";
import * as statusRoute from "@/pages/api/admin/leads/[id]/status";
import * as retryRoute from "@/pages/api/admin/leads/[id]/retry-notification";
import * as exportRoute from "@/pages/api/admin/leads/export.csv";
import * as logoutRoute from "@/pages/api/admin/logout";
import * as newsletterRoute from "@/pages/api/admin/newsletter";
import * as deactivateRoute from "@/pages/api/admin/newsletter/[id]/deactivate";
import * as newsletterExportRoute from "@/pages/api/admin/newsletter/export.csv";
import { contacts, contactStatusHistory, newsletters, notificationOutbox, sessions } from "@/server/db/schema";
import { resetEnvForTests } from "@/test-support/process-state";
import { openTestDatabase, testDrivers, type TestDatabase } from "@/test-support/test-databases";
import { setDatabaseForTests } from "@/test-support/process-state";
import { LEAD_CSV_HEADER } from "./lead-csv";
import { parseCsv } from "./parse-csv";
import { signedInStaff } from "@/test-support/staff";

const ORIGIN = "http://localhost:3000";

interface CallOptions {
  method?: string;
  cookie?: string;
  origin?: string | null;
  csrfHeader?: string;
  json?: unknown;
  form?: Record<string, string>;
  params?: Record<string, string>;
}

async function call(route: APIRoute, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { host: "localhost:3000" };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin !== null) headers.origin = options.origin ?? ORIGIN;
  if (options.csrfHeader) headers["x-csrf-token"] = options.csrfHeader;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(options.form).toString();
  }
  const request = new Request(`${ORIGIN}${path}`, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  const response = await route({
    request,
    url: new URL(request.url),
    params: options.params ?? {},
    locals: {},
    clientAddress: "203.0.113.9",
  } as unknown as APIContext);
  return response;
}

/** Every /api/admin route module and the handlers it exports: the walk below must cover each one. */
const adminRoutes = import.meta.glob<Record<string, unknown>>("/src/pages/api/admin/**/*.ts", { eager: true });

describe("every /api/admin endpoint without a valid session", () => {
  // A real (empty) sessions table, so an unknown cookie is looked up and refused, not merely absent.
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase("pglite");
    setDatabaseForTests(database.db);
  });
  afterAll(async () => {
    setDatabaseForTests(undefined);
    await database?.destroy();
  });

  it("finds the staff endpoints", () => {
    expect(Object.keys(adminRoutes).length).toBeGreaterThanOrEqual(8);
  });

  for (const [file, module] of Object.entries(adminRoutes)) {
    for (const method of ["GET", "POST"] as const) {
      const handler = (module[method] ?? module.ALL) as APIRoute | undefined;
      if (!handler || !module[method]) continue;
      it(`${method} ${file} answers 401 (no cookie, or an unknown one)`, async () => {
        for (const cookie of [undefined, "hl_staff=unknown-token-unknown-token-unknown"]) {
          const response = await call(handler, "/api/admin/x", {
            method,
            cookie,
            params: { id: "00000000-0000-4000-8000-000000000000" },
            ...(method === "POST" ? { json: { status: "contacted" } } : {}),
          });
          expect(response.status).toBe(401);
          expect(await response.json()).toEqual({ message: "Sign in to use the staff API." });
        }
      });
    }
  }
});

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`staff endpoints on ${driver}`, () => {
    let database: TestDatabase;
    let staff: Awaited<ReturnType<typeof signedInStaff>>;

    const insertLead = async (values: Partial<typeof contacts.$inferInsert> = {}) => {
      const [row] = await database.db
        .insert(contacts)
        .values({
          firstName: "Priya",
          lastName: "Shah",
          email: "priya@shahbakery.example",
          businessName: "Shah Bakery",
          interestedIn: "pos-systems",
          industry: "restaurant",
          reference: `R${Math.random().toString(36).slice(2, 9).toUpperCase()}`,
          ...values,
        })
        .returning();
      return row!;
    };

    beforeAll(async () => {
      database = await openTestDatabase(driver);
      setDatabaseForTests(database.db);
      staff = await signedInStaff(database.db);
    });
    afterAll(async () => {
      setDatabaseForTests(undefined);
      await database?.destroy();
    });
    beforeEach(async () => {
      await database.db.delete(contacts);
      await database.db.delete(newsletters);
    });

    describe("status workflow", () => {
      const change = (id: string, options: CallOptions) =>
        call(statusRoute.POST, `/api/admin/leads/${id}/status`, { cookie: staff.cookie, params: { id }, ...options });

      it("moves a lead, stamps updatedAt and records who, when, from, to and the note", async () => {
        const lead = await insertLead({
          submittedAt: new Date("2025-01-02T00:00:00Z"),
          updatedAt: new Date("2025-01-02T00:00:00Z"),
        });
        const response = await change(lead.id, {
          json: { status: "contacted", from: "pending", note: "Left a voicemail." },
          csrfHeader: staff.csrfToken,
        });
        expect(response.status).toBe(200);
        const body = (await response.json()) as { status: string; updatedAt: string };
        expect(body.status).toBe("contacted");
        const [row] = await database.db.select().from(contacts).where(eq(contacts.id, lead.id));
        expect(row!.status).toBe("contacted");
        expect(Date.now() - row!.updatedAt.getTime()).toBeLessThan(60_000);
        const history = await database.db.select().from(contactStatusHistory).where(eq(contactStatusHistory.contactId, lead.id));
        expect(history).toHaveLength(1);
        expect(history[0]).toMatchObject({
          fromStatus: "pending",
          toStatus: "contacted",
          changedBy: staff.user.id,
          changedByUsername: "casey",
          note: "Left a voicemail.",
        });
        expect(history[0]!.changedAt.getTime()).toBe(row!.updatedAt.getTime());
      });

      it("walks the whole workflow and back to pending; the detail endpoint shows the history in order", async () => {
        const lead = await insertLead();
        for (const [from, to] of [
          ["pending", "contacted"],
          ["contacted", "qualified"],
          ["qualified", "lost"],
          ["lost", "pending"],
          ["pending", "contacted"],
          ["contacted", "qualified"],
          ["qualified", "won"],
        ]) {
          const response = await change(lead.id, { json: { status: to!, from: from! }, csrfHeader: staff.csrfToken });
          expect(response.status, `${from} -> ${to}`).toBe(200);
        }
        const detail = await call(leadRoute.GET, `/api/admin/leads/${lead.id}`, {
          cookie: staff.cookie,
          params: { id: lead.id },
        });
        const body = (await detail.json()) as { lead: { status: string }; history: { fromStatus: string; toStatus: string }[] };
        expect(body.lead.status).toBe("won");
        expect(body.history.map((entry) => `${entry.fromStatus}>${entry.toStatus}`)).toEqual([
          "pending>contacted",
          "contacted>qualified",
          "qualified>lost",
          "lost>pending",
          "pending>contacted",
          "contacted>qualified",
          "qualified>won",
        ]);
      });

      it("refuses a step outside the workflow (400) and a stale form (409), changing nothing", async () => {
        const lead = await insertLead();
        const skip = await change(lead.id, { json: { status: "won" }, csrfHeader: staff.csrfToken });
        expect(skip.status).toBe(400);
        const stale = await change(lead.id, { json: { status: "pending", from: "qualified" }, csrfHeader: staff.csrfToken });
        expect(stale.status).toBe(409);
        expect(await stale.json()).toMatchObject({ current: "pending" });
        expect(await database.db.select().from(contactStatusHistory)).toHaveLength(0);
      });

      it("checks Origin and the session's token before changing anything (403)", async () => {
        const lead = await insertLead();
        const noOrigin = await change(lead.id, { json: { status: "contacted" }, csrfHeader: staff.csrfToken, origin: null });
        const otherOrigin = await change(lead.id, {
          json: { status: "contacted" },
          csrfHeader: staff.csrfToken,
          origin: "https://evil.example",
        });
        const noToken = await change(lead.id, { json: { status: "contacted" } });
        const wrongToken = await change(lead.id, { json: { status: "contacted" }, csrfHeader: "x".repeat(43) });
        expect([noOrigin.status, otherOrigin.status, noToken.status, wrongToken.status]).toEqual([403, 403, 403, 403]);
        const [row] = await database.db.select().from(contacts).where(eq(contacts.id, lead.id));
        expect(row!.status).toBe("pending");
      });

      it("answers the page's form with a redirect back to the lead (Post/Redirect/Get)", async () => {
        const lead = await insertLead();
        const ok = await change(lead.id, { form: { status: "contacted", from: "pending", note: "", csrf: staff.csrfToken } });
        expect(ok.status).toBe(303);
        expect(ok.headers.get("location")).toBe(`/admin/leads/${lead.id}?notice=status-updated`);
        const bad = await change(lead.id, { form: { status: "won", from: "contacted", csrf: staff.csrfToken } });
        expect(bad.headers.get("location")).toBe(`/admin/leads/${lead.id}?error=invalid-transition`);
        const tooLong = await change(lead.id, { form: { status: "qualified", note: "n".repeat(1001), csrf: staff.csrfToken } });
        expect(tooLong.headers.get("location")).toBe(`/admin/leads/${lead.id}?error=note-too-long`);
        const withBack = await change(lead.id, { form: { status: "qualified", back: "?q=kim&page=2", csrf: staff.csrfToken } });
        expect(withBack.headers.get("location")).toBe(`/admin/leads/${lead.id}?notice=status-updated&back=%3Fq%3Dkim%26page%3D2`);
      });

      it("answers 404 for an unknown lead and 415 for a body that is neither a form nor JSON", async () => {
        const missing = "00000000-0000-4000-8000-000000000000";
        expect((await change(missing, { json: { status: "contacted" }, csrfHeader: staff.csrfToken })).status).toBe(404);
        const request = new Request(`${ORIGIN}/api/admin/leads/${missing}/status`, {
          method: "POST",
          headers: { host: "localhost:3000", origin: ORIGIN, cookie: staff.cookie, "content-type": "text/plain" },
          body: "status=contacted",
        });
        const response = await statusRoute.POST({
          request,
          url: new URL(request.url),
          params: { id: missing },
          locals: {},
        } as unknown as APIContext);
        expect(response.status).toBe(415);
      });
    });

    describe("notification retry", () => {
      const retry = (id: string, options: CallOptions) =>
        call(retryRoute.POST, `/api/admin/leads/${id}/retry-notification`, { cookie: staff.cookie, params: { id }, ...options });
      const outboxOf = async (id: string) =>
        (await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.contactId, id)))[0]!;
      const failedLead = async () => {
        const lead = await insertLead();
        await database.db.insert(notificationOutbox).values({
          contactId: lead.id,
          payload: { id: lead.id },
          status: "failed",
          attempts: 10,
          deliveredChannels: ["email"],
          lastError: "webhook: 502 Bad Gateway",
          nextAttemptAt: new Date("2025-01-01T00:00:00Z"),
          lockedUntil: null,
        });
        return lead;
      };
      const withWebhook = async (run: () => Promise<void>) => {
        process.env.WEBHOOK_URL = "http://127.0.0.1:9/harborline-leads";
        process.env.WEBHOOK_SECRET = "a-test-secret-that-is-long-enough-0123456789";
        resetEnvForTests();
        try {
          await run();
        } finally {
          delete process.env.WEBHOOK_URL;
          delete process.env.WEBHOOK_SECRET;
          resetEnvForTests();
        }
      };

      it("queues a failed notification again: pending, fresh attempts, due now, delivered channels kept", async () => {
        await withWebhook(async () => {
          const lead = await failedLead();
          const before = Date.now();
          const response = await retry(lead.id, { json: {}, csrfHeader: staff.csrfToken });
          expect(response.status).toBe(200);
          expect(await response.json()).toEqual({ message: "The notification is queued again." });
          const row = await outboxOf(lead.id);
          expect(row).toMatchObject({ status: "pending", attempts: 0, deliveredChannels: ["email"], claimedBy: null });
          expect(Math.abs(row.nextAttemptAt.getTime() - before)).toBeLessThan(60_000);

          // Now pending: a second retry changes nothing and says why.
          const again = await retry(lead.id, { json: {}, csrfHeader: staff.csrfToken });
          expect(again.status).toBe(409);
          expect((await outboxOf(lead.id)).nextAttemptAt.getTime()).toBe(row.nextAttemptAt.getTime());
        });
      });

      it("answers the page's form with a redirect back to the lead, keeping the inbox view", async () => {
        await withWebhook(async () => {
          const lead = await failedLead();
          const ok = await retry(lead.id, { form: { csrf: staff.csrfToken, back: "?status=new" } });
          expect(ok.status).toBe(303);
          expect(ok.headers.get("location")).toBe(`/admin/leads/${lead.id}?notice=delivery-retried&back=%3Fstatus%3Dnew`);
          const again = await retry(lead.id, { form: { csrf: staff.csrfToken } });
          expect(again.headers.get("location")).toBe(`/admin/leads/${lead.id}?error=not-failed`);
        });
      });

      it("refuses without a configured channel, without the session's token, and for an unknown lead", async () => {
        const lead = await failedLead();
        const unconfigured = await retry(lead.id, { json: {}, csrfHeader: staff.csrfToken });
        expect(unconfigured.status).toBe(409);
        expect((await unconfigured.json()).message).toMatch(/No notification channel is configured/);
        await withWebhook(async () => {
          expect((await retry(lead.id, { json: {} })).status).toBe(403);
          expect((await retry(lead.id, { json: {}, csrfHeader: staff.csrfToken, origin: "https://evil.example" })).status).toBe(
            403,
          );
          const missing = "00000000-0000-4000-8000-000000000000";
          expect((await retry(missing, { json: {}, csrfHeader: staff.csrfToken })).status).toBe(404);
          expect((await retry("not-a-uuid", { json: {}, csrfHeader: staff.csrfToken })).status).toBe(404);
        });
        expect(await outboxOf(lead.id)).toMatchObject({ status: "failed", attempts: 10 });
      });
    });

    describe("inbox list and filters", () => {
      const list = async (query: string) => {
        const response = await call(leadsRoute.GET, `/api/admin/leads${query}`, { cookie: staff.cookie });
        expect(response.status).toBe(200);
        return (await response.json()) as {
          total: number;
          pages: number;
          rows: { reference: string; source: string; status: string }[];
        };
      };

      it("lists newest first, 25 to a page, with the total", async () => {
        const base = Date.parse("2025-05-01T12:00:00Z");
        for (let index = 0; index < 30; index += 1) {
          await insertLead({ reference: `N${String(index).padStart(7, "0")}`, submittedAt: new Date(base + index * 60_000) });
        }
        const first = await list("");
        expect(first.total).toBe(30);
        expect(first.pages).toBe(2);
        expect(first.rows).toHaveLength(25);
        expect(first.rows[0]!.reference).toBe("N0000029");
        const second = await list("?page=2");
        expect(second.rows.map((row) => row.reference)).toEqual(["N0000004", "N0000003", "N0000002", "N0000001", "N0000000"]);
      });

      it("filters by status, kind and date range (dates in Central Time), and searches name, email, business, reference", async () => {
        await insertLead({
          reference: "APPLY001",
          source: "application",
          firstName: "Dana",
          lastName: "Whitfield",
          businessName: "Whitfield Auto",
          email: "dana@whitfield.example",
          submittedAt: new Date("2025-01-10T05:30:00Z"),
        });
        await insertLead({
          reference: "CONTACT1",
          source: "contact",
          status: "contacted",
          businessName: "Lone Star Vapes",
          email: "sales@lonestar.example",
          submittedAt: new Date("2025-01-10T06:30:00Z"),
        });
        await insertLead({
          reference: "CONTACT2",
          source: "contact",
          businessName: "100% Kratom_Co",
          email: "hi@kratomco.example",
          submittedAt: new Date("2025-01-12T18:00:00Z"),
        });
        const refs = async (query: string) => (await list(query)).rows.map((row) => row.reference).sort();

        expect(await refs("?kind=application")).toEqual(["APPLY001"]);
        expect(await refs("?kind=contact")).toEqual(["CONTACT1", "CONTACT2"]);
        expect(await refs("?status=contacted")).toEqual(["CONTACT1"]);
        expect(await refs("?status=pending&kind=contact")).toEqual(["CONTACT2"]);
        // 05:30 UTC on 10 January is still 9 January in San Antonio (CST, UTC-6); 06:30 UTC is 10 January.
        expect(await refs("?from=2025-01-09&to=2025-01-09")).toEqual(["APPLY001"]);
        expect(await refs("?from=2025-01-10&to=2025-01-10")).toEqual(["CONTACT1"]);
        expect(await refs("?from=2025-01-11")).toEqual(["CONTACT2"]);
        expect(await refs("?to=2025-01-10")).toEqual(["APPLY001", "CONTACT1"]);
        expect(await refs("?q=dana%20whit")).toEqual(["APPLY001"]);
        expect(await refs("?q=LONESTAR.EXAMPLE")).toEqual(["CONTACT1"]);
        expect(await refs("?q=whitfield%20auto")).toEqual(["APPLY001"]);
        expect(await refs("?q=contact2")).toEqual(["CONTACT2"]);
        // % and _ are literal, not wildcards.
        expect(await refs("?q=100%25")).toEqual(["CONTACT2"]);
        expect(await refs("?q=%25")).toEqual(["CONTACT2"]);
        expect(await refs("?q=_")).toEqual(["CONTACT2"]);
        // Invalid filter values are ignored.
        expect((await refs("?status=archived&kind=fax&from=2025-02-30")).length).toBe(3);
      });
    });

    describe("CSV export", () => {
      it("exports the current filter: 1,000 leads, one record each, formula cells neutralised", async () => {
        const values = Array.from({ length: 1000 }, (_, index) => ({
          firstName: index === 0 ? '=HYPERLINK("http://evil.example","x")' : `Lead${index}`,
          lastName: index === 1 ? "-2+3" : "Okoye",
          email: `lead${index}@export.example`,
          phone: index === 2 ? "+1 (210) 555-0100" : null,
          businessName: index === 3 ? 'Quotes "R" Us, LLC\nSecond line' : `Business ${index}`,
          interestedIn: "merchant-accounts",
          industry: "ecommerce",
          source: index % 2 ? "application" : "contact",
          reference: `X${String(index).padStart(7, "0")}`,
          submittedAt: new Date(Date.parse("2025-06-01T00:00:00Z") + index * 1000),
        }));
        for (let start = 0; start < values.length; start += 250)
          await database.db.insert(contacts).values(values.slice(start, start + 250));
        await insertLead({ reference: "OUTSIDE1", submittedAt: new Date("2024-01-01T00:00:00Z") });

        const response = await call(exportRoute.GET, "/api/admin/leads/export.csv?from=2025-05-31", { cookie: staff.cookie });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
        expect(response.headers.get("content-disposition")).toMatch(
          /^attachment; filename="harborline-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
        );
        const bytes = new Uint8Array(await response.arrayBuffer());
        const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
        expect(text.charCodeAt(0)).toBe(0xfeff);
        const rows = parseCsv(text.slice(1));
        expect(rows[0]).toEqual([...LEAD_CSV_HEADER]);
        expect(rows).toHaveLength(1001);
        expect(new Set(rows.slice(1).map((row) => row[0])).size).toBe(1000);
        expect(rows.some((row) => row[0] === "OUTSIDE1")).toBe(false);
        // Newest first.
        expect(rows[1]![0]).toBe("X0000999");
        const byRef = new Map(rows.slice(1).map((row) => [row[0], row]));
        expect(byRef.get("X0000000")![5]).toBe('\'=HYPERLINK("http://evil.example","x")');
        expect(byRef.get("X0000001")![6]).toBe("'-2+3");
        expect(byRef.get("X0000002")![8]).toBe("'+1 (210) 555-0100");
        expect(byRef.get("X0000003")![9]).toBe('Quotes "R" Us, LLC\nSecond line');
        expect(byRef.get("X0000001")![1]).toBe("application");
      });
    });

    describe("newsletter", () => {
      it("lists subscribers with subscribe dates, exports them, and marks one inactive", async () => {
        await database.db.insert(newsletters).values([
          {
            email: "first@reader.example",
            submittedAt: new Date("2025-01-01T10:00:00Z"),
            statusChangedAt: new Date("2025-01-01T10:00:00Z"),
          },
          {
            email: "@second@reader.example",
            submittedAt: new Date("2025-02-01T10:00:00Z"),
            statusChangedAt: new Date("2025-02-01T10:00:00Z"),
          },
        ]);
        const listed = (await (await call(newsletterRoute.GET, "/api/admin/newsletter", { cookie: staff.cookie })).json()) as {
          total: number;
          rows: { id: string; email: string; submittedAt: string; status: string }[];
        };
        expect(listed.total).toBe(2);
        expect(listed.rows.map((row) => row.email)).toEqual(["@second@reader.example", "first@reader.example"]);
        const target = listed.rows[1]!;

        const refused = await call(deactivateRoute.POST, `/api/admin/newsletter/${target.id}/deactivate`, {
          cookie: staff.cookie,
          params: { id: target.id },
          json: {},
        });
        expect(refused.status).toBe(403);
        const done = await call(deactivateRoute.POST, `/api/admin/newsletter/${target.id}/deactivate`, {
          cookie: staff.cookie,
          params: { id: target.id },
          form: { csrf: staff.csrfToken, returnTo: "?status=active&page=1&evil=x" },
        });
        expect(done.status).toBe(303);
        expect(done.headers.get("location")).toBe("/admin/newsletter?notice=deactivated&status=active&page=1");
        const [row] = await database.db.select().from(newsletters).where(eq(newsletters.id, target.id));
        expect(row!.status).toBe("inactive");

        // Only confirmed addresses count as subscribers (issue 35): the default list and export leave it out.
        const active = (await (await call(newsletterRoute.GET, "/api/admin/newsletter", { cookie: staff.cookie })).json()) as {
          total: number;
        };
        expect(active.total).toBe(1);

        const csv = await call(newsletterExportRoute.GET, "/api/admin/newsletter/export.csv?status=all", {
          cookie: staff.cookie,
        });
        const rows = parseCsv((await csv.text()).replace(/^\uFEFF/, ""));
        expect(rows.map((cells) => cells.slice(0, 3))).toEqual([
          ["Email", "Status", "Signed up at (UTC)"],
          ["'@second@reader.example", "active", "2025-02-01T10:00:00.000Z"],
          ["first@reader.example", "inactive", "2025-01-01T10:00:00.000Z"],
        ]);
      });
    });

    describe("logout", () => {
      it("deletes the session and clears the cookie; the old cookie then gets 401", async () => {
        const other = await signedInStaff(database.db, `temp${driver}`);
        const response = await call(logoutRoute.POST, "/api/admin/logout", {
          cookie: other.cookie,
          form: { csrf: other.csrfToken },
        });
        expect(response.status).toBe(303);
        expect(response.headers.get("location")).toBe("/admin/login?notice=signed-out");
        expect(response.headers.get("set-cookie")).toMatch(/^hl_staff=; Path=\/; HttpOnly; SameSite=Strict; Max-Age=0/);
        expect((await call(leadsRoute.GET, "/api/admin/leads", { cookie: other.cookie })).status).toBe(401);
        expect(
          await database.db
            .select()
            .from(sessions)
            .where(sql`user_id = ${other.user.id}`),
        ).toHaveLength(0);
      });
    });
  });
}
