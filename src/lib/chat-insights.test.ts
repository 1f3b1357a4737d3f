import { describe, expect, it } from "vitest";
import { chatReplyKind, everyChatDay, questionGroupKey, shareText, UUID_PATTERN } from "./chat-insights";

describe("chat insights arithmetic (issue 34)", () => {
  it("files the engine's replies under the stored kinds", () => {
    expect(chatReplyKind({ kind: "answer", topics: ["rates"] })).toBe("answer");
    expect(chatReplyKind({ kind: "answer", topics: ["notCovered"] })).toBe("notCovered");
    expect(chatReplyKind({ kind: "unknown", topics: [] })).toBe("unknown");
    expect(chatReplyKind({ kind: "analysis", topics: ["statement"] })).toBe("statement");
    expect(chatReplyKind({ kind: "social", topics: ["greeting"] })).toBe("social");
    expect(chatReplyKind({ kind: "refusal", topics: [] })).toBe("refusal");
    expect(chatReplyKind("tooLong")).toBe("tooLong");
  });

  it("groups questions written alike: case, punctuation, apostrophes and spacing aside", () => {
    const key = questionGroupKey("Do you offer payroll services?");
    for (const alike of [
      "do you offer PAYROLL services",
      "  Do you offer payroll   services??!",
      "Do you offer payroll-services",
      "ＤＯ ＹＯＵ offer payroll services…",
    ]) {
      expect(questionGroupKey(alike), alike).toBe(key);
    }
    expect(questionGroupKey("What's your fee?")).toBe(questionGroupKey("whats your fee"));
    expect(questionGroupKey("Can I reach you at [email]?")).toBe("can i reach you at email");
    // No stemming: a different word is a different question.
    expect(questionGroupKey("Do you offer payroll service?")).not.toBe(key);
    expect(questionGroupKey("¿Cuánto cobran?")).toBe("cuánto cobran");
    expect(questionGroupKey("?!")).toBe("");
  });

  it("lists every day of the range, with zeros for quiet days", () => {
    const days = everyChatDay([{ day: "2026-03-02", conversations: 2, messages: 5, questions: 4, answered: 3 }], {
      from: "2026-02-28",
      to: "2026-03-03",
    });
    expect(days.map((day) => day.day)).toEqual(["2026-02-28", "2026-03-01", "2026-03-02", "2026-03-03"]);
    expect(days[2]).toMatchObject({ messages: 5, answered: 3 });
    expect(days[0]).toEqual({ day: "2026-02-28", conversations: 0, messages: 0, questions: 0, answered: 0 });
  });

  it("writes shares as whole percents, and a dash for nothing", () => {
    expect(shareText(2, 3)).toBe("67%");
    expect(shareText(0, 5)).toBe("0%");
    expect(shareText(0, 0)).toBe("–");
  });

  it("recognises UUIDs as crypto.randomUUID writes them", () => {
    expect(UUID_PATTERN.test(crypto.randomUUID())).toBe(true);
    expect(UUID_PATTERN.test("0F8E7D6C-5B4A-4392-8170-6F5E4D3C2B1A")).toBe(true);
    expect(UUID_PATTERN.test("0f8e7d6c-5b4a-4392-c170-6f5e4d3c2b1a")).toBe(false);
    expect(UUID_PATTERN.test("0f8e7d6c5b4a43928170-6f5e4d3c2b1a")).toBe(false);
  });
});
