import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { chatText } from "@/content/chat";
import { ChatMessages } from "./chat-messages";
import type { ChatMessage } from "./chat-store";

const at = "2026-11-20T15:04:00.000Z";
const answerId = "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
const thread = (...messages: Partial<ChatMessage>[]): ChatMessage[] =>
  messages.map((message, index) => ({ id: `m${index}`, role: "assistant", content: "Reply", timestamp: at, ...message }));

describe("the thread's feedback buttons (issue 34)", () => {
  it("shows Helpful / Not helpful toggles, in a labelled group, only under replies the server recorded", () => {
    const html = renderToStaticMarkup(
      <ChatMessages
        pending={false}
        messages={thread({ content: chatText.greeting }, { role: "user", content: "rates?" }, { content: "Rates...", answerId })}
      />,
    );
    expect(html.match(/aria-pressed="false"/g)).toHaveLength(2);
    expect(html).toContain(`>${chatText.feedbackHelpful}</button>`);
    expect(html).toContain(`>${chatText.feedbackNotHelpful}</button>`);
    expect(html).toMatch(/role="group" aria-labelledby="chat-feedback-m2"/);
    expect(html).toContain(`id="chat-feedback-m2"`);
    expect(html).toContain(chatText.feedbackLabel);
    // Nothing yet to announce.
    expect(html).not.toContain(chatText.feedbackThanks);
  });

  it("presses the chosen button and thanks the visitor in a status line", () => {
    const html = renderToStaticMarkup(<ChatMessages pending={false} messages={thread({ answerId, feedback: "notHelpful" })} />);
    expect(html).toMatch(/aria-pressed="true"[^>]*>.*?Not helpful<\/button>/);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
    expect(html).toMatch(new RegExp(`role="status"[^>]*>${chatText.feedbackThanks}</p>`));
  });

  it("says when a rating could not be sent", () => {
    const html = renderToStaticMarkup(<ChatMessages pending={false} messages={thread({ answerId, feedbackFailed: true })} />);
    expect(html).toContain(chatText.feedbackFailed);
    expect(html).not.toContain('aria-pressed="true"');
  });
});
