import type { ChatRequest } from "@/lib/chat-schema";
import { logger } from "../logger";
import { getChatEngine } from "./engine";
import { llmConfig, phraseWithLlm } from "./llm";
import { analyzeStatementOffThread } from "./statement-runner";

/**
 * Answers one chat request: the embedded engine always answers; when a language model is configured it may
 * rephrase a content answer (never a statement analysis, a greeting or an "I don't know"). An attached statement
 * is read first in a worker thread with a time limit, so a large or hostile file never holds the event loop.
 */
export async function answerChat(request: ChatRequest): Promise<string> {
  const started = performance.now();
  const statement = request.attachment ? await analyzeStatementOffThread(request.attachment) : undefined;
  const reply = getChatEngine().reply(request, statement);
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
  return message;
}
