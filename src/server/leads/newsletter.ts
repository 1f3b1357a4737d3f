import { and, eq, sql } from "drizzle-orm";
import { newsletters, notificationOutbox, type Newsletter } from "@/server/db/schema";
import type { Database } from "@/server/db/client";
import { appDatabase } from "@/server/db/database";
import { attributionColumns, attributionOf, type Attribution } from "@/lib/attribution";
import { wakeOutboxWorker } from "@/server/notifications/wake";
import { linkKey, newNonce, verifyToken } from "./newsletter-tokens";

/**
 * The newsletter's double opt-in (issue 35). A signup stores the address as `pending` and queues a confirmation
 * email in the same transaction (an outbox row, sent by the worker with a fresh signed link). The link confirms
 * the address (`active`, the only state that counts as a subscriber), queues the welcome email and the webhook's
 * `newsletter.subscribed`. Every newsletter email carries an unsubscribe link that works without signing in.
 *
 * The public answer never depends on what happened here (no enumeration); `SignupOutcome` is for logs and tests.
 */
export type SignupOutcome =
  /** A new address: pending, confirmation queued. */
  | "created"
  /** Pending, the last confirmation was queued an hour ago or more: another is queued. */
  | "resent"
  /** Pending, a confirmation was queued within the hour: nothing is sent. */
  | "throttled"
  /** Unsubscribed earlier: pending again, a confirmation queued (unless one went out within the hour). */
  | "reopened"
  /** Already a subscriber, or taken off the list by staff: nothing changes and nothing is sent. */
  | "unchanged";

export type SubscriberState = "pending" | "active" | "unsubscribed" | "inactive";

/** A repeat signup of a pending address resends the confirmation at most this often. */
export const RESEND_INTERVAL_SECONDS = 3600;

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
type Executor = Database | Tx;

/** What the webhook's newsletter.* events carry. */
export interface SubscriberPayload {
  id: string;
  email: string;
  status: string;
  submittedAt: string;
  statusChangedAt: string;
  confirmedAt: string | null;
  attribution?: Attribution;
}

export function subscriberPayload(row: Newsletter): SubscriberPayload {
  return {
    id: row.id,
    email: row.email,
    status: row.status,
    submittedAt: row.submittedAt.toISOString(),
    statusChangedAt: row.statusChangedAt.toISOString(),
    confirmedAt: row.confirmedAt ? row.confirmedAt.toISOString() : null,
    attribution: attributionOf(row),
  };
}

/** The payload of the confirmation and welcome emails: who, and for which row (read again at delivery). */
export interface SubscriberMailPayload {
  subscriberId: string;
  email: string;
}

type NewsletterEvent = "newsletter.confirmation" | "newsletter.welcome" | "newsletter.subscribed" | "newsletter.unsubscribed";

async function queue(tx: Executor, newsletterId: string, event: NewsletterEvent, payload: object) {
  await tx.insert(notificationOutbox).values({ newsletterId, event, payload });
}

/**
 * Queues a confirmation unless one was queued within the hour: the stamp is moved on the database's clock in the
 * same statement that checks it, so two instances (or two requests at once) never both send.
 */
async function queueConfirmationIfDue(tx: Executor, row: Pick<Newsletter, "id" | "email">): Promise<boolean> {
  const stamped = await tx
    .update(newsletters)
    .set({ confirmationSentAt: sql`now()` })
    .where(
      and(
        eq(newsletters.id, row.id),
        sql`(${newsletters.confirmationSentAt} is null or ${newsletters.confirmationSentAt} <= now() - make_interval(secs => ${RESEND_INTERVAL_SECONDS}::double precision))`,
      ),
    )
    .returning({ id: newsletters.id });
  if (stamped.length === 0) return false;
  await queue(tx, row.id, "newsletter.confirmation", { subscriberId: row.id, email: row.email } satisfies SubscriberMailPayload);
  return true;
}

/**
 * A signup (the address already trimmed and lower-cased by the schema), with where the visitor came from (the first
 * signup's attribution is kept). Row and outbox rows are written in one transaction; the worker is woken after.
 */
export async function subscribe(email: string, attribution: Attribution = { first: null, last: null }): Promise<SignupOutcome> {
  const db = await appDatabase();
  const outcome = await db.transaction(async (tx): Promise<SignupOutcome> => {
    const [created] = await tx
      .insert(newsletters)
      .values({
        email,
        status: "pending",
        confirmNonce: newNonce(),
        statusChangedAt: sql`now()`,
        ...attributionColumns(attribution),
      })
      .onConflictDoNothing({ target: newsletters.email })
      .returning({ id: newsletters.id, email: newsletters.email });
    if (created) {
      await queueConfirmationIfDue(tx, created);
      return "created";
    }
    const [row] = await tx.select().from(newsletters).where(eq(newsletters.email, email)).for("update");
    if (!row) return "unchanged";
    if (row.status === "pending") {
      if (!row.confirmNonce) await tx.update(newsletters).set({ confirmNonce: newNonce() }).where(eq(newsletters.id, row.id));
      return (await queueConfirmationIfDue(tx, row)) ? "resent" : "throttled";
    }
    if (row.status === "unsubscribed") {
      await tx
        .update(newsletters)
        .set({ status: "pending", confirmNonce: newNonce(), statusChangedAt: sql`now()` })
        .where(eq(newsletters.id, row.id));
      await queueConfirmationIfDue(tx, row);
      return "reopened";
    }
    return "unchanged";
  });
  if (outcome !== "unchanged" && outcome !== "throttled") wakeOutboxWorker();
  return outcome;
}

export type ConfirmOutcome =
  | { kind: "confirmed"; email: string }
  /** The address was already confirmed (this link or another was used before). */
  | { kind: "already-confirmed"; email: string }
  | { kind: "expired" }
  /** Used, replaced by a later signup, for an address no longer pending, tampered with, or not ours. */
  | { kind: "invalid" };

