import { beforeEach, describe, expect, it } from "vitest";
import type { APIContext, APIRoute } from "astro";
import { eq, sql } from "drizzle-orm";
import * as contactsRoute from "@/pages/api/contacts";
import * as newsletterRoute from "@/pages/api/newsletter";
import * as ownerRoute from "@/pages/api/admin/leads/[id]/owner";
import * as notesRoute from "@/pages/api/admin/leads/[id]/notes";
import * as statusRoute from "@/pages/api/admin/leads/[id]/status";
import * as usersRoute from "@/pages/api/admin/users";
import * as disableRoute from "@/pages/api/admin/users/[username]/disable";
import * as passwordRoute from "@/pages/api/admin/users/[username]/password";
import * as reportCsvRoute from "@/pages/api/admin/reports/[report].csv";
import { contacts, newsletters, sessions, users } from "@/server/db/schema";
import { call as callPublic, makeRequest, validApplication } from "@/test-support/api";
import { resetEnvForTests, setRateLimiterForTests } from "@/test-support/process-state";
import { signedInStaff } from "@/test-support/staff";
import { testDrivers } from "@/test-support/test-databases";
import { useLeadTestDatabase } from "@/test-support/api";
import { getLead, listLeads } from "./leads";
import { responseTime, topCampaigns } from "./reports";

const ORIGIN = "http://localhost:3000";

async function staffCall(
  route: APIRoute,
  path: string,
  options: {
    cookie?: string;
    origin?: string;
    csrf?: string;
    json?: Record<string, string>;
    params?: Record<string, string>;
    method?: string;
  } = {},
) {
  const headers: Record<string, string> = { host: "localhost:3000", origin: options.origin ?? ORIGIN };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.csrf) headers["x-csrf-token"] = options.csrf;
  let body: string | undefined;
  if (options.json) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  const request = new Request(`${ORIGIN}${path}`, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
  return route({
    request,
    url: new URL(request.url),
    params: options.params ?? {},
    locals: {},
    clientAddress: "203.0.113.9",
  } as unknown as APIContext);
}

