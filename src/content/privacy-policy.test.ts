import { describe, expect, it } from "vitest";
import { CHAT_LEAD_LIMITS } from "./lead-schema";
import { privacyPolicy } from "./privacy-policy";

describe("privacy policy: what the chat keeps (issue 12)", () => {
  it("says a chat lead stores the conversation, with the number of messages the server keeps", () => {
    const collected = privacyPolicy.sections.find((section) => section.number === 1)!.bullets ?? [];
    const chat = collected.find((bullet) => bullet.includes("chat assistant: the conversation"));
    expect(chat).toContain(`its last ${CHAT_LEAD_LIMITS.turns} messages`);
    expect(chat).toContain("not stored on our systems");
  });
});
