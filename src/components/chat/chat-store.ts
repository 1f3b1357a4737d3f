import { atom } from "nanostores";
import { chatText } from "@/content/chat";
import type { ChatAttachment, ChatHistoryEntry, ChatRole } from "@/lib/chat-schema";
import { UUID_PATTERN } from "@/lib/chat-insights";
import { CHAT, CHAT_STORAGE_KEYS, analyzeRequestText, autoOpenForm, canSend, type Box } from "@/lib/chat-rules";

/**
 * The chat assistant's state (SPEC 3 "Chat message", 4 "Chat widget"), kept in nanostores so the launcher, the
 * lazily loaded window and anything else on the page share one thread. The thread and the window state the visitor
 * chose are kept in sessionStorage, so the conversation follows them from page to page in the same tab.
 */
export type ChatView = "closed" | "open" | "minimized";

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** ISO 8601. */
  timestamp: string;
  attachment?: { name: string; type: ChatAttachment["type"]; content?: string };
  /** The server's signature of an assistant reply, sent back with a chat lead's transcript. */
  signature?: string;
  /** The id the server recorded the reply under (issue 34): the reply can then be rated helpful or not. */
  answerId?: string;
  /** The visitor's rating of the reply, once the server has it (changeable). */
  feedback?: ChatFeedbackChoice;
  /** The last rating could not be sent (not kept between pages). */
  feedbackFailed?: boolean;
}

export type ChatFeedbackChoice = "helpful" | "notHelpful";

export const CHAT_ENDPOINT = "/api/chatbot";
export const CHAT_FEEDBACK_ENDPOINT = "/api/chat-feedback";

