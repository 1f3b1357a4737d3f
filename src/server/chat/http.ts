import { randomUUID } from "node:crypto";
import type { APIContext } from "astro";
import type { z } from "zod";
import { attachmentTooLarge, chatFeedbackSchema, chatRequestSchema } from "@/lib/chat-schema";
import { handleJsonPost, json } from "@/server/http/api";
import { logger } from "../logger";
import { recordChatQuestion, saveChatFeedback } from "./questions";
import { signReply } from "./reply-signature";
import { answerChat } from "./service";

/**
 * POST /api/chatbot (SPEC 7) through the shared JSON pipeline (same origin 403, JSON only 415, rate limit 429, body
 * limit 413, text policy and zod validation 400 naming the field), then 200 { message, signature, answerId } (with
 * `offerLead: true` when the widget should offer its inline lead form; the signature: reply-signature.ts). The chat keeps answering
 * when the rate limiter's table is unreachable: it needs no database to answer.
 *
 * Each answered message is recorded for the team (issue 34, src/server/chat/questions.ts) under a new random
 * `answerId`, returned with the reply so the widget can send feedback on it; the record is written after the answer
 * and never awaited, so the database can neither slow nor fail the chat.
 */

/** The attachment (under 10 MiB) grows when JSON-escaped (quotes and line breaks take two bytes), plus the
 *  message and up to 50 history entries: 14 MiB covers a real statement with room to spare. */
export const CHAT_BODY_LIMIT_BYTES = 14 * 1024 * 1024;

const TOO_LARGE = { message: "The request is too large. Attach a file under 10MB.", field: "attachment" };

export function handleChatRequest(context: Pick<APIContext, "request" | "clientAddress">): Promise<Response> {
  return handleJsonPost(
    context,
    "chatbot",
    async ({ body, requestId }) => {
      const attachment = (body as { attachment?: { content?: unknown } }).attachment;
      if (typeof attachment?.content === "string" && attachmentTooLarge(attachment.content)) return json(413, TOO_LARGE);

      const parsed = chatRequestSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error);
      try {
        const answer = await answerChat(parsed.data);
        if (answer.busy) return json(503, { message: answer.message }, { "Retry-After": "5" });
        const signature = signReply(answer.message);
        const answerId = randomUUID();
        recordChatQuestion(
          {
            id: answerId,
            conversationId: parsed.data.conversationId,
            message: parsed.data.message,
            kind: answer.kind,
            topics: answer.topics,
            hasAttachment: parsed.data.attachment !== undefined,
          },
          requestId,
        );
        return json(200, { message: answer.message, signature, answerId, ...(answer.offerLead ? { offerLead: true } : {}) });
      } catch (error) {
        // The engine does not throw on any input; if it ever does, the visitor's widget shows its failure message.
        logger.error("chat answer failed", { requestId, error: error instanceof Error ? error.message : String(error) });
        return json(500, { message: "The assistant could not answer just now. Please try again." });
      }
    },
    {
      maxBytes: CHAT_BODY_LIMIT_BYTES,
      tooLarge: TOO_LARGE,
      multiline: ["message", "history.*.content", "attachment.content"],
      limiterFailure: "continue",
    },
  );
}

/** 400 naming the first bad field, with up to ten issues (the widget reads `field`). */
function invalid(error: z.ZodError): Response {
  const issue = error.issues[0]!;
  const field = issue.path.length > 0 ? issue.path.join(".") : "body";
  return json(400, {
    message: `Invalid ${field}: ${issue.message}`,
    field,
    issues: error.issues.slice(0, 10).map((entry) => ({ field: entry.path.join(".") || "body", message: entry.message })),
  });
}

/**
 * POST /api/chat-feedback { answerId, helpful } (issue 34), through the same shared JSON pipeline as the chat (64 KiB
 * body): 204 when stored, 404 when no answer has that id (never recorded, or older than the retention period), 400
 * naming the field. One feedback per answer: a second press changes it. Anyone may write feedback on an answer whose
 * id they hold; nothing public reads questions or feedback.
 */
export function handleChatFeedbackRequest(context: Pick<APIContext, "request" | "clientAddress">): Promise<Response> {
  return handleJsonPost(context, "chat-feedback", async ({ body, requestId }) => {
    const parsed = chatFeedbackSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const stored = await saveChatFeedback(parsed.data.answerId, parsed.data.helpful);
    if (!stored) return json(404, { message: "There is no such answer." });
    logger.info("chat feedback stored", { requestId, answerId: parsed.data.answerId, helpful: parsed.data.helpful });
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  });
}
