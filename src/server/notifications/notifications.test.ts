import { createServer, type IncomingMessage, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { openDatabase, type Database, type DbHandle } from "@/server/db/client";
import { contacts, notificationOutbox } from "@/server/db/schema";
import { migratedPgliteTemplate, postgresAvailable, TEST_DATABASE_URL, testDrivers } from "@/test-support/test-databases";
import { retryLeadNotification } from "@/server/admin/leads";
import { parseEnv } from "@/server/env";
import { createLead } from "@/server/leads/contacts";
import { useLeadTestDatabase } from "@/test-support/api";
import { setDatabaseForTests } from "@/test-support/process-state";
import { channelsFromEnv } from "./channels";
import { SIGNATURE_HEADER, verifyWebhookSignature, signWebhook } from "./webhook";
import { OutboxWorker, type Channel } from "./worker";

const SECRET = "whsec_" + "k".repeat(40);

const lead = (email: string) => ({
  firstName: "Rosa",
  lastName: "Delgado",
  email,
  phone: "(210) 555-0177",
  businessName: "Delgado Tire & Auto",
  interestedIn: "credit-card-processing" as const,
  industry: "automotive" as const,
  currentProcessor: "square" as const,
  monthlyVolume: "$60,000",
  website: "",
});

/** A real HTTP receiver on 127.0.0.1: records each delivery; answers with the statuses queued, then 200. */
class Receiver {
  readonly received: { headers: IncomingMessage["headers"]; body: string }[] = [];
  failures: number[] = [];
  delayMs = 0;
  private server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const status = this.failures.shift() ?? 200;
      setTimeout(() => {
        if (status === 200) this.received.push({ headers: request.headers, body });
        response.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "ok" : "down");
      }, this.delayMs);
    });
  });
  url = "";
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const address = this.server.address();
    this.url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hooks/leads`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it accepts. */
class Mailbox {
  readonly messages: { from: string; to: string[]; data: string }[] = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData: (stream, session, callback) => {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString("utf8")));
      stream.on("end", () => {
        this.messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          data,
        });
        callback();
      });
    },
  });
  url = "";
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const address = this.server.server.address();
    this.url = `smtp://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const quickRetry = () => 0;

async function outboxRows(db: Database) {
  return db.select().from(notificationOutbox);
}

