import { describe, expect, it } from "vitest";
import { CHAT } from "./chat-rules";
import { attachmentTooLarge, chatFeedbackSchema, chatRequestSchema } from "./chat-schema";

const ok = { message: "What are your rates?", history: [] };

function firstField(body: unknown): string | undefined {
  const result = chatRequestSchema.safeParse(body);
  return result.success ? undefined : result.error.issues[0]!.path.join(".");
}

describe("chat request schema (SPEC 7)", () => {
  it("accepts a message with history and an optional attachment", () => {
    expect(chatRequestSchema.safeParse(ok).success).toBe(true);
    expect(
      chatRequestSchema.safeParse({
        message: "",
        history: [{ role: "assistant", content: "Hi", id: "1", timestamp: "2025-01-01T00:00:00Z" }],
        attachment: { name: "a.csv", type: "text/csv", content: "Amount\n1.00" },
      }).success,
    ).toBe(true);
  });

  it("names the field that is wrong", () => {
    expect(firstField({ history: [] })).toBe("message");
    expect(firstField({ message: 5, history: [] })).toBe("message");
    expect(firstField({ message: "x".repeat(CHAT.maxMessageChars + 1), history: [] })).toBe("message");
    expect(firstField({ message: "   ", history: [] })).toBe("message");
    expect(firstField({ message: "hi" })).toBe("history");
    expect(firstField({ message: "hi", history: "none" })).toBe("history");
    expect(firstField({ message: "hi", history: Array.from({ length: 51 }, () => ({ role: "user", content: "x" })) })).toBe(
      "history",
    );
    expect(firstField({ message: "hi", history: [{ role: "system", content: "x" }] })).toBe("history.0.role");
    expect(firstField({ message: "hi", history: [{ role: "user" }] })).toBe("history.0.content");
    expect(firstField({ message: "hi", history: [], attachment: { name: "a.pdf", type: "application/pdf", content: "" } })).toBe(
      "attachment.type",
    );
    expect(firstField({ message: "hi", history: [], attachment: { name: "", type: "text/csv", content: "" } })).toBe(
      "attachment.name",
    );
    expect(firstField({ message: "hi", history: [], attachment: { name: "a.csv", type: "text/csv" } })).toBe(
      "attachment.content",
    );
  });

  it("allows exactly 50 history entries and 4,000 characters", () => {
    expect(
      chatRequestSchema.safeParse({
        message: "x".repeat(CHAT.maxMessageChars),
        history: Array.from({ length: 50 }, () => ({ role: "user", content: "x" })),
      }).success,
    ).toBe(true);
  });

  it("measures the attachment limit in UTF-8 bytes", () => {
    expect(attachmentTooLarge("a".repeat(CHAT.maxAttachmentBytes - 1))).toBe(false);
    expect(attachmentTooLarge("a".repeat(CHAT.maxAttachmentBytes))).toBe(true);
    // "é" is two bytes.
    expect(attachmentTooLarge("é".repeat(CHAT.maxAttachmentBytes / 2))).toBe(true);
  });

  it("takes an optional conversation id, a UUID read lower-cased (issue 34)", () => {
    const id = "9B2F6C1E-3D4A-4C5B-8E7F-0A1B2C3D4E5F";
    const parsed = chatRequestSchema.safeParse({ ...ok, conversationId: id });
    expect(parsed.success && parsed.data.conversationId).toBe(id.toLowerCase());
    for (const bad of [
      "",
      "abc",
      `${id}0`,
      ` ${id}`,
      "9b2f6c1e3d4a4c5b8e7f0a1b2c3d4e5f",
      "9b2f6c1e-3d4a-0c5b-8e7f-0a1b2c3d4e5f",
      12,
    ]) {
      expect(firstField({ ...ok, conversationId: bad }), String(bad)).toBe("conversationId");
    }
  });
});

describe("chat feedback schema (issue 34)", () => {
  const answerId = "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
  const fieldOf = (body: unknown) => {
    const result = chatFeedbackSchema.safeParse(body);
    return result.success ? undefined : result.error.issues[0]!.path.join(".");
  };

  it("takes an answer id and a yes or no", () => {
    expect(chatFeedbackSchema.parse({ answerId, helpful: false })).toEqual({ answerId, helpful: false });
    expect(fieldOf({ answerId, helpful: true })).toBeUndefined();
  });

  it("names the field that is wrong", () => {
    expect(fieldOf({ helpful: true })).toBe("answerId");
    expect(fieldOf({ answerId: "not-a-uuid", helpful: true })).toBe("answerId");
    expect(fieldOf({ answerId })).toBe("helpful");
    expect(fieldOf({ answerId, helpful: "yes" })).toBe("helpful");
    expect(fieldOf({ answerId, helpful: 1 })).toBe("helpful");
  });
});
