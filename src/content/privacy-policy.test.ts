import { describe, expect, it } from "vitest";
import { CHAT_QUESTION_RETENTION_DAYS } from "@/lib/chat-insights";
import { CHAT_LEAD_LIMITS } from "./lead-schema";
import { privacyPolicy } from "./privacy-policy";

const collected = privacyPolicy.sections.find((section) => section.number === 1)!.bullets ?? [];

describe("privacy policy: what the chat keeps (issues 12 and 34)", () => {
  it("says a chat lead stores the conversation, with the number of messages the server keeps", () => {
    const chat = collected.find((bullet) => bullet.startsWith("From the chat assistant:"));
    expect(chat).toContain(`its last ${CHAT_LEAD_LIMITS.turns} messages`);
    expect(chat).toContain("stays in your browser tab");
    expect(chat).toContain(
      `without email addresses, phone numbers or card numbers, kept on our systems for ${CHAT_QUESTION_RETENTION_DAYS} days`,
    );
  });

  it("says the chat's questions are stored redacted for the retention period, to improve the answers, and that feedback is optional", () => {
    const questions = collected.find((bullet) => bullet.includes("questions you type into the chat assistant"));
    expect(questions).toContain("without email addresses, phone numbers or card numbers");
    expect(questions).toContain(`keep them for ${CHAT_QUESTION_RETENTION_DAYS} days`);
    expect(questions).toContain("improve the assistant's answers");
    expect(questions).toMatch(/optional "Helpful" and "Not helpful" buttons/);
    expect(questions).toContain("contents are not stored");
    const uses = privacyPolicy.sections.find((section) => section.number === 2)!.bullets ?? [];
    expect(uses.some((bullet) => bullet.includes("chat assistant's answers"))).toBe(true);
  });
});
