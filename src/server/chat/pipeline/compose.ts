import { chatReplies } from "@/content/chat";
import { site } from "@/content/site";
import type { ChatEngine, ChatReply } from "../engine";
import { fillReply, link } from "../topics";
import type { Decision } from "./decide";
import type { Finding } from "./find";
import type { Reading } from "./read";

/**
 * Stage 4, compose: the short reply. Each ask's fact first, in the site's words and the visitor's order; a second fact
 * only when it fits the budget; one link to the page that says more when the text links none; the Spanish line
 * first for a Spanish message. (decide keeps the facts within the reply's budget.) Social replies, refusals and "not published" lines are given as they are.
 */
export function compose(
  engine: ChatEngine,
  reading: Reading,
  finding: Finding | undefined,
  decision: Decision | undefined,
): ChatReply {
  const say = (template: string) => fillReply(template, { phone: site.contact.phone.display });
  if (reading.refused || !finding || !decision) return engine.refuse();
  const { whole } = finding;
  let reply: ChatReply;
  if (decision.kind === "social" || decision.kind === "refusal" || decision.kind === "analysis") {
    reply = whole;
  } else if (decision.kind === "unknown") {
    reply = decision.offTopic
      ? { ...whole, message: say(chatReplies.offTopic), sources: [], passages: [] }
      : {
          ...whole,
          message: whole.message
            .split("\n")
            .filter((line) => !line.startsWith("More: "))
            .join("\n"),
        };
  } else {
    const lines: string[] = [];
    const sources: string[] = [];
    for (const ask of decision.asks) {
      for (const fact of ask.facts) {
        lines.push(fact.text);
        if (fact.source && !sources.includes(fact.source)) sources.push(fact.source);
      }
    }
    let message = lines.join("\n");
    // The one link: the page of the business or product named, else of the first fact.
    // The one link: the page of the business or product named, unless the text links it; else, when the text links no
    // page, the first fact's.
    const named = decision.asks.flatMap((ask) => ask.ranked).find((fact) => fact.origin === "entity" && fact.source)?.source;
    const more = named ?? sources.find((url) => url !== "/");
    const linked = /\]\(\//.test(message);
    if (more && !message.includes(`](${more})`) && (named || !linked)) {
      message += `\n${fillReply(chatReplies.more, { links: link(more) })}`;
    }
    const passages = whole.passages.filter(
      (document) => sources.includes(document.url) || (document.facts ?? []).some((fact) => message.includes(fact)),
    );
    reply = { ...whole, kind: "answer", message, sources, passages };
  }
  const { lines: _lines, ...shown } = reply;
  if (!reading.spanish || shown.kind === "refusal") return shown;
  return { ...shown, message: `${say(chatReplies.spanish)}\n${shown.message}` };
}
