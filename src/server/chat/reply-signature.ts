import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chatText } from "@/content/chat";
import { CHAT_LEAD_LIMITS } from "@/content/lead-schema";

/**
 * The assistant's replies are signed, so a chat lead's transcript shows staff only words the assistant really
 * said: POST /api/chatbot answers `{ message, signature }`, the widget keeps the signature beside the reply and
 * sends it with the transcript, and a turn marked "assistant" whose signature does not verify is stored as the
 * visitor's own text. The signature covers the reply as the transcript carries it (its first
 * CHAT_LEAD_LIMITS.turnChars characters). Key: CHAT_SIGNING_SECRET (every instance the same), else a random key
 * for this process (a reply answered by another instance then reads as the visitor's).
 */
let key: Buffer | undefined;

function signingKey(): Buffer {
  const configured = process.env.CHAT_SIGNING_SECRET?.trim();
  key ??= configured ? Buffer.from(configured, "utf8") : randomBytes(32);
  return key;
}

function mac(content: string): Buffer {
  return createHmac("sha256", signingKey())
    .update(`chat-reply\n${content.slice(0, CHAT_LEAD_LIMITS.turnChars)}`)
    .digest();
}

export function signReply(content: string): string {
  return mac(content).toString("base64url");
}

export function replySignatureValid(content: string, signature: string | undefined): boolean {
  if (!signature || signature.length > 64) return false;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(content);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A transcript turn as stored with a chat lead: `unverified` marks text sent as the assistant's that it never said. */
export interface StoredChatTurn {
  role: "user" | "assistant";
  content: string;
  unverified?: true;
}

/** The widget's own assistant lines (its greeting and its failure message), which no server reply carries. */
const WIDGET_LINES = new Set<string>([chatText.greeting, chatText.failure]);

/**
 * The transcript staff will read: an assistant turn stays the assistant's only when its signature verifies (or it
 * is one of the widget's own lines); any other is kept as the visitor's own text, marked unverified.
 */
export function verifiedTranscript(
  turns: readonly { role: "user" | "assistant"; content: string; signature?: string }[],
): StoredChatTurn[] {
  return turns.map(({ role, content, signature }) => {
    if (role === "user") return { role, content };
    if (WIDGET_LINES.has(content) || replySignatureValid(content, signature)) return { role, content };
    return { role: "user", content, unverified: true };
  });
}
