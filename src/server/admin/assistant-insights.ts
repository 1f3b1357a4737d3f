import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { adminCopy } from "@/content/admin";
import {
  ASSISTANT_LIST_LIMIT,
  everyChatDay,
  QUESTION_KINDS,
  UNANSWERED_KINDS,
  type AssistantInsightsView,
  type ChatDay,
} from "@/lib/chat-insights";
import { parseReportRange, type ReportRange } from "@/lib/reports";
import { STAFF_TIME_ZONE } from "@/lib/staff-time";
import type { Database } from "@/server/db/client";
import { appDatabase, rowsOf } from "@/server/db/database";
import { chatFeedback, chatQuestions } from "@/server/db/schema";
import { reportRangeMessage } from "./reports";

/**
 * The queries behind /admin/reports/assistant (issue 34): what visitors asked the chat in a range of days (staff
 * time zone, the reports' range rules), read from chat_questions and chat_feedback (src/server/chat/questions.ts)
 * and the chat's leads from contacts. Every read is a range of chat_questions_created_idx (or, for the questions it
 * could not answer, of its partial index chat_questions_unanswered_idx).
 */
const copy = adminCopy.assistant;

const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** A time column within the range's days in the staff time zone. */
function withinDays(column: SQL | typeof chatQuestions.createdAt, range: ReportRange): SQL {
  return sql`${column} >= (${range.from}::date)::timestamp at time zone ${STAFF_TIME_ZONE}
    and ${column} < (${range.to}::date + 1)::timestamp at time zone ${STAFF_TIME_ZONE}`;
}

async function dailyCounts(db: Database, range: ReportRange): Promise<ChatDay[]> {
  const rows = rowsOf<{ day: string; conversations: number; messages: number; questions: number; answered: number }>(
    await db.execute(sql`
      select to_char((created_at at time zone ${STAFF_TIME_ZONE})::date, 'YYYY-MM-DD') as day,
        count(distinct conversation_id)::int as conversations,
        count(*)::int as messages,
        (count(*) filter (where kind in (${sqlList(QUESTION_KINDS)})))::int as questions,
        (count(*) filter (where answered))::int as answered
      from chat_questions
      where ${withinDays(sql`created_at`, range)}
      group by 1
      order by 1`),
  );
  return rows.map((row) => ({
    day: row.day,
    conversations: Number(row.conversations),
    messages: Number(row.messages),
    questions: Number(row.questions),
    answered: Number(row.answered),
  }));
}

async function totals(db: Database, range: ReportRange): Promise<AssistantInsightsView["totals"]> {
  const [row] = rowsOf<{ conversations: number; messages: number; questions: number; answered: number }>(
    await db.execute(sql`
      select count(distinct conversation_id)::int as conversations,
        count(*)::int as messages,
        (count(*) filter (where kind in (${sqlList(QUESTION_KINDS)})))::int as questions,
        (count(*) filter (where answered))::int as answered
      from chat_questions
      where ${withinDays(sql`created_at`, range)}`),
  );
  return {
    conversations: Number(row?.conversations ?? 0),
    messages: Number(row?.messages ?? 0),
    questions: Number(row?.questions ?? 0),
    answered: Number(row?.answered ?? 0),
  };
}

/** The questions it could not answer, alike ones (same question_key) as one line, most asked first. */
async function unansweredQuestions(db: Database, range: ReportRange): Promise<AssistantInsightsView["unanswered"]> {
  const rows = rowsOf<{ question: string; count: number; kinds: string; last_asked: string | Date }>(
    await db.execute(sql`
      select (array_agg(question order by created_at desc))[1] as question,
        count(*)::int as count,
        string_agg(distinct kind, ',') as kinds,
        max(created_at) as last_asked
      from chat_questions
      where kind in (${sqlList(UNANSWERED_KINDS)}) and ${withinDays(sql`created_at`, range)}
      group by question_key
      order by count(*) desc, max(created_at) desc
      limit ${ASSISTANT_LIST_LIMIT}`),
  );
  return rows.map((row) => ({
    question: row.question,
    count: Number(row.count),
    kinds: row.kinds.split(","),
    lastAsked: new Date(row.last_asked),
  }));
}

async function feedback(db: Database, range: ReportRange): Promise<AssistantInsightsView["feedback"]> {
  const byKind = rowsOf<{ kind: string; helpful: number; not_helpful: number }>(
    await db.execute(sql`
      select q.kind,
        (count(*) filter (where f.helpful))::int as helpful,
        (count(*) filter (where not f.helpful))::int as not_helpful
      from chat_questions q join chat_feedback f on f.answer_id = q.id
      where ${withinDays(sql`q.created_at`, range)}
      group by q.kind
      order by count(*) desc, q.kind`),
  ).map((row) => ({ kind: row.kind, helpful: Number(row.helpful), notHelpful: Number(row.not_helpful) }));
  const notHelpfulQuestions = rowsOf<{ question: string; kind: string; count: number; last_asked: string | Date }>(
    await db.execute(sql`
      select (array_agg(q.question order by q.created_at desc))[1] as question,
        q.kind,
        count(*)::int as count,
        max(q.created_at) as last_asked
      from chat_questions q join chat_feedback f on f.answer_id = q.id
      where not f.helpful and ${withinDays(sql`q.created_at`, range)}
      group by q.question_key, q.kind
      order by count(*) desc, max(q.created_at) desc
      limit ${ASSISTANT_LIST_LIMIT}`),
  ).map((row) => ({ question: row.question, kind: row.kind, count: Number(row.count), lastAsked: new Date(row.last_asked) }));
  return {
    helpful: byKind.reduce((sum, row) => sum + row.helpful, 0),
    notHelpful: byKind.reduce((sum, row) => sum + row.notHelpful, 0),
    byKind,
    notHelpfulQuestions,
  };
}

