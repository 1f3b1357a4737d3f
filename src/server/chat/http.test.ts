import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimiter, MemoryBucketStore } from "@/server/http/rate-limit";
import { setRateLimiterForTests } from "@/test-support/process-state";
import { CHAT } from "@/lib/chat-rules";
import { UUID_PATTERN } from "@/lib/chat-insights";
import { POST, ALL, prerender } from "@/pages/api/chatbot";
import { CHAT_BODY_LIMIT_BYTES, handleChatRequest } from "./http";
import { replySignatureValid } from "./reply-signature";
import { stopChatEngines, warmChatEngines } from "./engine-runner";

// The chat's engine workers are built once (a few seconds) before the first answer is timed by a test.
beforeAll(warmChatEngines, 180_000);
afterAll(stopChatEngines);

/** The route handler with real Request objects, as Astro calls it. */
const URL_ = "http://localhost/api/chatbot";

function post(body: unknown, headers: Record<string, string> = { "Content-Type": "application/json" }) {
  return new Request(URL_, { method: "POST", headers, body: typeof body === "string" ? body : JSON.stringify(body) });
}

async function call(request: Request) {
  const response = await POST({ request } as Parameters<typeof POST>[0]);
  return { status: response.status, body: (await response.json()) as { message: string; field?: string } };
}

