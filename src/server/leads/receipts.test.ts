import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import pg from "pg";
import { POST as contactsPost } from "@/pages/api/contacts";
import { site } from "@/content/site";
import { openDatabase } from "@/server/db/client";
import { contacts, notificationOutbox } from "@/server/db/schema";
import { parseEnv } from "@/server/env";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { channelsFromEnv } from "@/server/notifications/channels";
import { OutboxWorker } from "@/server/notifications/worker";
import { call, makeRequest, useLeadTestDatabase, validApplication, validContact } from "@/test-support/api";
import { Mailbox } from "@/test-support/mailbox";
import { resetEnvForTests, setDatabaseForTests, setRateLimiterForTests } from "@/test-support/process-state";
import { postgresAvailable, TEST_DATABASE_URL, testDrivers } from "@/test-support/test-databases";
import { createLead } from "./contacts";

/**
 * What a visitor receives after a form (issue 35): one receipt per lead, queued by the lead's own statement and sent
 * by the outbox worker to a real SMTP server on 127.0.0.1, exactly once, retried when the mail server refuses, only
 * when SMTP_URL is configured, and never in the way of the form's answer.
 */
const SITE = "https://www.harborline.example";
const SALES = "sales@harborline.example";

const chatLead = {
  source: "chat",
  firstName: "Dwayne",
  lastName: "Okafor",
  email: "dwayne@okaforauto.example",
  phone: "",
  businessName: "Okafor Auto Repair",
  consent: true,
  transcript: [{ role: "user", content: "Can someone call me about a quote?" }],
  website: "",
};

