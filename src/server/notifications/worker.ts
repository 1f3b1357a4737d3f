import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { notificationOutbox } from "@/server/db/schema";
import { rowsOf } from "@/server/db/database";
import { logger } from "@/server/logger";

/**
 * The outbox worker. Every server process runs one. A round claims due rows with
 * `FOR UPDATE SKIP LOCKED` and stamps a lease on them (`locked_until`, `claimed_by`) in one statement, so two
 * workers on one PostgreSQL database never claim the same row; it then sends each row to every configured channel
 * that has not had it yet, and records the outcome. A failure is retried with exponential backoff
 * (30 s, 1 min, 2 min ... capped at 1 h) up to MAX_ATTEMPTS; then the row is marked failed and shows so in the
 * inbox. A worker that dies mid-delivery leaves a lease that runs out, and the row is claimed again: delivery is
 * at-least-once in that case, and the webhook's delivery id lets a receiver drop the repeat.
 *
 * On PGlite (one process per data directory, one connection) there is one worker and no contention; the same
 * statement runs there and SKIP LOCKED simply never has anything to skip.
 */
export type ChannelName = "email" | "webhook";

/**
 * What an outbox row is about: `lead.created` (the staff notification), `lead.receipt` (the visitor's receipt,
 * issue 35), and the newsletter's `newsletter.confirmation` and `newsletter.welcome` emails and its
 * `newsletter.subscribed` / `newsletter.unsubscribed` webhook events.
 */
export type OutboxEvent =
  | "lead.created"
  | "lead.receipt"
  | "newsletter.confirmation"
  | "newsletter.welcome"
  | "newsletter.subscribed"
  | "newsletter.unsubscribed";

export interface Channel {
  name: ChannelName;
  /** The events this channel sends; a row goes to every configured channel that takes its event. */
  events: readonly OutboxEvent[];
  send(message: OutboxMessage): Promise<void>;
}

export interface OutboxMessage {
  id: string;
  event: string;
  /** The row's payload: a LeadPayload for lead.created, the receipt's or subscriber's fields for the others. */
  payload: unknown;
  /** The JSON the webhook receives. */
  body: string;
}

export const MAX_ATTEMPTS = 10;
export const LEASE_SECONDS = 300;

export function defaultBackoffSeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

export interface WorkerOptions {
  database: () => Promise<Database>;
  channels: Channel[];
  workerId?: string;
  pollMs?: number;
  batchSize?: number;
  backoffSeconds?: (attempt: number) => number;
}

interface ClaimedRow {
  id: string;
  event: string;
  payload: unknown;
  attempts: number;
  delivered_channels: string[] | string;
  created_at: Date | string;
}

export interface RoundResult {
  claimed: number;
  delivered: number;
  failed: number;
}

function parseJson<T>(value: T | string): T {
  return typeof value === "string" ? (JSON.parse(value) as T) : value;
}

/** The webhook's JSON: `lead` for lead events, `subscriber` for newsletter events. */
export function webhookBody(row: { id: string; event: string; createdAt: string; payload: unknown }): string {
  const key = row.event.startsWith("newsletter.") ? "subscriber" : "lead";
  return JSON.stringify({ id: row.id, event: row.event, createdAt: row.createdAt, [key]: row.payload });
}

export class OutboxWorker {
  readonly workerId: string;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly backoff: (attempt: number) => number;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;

  constructor(private readonly options: WorkerOptions) {
    this.workerId = options.workerId ?? `worker-${randomUUID()}`;
    this.pollMs = options.pollMs ?? 5000;
    this.batchSize = options.batchSize ?? 20;
    this.backoff = options.backoffSeconds ?? defaultBackoffSeconds;
  }

  get channelNames(): ChannelName[] {
    return this.options.channels.map((channel) => channel.name);
  }

  /** Every event some configured channel sends; rows of other events are kept until a channel for them is set. */
  get events(): OutboxEvent[] {
    return [...new Set(this.options.channels.flatMap((channel) => channel.events))];
  }

