import { describe, expect, it } from "vitest";
import { site } from "@/content/site";
import { CHAT, CHAT_TEXT, analyzeRequestText, attachmentProblem, attachmentType, canSend } from "./chat-rules";

describe("chat rules (SPEC 5, 8, 9)", () => {
  it("uses the SPEC's alerts word for word", () => {
    expect(CHAT_TEXT.fileTooLarge).toBe("File size must be less than 10MB");
    expect(CHAT_TEXT.fileWrongType).toBe("Please upload a text (.txt) or CSV (.csv) file");
  });

  it("gives the support phone from the site content in the failure message", () => {
    expect(CHAT_TEXT.failure).toContain(site.contact.phone.display);
    expect(CHAT_TEXT.failure).toMatch(/having trouble responding/);
    expect(CHAT_TEXT.failure).toMatch(/try again later/);
  });

  it("greets by asking what payment-processing questions it can answer", () => {
    expect(CHAT_TEXT.greeting).toMatch(/What questions can I answer for you about payment processing\?/);
  });

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
    expect(attachmentProblem({ name: "a.pdf", type: "application/pdf", size: 10 })).toBe(CHAT_TEXT.fileWrongType);
    expect(attachmentProblem({ name: "a.csv", type: "text/csv", size: CHAT.maxAttachmentBytes })).toBe(CHAT_TEXT.fileTooLarge);
    expect(attachmentProblem({ name: "a.csv", type: "text/csv", size: CHAT.maxAttachmentBytes - 1 })).toBeNull();
    expect(attachmentProblem({ name: "a.txt", type: "text/plain", size: 0 })).toBeNull();
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
