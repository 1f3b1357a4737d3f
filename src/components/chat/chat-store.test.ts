import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { chatText } from "@/content/chat";
import { CHAT, CHAT_STORAGE_KEYS } from "@/lib/chat-rules";
import { UUID_PATTERN } from "@/lib/chat-insights";
import {
  $chatLead,
  $chatLeadFocus,
  $chatMessages,
  $chatPending,
  $chatTeaser,
  $chatView,
  CHAT_ENDPOINT,
  CHAT_FEEDBACK_ENDPOINT,
  chatConversationId,
  chatLeadDraft,
  chatRequestBody,
  closeChat,
  dismissChatLeadForm,
  openChatLeadForm,
  restoreChatSession,
  saveChatLeadDraft,
  dismissChatTeaser,
  openChat,
  remainingAutoOpenDelay,
  sendChatFeedback,
  sendChatMessage,
  toggleMinimized,
  type ChatMessage,
} from "./chat-store";

/** The store as the widget drives it; fetch is the browser's network boundary, answered here per test. */
const greeting = $chatMessages.get();

function respondWith(response: Response | Error) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    if (response instanceof Error) throw response;
    return response;
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

beforeEach(() => {
  $chatMessages.set(greeting);
  $chatPending.set(false);
  $chatView.set("closed");
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("chat store", () => {
  it("starts with the assistant's greeting", () => {
    expect(greeting).toHaveLength(1);
    expect(greeting[0]).toMatchObject({ role: "assistant", content: chatText.greeting });
  });

  it("moves between closed, open and minimized", () => {
    openChat();
    expect($chatView.get()).toBe("open");
    toggleMinimized();
    expect($chatView.get()).toBe("minimized");
    toggleMinimized();
    expect($chatView.get()).toBe("open");
    closeChat();
    expect($chatView.get()).toBe("closed");
  });

  it("posts { message, history } and appends the reply", async () => {
    const fetchMock = respondWith(Response.json({ message: "Rates start as low as..." }));
    expect(await sendChatMessage("  What are your rates?  ")).toBe(true);
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(CHAT_ENDPOINT);
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({
      message: "What are your rates?",
      history: [{ role: "assistant", content: chatText.greeting }],
      conversationId: expect.stringMatching(UUID_PATTERN),
    });
    const thread = $chatMessages.get();
    expect(thread.map((message) => [message.role, message.content])).toEqual([
      ["assistant", chatText.greeting],
      ["user", "What are your rates?"],
      ["assistant", "Rates start as low as..."],
    ]);
    expect($chatPending.get()).toBe(false);
  });

  it("sends a file with no text as a request to analyze it, with the attachment", async () => {
    const fetchMock = respondWith(Response.json({ message: "Statement analysis of march.csv:" }));
    const attachment = { name: "march.csv", type: "text/csv" as const, content: "Amount,Fee\n10,0.3" };
    await sendChatMessage("   ", attachment);
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).toEqual({
      message: "Please analyze this document: march.csv",
      history: expect.any(Array),
      attachment,
      conversationId: expect.any(String),
    });
    expect($chatMessages.get()[1]).toMatchObject({ role: "user", attachment: { name: "march.csv" } });
  });

  it("sends nothing without text or a file, and nothing while a reply is pending", async () => {
    const fetchMock = respondWith(Response.json({ message: "ok" }));
    expect(await sendChatMessage("  ")).toBe(false);
    $chatPending.set(true);
    expect(await sendChatMessage("hello")).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is pending while the request runs", async () => {
    let release!: (response: Response) => void;
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    const sending = sendChatMessage("hello");
    expect($chatPending.get()).toBe(true);
    release(Response.json({ message: "Hi" }));
    await sending;
    expect($chatPending.get()).toBe(false);
  });

  it.each([
    ["a 500", new Response("oops", { status: 500 })],
    ["a 400", Response.json({ message: "Invalid history" }, { status: 400 })],
    ["a reply without a message", Response.json({ reply: "x" })],
    ["a network error", new TypeError("Failed to fetch")],
  ])("answers %s with the failure message and logs the error", async (_name, response) => {
    respondWith(response);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await sendChatMessage("What are your rates?");
    expect($chatMessages.get().at(-1)).toMatchObject({ role: "assistant", content: chatText.failure });
    expect(log).toHaveBeenCalledOnce();
    expect($chatPending.get()).toBe(false);
  });

  it("sends at most 50 prior messages, each within the history limit", () => {
    const prior: ChatMessage[] = Array.from({ length: 60 }, (_, index) => ({
      id: String(index),
      role: index % 2 ? "assistant" : "user",
      content: index === 59 ? "x".repeat(CHAT.maxHistoryContentChars + 10) : `m${index}`,
      timestamp: new Date(0).toISOString(),
    }));
    const body = chatRequestBody("next", prior);
    expect(body.history).toHaveLength(CHAT.maxHistoryEntries);
    expect(body.history[0]).toEqual({ role: "user", content: "m10" });
    expect(body.history.at(-1)!.content).toHaveLength(CHAT.maxHistoryContentChars);
    expect("attachment" in body).toBe(false);
  });
});

describe("automatic opening", () => {
  it("counts the delay from the page's navigation start, not from when the widget hydrated", () => {
    expect(remainingAutoOpenDelay(CHAT.autoOpenDelayMs, 0)).toBe(3000);
    expect(remainingAutoOpenDelay(CHAT.autoOpenDelayMs, 1800)).toBe(1200);
    expect(remainingAutoOpenDelay(CHAT.autoOpenDelayMs, 4500)).toBe(0);
  });

  it("the teaser closes when the visitor opens the chat", () => {
    $chatTeaser.set(true);
    openChat("visitor");
    expect($chatTeaser.get()).toBe(false);
    dismissChatTeaser();
    expect($chatTeaser.get()).toBe(false);
  });
});

describe("the inline lead form across pages (issue 12, session 3)", () => {
  /** The tab's sessionStorage (a browser API, absent under Node): a plain map behind the Storage methods used. */
  function stubSessionStorage() {
    const items = new Map<string, string>();
    const sessionStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
    vi.stubGlobal("window", { sessionStorage });
    return items;
  }

  /** A new page of the same tab: the stores start afresh and the widget restores the session. */
  function nextPage(items: Map<string, string>) {
    const saved = items.get(CHAT_STORAGE_KEYS.session)!;
    dismissChatLeadForm(); // forgets the draft held in memory (and would save that: the saved copy is put back)
    $chatLead.set("hidden");
    $chatMessages.set(greeting);
    items.set(CHAT_STORAGE_KEYS.session, saved);
    restoreChatSession();
  }

  it("an offered form is still offered on the next page", async () => {
    const items = stubSessionStorage();
    respondWith(Response.json({ message: "You can apply online.", offerLead: true }));
    await sendChatMessage("I'd like a quote");
    expect($chatLead.get()).toBe("offered");
    nextPage(items);
    expect($chatLead.get()).toBe("offered");
    expect($chatMessages.get().at(-1)?.content).toBe("You can apply online.");
  });

  it("a half-filled form reopens on the next page with the text typed, without the consent box or the honeypot", () => {
    const items = stubSessionStorage();
    openChatLeadForm();
    saveChatLeadDraft({ firstName: "Ana", lastName: "", email: "ana@example.com", consent: true, website: "spam" });
    nextPage(items);
    expect($chatLead.get()).toBe("open");
    expect(chatLeadDraft()).toEqual({ firstName: "Ana", email: "ana@example.com" });
    // Restored, not opened by the visitor: the form does not take focus.
    expect($chatLeadFocus.get()).toBe(false);
  });

  it("dismissing the form forgets what was typed", () => {
    const items = stubSessionStorage();
    openChatLeadForm();
    saveChatLeadDraft({ firstName: "Ana" });
    dismissChatLeadForm();
    expect(chatLeadDraft()).toEqual({});
    expect(JSON.parse(items.get(CHAT_STORAGE_KEYS.session)!)).toMatchObject({ lead: "hidden", leadDraft: {} });
  });
});

describe("feedback on replies and the conversation id (issue 34)", () => {
  const answerId = "0f8e7d6c-5b4a-4392-8170-6f5e4d3c2b1a";
  /** Answers each call in turn (a Response body can be read once). */
  function respondInTurn(...responses: (() => Response)[]) {
    let call = 0;
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => responses[Math.min(call++, responses.length - 1)]!());
    vi.stubGlobal("fetch", fetchMock);
    return fetchMock;
  }
  const sentBody = (fetchMock: ReturnType<typeof respondInTurn>, index: number) =>
    JSON.parse(String(fetchMock.mock.calls[index]![1]?.body)) as Record<string, unknown>;

  it("keeps the reply's answerId and sends one conversation id with every message", async () => {
    const fetchMock = respondInTurn(
      () => Response.json({ message: "Rates start as low as...", answerId }),
      () => Response.json({ message: "Most applications are approved within 24 hours." }),
    );
    await sendChatMessage("What are your rates?");
    await sendChatMessage("How fast is approval?");
    const [first, second] = [sentBody(fetchMock, 0), sentBody(fetchMock, 1)];
    expect(first.conversationId).toMatch(UUID_PATTERN);
    expect(second.conversationId).toBe(first.conversationId);
    expect(first.conversationId).toBe(chatConversationId());
    const thread = $chatMessages.get();
    expect(thread[2]).toMatchObject({ role: "assistant", answerId });
    // A reply without an id (an older server) simply has no feedback buttons.
    expect(thread[4]!.answerId).toBeUndefined();
    // The greeting is the widget's own: nothing to rate.
    expect(thread[0]!.answerId).toBeUndefined();
  });

  it("ignores an answerId that is not a UUID, and the failure message has none", async () => {
    respondInTurn(
      () => Response.json({ message: "ok", answerId: "<script>" }),
      () => new Response("{}", { status: 500 }),
    );
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await sendChatMessage("one");
    await sendChatMessage("two");
    const thread = $chatMessages.get();
    expect(thread[2]!.answerId).toBeUndefined();
    expect(thread[4]).toMatchObject({ content: chatText.failure });
    expect(thread[4]!.answerId).toBeUndefined();
  });

  it("posts { answerId, helpful }, shows the choice, lets the visitor change it, and ignores the same choice again", async () => {
    respondInTurn(() => Response.json({ message: "Rates start as low as...", answerId }));
    await sendChatMessage("What are your rates?");
    const reply = $chatMessages.get()[2]!;
    const fetchMock = respondInTurn(() => new Response(null, { status: 204 }));

    const pending = sendChatFeedback(reply.id, "notHelpful");
    // Shown at once.
    expect($chatMessages.get()[2]!.feedback).toBe("notHelpful");
    expect(await pending).toBe(true);
    expect(fetchMock.mock.calls[0]![0]).toBe(CHAT_FEEDBACK_ENDPOINT);
    expect(sentBody(fetchMock, 0)).toEqual({ answerId, helpful: false });

    expect(await sendChatFeedback(reply.id, "notHelpful")).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    expect(await sendChatFeedback(reply.id, "helpful")).toBe(true);
    expect(sentBody(fetchMock, 1)).toEqual({ answerId, helpful: true });
    expect($chatMessages.get()[2]!.feedback).toBe("helpful");
  });

  it("takes a refused rating back and says it could not be sent", async () => {
    respondInTurn(() => Response.json({ message: "Rates start as low as...", answerId }));
    await sendChatMessage("What are your rates?");
    const reply = $chatMessages.get()[2]!;
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    respondInTurn(() => new Response(null, { status: 204 }));
    await sendChatFeedback(reply.id, "helpful");
    respondInTurn(() => Response.json({ message: "There is no such answer." }, { status: 404 }));
    expect(await sendChatFeedback(reply.id, "notHelpful")).toBe(false);
    expect($chatMessages.get()[2]).toMatchObject({ feedback: "helpful", feedbackFailed: true });
    respondInTurn(() => {
      throw new TypeError("network down");
    });
    expect(await sendChatFeedback(reply.id, "notHelpful")).toBe(false);
    expect($chatMessages.get()[2]).toMatchObject({ feedback: "helpful", feedbackFailed: true });
    // A later rating that goes through clears the note.
    respondInTurn(() => new Response(null, { status: 204 }));
    expect(await sendChatFeedback(reply.id, "notHelpful")).toBe(true);
    expect($chatMessages.get()[2]!.feedbackFailed).toBeUndefined();
    // Nothing to rate without an answerId (the greeting): no request at all.
    const fetchMock = respondInTurn(() => new Response(null, { status: 204 }));
    expect(await sendChatFeedback($chatMessages.get()[0]!.id, "helpful")).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("keeps the conversation id, the answer ids and the ratings on the next page of the tab", async () => {
    const items = new Map<string, string>();
    vi.stubGlobal("window", {
      sessionStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    });
    respondInTurn(() => Response.json({ message: "Rates start as low as...", answerId }));
    await sendChatMessage("What are your rates?");
    const reply = $chatMessages.get()[2]!;
    respondInTurn(() => new Response(null, { status: 204 }));
    await sendChatFeedback(reply.id, "notHelpful");
    const saved = JSON.parse(items.get(CHAT_STORAGE_KEYS.session)!) as { conversationId: string };
    expect(saved.conversationId).toBe(chatConversationId());
    $chatMessages.set(greeting);
    restoreChatSession();
    expect($chatMessages.get()[2]).toMatchObject({ answerId, feedback: "notHelpful" });
    expect(chatConversationId()).toBe(saved.conversationId);
  });
});