describe("POST /api/chatbot", () => {
  // Many requests below come from one client; the limiter has its own test at the end.
  beforeAll(() =>
    setRateLimiterForTests(createRateLimiter({ enabled: false, burst: 1, refillPerSecond: 1 }, new MemoryBucketStore())),
  );
  afterAll(() => setRateLimiterForTests(undefined));

  it("is rendered on demand", () => {
    expect(prerender).toBe(false);
  });

  it("answers 200 { message, signature, answerId }: the reply signed as the assistant's, and the id it is recorded under", async () => {
    const { status, body } = await call(post({ message: "What are your rates?", history: [] }));
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(["message", "signature", "answerId"]);
    expect((body as { answerId?: string }).answerId).toMatch(UUID_PATTERN);
    expect(body.message).toMatch(/1\.5% \+ \$0\.10/);
    const signature = (body as { signature?: string }).signature;
    expect(replySignatureValid(body.message, signature)).toBe(true);
    expect(replySignatureValid(`${body.message} 0.1%`, signature)).toBe(false);
  });

  it("accepts a charset on the content type and history entries with extra fields", async () => {
    const { status } = await call(
      post(
        { message: "hi", history: [{ id: "1", role: "assistant", content: "Hello", timestamp: "2025-01-01T00:00:00Z" }] },
        { "Content-Type": "application/json; charset=utf-8" },
      ),
    );
    expect(status).toBe(200);
  });

  it("analyzes an attached statement", async () => {
    const { status, body } = await call(
      post({
        message: "",
        history: [],
        attachment: { name: "march.csv", type: "text/csv", content: "Amount,Fee\n100,3\n200,6\n" },
      }),
    );
    expect(status).toBe(200);
    expect(body.message).toContain("- Total volume: $300.00");
  });

  it.each([
    ["no content type", post({ message: "hi", history: [] }, {})],
    ["text/plain", post({ message: "hi", history: [] }, { "Content-Type": "text/plain" })],
    ["a form", post("message=hi", { "Content-Type": "application/x-www-form-urlencoded" })],
  ])("answers 415 to %s", async (_name, request) => {
    expect((await call(request)).status).toBe(415);
  });

  it.each([
    ["invalid JSON", "{", "body"],
    ["a JSON array", "[]", "body"],
    ["null", "null", "body"],
    ["no message", { history: [] }, "message"],
    ["a numeric message", { message: 1, history: [] }, "message"],
    ["a blank message without a file", { message: "  ", history: [] }, "message"],
    ["a message over 4,000 characters", { message: "x".repeat(CHAT.maxMessageChars + 1), history: [] }, "message"],
    ["no history", { message: "hi" }, "history"],
    ["history that is not an array", { message: "hi", history: {} }, "history"],
    [
      "51 history entries",
      { message: "hi", history: Array.from({ length: 51 }, () => ({ role: "user", content: "x" })) },
      "history",
    ],
    ["a history entry with an unknown role", { message: "hi", history: [{ role: "system", content: "x" }] }, "history.0.role"],
    ["a history entry without content", { message: "hi", history: [{ role: "user" }] }, "history.0.content"],
    [
      "an attachment of another type",
      { message: "hi", history: [], attachment: { name: "a.pdf", type: "application/pdf", content: "x" } },
      "attachment.type",
    ],
    [
      "an attachment without a name",
      { message: "hi", history: [], attachment: { name: "", type: "text/csv", content: "x" } },
      "attachment.name",
    ],
    [
      "an attachment without content",
      { message: "hi", history: [], attachment: { name: "a.csv", type: "text/csv" } },
      "attachment.content",
    ],
    ["an attachment that is a string", { message: "hi", history: [], attachment: "a.csv" }, "attachment"],
    ["a conversation id that is not a UUID", { message: "hi", history: [], conversationId: "abc" }, "conversationId"],
    ["a conversation id that is a number", { message: "hi", history: [], conversationId: 7 }, "conversationId"],
    [
      "a conversation id with extra characters",
      { message: "hi", history: [], conversationId: "9b2f6c1e-3d4a-4c5b-8e7f-0a1b2c3d4e5f0" },
      "conversationId",
    ],
  ])("answers 400 naming the field for %s", async (_name, body, field) => {
    const { status, body: answer } = await call(post(body));
    expect(status).toBe(400);
    if (field === "body") expect(answer.message).toMatch(/JSON|body|Expected object/);
    else {
      expect(answer.field).toBe(field);
      expect(answer.message).toContain(field);
    }
  });

  it("answers 413 to an attachment of 10 MB or more", async () => {
    const { status, body } = await call(
      post({
        message: "",
        history: [],
        attachment: { name: "big.csv", type: "text/csv", content: "a".repeat(CHAT.maxAttachmentBytes) },
      }),
    );
    expect(status).toBe(413);
    expect(body.field).toBe("attachment");
  });

  it("answers 413 to a declared body over the limit without reading it", async () => {
    const request = new Request(URL_, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Content-Length": String(CHAT_BODY_LIMIT_BYTES + 1) },
      body: "{}",
    });
    expect((await handleChatRequest({ request } as Parameters<typeof handleChatRequest>[0])).status).toBe(413);
  });

  it("answers 413 to a streamed body that passes the limit", async () => {
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > CHAT_BODY_LIMIT_BYTES + chunk.byteLength) controller.close();
        else {
          sent += chunk.byteLength;
          controller.enqueue(chunk);
        }
      },
    });
    const request = new Request(URL_, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect((await handleChatRequest({ request } as Parameters<typeof handleChatRequest>[0])).status).toBe(413);
    expect(sent).toBeLessThanOrEqual(CHAT_BODY_LIMIT_BYTES + 2 * chunk.byteLength);
  });

  it("answers 405 with Allow: POST to other methods", async () => {
    const response = await ALL({ request: new Request(URL_) } as Parameters<typeof ALL>[0]);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("never answers 5xx, whatever the body", async () => {
    const bodies: unknown[] = [
      { message: "\u0000\uffff💳", history: [] },
      { message: "<script>alert(1)</script>", history: [] },
      {
        message: "a".repeat(4000),
        history: Array.from({ length: 50 }, (_, i) => ({ role: i % 2 ? "assistant" : "user", content: "z".repeat(8000) })),
      },
      { message: "", history: [], attachment: { name: "x.txt", type: "text/plain", content: "\u0000\u0001\u0002" } },
      { message: "", history: [], attachment: { name: "x.csv", type: "text/csv", content: '"",,,\n"' } },
      { message: "", history: [], attachment: { name: "x.csv", type: "text/csv", content: "Amount\n" + "1e308\n".repeat(5) } },
      { message: "rates", history: [], extra: { nested: [1, 2, 3] } },
      { message: "what about it?", history: [{ role: "user", content: "" }] },
    ];
    for (const body of bodies) {
      const { status } = await call(post(body));
      expect(status, JSON.stringify(body).slice(0, 80)).toBeLessThan(500);
    }
  });
});

describe("POST /api/chatbot rate limit", () => {
  afterAll(() => setRateLimiterForTests(undefined));

  it("answers 429 with Retry-After once a client has spent its bucket, and still serves other clients", async () => {
    setRateLimiterForTests(createRateLimiter({ enabled: true, burst: 2, refillPerSecond: 1 / 60 }, new MemoryBucketStore()));
    const ask = (client: string) =>
      POST({ request: post({ message: "What are your rates?", history: [] }), clientAddress: client } as Parameters<
        typeof POST
      >[0]);
    expect((await ask("203.0.113.7")).status).toBe(200);
    expect((await ask("203.0.113.7")).status).toBe(200);
    const limited = await ask("203.0.113.7");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await limited.json()) as { message: string }).message).toMatch(/Too many requests/);
    expect((await ask("198.51.100.4")).status).toBe(200);
  });
});
