import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatReplies } from "@/content/chat";
import { CHAT } from "@/lib/chat-rules";
import { conversationRead, READ_LIMITS } from "./conversation";
import { CHAT_TIME_LIMIT_MS, engineLoad, replyOffThread, stopChatEngines, warmChatEngines } from "./engine-runner";
import { handleChatRequest } from "./http";
import { worstInputs } from "./worst-inputs";

/**
 * No message or history of any shape holds the server (issue 33): the engine reads a bounded part of the
 * conversation, and answers in a worker thread stopped at CHAT_TIME_LIMIT_MS. bench/chat-worst.mjs prints the
 * engine's own worst case per size.
 */
let client = 0;
/** Each request from its own address: the rate limiter is tested elsewhere. */
function chat(body: unknown): Promise<Response> {
  client++;
  return handleChatRequest({
    request: new Request("http://localhost/api/chatbot", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
    clientAddress: `10.0.${client >> 8}.${client & 255}`,
  });
}

/** The longest the event loop was blocked while `work` ran, sampled every 5 ms. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last - 5);
    last = now;
  }, 5);
  try {
    return { result: await work(), stallMs };
  } finally {
    clearInterval(timer);
  }
}

const tooLongStart = chatReplies.limits.tooLong.slice(0, 30);

// The engines are built once per worker (a few seconds), before any budget is measured.
beforeAll(warmChatEngines, 120_000);
afterAll(stopChatEngines);

describe("what the engine reads of a conversation", () => {
  it("is the last turns, each cut to its limit, whatever the schema allows", () => {
    const history = Array.from({ length: CHAT.maxHistoryEntries }, (_, i) => ({
      role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content: "u ".repeat(CHAT.maxHistoryContentChars / 2),
    }));
    const read = conversationRead(history);
    expect(read).toHaveLength(READ_LIMITS.turns);
    for (const entry of read) {
      expect(entry.content.length).toBeLessThanOrEqual(
        entry.role === "user" ? READ_LIMITS.visitorChars : READ_LIMITS.assistantChars,
      );
    }
    // Short turns are kept whole, and the most recent ones are the ones read.
    const short = [
      { role: "user" as const, content: "first" },
      { role: "assistant" as const, content: "reply" },
      { role: "user" as const, content: "last question" },
    ];
    expect(conversationRead(short)).toEqual(short);
    expect(conversationRead(history).at(-1)).toMatchObject({ role: "assistant" });
  });
});

describe("the chat's budget per request", () => {
  for (const size of [4_000, 64_000, 400_000]) {
    it(`answers every worst input of ${size.toLocaleString("en-US")} characters within the time limit, without holding the event loop`, async () => {
      for (const input of worstInputs(size)) {
        const started = performance.now();
        const { result, stallMs } = await longestStall(() => chat({ message: input.message, history: input.history }));
        const elapsed = performance.now() - started;
        expect(result.status, input.shape).toBe(200);
        const { message } = (await result.json()) as { message: string };
        expect(message.length, input.shape).toBeGreaterThan(0);
        // The request thread only passes messages; the engine's work happens in its worker.
        expect(stallMs, input.shape).toBeLessThan(500);
        // A fresh engine is built after a stopped one; the answer itself never waits longer than the limit.
        if (message.startsWith(tooLongStart)) continue;
        expect(elapsed, input.shape).toBeLessThan(CHAT_TIME_LIMIT_MS + 500);
      }
    }, 180_000);
  }

  it("stops an engine at the time limit, answers that the message took too long, and answers the next one", async () => {
    // A conversation that takes the engine tens of milliseconds, against a limit of 1 ms: a question answered from
    // the cache in under 1 ms could win that race (it did once, on a loaded machine).
    const slow = worstInputs(64_000).find((input) => input.shape.startsWith("many questions")) ?? worstInputs(64_000)[0]!;
    const stopped = await replyOffThread({ message: slow.message, history: slow.history }, undefined, 1);
    expect(stopped).toMatchObject({ ok: false, reason: "timeout" });
    const response = await chat({ message: "What are your rates?", history: [] });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { message: string }).message).toMatch(/1\.5% \+ \$0\.10/);
    expect(engineLoad().waiting).toBe(0);
  }, 120_000);

  it("answers 'too long' through the endpoint when the engine is stopped", async () => {
    const outcome = await replyOffThread({ message: "u ".repeat(1_999), history: [] }, undefined, 1);
    expect(outcome).toMatchObject({ ok: false, reason: "timeout" });
    expect(chatReplies.limits.tooLong).toContain("{phone}");
  }, 120_000);
});
