import type { ChatEngine, ChatInput, ChatReply } from "../engine";
import type { StatementOutcome } from "../statement-runner";
import { compose } from "./compose";
import { decide } from "./decide";
import { find } from "./find";
import { read } from "./read";

/**
 * The assistant's pipeline, one job per stage: read (normalise, split the asks) -> find (the published facts that
 * could answer each ask) -> decide (which answers, and whether anything does) -> compose (the short reply). An
 * attached statement is answered by its analysis instead (statement-reply.ts). With `explain`, each stage's
 * findings are returned as lines of text (bench/ask.mjs --explain).
 */
export const STAGES = ["read", "find", "decide", "compose"] as const;

export function answerConversation(
  engine: ChatEngine,
  input: ChatInput,
  statement?: StatementOutcome,
  explain = false,
): { reply: ChatReply; trace: string[] } {
  const trace: string[] = [];
  if (input.attachment) return { reply: engine.analyze(input.attachment, statement), trace };
  const reading = read(engine, input);
  if (explain) {
    trace.push(`read: "${reading.text}"${reading.spanish ? " (Spanish)" : ""}${reading.refused ? " -> refused" : ""}`);
    reading.asks.forEach((ask, i) => trace.push(`  ask ${i + 1}: "${ask}"`));
    if (reading.previousAsk) trace.push(`  previous question: "${reading.previousAsk}"`);
  }
  if (reading.refused) return { reply: compose(engine, reading, undefined, undefined), trace };
  const finding = find(engine, reading);
  if (explain) {
    trace.push(`find: topic answer ${finding.whole.kind} [${finding.whole.topics.join(", ")}]`);
    finding.asks.forEach((ask, i) =>
      trace.push(
        `  ask ${i + 1}: ${ask.candidates.length} candidates (${ask.candidates.filter((c) => c.from === "rule").length} from rules)`,
      ),
    );
  }
  const decision = decide(engine, reading, finding);
  if (explain) {
    trace.push(`decide: ${decision.kind}${decision.offTopic ? " (off-topic)" : ""}`);
    for (const note of decision.notes) trace.push(`  ${note}`);
    decision.asks.forEach((ask, i) => {
      trace.push(`  ask ${i + 1}: "${ask.text}"`);
      for (const candidate of ask.ranked.slice(0, 6)) {
        const chosen = ask.facts.includes(candidate) ? "CHOSEN" : "      ";
        trace.push(
          `    ${chosen} ${candidate.score.toFixed(2)} [${candidate.terms}] (${candidate.why}) ${candidate.text.slice(0, 110).replace(/\n/g, " / ")}`,
        );
      }
    });
  }
  const reply = compose(engine, reading, finding, decision);
  if (explain)
    trace.push(`compose: ${reply.kind}, ${reply.message.length} characters, sources ${reply.sources.join(" ") || "none"}`);
  return { reply, trace };
}