/** Leads sent from the chat's own form (contacts.source "chat") in the range, newest first. */
async function chatLeads(db: Database, range: ReportRange): Promise<AssistantInsightsView["leads"]> {
  const where = sql`source = 'chat' and ${withinDays(sql`submitted_at`, range)}`;
  const [counted] = rowsOf<{ total: number }>(await db.execute(sql`select count(*)::int as total from contacts where ${where}`));
  const recent = rowsOf<{
    id: string;
    reference: string;
    business_name: string;
    first_name: string;
    last_name: string;
    status: string;
    submitted_at: string | Date;
  }>(
    await db.execute(sql`
      select id, reference, business_name, first_name, last_name, status, submitted_at
      from contacts where ${where}
      order by submitted_at desc, id desc
      limit ${ASSISTANT_LIST_LIMIT}`),
  );
  return {
    total: Number(counted?.total ?? 0),
    recent: recent.map((row) => ({
      id: row.id,
      reference: row.reference,
      businessName: row.business_name,
      name: `${row.first_name} ${row.last_name}`,
      status: row.status,
      submittedAt: new Date(row.submitted_at),
    })),
  };
}

/** Everything the page shows for a range. */
export async function assistantInsights(range: ReportRange): Promise<AssistantInsightsView> {
  const db = await appDatabase();
  const [days, sums, unanswered, rated, leads] = await Promise.all([
    dailyCounts(db, range),
    totals(db, range),
    unansweredQuestions(db, range),
    feedback(db, range),
    chatLeads(db, range),
  ]);
  return { range, totals: sums, days: everyChatDay(days, range), unanswered, feedback: rated, leads };
}

/** /admin/reports/assistant: the range's insights, or the refused date (the page answers 400 with it). */
export type AssistantPage =
  | { kind: "ok"; range: ReportRange; insights: AssistantInsightsView }
  | { kind: "invalid"; field: "from" | "to"; message: string; form: ReportRange };

export async function assistantPage(params: URLSearchParams, today: string): Promise<AssistantPage> {
  const parsed = parseReportRange(params, today);
  if (!parsed.ok) {
    const { problem } = parsed;
    return {
      kind: "invalid",
      field: problem.field,
      message: reportRangeMessage(problem),
      // The form shows what was typed, so it can be corrected.
      form: { from: (params.get("from") ?? "").slice(0, 40), to: (params.get("to") ?? "").slice(0, 40) },
    };
  }
  return { kind: "ok", range: parsed.range, insights: await assistantInsights(parsed.range) };
}

/** The CSV export's columns (one row per stored question). */
export const QUESTION_CSV_HEADER = [
  "Asked at (UTC)",
  "Conversation",
  "Question",
  "Reply",
  "Topics",
  "Answered",
  "File attached",
  "Feedback",
] as const;

export interface QuestionExportRow {
  id: string;
  createdAt: Date;
  conversationId: string | null;
  question: string;
  kind: string;
  topics: string[];
  answered: boolean;
  hasAttachment: boolean;
  helpful: boolean | null;
}

export function questionCsvRecord(row: QuestionExportRow): (string | Date)[] {
  const kinds: Record<string, string> = copy.kinds;
  return [
    row.createdAt,
    row.conversationId ?? "",
    row.question,
    kinds[row.kind] ?? row.kind,
    row.topics.join(" "),
    row.answered ? "yes" : "no",
    row.hasAttachment ? "yes" : "no",
    row.helpful === null ? "" : row.helpful ? copy.helpful : copy.notHelpful,
  ];
}

/**
 * Every question of the range, newest first, in batches of `batchSize` by keyset pagination on (created_at, id).
 * The cursor keeps the database's own microseconds (as text), which a JavaScript Date would round to milliseconds.
 */
export async function* questionsForExport(range: ReportRange, batchSize = 1000): AsyncGenerator<QuestionExportRow[]> {
  const db = await appDatabase();
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await db
      .select({
        id: chatQuestions.id,
        createdAt: chatQuestions.createdAt,
        at: sql<string>`${chatQuestions.createdAt}::text`,
        conversationId: chatQuestions.conversationId,
        question: chatQuestions.question,
        kind: chatQuestions.kind,
        topics: chatQuestions.topics,
        answered: chatQuestions.answered,
        hasAttachment: chatQuestions.hasAttachment,
        helpful: chatFeedback.helpful,
      })
      .from(chatQuestions)
      .leftJoin(chatFeedback, eq(chatFeedback.answerId, chatQuestions.id))
      .where(
        and(
          withinDays(chatQuestions.createdAt, range),
          after
            ? sql`(${chatQuestions.createdAt}, ${chatQuestions.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
            : undefined,
        ),
      )
      .orderBy(desc(chatQuestions.createdAt), desc(chatQuestions.id))
      .limit(batchSize);
    if (rows.length === 0) return;
    yield rows.map(({ at: _at, ...row }) => row);
    if (rows.length < batchSize) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.at, id: last.id };
  }
}