/** SITE_URL, SMTP_URL and SALES_EMAIL as a test sets them, put back afterwards (createLead reads SMTP_URL). */
const ENV_NAMES = ["SITE_URL", "SMTP_URL", "SALES_EMAIL"] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
function setEnv(values: Partial<Record<(typeof ENV_NAMES)[number], string>>) {
  for (const name of ENV_NAMES) {
    const value = values[name] ?? savedEnv[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetEnvForTests();
}

const post = (body: unknown) => call(contactsPost, makeRequest("/api/contacts", body));

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`visitor receipts on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    let mailbox: Mailbox;
    let worker: OutboxWorker;
    let close: () => void;

    async function deliver() {
      for (let round = 0; round < 20; round += 1) if ((await worker.runOnce()).claimed === 0) return;
    }

    beforeAll(() => {
      setRateLimiterForTests(createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore()));
    });
    afterAll(() => setRateLimiterForTests(undefined));
    beforeEach(async () => {
      await database.db.delete(contacts);
      mailbox = await new Mailbox().start();
      setEnv({ SITE_URL: SITE, SMTP_URL: mailbox.url, SALES_EMAIL: SALES });
      const channels = channelsFromEnv(
        parseEnv({ SITE_URL: SITE, SMTP_URL: mailbox.url, SALES_EMAIL: SALES }),
        async () => database.db,
      );
      close = channels.close;
      worker = new OutboxWorker({ database: async () => database.db, channels: channels.channels, backoffSeconds: () => 0 });
    });
    afterEach(async () => {
      setEnv({});
      await worker.stop();
      close();
      await mailbox.stop();
    });

    it("an application's receipt is queued by the lead's statement and the applicant receives exactly one: reference, next steps, tracking link, phone", async () => {
      const answer = await post(validApplication);
      expect(answer.status).toBe(201);
      const reference = answer.body.reference as string;
      const rows = await database.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.contactId, answer.body.id as string));
      expect(rows.map((row) => row.event).sort()).toEqual(["lead.created", "lead.receipt"]);
      expect(rows.find((row) => row.event === "lead.receipt")!.payload).toEqual({
        source: "application",
        reference,
        firstName: validApplication.firstName,
        email: validApplication.email,
      });

      await deliver();
      await deliver();
      expect(mailbox.to(SALES)).toHaveLength(1);
      const mails = mailbox.to(validApplication.email);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      const printed = `${reference.slice(0, 4)}-${reference.slice(4)}`;
      expect(mail.subject).toBe(`Your Harborline Payments application ${printed}: what happens next`);
      expect(mail.headers.get("reply-to")).toContain(SALES);
      expect(mail.headers.get("list-unsubscribe")).toBeUndefined();
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(printed);
        expect(part).toContain(site.claims.applicationReply.value);
        expect(part).toContain(site.contact.phone.display);
        expect(part).toContain(site.contact.supportHours);
        expect(part).toContain(`${SITE}/application-tracking?reference=${printed}`);
      }
      expect(mail.text).toContain(`Thank you for applying, ${validApplication.firstName}`);
      const delivered = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.event, "lead.receipt"));
      expect(delivered).toMatchObject([{ status: "delivered", attempts: 1, deliveredChannels: ["email"] }]);
    });

    it("a contact message and a chat lead each get one short acknowledgement", async () => {
      expect((await post(validContact)).status).toBe(201);
      expect((await post(chatLead)).status).toBe(201);
      await deliver();
      const [contact, ...moreContact] = mailbox.to(validContact.email);
      const [chat, ...moreChat] = mailbox.to(chatLead.email);
      expect([moreContact, moreChat]).toEqual([[], []]);
      expect(contact!.subject).toMatch(/^We received your message \([A-Z0-9]{4}-[A-Z0-9]{4}\)$/);
      expect(contact!.text).toContain("Thanks for getting in touch, Maria");
      expect(chat!.subject).toMatch(/^We received your request from our chat \(/);
      for (const mail of [contact!, chat!]) {
        expect(mail.text).toContain("We will contact you soon.");
        expect(mail.text).toContain(site.contact.phone.display);
        expect(mail.html).not.toContain("/application-tracking");
      }
    });

    it("without SMTP_URL no receipt is queued (it would go out late, whenever one is configured)", async () => {
      setEnv({ SITE_URL: SITE, SALES_EMAIL: SALES, SMTP_URL: "" });
      const answer = await post(validApplication);
      const rows = await database.db
        .select()
        .from(notificationOutbox)
        .where(eq(notificationOutbox.contactId, answer.body.id as string));
      expect(rows.map((row) => row.event)).toEqual(["lead.created"]);
    });

    it("a mail server that refuses does not hold the answer back; the receipt is retried and arrives once", async () => {
      mailbox.rejectNext = 1;
      const started = Date.now();
      const answer = await post({ ...validApplication, email: "retry@okaforauto.example" });
      expect(answer.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      // The first round: one of the two messages (staff notification, receipt) is refused and its row stays
      // pending with the error; the next round sends it.
      const first = await worker.runOnce();
      expect(first.failed).toBe(1);
      const pending = await database.db.select().from(notificationOutbox).where(eq(notificationOutbox.status, "pending"));
      expect(pending).toHaveLength(1);
      expect(pending[0]!.lastError).toMatch(/email: .*451/);
      await deliver();
      expect(mailbox.to("retry@okaforauto.example")).toHaveLength(1);
      expect(mailbox.to(SALES)).toHaveLength(1);
    });

    it("a mail server that is down does not hold the answer back either", async () => {
      await mailbox.stop();
      const started = Date.now();
      const answer = await post({ ...validApplication, email: "down@okaforauto.example" });
      expect(answer.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(5_000);
      const round = await worker.runOnce();
      expect(round).toMatchObject({ claimed: 2, failed: 2 });
      mailbox = await new Mailbox().start();
    });
  });
}

describe.skipIf(!postgresAvailable)("receipts with two instances on one PostgreSQL database", () => {
  it("each of 30 receipts reaches its visitor once when two instances' workers race for them", async () => {
    const schema = `test_receipts_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    const first = await openDatabase({ databaseUrl: TEST_DATABASE_URL, searchPath: schema });
    const second = await openDatabase({ databaseUrl: TEST_DATABASE_URL, searchPath: schema });
    const mailbox = await new Mailbox().start();
    setEnv({ SITE_URL: SITE, SMTP_URL: mailbox.url, SALES_EMAIL: SALES });
    try {
      setDatabaseForTests(first.db, "postgres");
      for (let index = 0; index < 30; index += 1) {
        await createLead({ ...validApplication, email: `race${index}@okaforauto.example` } as never, "application");
      }
      setDatabaseForTests(undefined);
      const env = parseEnv({ SITE_URL: SITE, SMTP_URL: mailbox.url, SALES_EMAIL: SALES });
      const a = channelsFromEnv(env, async () => first.db);
      const b = channelsFromEnv(env, async () => second.db);
      const workers = [
        new OutboxWorker({ database: async () => first.db, channels: a.channels, batchSize: 4, workerId: "instance-a" }),
        new OutboxWorker({ database: async () => second.db, channels: b.channels, batchSize: 4, workerId: "instance-b" }),
      ];
      const drain = async (worker: OutboxWorker) => {
        let delivered = 0;
        for (;;) {
          const round = await worker.runOnce();
          delivered += round.delivered;
          if (round.claimed === 0) return delivered;
        }
      };
      const [byA, byB] = await Promise.all(workers.map(drain));
      a.close();
      b.close();
      expect(byA! + byB!).toBe(60);
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
      for (let index = 0; index < 30; index += 1) expect(mailbox.to(`race${index}@okaforauto.example`)).toHaveLength(1);
      expect(mailbox.to(SALES)).toHaveLength(30);
    } finally {
      setEnv({});
      setDatabaseForTests(undefined);
      await Promise.all([first.close(), second.close(), mailbox.stop()]);
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists "${schema}" cascade`);
      await cleanup.end();
    }
  }, 120_000);
});
