import { Worker } from "node:worker_threads";
import type { PostSummary } from "@/content/blog.schema";
import { logger } from "../logger";
import type { EngineJob } from "./chat-worker";
import { conversationRead } from "./conversation";
import type { ChatInput, ChatReply } from "./engine";
import type { StatementOutcome } from "./statement-runner";
import { workerFile } from "./worker-file";

/**
 * Runs the chat engine off the request thread, with a hard time limit per request: CHAT_WORKERS worker threads,
 * each holding one engine built at start, answer one message at a time. A message not answered within
 * CHAT_TIME_LIMIT_MS stops its worker (terminated: no text of any shape holds a core longer than that) and a fresh
 * one takes its place. What the engine reads is bounded as well (READ_LIMITS in conversation.ts, applied here
 * before the conversation is handed over), so the limit is a guard that real conversations never meet. The event loop only passes messages, so pages, health checks and
 * sign-ins are never held up by the chat.
 */
/**
 * Wall-clock time, so it also counts time the worker waits for a core: 2 s leaves room for a machine under load
 * (statements being read on both cores) while the engine's own worst case is far below (bench/chat-worst.mjs).
 */
export const CHAT_TIME_LIMIT_MS = 2_000;
/** Engines answering at the same time (two cores on the reference machine). */
export const CHAT_WORKERS = 2;
/** Messages waiting for an engine at most, and how long one may wait before it is answered "busy". */
const QUEUE_LIMIT = 64;
const QUEUE_WAIT_MS = 10_000;
/** How long a new worker may take to build its engine (about 3 s on the reference machine). */
const START_LIMIT_MS = 60_000;
/** A worker's heap limit: the engine's index and learned questions take about 150 MB. */
const WORKER_HEAP_MB = 512;

export type EngineOutcome = { ok: true; reply: ChatReply } | { ok: false; reason: "timeout" | "busy" | "failed"; ms?: number };

interface Slot {
  worker: Worker;
  ready: Promise<boolean>;
  busy: boolean;
}

type Settle = (outcome: EngineOutcome) => void;

let posts: () => Promise<readonly PostSummary[]> = async () => [];
const slots: Slot[] = [];
const waiting: { start: (slot: Slot) => void }[] = [];
let starting = 0;
let nextId = 1;

/** Where the engines' blog posts come from (the content collection, read on the main thread). Set once at start. */
export function setChatPosts(source: () => Promise<readonly PostSummary[]>): void {
  posts = source;
}

/** Engines answering and messages waiting, for tests and the bench. */
export function engineLoad(): { workers: number; busy: number; waiting: number } {
  return { workers: slots.length, busy: slots.filter((slot) => slot.busy).length, waiting: waiting.length };
}

/**
 * Starts every engine now rather than on the first questions (building an engine takes a few seconds of a worker's
 * time; the endpoint tests and the bench call it first). Resolves when they are ready. A server builds its engines on
 * its first chat messages, which wait for them outside their time limit.
 */
export async function warmChatEngines(): Promise<void> {
  const started = await Promise.all(Array.from({ length: CHAT_WORKERS }, () => acquire()));
  for (const slot of started) if (slot) release(slot);
}

/** Stops every engine worker (tests; a shutdown does not need it: workers never keep the process alive). */
export async function stopChatEngines(): Promise<void> {
  const all = slots.splice(0);
  await Promise.all(all.map((slot) => slot.worker.terminate().catch(() => undefined)));
}

async function startSlot(): Promise<Slot> {
  const script = await workerFile("chat-worker");
  const worker = new Worker(script, {
    workerData: { posts: await posts() },
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
  });
  // A worker never keeps the process alive: a shutdown does not wait for the chat.
  worker.unref();
  const slot: Slot = { worker, busy: true, ready: Promise.resolve(false) };
  slot.ready = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), START_LIMIT_MS);
    timer.unref();
    worker.once("message", () => {
      clearTimeout(timer);
      resolve(true);
    });
    worker.once("error", (error) => {
      logger.error("chat engine worker failed", { error: error.message });
      resolve(false);
    });
    worker.once("exit", () => resolve(false));
  });
  worker.once("exit", () => {
    const at = slots.indexOf(slot);
    if (at >= 0) slots.splice(at, 1);
  });
  return slot;
}

