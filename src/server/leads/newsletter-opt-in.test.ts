import { createServer, type IncomingMessage, type Server } from "node:http";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { APIContext, APIRoute } from "astro";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { POST as newsletterPost } from "@/pages/api/newsletter";
import { GET as staffListGet } from "@/pages/api/admin/newsletter";
import { GET as staffExportGet } from "@/pages/api/admin/newsletter/export.csv";
import { POST as deactivatePost } from "@/pages/api/admin/newsletter/[id]/deactivate";
import { newsletterSignupAnswer } from "@/content/newsletter-pages";
import { openDatabase } from "@/server/db/client";
import { newsletters, notificationOutbox, signingKeys } from "@/server/db/schema";
import { parseEnv } from "@/server/env";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { channelsFromEnv } from "@/server/notifications/channels";
import { verifyWebhookSignature } from "@/server/notifications/webhook";
import { OutboxWorker } from "@/server/notifications/worker";
import { parseCsv } from "@/server/admin/parse-csv";
import { call, makeRequest, useLeadTestDatabase } from "@/test-support/api";
import { Mailbox, type ParsedMail } from "@/test-support/mailbox";
import { setRateLimiterForTests } from "@/test-support/process-state";
import { signedInStaff } from "@/test-support/staff";
import { postgresAvailable, TEST_DATABASE_URL, testDrivers } from "@/test-support/test-databases";
import { confirmPage, unsubscribePage } from "./newsletter-pages";
import { confirmToken, linkKey, signToken, unsubscribeToken, verifyToken } from "./newsletter-tokens";

/**
 * The newsletter's double opt-in end to end on both databases (issue 35): the signup's one answer, the confirmation
 * email received by a real SMTP server on 127.0.0.1, its signed single-use link, the one-click unsubscribe, the
 * webhook events and what staff see. Every email goes through the outbox worker, as in production.
 */
const SITE = "https://www.harborline.example";
const SECRET = "whsec_" + "n".repeat(40);

