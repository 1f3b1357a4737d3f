import { sql } from "drizzle-orm";
import { CHAT_QUESTION_RETENTION_DAYS, questionGroupKey, type ChatReplyKind } from "@/lib/chat-insights";
import { redactPersonalData } from "@/lib/redact";
import type { Database } from "@/server/db/client";
import { appDatabase, openedDatabase, rowsOf } from "@/server/db/database";
import { chatQuestions } from "@/server/db/schema";
import { logger } from "@/server/logger";
import { processState } from "@/server/process-state";

/**
 * The chat's record of what visitors ask (issue 34): each answered message as a row of chat_questions, the
 * visitors' optional feedback on it, and their deletion after CHAT_QUESTION_RETENTION_DAYS.
 *
 * The record is best effort. It is written after the answer is computed and never awaited by the request: the
 * visitor gets the reply (with its `answerId`) whatever the database does, a failed write is logged (ids and the
 * error, never the text), and the chat keeps answering with the database down. It is written only into a database
 * the process already has open (the server opens it before listening), so an answer never waits on a database being
 * opened. At most MAX_PENDING_WRITES wait at once; past that a record is dropped and logged.
 */
export const MAX_PENDING_WRITES = 100;

export interface ChatQuestionRecord {
  /** The answerId returned with the reply. */
  id: string;
  conversationId?: string;
  /** The visitor's message as sent: redacted here, before anything is stored. */
  message: string;
  kind: ChatReplyKind;
  topics: readonly string[];
  /** A file came with the message (its content is never stored). */
  hasAttachment: boolean;
}

/** Shared by the Express entry (its drain awaits them) and Astro's bundle (its endpoint starts them). */
const pending = (processState.__chatQuestionWrites ??= new Set<Promise<void>>());

/** The row stored for a question: redacted text, its group key, whether it was answered. */
export function questionRow(record: ChatQuestionRecord): typeof chatQuestions.$inferInsert {
  const question = redactPersonalData(record.message);
  return {
    id: record.id,
    conversationId: record.conversationId ?? null,
    question,
    questionKey: questionGroupKey(question),
    kind: record.kind,
    topics: [...record.topics],
    answered: record.kind === "answer",
    hasAttachment: record.hasAttachment,
  };
}

/** Starts writing the record and returns at once (see above). */
export function recordChatQuestion(record: ChatQuestionRecord, requestId?: string): void {
  const database = openedDatabase();
  if (!database) return;
  if (pending.size >= MAX_PENDING_WRITES) {
    logger.warn("chat question not recorded: too many writes waiting", { requestId, answerId: record.id });
    return;
  }
  let row: typeof chatQuestions.$inferInsert;
  try {
    row = questionRow(record);
  } catch (error) {
    logger.error("chat question not recorded", { requestId, answerId: record.id, error: errorText(error) });
    return;
  }
  const write = database
    .then((db) => db.insert(chatQuestions).values(row))
    .then(
      () => undefined,
      (error: unknown) => logger.error("chat question not recorded", { requestId, answerId: record.id, error: errorText(error) }),
    );
  pending.add(write);
  void write.finally(() => pending.delete(write));
}

/** Resolves once every record started so far is written or given up (the server's drain, before the database closes). */
export async function settleChatQuestionWrites(): Promise<void> {
  await Promise.all([...pending]);
}

/**
 * Stores a visitor's feedback on an answer: one row per answer, a second press changes it. False when no question
 * has that id (never recorded, or deleted after the retention period).
 */
export async function saveChatFeedback(answerId: string, helpful: boolean): Promise<boolean> {
  const db = await appDatabase();
  const rows = rowsOf<{ answer_id: string }>(
    await db.execute(sql`
      insert into chat_feedback (answer_id, helpful)
      select id, ${helpful} from chat_questions where id = ${answerId}::uuid
      on conflict (answer_id) do update set helpful = excluded.helpful, updated_at = now()
      returning answer_id`),
  );
  return rows.length > 0;
}

/** Rows deleted per statement, and statements per run, of the retention delete. */
export const QUESTION_EXPIRY = { batch: 1000, maxBatches: 20 };

/**
 * Deletes questions asked more than CHAT_QUESTION_RETENTION_DAYS ago, oldest first, in batches of `batch` rows (their
 * feedback goes with them: ON DELETE CASCADE), until a batch comes back short or `maxBatches` ran. Answers how many
 * went. Safe to run from several instances at once.
 */
export async function expireChatQuestions(db: Database, options: Partial<typeof QUESTION_EXPIRY> = {}): Promise<number> {
  const { batch, maxBatches } = { ...QUESTION_EXPIRY, ...options };
  let removed = 0;
  for (let run = 0; run < maxBatches; run += 1) {
    const [row] = rowsOf<{ removed: number }>(
      await db.execute(sql`
        with gone as (
          delete from chat_questions where id in (
            select id from chat_questions
            where created_at < now() - make_interval(days => ${CHAT_QUESTION_RETENTION_DAYS}::int)
            order by created_at limit ${batch}::int)
          returning 1)
        select count(*)::int as removed from gone`),
    );
    const count = Number(row?.removed ?? 0);
    removed += count;
    if (count < batch) break;
  }
  return removed;
}

/** How often each server instance deletes expired questions (and once a minute after it starts). */
export const EXPIRE_QUESTIONS_EVERY_MS = 10 * 60_000;

/** Runs expireChatQuestions periodically (server/index.ts, once the database is open); the result stops it. */
export function startChatQuestionExpiry(
  database: () => Promise<Database>,
  everyMs = EXPIRE_QUESTIONS_EVERY_MS,
  firstAfterMs = 60_000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => database())
      .then((db) => expireChatQuestions(db))
      .then((removed) => {
        if (removed > 0) logger.info("expired chat questions deleted", { removed });
      })
      .catch((error: unknown) => logger.error("chat question expiry failed", { error: errorText(error) }));
  };
  const first = setTimeout(run, firstAfterMs);
  first.unref();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    await running;
  };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
