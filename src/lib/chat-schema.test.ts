import { describe, expect, it } from "vitest";
import { CHAT } from "./chat-rules";
import { attachmentTooLarge, chatRequestSchema } from "./chat-schema";

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
});