/** A real webhook receiver on 127.0.0.1 keeping every delivery. */
class Receiver {
  readonly received: { headers: IncomingMessage["headers"]; body: string }[] = [];
  url = "";
  private server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      this.received.push({ headers: request.headers, body });
      response.writeHead(200).end("ok");
    });
  });
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hooks`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
  events() {
    return this.received.map((entry) => {
      expect(verifyWebhookSignature(entry.body, entry.headers["x-harborline-signature"] as string, SECRET)).toBe(true);
      return JSON.parse(entry.body) as { event: string; subscriber: { email: string; status: string } };
    });
  }
}

const signup = (email: string) => call(newsletterPost, makeRequest("/api/newsletter", { email }));

/** A page request as a browser or a mail provider sends it (no Origin unless given). */
function pageRequest(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Request(new URL(url, "http://localhost:3000").href, {
    method: init.method ?? "GET",
    headers: { host: "localhost:3000", ...init.headers },
    body: init.body,
  });
}

/** RFC 8058's one-click POST: multipart/form-data `List-Unsubscribe=One-Click`, no Origin, no cookie. */
function oneClickPost(url: string) {
  const boundary = "----harborline-test";
  return pageRequest(url, {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    body: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
  });
}

/** The link of an email's List-Unsubscribe header, and the confirm link of its text part. */
const unsubscribeLink = (mail: ParsedMail) => /<(https:[^>]+)>/.exec(mail.headers.get("list-unsubscribe") ?? "")?.[1] ?? "";
const confirmLink = (mail: ParsedMail) => /https:\/\/\S+\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.text)?.[0] ?? "";

async function staffCall(
  route: APIRoute,
  pathname: string,
  cookie: string,
  init: { form?: Record<string, string>; params?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { host: "localhost:3000", cookie, origin: "http://localhost:3000" };
  let body: string | undefined;
  if (init.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  }
  const request = new Request(`http://localhost:3000${pathname}`, { method: body ? "POST" : "GET", headers, body });
  return route({
    request,
    url: new URL(request.url),
    params: init.params ?? {},
    locals: {},
    clientAddress: "203.0.113.9",
  } as unknown as APIContext);
}

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`newsletter double opt-in on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    let mailbox: Mailbox;
    let receiver: Receiver;
    let channels: ReturnType<typeof channelsFromEnv>;
    let worker: OutboxWorker;

    /** Runs the outbox worker until nothing is due. */
    async function deliver() {
      for (let round = 0; round < 20; round += 1) if ((await worker.runOnce()).claimed === 0) return;
    }
    const outbox = (event: string) => database.db.select().from(notificationOutbox).where(eq(notificationOutbox.event, event));
    const row = async (email: string) => (await database.db.select().from(newsletters).where(eq(newsletters.email, email)))[0];

    beforeAll(() => {
      setRateLimiterForTests(createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore()));
    });
    afterAll(() => setRateLimiterForTests(undefined));
    beforeEach(async () => {
      await database.db.delete(notificationOutbox);
      await database.db.delete(newsletters);
      mailbox = await new Mailbox().start();
      receiver = new Receiver();
      await receiver.start();
      channels = channelsFromEnv(
        parseEnv({ SITE_URL: SITE, SMTP_URL: mailbox.url, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET }),
        async () => database.db,
      );
      worker = new OutboxWorker({ database: async () => database.db, channels: channels.channels, backoffSeconds: () => 0 });
    });
    afterEach(async () => {
      await worker.stop();
      channels.close();
      await Promise.all([mailbox.stop(), receiver.stop()]);
    });

    it("a signup is stored pending and gets one confirmation email: signed link, List-Unsubscribe and List-Unsubscribe-Post", async () => {
      const answer = await signup("  Reader@Harbor-Deli.Example ");
      expect(answer.status).toBe(202);
      expect(answer.body).toEqual({ message: newsletterSignupAnswer });
      expect(await row("reader@harbor-deli.example")).toMatchObject({ status: "pending", confirmedAt: null });
      expect(await outbox("newsletter.confirmation")).toHaveLength(1);

      await deliver();
      const [mail, ...more] = mailbox.to("reader@harbor-deli.example");
      expect(more).toHaveLength(0);
      expect(mail!.subject).toBe("Confirm your Harborline Payments newsletter subscription");
      expect(mail!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(unsubscribeLink(mail!)).toMatch(
        /^https:\/\/www\.harborline\.example\/newsletter\/unsubscribe\?token=[\w-]+\.[\w-]+$/,
      );
      expect(mail!.text).toContain(unsubscribeLink(mail!));
      expect(mail!.html).toContain(`href="${unsubscribeLink(mail!).replace(/&/g, "&amp;")}"`);
      expect(confirmLink(mail!)).toMatch(/^https:\/\/www\.harborline\.example\/newsletter\/confirm\?token=/);
      expect(mail!.html).toContain(confirmLink(mail!));
      // Nothing reaches the webhook or the subscriber list before the address confirms.
      expect(receiver.received).toHaveLength(0);
      expect(mailbox.messages).toHaveLength(1);
    });

    it("the link confirms once: active, a welcome email and newsletter.subscribed; used again it changes nothing", async () => {
      await signup("once@harbor-deli.example");
      await deliver();
      const link = confirmLink(mailbox.to("once@harbor-deli.example")[0]!);

      const first = await confirmPage(pageRequest(link));
      expect(first).toMatchObject({ status: 200, view: { kind: "confirmed", email: "once@harbor-deli.example" } });
      const confirmed = await row("once@harbor-deli.example");
      expect(confirmed).toMatchObject({ status: "active", confirmNonce: null });
      expect(confirmed!.confirmedAt).toBeInstanceOf(Date);

      await deliver();
      const [, welcome] = mailbox.to("once@harbor-deli.example");
      expect(welcome!.subject).toBe("You're subscribed to the Harborline Payments newsletter");
      expect(welcome!.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(receiver.events().map((event) => [event.event, event.subscriber.email, event.subscriber.status])).toEqual([
        ["newsletter.subscribed", "once@harbor-deli.example", "active"],
      ]);

      // Single use: the same link again says so and queues nothing.
      expect(await confirmPage(pageRequest(link))).toMatchObject({ status: 200, view: { kind: "already-confirmed" } });
      // A HEAD (link checkers) never uses a link up.
      expect(await confirmPage(pageRequest(link, { method: "HEAD" }))).toMatchObject({ status: 200 });
      await deliver();
      expect(mailbox.messages).toHaveLength(2);
      expect(receiver.received).toHaveLength(1);

      // After an unsubscribe the old confirmation link cannot subscribe the address again.
      await unsubscribePage(oneClickPost(unsubscribeLink(welcome!)));
      expect(await confirmPage(pageRequest(link))).toMatchObject({ status: 400, view: { kind: "invalid" } });
      expect((await row("once@harbor-deli.example"))!.status).toBe("unsubscribed");
    });

    it("a link expires after 7 days; a changed character, another key or an unsubscribe token does not confirm", async () => {
      await signup("expiry@harbor-deli.example");
      await deliver();
      const link = confirmLink(mailbox.to("expiry@harbor-deli.example")[0]!);
      const token = new URL(link).searchParams.get("token")!;
      const key = await linkKey(database.db);
      const claims = verifyToken(key, token);
      expect(claims).toMatchObject({ p: "c" });
      const expiresAt = (claims as { e: number }).e * 1000;
      expect(expiresAt - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
      expect(expiresAt - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);

      expect(await confirmPage(pageRequest(link), expiresAt + 1000)).toMatchObject({ status: 410, view: { kind: "expired" } });
      const [payload, signature] = token.split(".") as [string, string];
      const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
      const forgedClaims = Buffer.from(
        JSON.stringify({ ...claims, e: Math.floor(Date.now() / 1000) + 365 * 86_400 }),
        "utf8",
      ).toString("base64url");
      const row0 = await row("expiry@harbor-deli.example");
      for (const bad of [
        `${flip(payload, 5)}.${signature}`,
        `${payload}.${flip(signature, 10)}`,
        `${forgedClaims}.${signature}`,
        signToken(randomBytes(32), claims!),
        unsubscribeToken(key, row0!.id),
        confirmToken(key, row0!.id, "not-the-nonce"),
        "",
        "x".repeat(5000),
      ]) {
        const outcome = await confirmPage(pageRequest(`/newsletter/confirm?token=${encodeURIComponent(bad)}`));
        expect(outcome, bad.slice(0, 40)).toMatchObject({ status: 400, view: { kind: "invalid" } });
      }
      expect((await row("expiry@harbor-deli.example"))!.status).toBe("pending");
      // Still good within its time.
      expect(await confirmPage(pageRequest(link))).toMatchObject({ view: { kind: "confirmed" } });
    });

    it("answers every signup alike (status, body, headers) whether the address is new, pending, active, unsubscribed or inactive", async () => {
      await database.db.insert(newsletters).values([
        { email: "active@harbor-deli.example", status: "active" },
        { email: "pending@harbor-deli.example", status: "pending", confirmNonce: "n", confirmationSentAt: sql`now()` },
        { email: "gone@harbor-deli.example", status: "unsubscribed" },
        { email: "staff-off@harbor-deli.example", status: "inactive" },
      ]);
      const answers = await Promise.all(
        [
          "new@harbor-deli.example",
          "pending@harbor-deli.example",
          "active@harbor-deli.example",
          "gone@harbor-deli.example",
          "staff-off@harbor-deli.example",
        ].map(signup),
      );
      const shape = (answer: Awaited<ReturnType<typeof signup>>) => ({
        status: answer.status,
        text: answer.text,
        headers: [...answer.headers.entries()].filter(([name]) => !["date", "x-request-id"].includes(name)),
      });
      for (const answer of answers.slice(1)) expect(shape(answer)).toEqual(shape(answers[0]!));
      // Behind the one answer: the new address is pending, the unsubscribed one pending again, the others unchanged.
      expect((await row("active@harbor-deli.example"))!.status).toBe("active");
      expect((await row("staff-off@harbor-deli.example"))!.status).toBe("inactive");
      expect((await row("gone@harbor-deli.example"))!.status).toBe("pending");
      await deliver();
      expect(mailbox.messages.flatMap((message) => message.to).sort()).toEqual([
        "gone@harbor-deli.example",
        "new@harbor-deli.example",
      ]);
    });

    it("a repeat signup of a pending address resends at most once an hour; 20 at once queue one confirmation", async () => {
      await Promise.all(Array.from({ length: 20 }, () => signup("rush@harbor-deli.example")));
      expect(await database.db.select().from(newsletters)).toHaveLength(1);
      expect(await outbox("newsletter.confirmation")).toHaveLength(1);
      await signup("rush@harbor-deli.example");
      expect(await outbox("newsletter.confirmation")).toHaveLength(1);

      // An hour later a repeat sends the link again (the same nonce: both emails' links work, once).
      await database.db.update(newsletters).set({ confirmationSentAt: sql`now() - interval '61 minutes'` });
      await signup("rush@harbor-deli.example");
      await signup("rush@harbor-deli.example");
      expect(await outbox("newsletter.confirmation")).toHaveLength(2);
      await deliver();
      const mails = mailbox.to("rush@harbor-deli.example");
      expect(mails).toHaveLength(2);
      expect(await confirmPage(pageRequest(confirmLink(mails[1]!)))).toMatchObject({ view: { kind: "confirmed" } });
      expect(await confirmPage(pageRequest(confirmLink(mails[0]!)))).toMatchObject({ view: { kind: "already-confirmed" } });
    });

    it("a confirmation still in the outbox is not sent once the address has confirmed or unsubscribed", async () => {
      await signup("late@harbor-deli.example");
      await database.db.update(newsletters).set({ confirmationSentAt: sql`now() - interval '2 hours'` });
      await signup("late@harbor-deli.example");
      // Deliver only the first, confirm through it, then deliver the rest: the resend is not due any more.
      await worker.runOnce();
      expect(await outbox("newsletter.confirmation")).toHaveLength(2);
      const first = mailbox.to("late@harbor-deli.example");
      expect(first.length).toBeGreaterThanOrEqual(1);
      await confirmPage(pageRequest(confirmLink(first[0]!)));
      await deliver();
      const subjects = mailbox.to("late@harbor-deli.example").map((mail) => mail.subject);
      expect(subjects.filter((subject) => subject.startsWith("Confirm"))).toHaveLength(first.length);
      expect((await outbox("newsletter.confirmation")).every((entry) => entry.status === "delivered")).toBe(true);
    });

    it("unsubscribe: GET changes nothing; the one-click POST (no Origin) and the button unsubscribe, idempotently; resubscribe from the page", async () => {
      await signup("leaving@harbor-deli.example");
      await deliver();
      await confirmPage(pageRequest(confirmLink(mailbox.to("leaving@harbor-deli.example")[0]!)));
      await deliver();
      const link = unsubscribeLink(mailbox.to("leaving@harbor-deli.example")[1]!);
      const pathWithToken = `${new URL(link).pathname}${new URL(link).search}`;

      // A scanner's GET (and HEAD) shows the button and keeps the subscription.
      expect(await unsubscribePage(pageRequest(link))).toMatchObject({
        status: 200,
        view: { kind: "confirm", email: "leaving@harbor-deli.example", action: pathWithToken },
      });
      await unsubscribePage(pageRequest(link, { method: "HEAD" }));
      expect((await row("leaving@harbor-deli.example"))!.status).toBe("active");

      // The mail provider's one-click POST: no Origin, no cookie.
      const before = await row("leaving@harbor-deli.example");
      expect(await unsubscribePage(oneClickPost(link))).toMatchObject({ status: 200, view: { kind: "done" } });
      const after = await row("leaving@harbor-deli.example");
      expect(after!.status).toBe("unsubscribed");
      expect(after!.statusChangedAt.getTime()).toBeGreaterThanOrEqual(before!.statusChangedAt.getTime());
      // Again, and through the page's own button (a urlencoded form): the same answer, nothing more changes.
      expect(await unsubscribePage(oneClickPost(link))).toMatchObject({ status: 200, view: { kind: "done" } });
      const button = pageRequest(link, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000" },
        body: "",
      });
      expect(await unsubscribePage(button)).toMatchObject({ status: 200, view: { kind: "done" } });
      expect((await row("leaving@harbor-deli.example"))!.statusChangedAt).toEqual(after!.statusChangedAt);
      await deliver();
      expect(receiver.events().map((event) => event.event)).toEqual(["newsletter.subscribed", "newsletter.unsubscribed"]);

      // Resubscribe with the page's second button.
      const again = pageRequest(link, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "action=resubscribe",
      });
      expect(await unsubscribePage(again)).toMatchObject({ status: 200, view: { kind: "resubscribed" } });
      expect((await row("leaving@harbor-deli.example"))!.status).toBe("active");
      await deliver();
      expect(receiver.events().map((event) => event.event)).toEqual([
        "newsletter.subscribed",
        "newsletter.unsubscribed",
        "newsletter.subscribed",
      ]);

      // A token that is not ours, or a body over the limit, changes nothing.
      expect(await unsubscribePage(oneClickPost("/newsletter/unsubscribe?token=abc.def"))).toMatchObject({
        status: 400,
        view: { kind: "invalid" },
      });
      const huge = pageRequest(link, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: `x=${"a".repeat(20_000)}`,
      });
      expect(((await unsubscribePage(huge)) as Response).status).toBe(413);
      expect(((await unsubscribePage(pageRequest(link, { method: "PUT" }))) as Response).status).toBe(405);
      expect((await row("leaving@harbor-deli.example"))!.status).toBe("active");
    });

    it("staff see each state and when it changed; only confirmed addresses are subscribers (list, CSV); Mark inactive tells the webhook", async () => {
      const staff = await signedInStaff(database.db, `nl${driver}`);
      await signup("pending-one@harbor-deli.example");
      await signup("confirmed@harbor-deli.example");
      await signup("left@harbor-deli.example");
      await deliver();
      for (const email of ["confirmed@harbor-deli.example", "left@harbor-deli.example"]) {
        await confirmPage(pageRequest(confirmLink(mailbox.to(email)[0]!)));
      }
      await deliver();
      await unsubscribePage(oneClickPost(unsubscribeLink(mailbox.to("left@harbor-deli.example")[1]!)));

      type Listed = { total: number; rows: { email: string; status: string; statusChangedAt: string }[] };
      const list = async (query = "") =>
        (await (await staffCall(staffListGet, `/api/admin/newsletter${query}`, staff.cookie)).json()) as Listed;
      expect((await list()).rows.map((entry) => entry.email)).toEqual(["confirmed@harbor-deli.example"]);
      const all = await list("?status=all");
      expect(Object.fromEntries(all.rows.map((entry) => [entry.email, entry.status]))).toEqual({
        "pending-one@harbor-deli.example": "pending",
        "confirmed@harbor-deli.example": "active",
        "left@harbor-deli.example": "unsubscribed",
      });
      const left = all.rows.find((entry) => entry.email === "left@harbor-deli.example")!;
      expect(Date.now() - new Date(left.statusChangedAt).getTime()).toBeLessThan(60_000);
      expect((await list("?status=pending")).rows.map((entry) => entry.email)).toEqual(["pending-one@harbor-deli.example"]);
      expect((await list("?status=unsubscribed")).total).toBe(1);

      const csv = async (query = "") =>
        parseCsv(
          (await (await staffCall(staffExportGet, `/api/admin/newsletter/export.csv${query}`, staff.cookie)).text()).replace(
            /^\uFEFF/,
            "",
          ),
        );
      const exported = await csv();
      expect(exported[0]).toEqual(["Email", "Status", "Signed up at (UTC)", "Status changed at (UTC)", "Confirmed at (UTC)"]);
      expect(exported.slice(1).map((cells) => [cells[0], cells[1]])).toEqual([["confirmed@harbor-deli.example", "active"]]);
      expect((await csv("?status=all")).length).toBe(4);

      const confirmedRow = (await row("confirmed@harbor-deli.example"))!;
      const marked = await staffCall(deactivatePost, `/api/admin/newsletter/${confirmedRow.id}/deactivate`, staff.cookie, {
        form: { csrf: staff.csrfToken },
        params: { id: confirmedRow.id },
      });
      expect(marked.status).toBe(303);
      expect((await row("confirmed@harbor-deli.example"))!.status).toBe("inactive");
      expect((await list()).total).toBe(0);
      await deliver();
      // One batch is sent in no set order: a receiver orders events by subscriber.statusChangedAt.
      expect(
        receiver
          .events()
          .map((event) => [event.event, event.subscriber.email, event.subscriber.status])
          .sort(),
      ).toEqual([
        ["newsletter.subscribed", "confirmed@harbor-deli.example", "active"],
        ["newsletter.subscribed", "left@harbor-deli.example", "active"],
        ["newsletter.unsubscribed", "confirmed@harbor-deli.example", "inactive"],
        ["newsletter.unsubscribed", "left@harbor-deli.example", "unsubscribed"],
      ]);
    });

    it("keeps the link key in the database (one row), so every instance and a restarted one verify the same links", async () => {
      const key = await linkKey(database.db);
      const [stored] = await database.db.select().from(signingKeys);
      expect(Buffer.from(stored!.secret, "base64url").equals(key)).toBe(true);
      expect(key).toHaveLength(32);
    });
  });
}

// Each run applies every migration to a fresh database, twice over: slow on PGlite when the machine is busy.
describe("migration 0009 (newsletter opt-in)", { timeout: 180_000 }, () => {
  /** The migrations folder as it was before this one: the SQL files and the journal up to 0008. */
  function foldersBefore0009() {
    const dir = mkdtempSync(path.join(tmpdir(), "migrations-0008-"));
    cpSync(path.resolve("drizzle"), dir, { recursive: true });
    const journalPath = path.join(dir, "meta", "_journal.json");
    const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
    const index = journal.entries.findIndex((entry) => entry.tag === "0009_newsletter_opt_in");
    expect(index).toBeGreaterThan(0);
    journal.entries = journal.entries.slice(0, index);
    writeFileSync(journalPath, JSON.stringify(journal));
    return dir;
  }

  async function expectKeptActive(db: Awaited<ReturnType<typeof openDatabase>>["db"]) {
    const [kept] = await db.select().from(newsletters).where(eq(newsletters.email, "early@reader.example"));
    expect(kept).toMatchObject({ status: "active", confirmedAt: null, confirmNonce: null });
    expect(kept!.statusChangedAt.toISOString()).toBe("2025-03-01T10:00:00.000Z");
  }

  it("keeps the subscribers already in the table active, their state dated from their signup (PGlite)", async () => {
    const before = foldersBefore0009();
    const handle = await openDatabase({ pgliteDir: "memory://", migrationsFolder: before });
    try {
      await handle.db.execute(
        sql`insert into newsletters (email, submitted_at) values ('early@reader.example', '2025-03-01T10:00:00Z')`,
      );
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(handle.db as never, { migrationsFolder: path.resolve("drizzle") });
      await expectKeptActive(handle.db);
    } finally {
      await handle.close();
      rmSync(before, { recursive: true, force: true });
    }
  });

  it.skipIf(!postgresAvailable)("keeps the subscribers already in the table active (PostgreSQL)", async () => {
    const before = foldersBefore0009();
    const schema = `test_m0009_${process.pid}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    try {
      const old = await openDatabase({ databaseUrl: TEST_DATABASE_URL, searchPath: schema, migrationsFolder: before });
      await old.db.execute(
        sql`insert into newsletters (email, submitted_at) values ('early@reader.example', '2025-03-01T10:00:00Z')`,
      );
      await old.close();
      const current = await openDatabase({ databaseUrl: TEST_DATABASE_URL, searchPath: schema });
      try {
        await expectKeptActive(current.db);
      } finally {
        await current.close();
      }
    } finally {
      await admin.query(`drop schema if exists "${schema}" cascade`);
      await admin.end();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