/** /newsletter/confirm?token=: confirms a pending address once; queues the welcome email and the webhook event. */
export async function confirmSubscription(token: string | null, now = Date.now()): Promise<ConfirmOutcome> {
  const db = await appDatabase();
  const claims = verifyToken(await linkKey(db), token);
  if (!claims || claims.p !== "c") return { kind: "invalid" };
  if (claims.e * 1000 <= now) return { kind: "expired" };
  const outcome = await db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, claims.s)).for("update");
    if (!row) return { kind: "invalid" };
    if (row.status !== "pending" || row.confirmNonce !== claims.n) {
      return row.status === "active" ? { kind: "already-confirmed", email: row.email } : { kind: "invalid" };
    }
    const [confirmed] = await tx
      .update(newsletters)
      .set({ status: "active", confirmNonce: null, confirmedAt: sql`now()`, statusChangedAt: sql`now()` })
      .where(eq(newsletters.id, row.id))
      .returning();
    await queue(tx, row.id, "newsletter.welcome", { subscriberId: row.id, email: row.email } satisfies SubscriberMailPayload);
    await queue(tx, row.id, "newsletter.subscribed", subscriberPayload(confirmed!));
    return { kind: "confirmed", email: row.email };
  });
  if (outcome.kind === "confirmed") wakeOutboxWorker();
  return outcome;
}

export type UnsubscribeOutcome =
  { kind: "subscriber"; email: string; status: SubscriberState; changed: boolean } | { kind: "invalid" };

async function unsubscribeClaims(db: Database, token: string | null) {
  const claims = verifyToken(await linkKey(db), token);
  return claims && claims.p === "u" ? claims : null;
}

/** What /newsletter/unsubscribe shows for a token (GET changes nothing: mail scanners open links). */
export async function subscriberForToken(token: string | null): Promise<UnsubscribeOutcome> {
  const db = await appDatabase();
  const claims = await unsubscribeClaims(db, token);
  if (!claims) return { kind: "invalid" };
  const [row] = await db
    .select({ email: newsletters.email, status: newsletters.status })
    .from(newsletters)
    .where(eq(newsletters.id, claims.s));
  return row
    ? { kind: "subscriber", email: row.email, status: row.status as SubscriberState, changed: false }
    : { kind: "invalid" };
}

/**
 * Unsubscribes the token's address: pending or active becomes unsubscribed (an active one also queues the webhook's
 * `newsletter.unsubscribed`); any other state is left as it is. Idempotent: a second call changes nothing.
 */
export async function unsubscribe(token: string | null): Promise<UnsubscribeOutcome> {
  const db = await appDatabase();
  const claims = await unsubscribeClaims(db, token);
  if (!claims) return { kind: "invalid" };
  const outcome = await db.transaction(async (tx): Promise<UnsubscribeOutcome> => {
    const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, claims.s)).for("update");
    if (!row) return { kind: "invalid" };
    if (row.status !== "active" && row.status !== "pending") {
      return { kind: "subscriber", email: row.email, status: row.status as SubscriberState, changed: false };
    }
    const [changed] = await tx
      .update(newsletters)
      .set({ status: "unsubscribed", confirmNonce: null, statusChangedAt: sql`now()` })
      .where(eq(newsletters.id, row.id))
      .returning();
    if (row.status === "active") await queue(tx, row.id, "newsletter.unsubscribed", subscriberPayload(changed!));
    return { kind: "subscriber", email: row.email, status: "unsubscribed", changed: true };
  });
  if (outcome.kind === "subscriber" && outcome.changed) wakeOutboxWorker();
  return outcome;
}

/**
 * Resubscribes from the unsubscribe page: the token came from a message delivered to the address, which is the
 * proof a confirmation gives, so an unsubscribed address becomes active at once (webhook `newsletter.subscribed`).
 * An address taken off the list by staff stays off.
 */
export async function resubscribe(token: string | null): Promise<UnsubscribeOutcome> {
  const db = await appDatabase();
  const claims = await unsubscribeClaims(db, token);
  if (!claims) return { kind: "invalid" };
  const outcome = await db.transaction(async (tx): Promise<UnsubscribeOutcome> => {
    const [row] = await tx.select().from(newsletters).where(eq(newsletters.id, claims.s)).for("update");
    if (!row) return { kind: "invalid" };
    if (row.status !== "unsubscribed") {
      return { kind: "subscriber", email: row.email, status: row.status as SubscriberState, changed: false };
    }
    const [changed] = await tx
      .update(newsletters)
      .set({ status: "active", confirmNonce: null, confirmedAt: sql`now()`, statusChangedAt: sql`now()` })
      .where(eq(newsletters.id, row.id))
      .returning();
    await queue(tx, row.id, "newsletter.subscribed", subscriberPayload(changed!));
    return { kind: "subscriber", email: row.email, status: "active", changed: true };
  });
  if (outcome.kind === "subscriber" && outcome.changed) wakeOutboxWorker();
  return outcome;
}

/** Staff "Mark inactive" (src/server/admin/newsletter.ts): an active address going off the list tells the webhook. */
export async function queueUnsubscribedEvent(tx: Executor, row: Newsletter) {
  await queue(tx, row.id, "newsletter.unsubscribed", subscriberPayload(row));
}

/** The rows a newsletter outbox email is about, read at delivery (the worker's email channel). */
export async function subscriberRow(db: Database, id: string) {
  const [row] = await db
    .select({ id: newsletters.id, email: newsletters.email, status: newsletters.status, confirmNonce: newsletters.confirmNonce })
    .from(newsletters)
    .where(eq(newsletters.id, id));
  return row;
}
