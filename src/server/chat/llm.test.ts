import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatEngine } from "./engine";
import { llmConfig, phraseWithLlm, staysWithinFacts } from "./llm";

/** The optional model, against a local OpenAI-compatible server over real HTTP. */
let server: Server;
let base: string;
let nextAnswer: { status: number; body: unknown; delayMs?: number };
let lastRequest: {
  url?: string;
  authorization?: string;
  body?: { model: string; messages: { role: string; content: string }[] };
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      lastRequest = { url: req.url, authorization: req.headers.authorization, body: JSON.parse(raw) };
      setTimeout(() => {
        res.writeHead(nextAnswer.status, { "Content-Type": "application/json" });
        res.end(JSON.stringify(nextAnswer.body));
      }, nextAnswer.delayMs ?? 0);
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(() => server?.close());

const engine = new ChatEngine();
const reply = engine.reply({ message: "What are your rates?", history: [] });
const completion = (content: string) => ({ choices: [{ message: { role: "assistant", content } }] });

describe("LLM settings", () => {
  it("are off unless both LLM_BASE_URL and LLM_MODEL are set", () => {
    expect(llmConfig({})).toBeUndefined();
    expect(llmConfig({ LLM_BASE_URL: "http://x/v1" })).toBeUndefined();
    expect(llmConfig({ LLM_BASE_URL: "not a url", LLM_MODEL: "m" })).toBeUndefined();
    expect(llmConfig({ LLM_BASE_URL: "http://x/v1", LLM_MODEL: "m" })).toEqual({
      LLM_BASE_URL: "http://x/v1",
      LLM_MODEL: "m",
      LLM_API_KEY: undefined,
      LLM_TIMEOUT_MS: 8000,
    });
  });
});

describe("LLM phrasing", () => {
  it("sends the question, passages and draft, and uses a faithful rephrasing", async () => {
    const phrased =
      "Our rates start as low as 1.5% + $0.10 per transaction for qualified businesses. [Apply](/application) for a quote.";
    nextAnswer = { status: 200, body: completion(phrased) };
    const config = llmConfig({ LLM_BASE_URL: base, LLM_MODEL: "test-model", LLM_API_KEY: "k" })!;
    expect(await phraseWithLlm("What are your rates?", [], reply, config)).toBe(phrased);
    expect(lastRequest.url).toBe("/v1/chat/completions");
    expect(lastRequest.authorization).toBe("Bearer k");
    expect(lastRequest.body?.model).toBe("test-model");
    const prompt = lastRequest.body!.messages.at(-1)!.content;
    expect(prompt).toContain("QUESTION: What are your rates?");
    expect(prompt).toContain("Rates start as low as 1.5% + $0.10 per transaction for qualified businesses.");
  });

  it.each([
    ["a made-up figure", { status: 200, body: completion("Our rates start at 0.9% with no fees at all.") }],
    ["a link to a page it was not given", { status: 200, body: completion("Rates start as low as 1.5%. See /pricing-table.") }],
    ["HTML", { status: 200, body: completion("<b>Rates</b> start as low as 1.5% + $0.10.") }],
    ["an error status", { status: 500, body: { error: "down" } }],
    ["an unexpected shape", { status: 200, body: { text: "hi" } }],
    ["an empty answer", { status: 200, body: completion("  ") }],
    ["a timeout", { status: 200, body: completion("Rates start as low as 1.5% + $0.10."), delayMs: 1500 }],
  ])("falls back on %s", async (_name, answer) => {
    nextAnswer = answer;
    const config = { ...llmConfig({ LLM_BASE_URL: base, LLM_MODEL: "m" })!, LLM_TIMEOUT_MS: 500 };
    expect(await phraseWithLlm("What are your rates?", [], reply, config)).toBeUndefined();
  });

  it("falls back when the server cannot be reached", async () => {
    const config = llmConfig({ LLM_BASE_URL: "http://127.0.0.1:9/v1", LLM_MODEL: "m" })!;
    expect(await phraseWithLlm("What are your rates?", [], reply, config)).toBeUndefined();
  });

  it("accepts only figures and links present in the engine's answer", () => {
    expect(staysWithinFacts("As low as 1.5% + $0.10. [Apply](/application)", reply)).toBe(true);
    expect(staysWithinFacts("As low as 1.2%.", reply)).toBe(false);
    expect(staysWithinFacts("Read /secret-page", reply)).toBe(false);
  });
});