  /** Claims due rows for this worker. */
  async claim(): Promise<ClaimedRow[]> {
    const db = await this.options.database();
    const events = this.events;
    if (events.length === 0) return [];
    return rowsOf<ClaimedRow>(
      await db.execute(sql`
        update ${notificationOutbox} set
          locked_until = now() + make_interval(secs => ${LEASE_SECONDS}::int),
          claimed_by = ${this.workerId}
        where id in (
          select id from ${notificationOutbox}
          where status = 'pending' and next_attempt_at <= now() and (locked_until is null or locked_until < now())
            and event in (${sql.join(
              events.map((event) => sql`${event}`),
              sql`, `,
            )})
          order by next_attempt_at, created_at
          limit ${this.batchSize}
          for update skip locked)
        returning id, event, payload, attempts, delivered_channels, created_at`),
    );
  }

  /** One round: claim, deliver, record. With no channel configured nothing is claimed and the rows are kept. */
  async runOnce(): Promise<RoundResult> {
    const result: RoundResult = { claimed: 0, delivered: 0, failed: 0 };
    if (this.options.channels.length === 0) return result;
    const rows = await this.claim();
    result.claimed = rows.length;
    for (const row of rows) {
      const ok = await this.deliver(row);
      if (ok) result.delivered += 1;
      else result.failed += 1;
    }
    return result;
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    const payload = parseJson<unknown>(row.payload);
    const done = new Set(parseJson(row.delivered_channels));
    const createdAt = row.created_at instanceof Date ? row.created_at.toISOString() : new Date(row.created_at).toISOString();
    const message: OutboxMessage = {
      id: row.id,
      event: row.event,
      payload,
      body: webhookBody({ id: row.id, event: row.event, createdAt, payload }),
    };
    const errors: string[] = [];
    for (const channel of this.options.channels) {
      if (done.has(channel.name) || !channel.events.includes(row.event as OutboxEvent)) continue;
      try {
        await channel.send(message);
        done.add(channel.name);
      } catch (error) {
        errors.push(`${channel.name}: ${error instanceof Error ? error.message : String(error)}`.slice(0, 300));
      }
    }
    const attempts = row.attempts + 1;
    const db = await this.options.database();
    const channels = JSON.stringify([...done]);
    if (errors.length === 0) {
      await db.execute(sql`
        update ${notificationOutbox} set status = 'delivered', attempts = ${attempts}, delivered_channels = ${channels}::jsonb,
          delivered_at = now(), last_error = null, locked_until = null, claimed_by = null
        where id = ${row.id} and claimed_by = ${this.workerId}`);
      logger.info("notification delivered", { outboxId: row.id, event: row.event, channels: [...done], attempts });
      return true;
    }
    const gaveUp = attempts >= MAX_ATTEMPTS;
    await db.execute(sql`
      update ${notificationOutbox} set status = ${gaveUp ? "failed" : "pending"}, attempts = ${attempts},
        delivered_channels = ${channels}::jsonb, last_error = ${errors.join("; ")},
        next_attempt_at = now() + make_interval(secs => ${this.backoff(attempts)}::double precision),
        locked_until = null, claimed_by = null
      where id = ${row.id} and claimed_by = ${this.workerId}`);
    (gaveUp ? logger.error : logger.warn)("notification failed", {
      outboxId: row.id,
      event: row.event,
      attempts,
      gaveUp,
      errors,
    });
    return false;
  }

  /** Starts polling; `wake()` runs a round at once (a new lead). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.options.channels.length === 0) {
      logger.warn(
        "no notification channel configured (SMTP_URL, WEBHOOK_URL): new leads are kept in the outbox, nothing is sent",
      );
      return;
    }
    logger.info("outbox worker started", { workerId: this.workerId, channels: this.channelNames });
    this.schedule(0);
  }

  wake(): void {
    if (this.stopped || this.options.channels.length === 0) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  private schedule(delay: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delay);
    this.timer.unref();
  }

  private async tick() {
    if (this.running || this.stopped) return;
    this.running = (async () => {
      try {
        do {
          this.again = false;
          const round = await this.runOnce();
          // A full batch means more may be due: go again at once.
          if (round.claimed === this.batchSize) this.again = true;
        } while (this.again && !this.stopped);
      } catch (error) {
        logger.error("outbox round failed", { error: error instanceof Error ? error.message : String(error) });
      }
    })();
    await this.running;
    this.running = undefined;
    this.schedule(this.pollMs);
  }

  /** Stops polling and waits for the round in progress, so shutdown never cuts a delivery's bookkeeping short. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
