import { chatReplies } from "@/content/chat";
import { site } from "@/content/site";
import type { ChatEngine, ChatReply } from "../engine";
import { fillReply, link } from "../topics";
import { GENERAL_PAGES, MAX_LINKS } from "./compose-data";
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
    // The links to the pages that say more: the page of the business or product named, and the page of the subject
    // (the first chosen fact's own page, else the page of the best candidate that has one); a general page (home,
    // FAQ, about, blog) only when nothing has a page of its own. A page the text already links is not repeated.
    const specific = (url: string | undefined): url is string => Boolean(url) && !GENERAL_PAGES.some((page) => page.test(url!));
    const named = decision.asks.flatMap((ask) => ask.ranked).find((fact) => fact.origin === "entity" && fact.source)?.source;
    const subjectPage =
      sources.find(specific) ??
      decision.asks.flatMap((ask) => ask.ranked.filter((fact) => fact.score > 0).map((fact) => fact.source)).find(specific) ??
      sources.find((url) => url !== "/");
    // (A text that links a page already gets only the named business's or product's page.)
    const linked = /\]\(\//.test(message);
    const links = [...new Set([named, linked ? undefined : subjectPage].filter((url): url is string => Boolean(url)))]
      .filter((url) => !message.includes(`](${url})`))
      .slice(0, MAX_LINKS);
    if (links.length > 0) message += `\n${fillReply(chatReplies.more, { links: links.map((url) => link(url)).join(" · ") })}`;
    const passages = whole.passages.filter(
      (document) => sources.includes(document.url) || (document.facts ?? []).some((fact) => message.includes(fact)),
    );
    reply = { ...whole, kind: "answer", message, sources, passages };
  }
  const { lines: _lines, ...shown } = reply;
  if (!reading.spanish || shown.kind === "refusal") return shown;
  return { ...shown, message: `${say(chatReplies.spanish)}\n${shown.message}` };
}
