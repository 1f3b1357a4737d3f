import { CHAT } from "@/lib/chat-rules";
import type { ChatHistoryEntry } from "@/lib/chat-schema";
import { CUES } from "./intents";

/**
 * The hardest conversations we know how to send the chat, built to a size: repeated one-letter words (the shape
 * that once held the server for 15 s), no spaces at all, many short question parts, every cue's words shuffled
 * into near-misses, figures, links the engine parses in its own replies, Spanish and emoji. Used by the budget
 * test (engine-budget.test.ts) and the bench (bench/chat-worst.mjs), which prints the worst case per size.
 */
export interface WorstInput {
  shape: string;
  message: string;
  history: ChatHistoryEntry[];
}

/** Deterministic shuffle (a small linear congruential generator), so a run is repeatable. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Every word the topic cues are written with: text made of them comes close to many patterns at once. */
function cueWords(): string[] {
  const words = new Set<string>();
  for (const cues of Object.values(CUES)) {
    for (const pattern of [cues.strong, cues.weak]) {
      for (const word of pattern?.source.match(/[a-z']{2,}/g) ?? []) words.add(word);
    }
  }
  return [...words];
}

function fill(unit: string, chars: number): string {
  if (chars <= 0) return "";
  return unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);
}

/** Text of one shape, `chars` long. */
function textOf(shape: string, chars: number, seed: number): string {
  switch (shape) {
    case "one-letter words":
      return fill("u ", chars);
    case "alphabet words":
      return fill("a b c d e f g h i j k l m n o p q r s t u v w x y z ", chars);
    case "no spaces":
      return fill("x", chars);
    case "many questions":
      return fill("what is the rate? how fast? do you do ach? ", chars);
    case "cue near-misses":
      return fill(`${shuffled(cueWords(), seed).join(" ")} `, chars);
    case "figures":
      return fill("$1,000.00 at 2.9% + $0.30 on 1,234 txns 10k 15k ", chars);
    case "links":
      return fill("[Apply](/application) · [x](/blog/ 1. 2. ", chars);
    case "spanish and emoji":
      return fill("¿cuánto cuesta? ñ 💳😀 tasa de aprobación ", chars);
    case "punctuation":
      return fill("?!.,;:'\"()[]{}<>-_/\\|", chars);
    case "moves in passing":
      return fill("hi thanks one sec hold on is it later, bye and good night. ", chars);
    default:
      throw new Error(`unknown shape ${shape}`);
  }
}

export const WORST_SHAPES = [
  "one-letter words",
  "alphabet words",
  "no spaces",
  "many questions",
  "cue near-misses",
  "figures",
  "links",
  "spanish and emoji",
  "punctuation",
  "moves in passing",
] as const;

/**
 * Conversations of about `bytes` characters for every shape: the message at most CHAT.maxMessageChars, the rest
 * spread over as few earlier turns as the schema allows (each at most CHAT.maxHistoryContentChars, at most
 * CHAT.maxHistoryEntries), alternating visitor and assistant; plus the same size as visitor turns only.
 */
export function worstInputs(bytes: number): WorstInput[] {
  const inputs: WorstInput[] = [];
  WORST_SHAPES.forEach((shape, index) => {
    const messageChars = Math.min(bytes, CHAT.maxMessageChars);
    const rest = Math.max(0, bytes - messageChars);
    const turns = Math.min(CHAT.maxHistoryEntries, Math.ceil(rest / CHAT.maxHistoryContentChars));
    const perTurn = turns > 0 ? Math.min(CHAT.maxHistoryContentChars, Math.ceil(rest / turns)) : 0;
    const message = textOf(shape, messageChars, index + 1).trim() || "rates?";
    for (const rolesOf of ["alternating", "visitor only"] as const) {
      if (turns === 0 && rolesOf === "visitor only") continue;
      const history: ChatHistoryEntry[] = Array.from({ length: turns }, (_, turn) => ({
        role: rolesOf === "visitor only" || turn % 2 === 0 ? "user" : "assistant",
        content: textOf(shape, perTurn, index + turn + 2),
      }));
      inputs.push({ shape: turns > 0 ? `${shape}, ${turns} turns ${rolesOf}` : shape, message, history });
    }
  });
  return inputs;
}
