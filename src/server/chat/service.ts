import { chatReplyKind, type ChatReplyKind } from "@/lib/chat-insights";
import type { ChatRequest } from "@/lib/chat-schema";
import { logger } from "../logger";
import { getPosts } from "@/content/blog";
import { chatReplies } from "@/content/chat";
import { site } from "@/content/site";
import { replyOffThread, setChatPosts } from "./engine-runner";
import { llmConfig, phraseWithLlm } from "./llm";
import { analyzeStatementOffThread } from "./statement-runner";
import { fillReply } from "./topics";

/**
 * Answers one chat request. An attached statement is read first in a worker thread with a time limit
 * (statement-runner.ts); the engine then answers in a worker thread of its own, with a hard time limit per message
 * (engine-runner.ts), so no message, history or file of any shape holds the event loop. When a language model is
 * configured it may rephrase a content answer (never a statement analysis, a greeting or an "I don't know").
 */
setChatPosts(getPosts);

/** The answer, and whether the widget should offer its inline lead form (apply, quote, call back, after an analysis). */
export interface ChatAnswer {
  message: string;
  offerLead: boolean;
  /** Every engine was taken and the line was full: the endpoint answers 503 with the message. */
  busy?: boolean;
  /** What kind of reply it was (src/lib/chat-insights.ts), stored with the question (issue 34). */
  kind: ChatReplyKind;
  /** The engine's topics of the reply (none for a message over the time limit or a busy answer). */
  topics: string[];
}

const slots = { phone: site.contact.phone.display };

export async function answerChat(request: ChatRequest): Promise<ChatAnswer> {
  const started = performance.now();
  const statement = request.attachment ? await analyzeStatementOffThread(request.attachment) : undefined;
  const outcome = await replyOffThread(request, statement);
  if (!outcome.ok) {
    logger.info("chat not answered", { reason: outcome.reason, ms: Math.round(performance.now() - started) });
    if (outcome.reason === "failed") throw new Error("the chat engine failed");
    const template = outcome.reason === "timeout" ? chatReplies.limits.tooLong : chatReplies.limits.busy;
    return {
      message: fillReply(template, slots),
      offerLead: false,
      busy: outcome.reason === "busy",
      kind: chatReplyKind("tooLong"),
      topics: [],
    };
  }
  const reply = outcome.reply;
  let message = reply.message;
  let phrasedBy = "engine";
  const config = reply.kind === "answer" ? llmConfig() : undefined;
  if (config) {
    const phrased = await phraseWithLlm(request.message, request.history, reply, config);
    if (phrased) {
      message = phrased;
      phrasedBy = "llm";
    }
  }
  // Topics and timing only: what visitors type (and their statements) stays out of the logs.
  logger.info("chat answered", {
    kind: reply.kind,
    topics: reply.topics,
    phrasedBy,
    attachment: request.attachment ? request.attachment.type : undefined,
    statement: statement ? (statement.ok ? statement.figures.method : statement.reason) : undefined,
    ms: Math.round(performance.now() - started),
  });
  return { message, offerLead: reply.offerLead === true, kind: chatReplyKind(reply), topics: reply.topics };
}
