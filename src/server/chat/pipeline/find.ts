import type { ChatEngine, ChatReply } from "../engine";
import type { Reading } from "./read";
import { FACT_RULES } from "./find-rules";

/**
 * Stage 2, find: the published facts that could answer each ask. One topic answer reads the whole message (its cues,
 * entities, classifiers and the learned questions find the subject and its facts, one candidate per line); each ask
 * of a message asking several is answered too; the fact rules add what the visitor's own situation makes the
 * answer. Nothing is chosen here: decide ranks the candidates.
 */
export interface Candidate {
  /** A line of the site's words (a list keeps its heading and items together). */
  text: string;
  /** The page it comes from. */
  source?: string;
  from: "topic" | "ask" | "rule";
  /** Its place in the topic answer that found it (0 first). */
  rank: number;
  /** Within that answer, what found the line: a topic's handler, a named business or product, or a detail; and its
   *  place among that finder's lines. */
  origin: "topic" | "entity" | "detail" | "rule";
  place: number;
  /** Why it is a candidate, for --explain. */
  why: string;
}

export interface FoundAsk {
  text: string;
  /** The ask with the conversation's subject when it leans on it (read.ts): what the candidates are weighed by. */
  subject: string;
  candidates: Candidate[];
}

export interface Finding {
  /** The topic answer to the whole message: its kind, topics, sources, passages and lead offer. */
  whole: ChatReply;
  /** Per ask, in order: its candidates. */
  asks: FoundAsk[];
}

export function find(engine: ChatEngine, reading: Reading): Finding {
  const whole = engine.topicAnswer(reading.text, reading.history);
  const fromWhole = candidatesOf(whole, "topic", "the topic answer to the whole message");
  const asks = reading.asks.map((ask, index) => {
    const candidates = [...fromWhole];
    if (reading.asks.length > 1) {
      const own = engine.topicAnswer(ask, reading.history);
      if (own.kind === "answer") candidates.push(...candidatesOf(own, "ask", "the topic answer to this ask"));
    }
    for (const rule of FACT_RULES) {
      if (!rule.when.test(ask) || (rule.test && !rule.test(ask))) continue;
      candidates.push({ ...rule.fact, from: "rule", rank: 0, origin: "rule", place: 0, why: `rule "${rule.id}"` });
    }
    return { text: ask, subject: reading.subjects[index] ?? ask, candidates: unique(candidates) };
  });
  return { whole, asks };
}

/** The lines of a topic answer as candidates; a heading ending in ":" keeps the "- " items under it. */
function candidatesOf(reply: ChatReply, from: Candidate["from"], why: string): Candidate[] {
  if (reply.kind !== "answer" && reply.kind !== "unknown") return [];
  const lines =
    reply.lines ?? reply.message.split("\n").map((text) => ({ text, source: undefined, origin: "detail" as const, place: 0 }));
  const candidates: Candidate[] = [];
  for (const line of lines) {
    const last = candidates.at(-1);
    if (line.text.startsWith("- ") && last && /:(\n|$)/.test(last.text.split("\n")[0]!)) {
      last.text += `\n${line.text}`;
      continue;
    }
    for (const text of line.text.split("\n")) {
      if (text.startsWith("More: ")) continue;
      candidates.push({
        text,
        source: line.source,
        from,
        rank: candidates.length,
        origin: line.origin,
        place: line.place,
        why: `${why}, ${line.origin} line ${line.place + 1}`,
      });
    }
  }
  return candidates;
}

function unique(candidates: Candidate[]): Candidate[] {
  const kept: Candidate[] = [];
  for (const candidate of candidates) {
    const same = kept.findIndex((other) => other.text === candidate.text);
    if (same < 0) kept.push(candidate);
    // (A fact a rule found for the visitor's situation counts as the rule's, wherever else it was found too.)
    else if (candidate.from === "rule") kept[same] = { ...candidate, source: kept[same]!.source ?? candidate.source };
  }
  return kept;
}
