import { describe, expect, it } from "vitest";
import { CHAT, analyzeRequestText, attachmentProblem, attachmentType, canSend } from "./chat-rules";

/** The widget passes `chatText` (src/content/chat.ts, whose own test checks the SPEC's wording). */
const messages = { fileWrongType: "wrong type", fileTooLarge: "too large" };

describe("chat rules (SPEC 5, 8, 9)", () => {
  it("opens after 3 s, accepts .txt and .csv, and limits attachments to under 10 MB", () => {
    expect(CHAT.autoOpenDelayMs).toBe(3000);
    expect(CHAT.accept).toBe(".txt,.csv");
    expect(CHAT.maxAttachmentBytes).toBe(10 * 1024 * 1024);
  });

  it("decides a file's type by extension first, then by MIME type", () => {
    expect(attachmentType({ name: "march.csv", type: "application/vnd.ms-excel" })).toBe("text/csv");
    expect(attachmentType({ name: "March.TXT", type: "" })).toBe("text/plain");
    expect(attachmentType({ name: "export", type: "text/csv; charset=utf-8" })).toBe("text/csv");
    expect(attachmentType({ name: "notes", type: "text/plain" })).toBe("text/plain");
    expect(attachmentType({ name: "statement.pdf", type: "application/pdf" })).toBeNull();
    expect(attachmentType({ name: "statement.xlsx", type: "" })).toBeNull();
  });

  it("alerts on a wrong type or a file of 10 MB or more", () => {
    expect(attachmentProblem({ name: "a.pdf", type: "application/pdf", size: 10 }, messages)).toBe("wrong type");
    expect(attachmentProblem({ name: "a.csv", type: "text/csv", size: CHAT.maxAttachmentBytes }, messages)).toBe("too large");
    expect(attachmentProblem({ name: "a.csv", type: "text/csv", size: CHAT.maxAttachmentBytes - 1 }, messages)).toBeNull();
    expect(attachmentProblem({ name: "a.txt", type: "text/plain", size: 0 }, messages)).toBeNull();
  });

  it("needs trimmed text or a file, and nothing while a reply is pending", () => {
    expect(canSend("   \n ", false, false)).toBe(false);
    expect(canSend("  rates? ", false, false)).toBe(true);
    expect(canSend("", true, false)).toBe(true);
    expect(canSend("rates?", true, true)).toBe(false);
  });

  it("turns a file sent without text into a request to analyze it by name", () => {
    expect(analyzeRequestText("march.csv")).toBe("Please analyze this document: march.csv");
  });
});