const attribution = {
  first: {
    utm_source: "google",
    utm_medium: "cpc",
    utm_campaign: "fall-pos",
    gclid: "Cj0KCQ",
    landing_path: "/pos-systems",
    at: new Date().toISOString(),
  },
  last: {
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: '=HYPERLINK("x")',
    referrer: "news.example.com",
    at: new Date().toISOString(),
  },
};

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`attribution and the pipeline on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    beforeEach(async () => {
      resetEnvForTests();
      setRateLimiterForTests(undefined);
      await database.db.execute(sql`truncate contacts, newsletters, users cascade`);
    });

    it("stores a lead's first and last touch; refuses a bad value naming the field and stores nothing", async () => {
      const stored = await callPublic(
        contactsRoute.POST,
        makeRequest("/api/contacts", { ...validApplication, source: "application", attribution }),
      );
      expect(stored.status).toBe(201);
      const [row] = await database.db.select().from(contacts);
      expect(row).toMatchObject({
        firstUtmSource: "google",
        firstGclid: "Cj0KCQ",
        firstLandingPath: "/pos-systems",
        lastUtmSource: "newsletter",
        lastReferrerHost: "news.example.com",
      });
      expect(row!.lastTouchAt).toBeInstanceOf(Date);

      const tooLong = await callPublic(
        contactsRoute.POST,
        makeRequest("/api/contacts", {
          ...validApplication,
          source: "application",
          attribution: { last: { utm_campaign: "x".repeat(200) } },
        }),
      );
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.field).toBe("attribution.last.utm_campaign");
      const control = await callPublic(
        contactsRoute.POST,
        makeRequest("/api/contacts", {
          ...validApplication,
          source: "application",
          attribution: { first: { utm_source: "goo\u001bgle" } },
        }),
      );
      expect(control.status).toBe(400);
      expect(control.body.field).toBe("attribution.first.utm_source");
      expect(await database.db.$count(contacts)).toBe(1);
    });

    it("stores a newsletter signup's attribution", async () => {
      const response = await callPublic(
        newsletterRoute.POST,
        makeRequest("/api/newsletter", { email: "ana@example.com", attribution }),
      );
      expect(response.status).toBe(202);
      const [row] = await database.db.select().from(newsletters);
      expect(row).toMatchObject({ firstUtmCampaign: "fall-pos", lastUtmMedium: "email" });
    });

    it("assigns, notes and filters leads through the session, Origin and CSRF checks", async () => {
      await callPublic(
        contactsRoute.POST,
        makeRequest("/api/contacts", { ...validApplication, source: "application", attribution }),
      );
      await callPublic(
        contactsRoute.POST,
        makeRequest("/api/contacts", { ...validApplication, email: "other@example.com", source: "application" }),
      );
      const casey = await signedInStaff(database.db, "casey");
      const [lead] = await database.db.select({ id: contacts.id }).from(contacts).where(eq(contacts.lastUtmSource, "newsletter"));
      const id = lead!.id;
      const path = `/api/admin/leads/${id}/owner`;

      expect((await staffCall(ownerRoute.POST, path, { json: { owner: "casey" }, params: { id } })).status).toBe(401);
      expect(
        (
          await staffCall(ownerRoute.POST, path, {
            cookie: casey.cookie,
            csrf: casey.csrfToken,
            origin: "https://evil.example",
            json: { owner: "casey" },
            params: { id },
          })
        ).status,
      ).toBe(403);
      expect(
        (await staffCall(ownerRoute.POST, path, { cookie: casey.cookie, json: { owner: "casey" }, params: { id } })).status,
      ).toBe(403);
      expect(
        (
          await staffCall(ownerRoute.POST, path, {
            cookie: casey.cookie,
            csrf: casey.csrfToken,
            json: { owner: "nobody-here" },
            params: { id },
          })
        ).status,
      ).toBe(400);
      expect(
        (
          await staffCall(ownerRoute.POST, path, {
            cookie: casey.cookie,
            csrf: casey.csrfToken,
            json: { owner: "casey" },
            params: { id },
          })
        ).status,
      ).toBe(200);

      const notePath = `/api/admin/leads/${id}/notes`;
      expect((await staffCall(notesRoute.POST, notePath, { json: { note: "x" }, params: { id } })).status).toBe(401);
      expect(
        (
          await staffCall(notesRoute.POST, notePath, {
            cookie: casey.cookie,
            csrf: casey.csrfToken,
            json: { note: "  " },
            params: { id },
          })
        ).status,
      ).toBe(400);
      const noted = await staffCall(notesRoute.POST, notePath, {
        cookie: casey.cookie,
        csrf: casey.csrfToken,
        json: { note: "Called, wants a quote.\nFollow up Friday." },
        params: { id },
      });
      expect(noted.status).toBe(201);

      const detail = await getLead(id);
      expect(detail?.owner).toBe("casey");
      expect(detail?.notes.map((note) => [note.authorUsername, note.body])).toEqual([
        ["casey", "Called, wants a quote.\nFollow up Friday."],
      ]);

      expect((await listLeads({ owner: "mine" }, 1, 25, casey.user.id)).rows.map((row) => row.id)).toEqual([id]);
      expect((await listLeads({ owner: "unassigned" }, 1, 25, casey.user.id)).total).toBe(1);
      expect(
        (await listLeads({ campaign: '=HYPERLINK("x")', medium: "email", source: "newsletter" })).rows.map((row) => row.id),
      ).toEqual([id]);
      expect((await listLeads({ source: "google" })).total).toBe(0);
    });

    it("reports the median time to the first status change and the top campaigns; the CSV is guarded", async () => {
      await callPublic(
        contactsRoute.POST,
        makeRequest("/api/contacts", { ...validApplication, source: "application", attribution }),
      );
      await callPublic(
        contactsRoute.POST,
        makeRequest("/api/contacts", { ...validApplication, email: "b@example.com", source: "application", attribution }),
      );
      await callPublic(
        contactsRoute.POST,
        makeRequest("/api/contacts", { ...validApplication, email: "c@example.com", source: "application" }),
      );
      const casey = await signedInStaff(database.db, "casey");
      const rows = await database.db.select({ id: contacts.id }).from(contacts).orderBy(contacts.email);
      // Two leads answered after one and three hours: the median is two hours.
      const base = Date.now() - 5 * 3600_000;
      await database.db.update(contacts).set({ submittedAt: new Date(base) });
      await database.db
        .update(contacts)
        .set({ firstStatusChangeAt: new Date(base + 3600_000) })
        .where(eq(contacts.id, rows[0]!.id));
      await database.db
        .update(contacts)
        .set({ firstStatusChangeAt: new Date(base + 3 * 3600_000) })
        .where(eq(contacts.id, rows[1]!.id));
      const today = new Date().toISOString().slice(0, 10);
      const range = { from: "2026-01-01" < today ? addDays(today, -30) : today, to: addDays(today, 1) };
      const response = await responseTime(range);
      expect(response).toEqual({ medianSeconds: 7200, responded: 2, total: 3 });
      expect(await topCampaigns(range)).toEqual([{ campaign: '=HYPERLINK("x")', count: 2 }]);

      // A status change through the workflow stamps the first change once.
      const moved = await staffCall(statusRoute.POST, `/api/admin/leads/${rows[2]!.id}/status`, {
        cookie: casey.cookie,
        csrf: casey.csrfToken,
        json: { status: "contacted" },
        params: { id: rows[2]!.id },
      });
      expect(moved.status).toBe(200);
      const [third] = await database.db
        .select({ at: contacts.firstStatusChangeAt })
        .from(contacts)
        .where(eq(contacts.id, rows[2]!.id));
      expect(third!.at).toBeInstanceOf(Date);

      const csvPath = `/api/admin/reports/campaigns.csv?from=${range.from}&to=${range.to}`;
      expect((await staffCall(reportCsvRoute.GET, csvPath, { params: { report: "campaigns" } })).status).toBe(401);
      const csv = await staffCall(reportCsvRoute.GET, csvPath, { cookie: casey.cookie, params: { report: "campaigns" } });
      expect(csv.status).toBe(200);
      const text = await csv.text();
      expect(text).toContain(`"'=HYPERLINK(""x"")",2`);
      expect(
        (await staffCall(reportCsvRoute.GET, "/api/admin/reports/nope.csv", { cookie: casey.cookie, params: { report: "nope" } }))
          .status,
      ).toBe(404);
    });

    it("lets only admins create, disable and reset staff accounts; disabling ends the sessions at once", async () => {
      const admin = await signedInStaff(database.db, "ops");
      await database.db.update(users).set({ role: "admin" }).where(eq(users.id, admin.user.id));
      const dana = await signedInStaff(database.db, "dana");
      const create = { username: "rhea", password: "harbor lights at dusk", role: "staff" };

      expect((await staffCall(usersRoute.POST, "/api/admin/users", { json: create })).status).toBe(401);
      expect(
        (await staffCall(usersRoute.POST, "/api/admin/users", { cookie: dana.cookie, csrf: dana.csrfToken, json: create }))
          .status,
      ).toBe(403);
      expect(
        (
          await staffCall(usersRoute.POST, "/api/admin/users", {
            cookie: admin.cookie,
            csrf: admin.csrfToken,
            origin: "https://evil.example",
            json: create,
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await staffCall(usersRoute.POST, "/api/admin/users", {
            cookie: admin.cookie,
            csrf: admin.csrfToken,
            json: { ...create, password: "short" },
          })
        ).status,
      ).toBe(400);
      expect(
        (await staffCall(usersRoute.POST, "/api/admin/users", { cookie: admin.cookie, csrf: admin.csrfToken, json: create }))
          .status,
      ).toBe(200);
      expect(
        (await staffCall(usersRoute.POST, "/api/admin/users", { cookie: admin.cookie, csrf: admin.csrfToken, json: create }))
          .status,
      ).toBe(409);
      const [rhea] = await database.db.select().from(users).where(eq(users.username, "rhea"));
      expect(rhea?.role).toBe("staff");

      const disable = (who: typeof admin, username: string, origin?: string) =>
        staffCall(disableRoute.POST, `/api/admin/users/${username}/disable`, {
          cookie: who.cookie,
          csrf: who.csrfToken,
          origin,
          json: {},
          params: { username },
        });
      expect(
        (await staffCall(disableRoute.POST, "/api/admin/users/dana/disable", { json: {}, params: { username: "dana" } })).status,
      ).toBe(401);
      expect((await disable(dana, "ops")).status).toBe(403);
      expect((await disable(admin, "dana", "https://evil.example")).status).toBe(403);
      expect((await disable(admin, "ops")).status).toBe(400);
      expect(await database.db.$count(sessions, eq(sessions.userId, dana.user.id))).toBe(1);
      expect((await disable(admin, "dana")).status).toBe(200);
      expect(await database.db.$count(sessions, eq(sessions.userId, dana.user.id))).toBe(0);
      // Dana's cookie no longer works.
      expect(
        (
          await staffCall(ownerRoute.POST, "/api/admin/leads/x/owner", {
            cookie: dana.cookie,
            csrf: dana.csrfToken,
            json: {},
            params: { id: "x" },
          })
        ).status,
      ).toBe(401);

      const reset = (who: typeof admin, password: string) =>
        staffCall(passwordRoute.POST, "/api/admin/users/rhea/password", {
          cookie: who.cookie,
          csrf: who.csrfToken,
          json: { password },
          params: { username: "rhea" },
        });
      expect(
        (
          await staffCall(passwordRoute.POST, "/api/admin/users/rhea/password", {
            json: { password: "x" },
            params: { username: "rhea" },
          })
        ).status,
      ).toBe(401);
      const other = await signedInStaff(database.db, "lee");
      expect((await reset(other, "a brand new long password")).status).toBe(403);
      expect((await reset(admin, "short")).status).toBe(400);
      expect((await reset(admin, "a brand new long password")).status).toBe(200);
      const [after] = await database.db.select({ password: users.password }).from(users).where(eq(users.username, "rhea"));
      expect(after!.password).not.toBe(rhea!.password);
    });
  });
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 864e5).toISOString().slice(0, 10);
}