let counter = 0;
function messageId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter}`;
}

function assistantMessage(content: string, signature?: string, answerId?: string): ChatMessage {
  return {
    id: messageId(),
    role: "assistant",
    content,
    timestamp: new Date().toISOString(),
    ...(signature ? { signature } : {}),
    ...(answerId ? { answerId } : {}),
  };
}

/**
 * The conversation's random id (issue 34), made when the visitor first sends a message and kept with the thread in
 * this tab's sessionStorage: the server stores it with each question, so the team can count conversations.
 */
let conversationId: string | undefined;

function randomUuid(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  // (randomUUID needs a secure context; a plain-http address other than localhost has only getRandomValues.)
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function chatConversationId(): string {
  conversationId ??= randomUuid();
  return conversationId;
}

export const $chatView = atom<ChatView>("closed");
export const $chatMessages = atom<ChatMessage[]>([assistantMessage(chatText.greeting)]);
export const $chatPending = atom(false);
/**
 * The inline lead form (issue 12): offered when a reply says the visitor wants to apply, a quote or a call (or after
 * a statement analysis), opened by the visitor, and not offered again once sent.
 */
export type ChatLeadState = "hidden" | "offered" | "open" | "sent";
export const $chatLead = atom<ChatLeadState>("hidden");
/** False when the open form was restored on a new page: it then does not take focus (the visitor did not open it). */
export const $chatLeadFocus = atom(true);

/**
 * What the visitor has typed into the inline form so far (text fields only: the consent box is ticked afresh on
 * each page, the honeypot is never kept). Kept with the thread in this tab's sessionStorage so a half-filled form
 * follows the visitor to the next page; cleared when the lead is sent or the form dismissed.
 */
export type ChatLeadDraft = Partial<Record<(typeof CHAT_LEAD_DRAFT_FIELDS)[number], string>>;
export const CHAT_LEAD_DRAFT_FIELDS = ["firstName", "lastName", "businessName", "email", "phone"] as const;
let leadDraft: ChatLeadDraft = {};

export function chatLeadDraft(): ChatLeadDraft {
  return { ...leadDraft };
}

export function saveChatLeadDraft(values: Record<string, unknown>) {
  const draft: ChatLeadDraft = {};
  for (const field of CHAT_LEAD_DRAFT_FIELDS) {
    const value = values[field];
    if (typeof value === "string" && value) draft[field] = value.slice(0, 200);
  }
  leadDraft = draft;
  persist();
}

export function openChatLeadForm() {
  $chatLeadFocus.set(true);
  $chatLead.set("open");
  persist();
}

export function dismissChatLeadForm() {
  if ($chatLead.get() !== "sent") $chatLead.set("hidden");
  leadDraft = {};
  persist();
}

/** After the lead is stored: the form closes for good and the thread says so. */
export function chatLeadSent(message: string) {
  $chatLead.set("sent");
  leadDraft = {};
  $chatMessages.set([...$chatMessages.get(), assistantMessage(message)]);
  persist();
}

const LEAD_STATES: readonly ChatLeadState[] = ["hidden", "offered", "open", "sent"];

function isLeadDraft(value: unknown): value is ChatLeadDraft {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([key, field]) => (CHAT_LEAD_DRAFT_FIELDS as readonly string[]).includes(key) && typeof field === "string",
  );
}
/** Who opened the window last: focus moves into it only when the visitor did. */
export const $chatOpenedBy = atom<"visitor" | "auto">("visitor");

/**
 * On a narrow screen (below the md breakpoint) the automatic opening shows a one-line invitation beside the launcher
 * instead of the window, which would cover most of a phone's screen and its calls to action (issue 19).
 */
export const $chatTeaser = atom(false);
/** The automatic opening's last resort (issue 37): a dot on the launcher, when any other form would hide a control. */
export const $chatNudge = atom(false);
/**
 * The window opened by itself and not yet touched: it keeps its compact height (the greeting and the message box)
 * until the visitor uses it (issue 37).
 */
export const $chatCompact = atom(false);

export function expandChat() {
  if ($chatCompact.get()) $chatCompact.set(false);
}

/** What the automatic opening must not cover: links, buttons and fields in view, and what the page marks. */
const KEEP_CLEAR =
  'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="combobox"], [data-keep-clear]';

export function keepClearBoxes(): Box[] {
  const boxes: Box[] = [];
  for (const element of document.querySelectorAll(KEEP_CLEAR)) {
    // The header stays above everything, and the chat's own controls are what is being placed.
    if (element.closest("header, [data-chat-launcher], #chat-window")) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    if (rect.bottom <= 0 || rect.top >= window.innerHeight || rect.right <= 0 || rect.left >= window.innerWidth) continue;
    boxes.push({ x: rect.left, y: rect.top, width: rect.width, height: rect.height });
  }
  return boxes;
}

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    // Storage can be blocked (privacy settings); the widget still works, it just forgets between pages.
    return undefined;
  }
}

/** The window state the visitor chose; an automatic opening is not carried to the next page. */
let chosenView: ChatView = "closed";

function persist() {
  const store = storage();
  if (!store) return;
  const messages = $chatMessages
    .get()
    .slice(-CHAT.maxHistoryEntries)
    .map(({ attachment, ...message }) =>
      attachment ? { ...message, attachment: { name: attachment.name, type: attachment.type } } : message,
    );
  try {
    store.setItem(
      CHAT_STORAGE_KEYS.session,
      JSON.stringify({ view: chosenView, messages, lead: $chatLead.get(), leadDraft, conversationId }),
    );
  } catch (error) {
    console.warn("Chat session could not be saved", error);
  }
}

function isStoredMessage(value: unknown): value is ChatMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Record<string, unknown>;
  return (
    typeof message.id === "string" &&
    (message.role === "user" || message.role === "assistant") &&
    typeof message.content === "string" &&
    typeof message.timestamp === "string"
  );
}

/** Restores the thread and window state of an earlier page in this tab (called once the widget has hydrated). */
export function restoreChatSession() {
  const raw = storage()?.getItem(CHAT_STORAGE_KEYS.session);
  if (!raw) return;
  try {
    const saved = JSON.parse(raw) as {
      view?: unknown;
      messages?: unknown;
      lead?: unknown;
      leadDraft?: unknown;
      conversationId?: unknown;
    };
    if (Array.isArray(saved.messages) && saved.messages.length > 0 && saved.messages.every(isStoredMessage)) {
      $chatMessages.set(saved.messages.map(({ feedbackFailed: _failed, ...message }) => message));
    }
    if (typeof saved.conversationId === "string" && UUID_PATTERN.test(saved.conversationId)) {
      conversationId = saved.conversationId;
    }
    // The inline lead form as the visitor left it on the previous page: offered, open (with what they typed) or sent.
    if (LEAD_STATES.includes(saved.lead as ChatLeadState)) {
      if (isLeadDraft(saved.leadDraft)) leadDraft = saved.leadDraft;
      $chatLeadFocus.set(false);
      $chatLead.set(saved.lead as ChatLeadState);
    }
    if (saved.view === "open" || saved.view === "minimized") {
      chosenView = saved.view;
      $chatOpenedBy.set("auto");
      $chatView.set(saved.view);
    }
  } catch (error) {
    console.warn("Chat session could not be restored", error);
  }
}

function markAutoOpenDone() {
  try {
    storage()?.setItem(CHAT_STORAGE_KEYS.autoOpened, "1");
  } catch (error) {
    console.warn("Chat auto-open flag could not be saved", error);
  }
}

function autoOpenDone(): boolean {
  try {
    return storage()?.getItem(CHAT_STORAGE_KEYS.autoOpened) === "1";
  } catch {
    return false;
  }
}

export function openChat(by: "visitor" | "auto" = "visitor") {
  markAutoOpenDone();
  $chatTeaser.set(false);
  $chatNudge.set(false);
  $chatCompact.set(by === "auto");
  $chatOpenedBy.set(by);
  $chatView.set("open");
  if (by === "visitor") {
    chosenView = "open";
    persist();
  }
}

export function closeChat() {
  markAutoOpenDone();
  chosenView = "closed";
  $chatView.set("closed");
  persist();
}

export function toggleMinimized() {
  const next: ChatView = $chatView.get() === "minimized" ? "open" : "minimized";
  $chatCompact.set(false);
  chosenView = next;
  $chatOpenedBy.set("visitor");
  $chatView.set(next);
  persist();
}

export function dismissChatTeaser() {
  $chatTeaser.set(false);
}

/** Milliseconds still to wait so the automatic opening lands `delayMs` after the page's navigation started. */
export function remainingAutoOpenDelay(delayMs: number, sinceNavigationMs: number): number {
  return Math.max(0, delayMs - Math.max(0, sinceNavigationMs));
}

/**
 * SPEC 4: the widget opens by itself once, AUTO_OPEN after the page has loaded, in the most present form that hides
 * no call to action (autoOpenForm, src/lib/chat-rules.ts), and never again in this tab once it
 * has opened (by itself or by the visitor) or the visitor has closed it. The delay counts from the start of the
 * page's navigation (performance.now()), not from when this island hydrated, which on a phone comes seconds later.
 * Returns a function that cancels it.
 */
export function scheduleAutoOpen(): () => void {
  if (typeof window === "undefined" || autoOpenDone() || $chatView.get() !== "closed") return () => undefined;
  const timer = setTimeout(
    () => {
      if (autoOpenDone() || $chatView.get() !== "closed") return;
      const form = autoOpenForm({ width: window.innerWidth, height: window.innerHeight }, keepClearBoxes());
      if (form === "window") return openChat("auto");
      markAutoOpenDone();
      if (form === "minimized") {
        $chatOpenedBy.set("auto");
        $chatView.set("minimized");
      } else if (form === "teaser") $chatTeaser.set(true);
      else $chatNudge.set(true);
    },
    remainingAutoOpenDelay(CHAT.autoOpenDelayMs, performance.now()),
  );
  return () => clearTimeout(timer);
}

/**
 * The request body of SPEC 7: the new message, the prior thread as {role, content}, and the optional file; plus the
 * conversation's id when given (issue 34).
 */
export function chatRequestBody(message: string, prior: ChatMessage[], attachment?: ChatAttachment, conversation?: string) {
  const history: ChatHistoryEntry[] = prior
    .slice(-CHAT.maxHistoryEntries)
    .map(({ role, content }) => ({ role, content: content.slice(0, CHAT.maxHistoryContentChars) }));
  return {
    message,
    history,
    ...(attachment ? { attachment } : {}),
    ...(conversation ? { conversationId: conversation } : {}),
  };
}

/**
 * Sends a message (SPEC 5 rules) and appends the reply. A failed call (non-OK status or network error) appends the
 * SPEC 8 failure message and logs the error. Returns false when nothing could be sent.
 */
export async function sendChatMessage(text: string, attachment?: ChatAttachment): Promise<boolean> {
  if (!canSend(text, attachment !== undefined, $chatPending.get())) return false;
  const message = text.trim() || analyzeRequestText(attachment!.name);
  const prior = $chatMessages.get();
  const userMessage: ChatMessage = {
    id: messageId(),
    role: "user",
    content: message,
    timestamp: new Date().toISOString(),
    ...(attachment ? { attachment } : {}),
  };
  $chatMessages.set([...prior, userMessage]);
  $chatPending.set(true);
  markAutoOpenDone();
  chosenView = $chatView.get();
  persist();

  let reply: string;
  let signature: string | undefined;
  let answerId: string | undefined;
  let offerLead = false;
  try {
    const response = await fetch(CHAT_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(chatRequestBody(message, prior, attachment, chatConversationId())),
    });
    // 503: every engine is busy; the server's message says to send it again in a moment.
    const busy = response.status === 503;
    if (!response.ok && !busy) throw new Error(`Chat request failed with status ${response.status}`);
    const data = (await response.json()) as { message?: unknown; offerLead?: unknown; signature?: unknown; answerId?: unknown };
    if (typeof data.message !== "string" || !data.message.trim()) throw new Error("Chat response carried no message");
    reply = data.message;
    signature = typeof data.signature === "string" ? data.signature : undefined;
    answerId = typeof data.answerId === "string" && UUID_PATTERN.test(data.answerId) ? data.answerId : undefined;
    offerLead = data.offerLead === true;
  } catch (error) {
    console.error("Chat assistant request failed", error);
    reply = chatText.failure;
  }
  $chatMessages.set([...$chatMessages.get(), assistantMessage(reply, signature, answerId)]);
  if (offerLead && $chatLead.get() === "hidden") $chatLead.set("offered");
  $chatPending.set(false);
  persist();
  return true;
}

/** Ratings on their way to the server, by message id: a press while one is in flight is ignored. */
const feedbackInFlight = new Set<string>();

function updateMessage(id: string, change: (message: ChatMessage) => ChatMessage) {
  $chatMessages.set($chatMessages.get().map((message) => (message.id === id ? change(message) : message)));
}

/**
 * Rates one reply "Helpful" or "Not helpful" (issue 34): shown at once, sent to the server, kept with the thread.
 * The visitor may change their mind (the server keeps the last rating); pressing the current choice again does
 * nothing. A rating the server refuses or cannot take is taken back and the reply says it could not be sent.
 * Answers whether the server stored it.
 */
export async function sendChatFeedback(id: string, choice: ChatFeedbackChoice): Promise<boolean> {
  const message = $chatMessages.get().find((entry) => entry.id === id);
  if (!message?.answerId || message.feedback === choice || feedbackInFlight.has(id)) return false;
  const previous = message.feedback;
  feedbackInFlight.add(id);
  updateMessage(id, ({ feedbackFailed: _failed, ...entry }) => ({ ...entry, feedback: choice }));
  let stored = false;
  try {
    const response = await fetch(CHAT_FEEDBACK_ENDPOINT, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ answerId: message.answerId, helpful: choice === "helpful" }),
    });
    stored = response.status === 204;
    if (!stored) throw new Error(`Chat feedback failed with status ${response.status}`);
  } catch (error) {
    console.error("Chat feedback could not be sent", error);
    updateMessage(id, ({ feedback: _choice, ...entry }) => ({
      ...entry,
      ...(previous ? { feedback: previous } : {}),
      feedbackFailed: true,
    }));
  } finally {
    feedbackInFlight.delete(id);
  }
  persist();
  return stored;
}
