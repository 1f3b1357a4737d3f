import type { ChatRequest } from "@/lib/chat-schema";
import { logger } from "../logger";
import { getPosts } from "@/content/blog";
import { ChatEngine } from "./engine";
import { siteKnowledge } from "./knowledge";
import { llmConfig, phraseWithLlm } from "./llm";
import { analyzeStatementOffThread } from "./statement-runner";

/**
 * Answers one chat request: the embedded engine always answers; when a language model is configured it may
 * rephrase a content answer (never a statement analysis, a greeting or an "I don't know"). An attached statement
 * is read first in a worker thread with a time limit, so a large or hostile file never holds the event loop.
 */
let engine: Promise<ChatEngine> | undefined;

/**
 * The engine with the site's knowledge and the blog posts, built once on first use and kept for the life of the
 * server (a failure to read the posts is not kept: the next question tries again).
 */
export function getChatEngine(): Promise<ChatEngine> {
  engine ??= getPosts()
    .then((posts) => new ChatEngine(siteKnowledge({ posts })))
    .catch((error: unknown) => {
      engine = undefined;
      throw error;
    });
  return engine;
}

/** The answer, and whether the widget should offer its inline lead form (apply, quote, call back, after an analysis). */
export interface ChatAnswer {
  message: string;
  offerLead: boolean;
}

export async function answerChat(request: ChatRequest): Promise<ChatAnswer> {
  const started = performance.now();
  const statement = request.attachment ? await analyzeStatementOffThread(request.attachment) : undefined;
  const reply = (await getChatEngine()).reply(request, statement);
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
  return { message, offerLead: reply.offerLead === true };
}
