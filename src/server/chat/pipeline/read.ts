import type { ChatHistoryEntry } from "@/lib/chat-schema";
import { conversationRead } from "../conversation";
import { isFollowUp } from "../intents";
import { isManipulationOrAbuse, isSpanish } from "../understand";
import { resolveOrdinal, type ChatEngine, type ChatInput } from "../engine";
import { ASK_BOUNDARY, ASK_MIN_WORDS, FOLLOW_UP_MAX_WORDS, INTRODUCES_THE_ASKER, MAX_ASKS } from "./read-data";

/**
 * Stage 1, read: what the visitor wrote, made comparable with the site's words (Spanish question words in English,
 * shorthand expanded, brand names and spelling normalised), cut into the asks it makes, with the part of the
 * conversation the engine may read (conversation.ts bounds it, so the work stays bounded whatever comes in).
 */
export interface Reading {
  /** The message as typed, trimmed. */
  raw: string;
  /** The whole message, normalised. */
  text: string;
  /** The asks, in the visitor's order (one, the whole message, when it asks one thing). */
  asks: string[];
  /** Per ask, the words the later stages weigh it by: a follow-up ("and for restaurants?", "is that for everyone?")
   *  is read with the conversation's subject, the previous question, before it. */
  subjects: string[];
  spanish: boolean;
  /** Manipulation or abuse: the reply is the refusal, nothing else is read. */
  refused: boolean;
  history: ChatHistoryEntry[];
  /** The visitor's previous message and the assistant's previous reply, when there are any. */
  previousAsk?: string;
  previousReply?: string;
}

export function read(engine: ChatEngine, input: ChatInput): Reading {
  const history = conversationRead(input.history ?? []);
  const raw = input.message.trim();
  const previousAsk = history.findLast((entry) => entry.role === "user")?.content;
  const previousReply = history.findLast((entry) => entry.role === "assistant")?.content;
  const refused = isManipulationOrAbuse(raw, previousAsk ?? "");
  const text = refused ? "" : engine.understand(resolveOrdinal(raw, history));
  const asks = refused ? [] : asksOf(text);
  const subject = previousAsk ? engine.understand(previousAsk) : "";
  return {
    raw,
    text,
    asks,
    subjects: asks.map((ask) => (subject && leansOnSubject(ask) ? `${subject} ${ask}` : ask)),
    spanish: isSpanish(raw),
    refused,
    history,
    previousAsk,
    previousReply,
  };
}

/** A follow-up with no subject of its own leans on the previous question's. */
function leansOnSubject(ask: string): boolean {
  return isFollowUp(ask) || ask.split(" ").length <= FOLLOW_UP_MAX_WORDS;
}

/** The asks of a message: its questions when it asks two or three things, else the whole message. */
export function asksOf(text: string): string[] {
  const pieces = text
    .split(ASK_BOUNDARY)
    .map((piece) => piece.trim())
    .filter((piece) => piece.split(" ").length >= ASK_MIN_WORDS && !INTRODUCES_THE_ASKER.test(piece));
  return pieces.length >= 2 && pieces.length <= MAX_ASKS ? pieces : [text];
}
