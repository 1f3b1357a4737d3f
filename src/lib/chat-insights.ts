import { addDays, epochDay } from "./reports";

/**
 * What the team sees of the chat (issue 34), free of the database: the kinds of reply a stored question is filed
 * under, how alike questions are grouped, and the per-day table of /admin/reports/assistant.
 */

/**
 * A UUID as crypto.randomUUID writes it (8-4-4-4-12 hex digits, a version 1-8 and the RFC 9562 variant), in any
 * case: the chat's conversation ids and answer ids. Here rather than in chat-schema.ts so the widget can check the
 * ids it keeps without loading zod.
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Questions and their feedback are deleted this many days after they were asked. */
export const CHAT_QUESTION_RETENTION_DAYS = 90;

/**
 * The reply a question got, as stored with it:
 * - `answer`: the engine answered from the site's content;
 * - `notCovered`: it said the site does not publish that (an unpublished subject: a fee, the founders' names...),
 *   possibly with what the pages do say around it;
 * - `unknown`: it found nothing and gave the phone, /contact and /application;
 * - `tooLong`: the message took longer than the engine's time limit;
 * - `statement`: an attached statement was read (or could not be);
 * - `social`: a greeting, thanks, goodbye and the like;
 * - `refusal`: manipulation or abuse, refused.
 */
export const CHAT_REPLY_KINDS = ["answer", "notCovered", "unknown", "tooLong", "statement", "social", "refusal"] as const;
export type ChatReplyKind = (typeof CHAT_REPLY_KINDS)[number];

/** The kinds that answer a question about the site: the ones counted as questions, answered or not. */
export const QUESTION_KINDS: readonly ChatReplyKind[] = ["answer", "notCovered", "unknown", "tooLong"];
/** Questions the assistant could not answer. */
export const UNANSWERED_KINDS: readonly ChatReplyKind[] = ["notCovered", "unknown", "tooLong"];

/** The engine's kinds (src/server/chat/engine.ts ChatReply) and its topics, or a message over the time limit. */
export function chatReplyKind(
  reply: { kind: "answer" | "analysis" | "social" | "unknown" | "refusal"; topics: readonly string[] } | "tooLong",
): ChatReplyKind {
  if (reply === "tooLong") return "tooLong";
  switch (reply.kind) {
    case "answer":
      return reply.topics.includes("notCovered") ? "notCovered" : "answer";
    case "analysis":
      return "statement";
    default:
      return reply.kind;
  }
}

export function isChatReplyKind(value: string): value is ChatReplyKind {
  return (CHAT_REPLY_KINDS as readonly string[]).includes(value);
}

/**
 * The text alike questions share: NFKC, lower case, every run of punctuation, symbols and spaces made one space, no
 * space at either end. "What's your FEE for Amex??" and "whats your fee for amex" are one group; the redaction
 * placeholders stay words ("[email]" -> "email"). Identical keys only: no stemming, so "fees" and "fee" are two.
 */
export function questionGroupKey(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** One day of the chat in the staff time zone. */
export interface ChatDay {
  day: string;
  conversations: number;
  messages: number;
  questions: number;
  answered: number;
}

/** Every day of the range, oldest first, with zeros for days without a message. */
export function everyChatDay(rows: readonly ChatDay[], range: { from: string; to: string }): ChatDay[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const count = epochDay(range.to) - epochDay(range.from) + 1;
  if (!Number.isFinite(count) || count < 0) return [];
  return Array.from({ length: count }, (_, index) => {
    const day = addDays(range.from, index);
    return byDay.get(day) ?? { day, conversations: 0, messages: 0, questions: 0, answered: 0 };
  });
}

/** "83%" of a share; "–" when there is nothing to divide. */
export function shareText(part: number, whole: number): string {
  if (whole === 0) return "–";
  return `${Math.round((part / whole) * 100)}%`;
}

/** What /admin/reports/assistant shows (src/server/admin/assistant-insights.ts fills it). */
export interface AssistantInsightsView {
  range: { from: string; to: string };
  totals: { conversations: number; messages: number; questions: number; answered: number };
  days: ChatDay[];
  /** Alike questions the assistant could not answer, most asked first. */
  unanswered: { question: string; count: number; kinds: string[]; lastAsked: Date }[];
  feedback: {
    helpful: number;
    notHelpful: number;
    byKind: { kind: string; helpful: number; notHelpful: number }[];
    /** Questions whose reply was marked not helpful, grouped by their text and the reply's kind, most often first. */
    notHelpfulQuestions: { question: string; kind: string; count: number; lastAsked: Date }[];
  };
  leads: {
    total: number;
    recent: { id: string; reference: string; businessName: string; name: string; status: string; submittedAt: Date }[];
  };
}

/** Lines each list of the page shows at most. */
export const ASSISTANT_LIST_LIMIT = 50;
