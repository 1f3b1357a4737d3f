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
