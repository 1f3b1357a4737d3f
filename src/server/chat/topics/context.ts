import type { site as siteContent } from "@/content/site";
import type { Qualifier } from "../intents";
import { pageLabel, type KnowledgeDocument } from "../knowledge";
import type { KnowledgeIndex } from "../search";

/** What one topic contributes to a reply: its lines, the pages they come from, and the documents quoted. */
export interface Answer {
  lines: string[];
  sources: string[];
  passages: KnowledgeDocument[];
}

export type Site = typeof siteContent;

/** Everything a topic handler reads and the answer it fills. */
export interface TopicContext {
  /** The visitor's message as typed, and normalised (lower case, straight quotes, single spaces). */
  message: string;
  text: string;
  /** The question a follow-up leans on, normalised ("" otherwise): "what does it ask me for" after the calculator. */
  earlier: string;
  qualifiers: Set<Qualifier>;
  answer: Answer;
  index: KnowledgeIndex;
  site: Site;
  doc(id: string): KnowledgeDocument | undefined;
  /** The quotable sentence of a document, recording it as a passage and source; nothing when it is not loaded. */
  fact(id: string): string | undefined;
  facts(ids: string[]): string[];
  /** A reply template of src/content/chat.ts with its slots filled ({phone} and {link:...} always available). */
  say(template: string, slots?: Record<string, string>): string;
  /** A document with the id prefix whose title (or keyword) the visitor named. */
  mentioned(prefix: string): KnowledgeDocument | undefined;
  /** Every document with the id prefix that the visitor named (by entity), most specific first. */
  mentionedAll(prefix: string): KnowledgeDocument[];
}

/**
 * A topic's handler adds lines to `context.answer`; a topic that adds none falls through to the next topic and then
 * to search (for instance when the content it quotes is not loaded).
 */
export type TopicHandler = (context: TopicContext) => void;

/** A markdown link to a page of the site, labelled with its menu name unless told otherwise. */
export function link(url: string, text = pageLabel(url)): string {
  return `[${text}](${url})`;
}

/** Fills `{phone}`, `{link:/path}`, `{link:/path|text}` and `{name}` slots of a reply template in one pass. */
export function fillReply(template: string, slots: Record<string, string>): string {
  return template.replace(/\{(link:[^}]+|\w+)\}/g, (match, slot: string) => {
    if (slot.startsWith("link:")) {
      const [url = "", text] = slot.slice(5).split("|");
      return link(url, text);
    }
    return slot in slots ? slots[slot]! : match;
  });
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The sentences of a FAQ answer that no marketing claim already states: the facts the FAQ adds to a topic ("a voided
 * check and a government ID ready", "written into your agreement"). Recorded as a passage and source of the answer.
 */
export function faqAdditions(context: Pick<TopicContext, "doc" | "site" | "answer">, id: string): string[] {
  const document = context.doc(id);
  const text = document?.facts?.[0];
  if (!document || !text) return [];
  const claims = new Set(Object.values(context.site.claims).map((claim) => claim.statement));
  const sentences = splitSentences(text);
  const added = sentences.filter((sentence) => !claims.has(sentence) && !context.answer.lines.includes(sentence));
  if (added.length > 0) {
    context.answer.passages.push(document);
    context.answer.sources.push(document.url);
  }
  return added;
}

/**
 * Quotes a page item as "Title: sentence" (its first fact unless another is given), and records it as a passage and
 * its page as a source (once).
 */
export function quoteItem(answer: Answer, item: KnowledgeDocument | undefined, fact = item?.facts?.[0]): boolean {
  if (!item || !fact) return false;
  answer.lines.push(`${item.title}: ${fact}`);
  answer.passages.push(item);
  if (!answer.sources.includes(item.url)) answer.sources.push(item.url);
  return true;
}

/** "What if you get hacked?", "a data breach", "my info leaks": a question about a breach of our systems. */
export const ASKS_ABOUT_BREACH = /\b(hack\w*|breach\w*|leak\w*|compromis\w*)\b/;

/** The privacy policy's sentence on what happens after a breach (in its "How We Protect" section). */
export function breachSentences(text: string): string[] {
  return splitSentences(text).filter((sentence) => /\bbreach\b/.test(sentence));
}

/** The sentences of a text that share the most meaningful words with the question (at most `n`, in text order). */
/** How well a text's best sentence answers the question (the score bestSentences ranks by; 0 when none shares a word). */
export function answerScore(text: string, question: string): number {
  return scoredSentences(text, question)[0]?.score ?? 0;
}

export function bestSentences(text: string, question: string, n = 1): string[] {
  return scoredSentences(text, question)
    .slice(0, n)
    .sort((a, b) => a.index - b.index)
    .map((entry) => entry.sentence);
}

/** A word as a question's and a sentence's words are matched: its letters and digits, without -ing, -ed, -es or -s. */
export function wordRoot(word: string): string {
  return word.replace(/[^a-z0-9]/g, "").replace(/(ing|ed|es|s)$/, "");
}

function scoredSentences(text: string, question: string): { sentence: string; index: number; score: number }[] {
  const words = (value: string) =>
    new Set((value.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((word) => word.length > 3 && !COMMON.has(word)).map(wordRoot));
  const asked = words(question);
  const sentences = splitSentences(text);
  // "How long...?" is answered by the sentence that states a time.
  const asksTime = /\b(how (long|soon|quickly|fast|many days)|when|timeframe|time frame)\b/i.test(question);
  const states = (sentence: string) =>
    asksTime && /\b\d+(-\d+)? (days?|hours?|business days|minutes?|weeks?)\b/.test(sentence) ? 2 : 0;
  const scored = sentences
    .map((sentence, index) => ({
      sentence: sentence.trim(),
      index,
      score: [...words(sentence)].filter((word) => asked.has(word)).length + states(sentence),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index);
  return scored;
}

const COMMON = new Set(
  "what when where which with your yours this that there their they them have does will would could should about from into than then just like know want need long much many some more most also only even very really".split(
    " ",
  ),
);

/** Sentences end at a stop followed by a space or the end ("99.9% uptime" is not two sentences). */
export function splitSentences(text: string): string[] {
  // (A question in the copy leads into its answer and stays with it: "Lost your reference? Call or email ...".)
  return text
    .split(/(?<=[.!])\s+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}
