import { describe, expect, it } from "vitest";
import {
  CHAT,
  CHAT_LAYOUT,
  analyzeRequestText,
  attachmentProblem,
  attachmentType,
  autoOpenBox,
  autoOpenForm,
  canSend,
} from "./chat-rules";

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

describe("where the automatic opening shows itself (issue 37)", () => {
  const desktop = { width: 1280, height: 800 };
  const tablet = { width: 768, height: 1024 };
  const phone = { width: 390, height: 844 };

  it("pins each form to the bottom-right corner with the widget's sizes", () => {
    expect(autoOpenBox("window", desktop)).toEqual({ x: 880, y: 432, width: 384, height: CHAT_LAYOUT.compactWindowHeight });
    expect(autoOpenBox("minimized", desktop)).toEqual({ x: 880, y: 724, width: 384, height: 60 });
    expect(autoOpenBox("teaser", phone)).toEqual({ x: 82, y: 772, width: 292, height: 56 });
    // A short window keeps room for the header.
    expect(autoOpenBox("window", { width: 1024, height: 400 }).height).toBe(400 - CHAT_LAYOUT.windowTopGap);
  });

  it("opens the window when nothing it would cover is a control", () => {
    const heroButtons = [{ x: 32, y: 639, width: 440, height: 48 }];
    expect(autoOpenForm(desktop, heroButtons)).toBe("window");
    expect(autoOpenForm(desktop, [])).toBe("window");
  });

  it("falls back to the minimized bar, then to the launcher's dot, never covering a control", () => {
    // A button where the window would be, but above the bar (the home hero's "Calculate Savings" at 768 px).
    expect(autoOpenForm(tablet, [{ x: 400, y: 700, width: 264, height: 48 }])).toBe("minimized");
    // Controls under both the window and the bar.
    expect(autoOpenForm(tablet, [{ x: 600, y: 980, width: 100, height: 30 }])).toBe("nudge");
  });

  it("uses the teaser, never the window, below 768 px", () => {
    expect(autoOpenForm(phone, [])).toBe("teaser");
    expect(autoOpenForm({ width: 767, height: 1000 }, [])).toBe("teaser");
    // The home hero's trust points under the teaser's place: the dot instead.
    expect(autoOpenForm(phone, [{ x: 16, y: 750, width: 250, height: 80 }])).toBe("nudge");
  });
});