describe("webhook signature", () => {
  it("verifies our own signature and refuses a changed body, another key, or an old timestamp", () => {
    const body = JSON.stringify({ lead: { id: "x" } });
    const now = Math.floor(Date.now() / 1000);
    const header = signWebhook(body, SECRET, now);
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature(body, header, SECRET, 300, now)).toBe(true);
    expect(verifyWebhookSignature(body + " ", header, SECRET, 300, now)).toBe(false);
    expect(verifyWebhookSignature(body, header, SECRET + "x", 300, now)).toBe(false);
    expect(verifyWebhookSignature(body, header, SECRET, 300, now + 301)).toBe(false);
    expect(verifyWebhookSignature(body, null, SECRET)).toBe(false);
    expect(verifyWebhookSignature(body, "t=1,v1=zz", SECRET)).toBe(false);
  });
});

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`lead notifications on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    let receiver: Receiver;
    let mailbox: Mailbox;
    const workers: OutboxWorker[] = [];

    const env = (overrides: Record<string, string> = {}) =>
      parseEnv({ SITE_URL: "https://www.harborline.example", SALES_EMAIL: "sales@harborline.example", ...overrides });
    const worker = (channels: Channel[], id?: string) => {
      const created = new OutboxWorker({ database: async () => database.db, channels, backoffSeconds: quickRetry, workerId: id });
      workers.push(created);
      return created;
    };

    beforeEach(async () => {
      await database.db.delete(contacts);
      receiver = new Receiver();
      mailbox = new Mailbox();
      await Promise.all([receiver.start(), mailbox.start()]);
    });
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((entry) => entry.stop()));
      await Promise.all([receiver.stop(), mailbox.stop()]);
    });

    it("writes the outbox row with the lead, atomically (one statement)", async () => {
      const stored = await createLead(lead("rosa@delgadotire.example"), "application");
      const rows = await outboxRows(database.db);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ contactId: stored.id, event: "lead.created", status: "pending", attempts: 0 });
      expect(rows[0]!.payload).toMatchObject({
        id: stored.id,
        reference: stored.reference,
        kind: "application",
        email: "rosa@delgadotire.example",
      });

      // When the outbox row cannot be written, the lead is not stored either.
      await database.db.execute(sql`alter table notification_outbox rename to notification_outbox_gone`);
      try {
        await expect(createLead(lead("nobody@example.com"), "contact")).rejects.toThrow();
      } finally {
        await database.db.execute(sql`alter table notification_outbox_gone rename to notification_outbox`);
      }
      expect(await database.db.select().from(contacts).where(eq(contacts.email, "nobody@example.com"))).toHaveLength(0);
    });

    it("with no channel configured keeps the outbox and sends nothing", async () => {
      await createLead(lead("kept@example.com"), "contact");
      const { channels } = channelsFromEnv(env());
      expect(channels).toEqual([]);
      const idle = worker(channels);
      expect(await idle.runOnce()).toEqual({ claimed: 0, delivered: 0, failed: 0 });
      const [row] = await outboxRows(database.db);
      expect(row).toMatchObject({ status: "pending", attempts: 0, claimedBy: null });
      expect(receiver.received).toHaveLength(0);
      expect(mailbox.messages).toHaveLength(0);
    });

    it("delivers to the sales address over SMTP and to the signed webhook", async () => {
      const stored = await createLead(lead("rosa@delgadotire.example"), "application");
      const { channels, close } = channelsFromEnv(
        env({ SMTP_URL: mailbox.url, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET }),
      );
      try {
        expect(await worker(channels).runOnce()).toEqual({ claimed: 1, delivered: 1, failed: 0 });
      } finally {
        close();
      }
      expect(mailbox.messages).toHaveLength(1);
      const mail = mailbox.messages[0]!;
      // The body may be quoted-printable (soft line breaks, =XX escapes): decode it before reading.
      const text = mail.data
        .replace(/=\r?\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(mail.to).toEqual(["sales@harborline.example"]);
      expect(mail.data).toMatch(/Subject: New application: Delgado Tire & Auto \(Rosa Delgado\)/);
      expect(mail.data).toContain(`[${stored.reference}]`);
      expect(mail.data).toMatch(/Reply-To: Rosa Delgado <rosa@delgadotire\.example>/);
      expect(text).toContain(`https://www.harborline.example/admin/leads/${stored.id}`);
      expect(text).toContain("Credit Card Processing");
      expect(text).toContain("Monthly volume:     $60,000");

      expect(receiver.received).toHaveLength(1);
      const hook = receiver.received[0]!;
      expect(hook.headers["content-type"]).toBe("application/json");
      expect(verifyWebhookSignature(hook.body, hook.headers[SIGNATURE_HEADER.toLowerCase()] as string, SECRET)).toBe(true);
      expect(
        verifyWebhookSignature(
          hook.body,
          hook.headers[SIGNATURE_HEADER.toLowerCase()] as string,
          "another secret of at least thirty-two",
        ),
      ).toBe(false);
      const payload = JSON.parse(hook.body) as { event: string; id: string; lead: Record<string, unknown> };
      expect(payload.event).toBe("lead.created");
      expect(hook.headers["x-harborline-delivery"]).toBe(payload.id);
      expect(payload.lead).toMatchObject({
        id: stored.id,
        reference: stored.reference,
        businessName: "Delgado Tire & Auto",
        monthlyVolume: "$60,000",
      });

      const [row] = await outboxRows(database.db);
      expect(row).toMatchObject({ status: "delivered", attempts: 1, lastError: null, claimedBy: null });
      expect([...row!.deliveredChannels].sort()).toEqual(["email", "webhook"]);
      expect(row!.deliveredAt).toBeInstanceOf(Date);
    });

    it("retries after the receiver fails twice, repeating only the channel that failed", async () => {
      await createLead(lead("retry@example.com"), "contact");
      receiver.failures = [500, 503];
      const { channels, close } = channelsFromEnv(
        env({ SMTP_URL: mailbox.url, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET }),
      );
      const retrying = worker(channels);
      try {
        expect(await retrying.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
        let [row] = await outboxRows(database.db);
        expect(row).toMatchObject({ status: "pending", attempts: 1, deliveredChannels: ["email"] });
        expect(row!.lastError).toMatch(/webhook: webhook answered HTTP 500/);
        expect(await retrying.runOnce()).toMatchObject({ claimed: 1, failed: 1 });
        [row] = await outboxRows(database.db);
        expect(row!.lastError).toMatch(/HTTP 503/);
        expect(await retrying.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
        [row] = await outboxRows(database.db);
        expect(row).toMatchObject({ status: "delivered", attempts: 3, lastError: null });
      } finally {
        close();
      }
      expect(receiver.received).toHaveLength(1);
      expect(mailbox.messages).toHaveLength(1);
    });

    it("waits out the backoff before the next attempt, and gives up after the last one", async () => {
      await createLead(lead("backoff@example.com"), "contact");
      receiver.failures = Array(20).fill(500);
      const { channels } = channelsFromEnv(env({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET }));
      const slow = new OutboxWorker({ database: async () => database.db, channels, backoffSeconds: () => 3600 });
      workers.push(slow);
      expect((await slow.runOnce()).failed).toBe(1);
      expect((await slow.runOnce()).claimed).toBe(0);
      const [row] = await outboxRows(database.db);
      expect(row!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(3500_000);

      const fast = worker(channels);
      await database.db.update(notificationOutbox).set({ nextAttemptAt: sql`now()`, attempts: 8 });
      await fast.runOnce();
      await fast.runOnce();
      const [gaveUp] = await outboxRows(database.db);
      expect(gaveUp).toMatchObject({ status: "failed", attempts: 10 });
      expect((await fast.runOnce()).claimed).toBe(0);

      // Staff press "Retry delivery" once the receiver is back: the row is queued again and delivered.
      receiver.failures = [];
      expect(await retryLeadNotification(gaveUp!.contactId!)).toEqual({ kind: "ok" });
      expect(await fast.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
      const [delivered] = await outboxRows(database.db);
      expect(delivered).toMatchObject({ status: "delivered", attempts: 1, lastError: null });
      expect(receiver.received).toHaveLength(1);
      expect(await retryLeadNotification(gaveUp!.contactId!)).toEqual({ kind: "not-failed", status: "delivered" });
    });

    it("claims a row whose worker died mid-delivery once its lease has run out", async () => {
      await createLead(lead("lease@example.com"), "contact");
      await database.db
        .update(notificationOutbox)
        .set({ claimedBy: "crashed-worker", lockedUntil: sql`now() + interval '5 minutes'` });
      const { channels } = channelsFromEnv(env({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET }));
      const survivor = worker(channels);
      expect((await survivor.runOnce()).claimed).toBe(0);
      await database.db.update(notificationOutbox).set({ lockedUntil: sql`now() - interval '1 second'` });
      expect(await survivor.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
      expect(receiver.received).toHaveLength(1);
    });

    it("a running worker is woken by a new lead and delivers without waiting for its poll", async () => {
      const { channels } = channelsFromEnv(env({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET }));
      const { setOutboxWakeHook } = await import("./wake");
      const live = new OutboxWorker({ database: async () => database.db, channels, pollMs: 60_000, backoffSeconds: quickRetry });
      workers.push(live);
      live.start();
      setOutboxWakeHook(() => live.wake());
      try {
        await createLead(lead("wake@example.com"), "contact");
        const deadline = Date.now() + 5000;
        while (receiver.received.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
        expect(receiver.received).toHaveLength(1);
      } finally {
        setOutboxWakeHook(undefined);
      }
    });
  });
}

describe("delivery after a restart (PGlite on disk)", () => {
  it("keeps undelivered rows across a restart and sends them from the next process", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "outbox-restart-"));
    const receiver = new Receiver();
    await receiver.start();
    let handle: DbHandle | undefined;
    try {
      // The directory starts as a migrated one (no initdb: a few seconds less); the restart below reopens it from disk.
      handle = await openDatabase({ pgliteDir: dir, pgliteDataDir: await migratedPgliteTemplate() });
      setDatabaseForTests(handle.db);
      await createLead(lead("restart@example.com"), "contact");
      receiver.failures = [502];
      const env = parseEnv({ WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
      const first = new OutboxWorker({
        database: async () => handle!.db,
        channels: channelsFromEnv(env).channels,
        backoffSeconds: quickRetry,
      });
      expect((await first.runOnce()).failed).toBe(1);
      await first.stop();
      await handle.close();
      setDatabaseForTests(undefined);

      handle = await openDatabase({ pgliteDir: dir });
      const [kept] = await handle.db.select().from(notificationOutbox);
      expect(kept).toMatchObject({ status: "pending", attempts: 1 });
      const second = new OutboxWorker({
        database: async () => handle!.db,
        channels: channelsFromEnv(env).channels,
        backoffSeconds: quickRetry,
      });
      expect(await second.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
      expect(receiver.received).toHaveLength(1);
      expect(JSON.parse(receiver.received[0]!.body).lead.email).toBe("restart@example.com");
    } finally {
      setDatabaseForTests(undefined);
      await handle?.close().catch(() => undefined);
      await receiver.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe.skipIf(!postgresAvailable)("exactly once with two workers on one PostgreSQL database", () => {
  it("delivers each of 60 leads once when two server instances' workers race for them", async () => {
    const schema = `test_outbox_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    const first = await openDatabase({ databaseUrl: TEST_DATABASE_URL, searchPath: schema });
    const second = await openDatabase({ databaseUrl: TEST_DATABASE_URL, searchPath: schema });
    const receiver = new Receiver();
    const mailbox = new Mailbox();
    await Promise.all([receiver.start(), mailbox.start()]);
    receiver.delayMs = 15; // slow deliveries widen the window in which the two workers overlap
    try {
      setDatabaseForTests(first.db);
      for (let index = 0; index < 60; index += 1) await createLead(lead(`race${index}@example.com`), "contact");
      setDatabaseForTests(undefined);
      const env = parseEnv({ SMTP_URL: mailbox.url, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: SECRET });
      const channelsA = channelsFromEnv(env);
      const channelsB = channelsFromEnv(env);
      const a = new OutboxWorker({
        database: async () => first.db,
        channels: channelsA.channels,
        batchSize: 5,
        workerId: "instance-a",
      });
      const b = new OutboxWorker({
        database: async () => second.db,
        channels: channelsB.channels,
        batchSize: 5,
        workerId: "instance-b",
      });
      const drain = async (worker: OutboxWorker) => {
        let delivered = 0;
        for (;;) {
          const round = await worker.runOnce();
          delivered += round.delivered;
          if (round.claimed === 0) return delivered;
        }
      };
      const [byA, byB] = await Promise.all([drain(a), drain(b)]);
      channelsA.close();
      channelsB.close();
      expect(byA + byB).toBe(60);
      expect(byA).toBeGreaterThan(0);
      expect(byB).toBeGreaterThan(0);
      const deliveryIds = receiver.received.map((entry) => entry.headers["x-harborline-delivery"]);
      expect(deliveryIds).toHaveLength(60);
      expect(new Set(deliveryIds).size).toBe(60);
      expect(mailbox.messages).toHaveLength(60);
      const rows = await first.db.select().from(notificationOutbox);
      expect(rows.every((row) => row.status === "delivered" && row.attempts === 1)).toBe(true);
    } finally {
      setDatabaseForTests(undefined);
      await Promise.all([receiver.stop(), mailbox.stop()]);
      await first.close();
      await second.close();
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists "${schema}" cascade`);
      await cleanup.end();
    }
  }, 120_000);
});