/** An idle engine, a new one while fewer than CHAT_WORKERS exist, or a place in line (undefined: too many wait). */
async function acquire(): Promise<Slot | undefined> {
  const idle = slots.find((slot) => !slot.busy);
  if (idle) {
    idle.busy = true;
    return idle;
  }
  if (slots.length + starting < CHAT_WORKERS) {
    starting++;
    let slot: Slot;
    try {
      slot = await startSlot();
    } catch (error) {
      logger.error("chat engine worker unavailable", { error: error instanceof Error ? error.message : String(error) });
      return undefined;
    } finally {
      starting--;
    }
    slots.push(slot);
    if (await slot.ready) return slot;
    await retire(slot);
    return undefined;
  }
  if (waiting.length >= QUEUE_LIMIT) return undefined;
  return new Promise((resolve) => {
    const entry = {
      start: (slot: Slot) => {
        clearTimeout(timer);
        resolve(slot);
      },
    };
    const timer = setTimeout(() => {
      const at = waiting.indexOf(entry);
      if (at >= 0) waiting.splice(at, 1);
      resolve(undefined);
    }, QUEUE_WAIT_MS);
    timer.unref();
    waiting.push(entry);
  });
}

/** Hands a free engine to the first message in line, or marks it idle. */
function release(slot: Slot): void {
  const next = waiting.shift();
  if (next) next.start(slot);
  else slot.busy = false;
}

async function retire(slot: Slot): Promise<void> {
  const at = slots.indexOf(slot);
  if (at >= 0) slots.splice(at, 1);
  await slot.worker.terminate().catch(() => undefined);
  // The first in line gets a fresh engine in its place.
  const next = waiting.shift();
  if (next) void acquire().then((fresh) => (fresh ? next.start(fresh) : undefined));
}

/**
 * Answers one message (and an attached statement's outcome) in an engine worker; resolves, never rejects, with
 * the reply or why there is none.
 */
export async function replyOffThread(
  input: ChatInput,
  statement?: StatementOutcome,
  timeLimitMs = CHAT_TIME_LIMIT_MS,
): Promise<EngineOutcome> {
  const slot = await acquire();
  if (!slot) return { ok: false, reason: "busy" };
  const id = nextId++;
  const started = performance.now();
  const outcome = await new Promise<EngineOutcome>((resolve: Settle) => {
    let settled = false;
    const finish = (result: EngineOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      slot.worker.off("message", onMessage);
      slot.worker.off("exit", onExit);
      resolve(result);
    };
    const onMessage = (message: { id?: number; reply?: ChatReply; error?: string }) => {
      if (message.id !== id) return;
      if (message.reply) finish({ ok: true, reply: message.reply });
      else {
        logger.error("chat engine failed", { error: message.error });
        finish({ ok: false, reason: "failed" });
      }
    };
    const onExit = () => finish({ ok: false, reason: "failed" });
    const timer = setTimeout(() => finish({ ok: false, reason: "timeout" }), timeLimitMs);
    slot.worker.on("message", onMessage);
    slot.worker.once("exit", onExit);
    const job: EngineJob = { id, input: { ...input, history: conversationRead(input.history ?? []) }, statement };
    slot.worker.postMessage(job);
  });
  if (outcome.ok) release(slot);
  else {
    if (outcome.reason === "timeout") {
      logger.warn("chat answer stopped at the time limit", {
        ms: timeLimitMs,
        chars: input.message.length + (input.history ?? []).reduce((sum, entry) => sum + entry.content.length, 0),
      });
    }
    await retire(slot);
  }
  return outcome.ok ? outcome : { ...outcome, ms: Math.round(performance.now() - started) };
}
