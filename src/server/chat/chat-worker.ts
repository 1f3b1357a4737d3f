/**
 * Worker-thread entry of the chat engine (src/server/chat/engine-runner.ts): builds the engine once from the site's
 * knowledge and the blog posts (workerData.posts, read by the main thread from the content collection), answers one
 * throwaway question, says "ready", then answers one request at a time. Bundled to dist/chat-worker.mjs by scripts/build-server.mjs, or on
 * first use by worker-file.ts.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { PostSummary } from "@/content/blog.schema";
import { ChatEngine, type ChatInput } from "./engine";
import { siteKnowledge } from "./knowledge";
import type { StatementOutcome } from "./statement-runner";

export interface EngineJob {
  id: number;
  input: ChatInput;
  statement?: StatementOutcome;
}

const port = parentPort!;
const engine = new ChatEngine(siteKnowledge({ posts: (workerData as { posts: PostSummary[] }).posts }));
port.on("message", ({ id, input, statement }: EngineJob) => {
  try {
    port.postMessage({ id, reply: engine.reply(input, statement) });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
// A fresh engine's first answer compiles its code paths and fills its lazy tables (about 150 ms against 20-40 ms for
// the next ones, measured on a loaded machine): paid here, before "ready", rather than inside a visitor's time limit.
engine.reply({ message: "What are your rates?", history: [] });
port.postMessage({ ready: true });
