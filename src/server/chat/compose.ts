import { chatReplies } from "@/content/chat";
import { IntentClassifier } from "./classifier";
import {
  ALTERNATIVES,
  type Alternatives,
  AMOUNT_ASKED,
  AMOUNT_THRESHOLD,
  STATED_VALUE,
  FOLLOW_UP_WORDS,
  KEEP_FLOOR,
  KEEP_SHARE,
  LEXICON,
  LONG_LINE,
  MAX_CHARS,
  NEAR_TIE,
  NOT_PUBLISHED,
  PART_FLOOR,
  PINNED_YIELD,
  POLAR_ANSWER,
  POLAR_QUESTION,
  REPLY_CHARS,
  SPECIFIC_SENTENCES,
  WEIGHTS,
} from "./compose-data";

import { detect } from "./intents";
import { questionParts } from "./question-parts";
import { splitSentences } from "./topics/context";
import learnedQuestions from "./learned-questions.json";

/**
 * The compose stage: the answering stage finds every line that may answer a message (the topic's claims, the quoted
 * sentences, the links); this stage ranks them by what they answer and keeps the few that answer what was asked, the
 * best first, within REPLY_CHARS. Of facts stated in several versions (ALTERNATIVES) it keeps the one that applies.
 *
 * A line's rank: how close the message is to the questions visitors asked of the facts the line states (the learned
 * questions of the tuning sets, learned-questions.json: "do you need my credit" asked for the underwriting sentence
 * that shares no word with it), the message's rare words the line shares, and a bonus for the answering stage's own
 * first lines.
 */
export interface RankedLine {
  line: string;
  score: number;
  learned: number;
  shared: number;
  /** The learned question closest to the message, for the explanation. */
  fact?: string;
  kept: boolean;
  why: string;
}

/** A document an answer quoted: its lines name the page they come from. */
export interface QuotedPassage {
  title: string;
  url: string;
  text: string;
  facts?: readonly string[];
}

export interface Composition {
  message: string;
  ranked: RankedLine[];
  rankedBy: string;
}

/** The start of the closing "More: ..." line (the engine writes it; this stage keeps at most one of its links). */
export const MORE_LINE = chatReplies.more.split("{")[0]!;
const LINK = /\[[^\]]+\]\([^)]+\)/g;
const HAS_LINK = /\[[^\]]+\]\([^)]+\)/;

/** A reply line without its leading yes or no ("Yes. Payment Processing for Bars: ..."), the title of its item
 *  ("Understanding high-risk processing for Delta 8: ...") and its closing full stop: what it states. */
export function bareLine(line: string): string {
  return line
    .replace(/^(?:yes|no)\.\s+/i, "")
    .replace(/^[^:.!?\n]{1,80}: (?=\S)/, "")
    .replace(/\.$/, "");
}

/** The pages a line links, by URL. */
export function linksOf(line: string): string[] {
  return [...line.matchAll(LINK)].map(([link]) => link.slice(link.indexOf("](") + 2, -1));
}

/** The sentences of a long paragraph, each prefixed with the paragraph's title ("Title: first. second." ). */
function paragraphSentences(line: string): string[] {
  const colon = line.indexOf(": ");
  const title = colon > 0 && colon < 80 && !/[.!?]/.test(line.slice(0, colon)) ? line.slice(0, colon + 2) : "";
  // (A list written in one line, "Requirements: a; b; c", is split at its semicolons.)
  const sentences = splitSentences(line.slice(title.length)).flatMap((sentence) => sentence.split(/;\s+(?:and\s+)?/));
  return sentences.length < 2 ? [line] : sentences.map((sentence) => `${title}${sentence}`);
}

export class Composer {
  private readonly facts = new Map<string, string>();
  private readonly classifier: IntentClassifier<string>;

  /** How telling a fact is: 1 when a few of the site's sentences state it, less for a fact many repeat ("free"). Worked
   *  out when a reply first meets the fact, then kept. */
  private readonly specificity = new Map<string, number>();
  private readonly sentences: readonly string[];

  private specificityOf(key: string): number {
    let value = this.specificity.get(key);
    if (value === undefined) {
      const stating = this.sentences.filter((sentence) => sentence.includes(key)).length;
      value = Math.sqrt(Math.min(1, SPECIFIC_SENTENCES / Math.max(1, stating)));
      this.specificity.set(key, value);
    }
    return value;
  }

  constructor(
    private readonly stems: (text: string) => Set<string>,
    private readonly weight: (stem: string) => number,
    sentences: readonly string[] = [],
    /** What the conversation says of the visitor (intents.ts qualifiers, plus the risk class of the business named:
     *  risk.ts), read from the text the lines are ranked by. */
    private readonly qualifiersOf: (text: string) => ReadonlySet<string> = (text) => detect(text).qualifiers,
  ) {
    const examples: Record<string, string[]> = {};
    this.sentences = sentences.map((sentence) => sentence.toLowerCase());
    for (const { fact, questions } of learnedQuestions.facts) {
      const key = fact.toLowerCase();
      this.facts.set(key, fact);
      (examples[key] ??= []).push(...questions);
    }
    this.classifier = new IntentClassifier(examples);
  }

  /**
   * `message`: what was asked (understood); `previous`: the visitor's previous question, read with a short follow-up;
   * `carried`: the message only says who is asking and asks `previous` again for them, so the lines are ranked by
   * `previous` first and the two together beside it, and the page of the business it names (`business`) is the one
   * named for more.
   */
  compose(
    text: string,
    message: string,
    previous = "",
    {
      part = false,
      passages = [],
      said = "",
      carried = false,
      business,
      visitor = [],
    }: {
      part?: boolean;
      passages?: readonly QuotedPassage[];
      said?: string;
      carried?: boolean;
      /** With `carried`: the page of the business the message names, the page that says more for them. */
      business?: string;
      /** What the whole conversation says of the visitor (the engine's reading), beside what the ranked text says. */
      visitor?: readonly string[];
    } = {},
  ): Composition {
    const lines = text.split("\n").filter((line) => line.trim() !== "");
    const more = lines.find((line) => line.startsWith(MORE_LINE));
    // A list's items go with the line that introduces them: one unit, kept or left out whole.
    const body: string[] = [];
    for (const line of lines) {
      if (line.startsWith(MORE_LINE)) continue;
      if (line.startsWith("- ") && body.length > 0) body[body.length - 1] += `\n${line}`;
      // A long paragraph is ranked sentence by sentence: its one sentence that answers is enough.
      else if (line.length > LONG_LINE && !HAS_LINK.test(line)) body.push(...paragraphSentences(line));
      else body.push(line);
    }
    const own = this.stems(message);
    // (A short follow-up is ranked by its own words first, and by the conversation's subject beside them.)
    const asksPrevious = carried && previous !== "";
    const followUp = asksPrevious || (own.size <= FOLLOW_UP_WORDS && Boolean(previous));
    const rankedBy = followUp ? `${previous} ${message}` : message;
    // (Read only when a fact in several versions is there to choose from: it looks for the business named.)
    let qualifiers: ReadonlySet<string> | undefined;
    const qualifierOf = () => (qualifiers ??= new Set([...this.qualifiersOf(rankedBy.toLowerCase()), ...visitor]));
    // Each ask of a message asking several things ranks the lines on its own; its best line is kept, in order.
    const parts = questionParts(message);
    const asks = parts.length >= 2 ? parts : [];
    const byMessage = this.scorer(body, asksPrevious ? previous : message);
    const byContext = followUp ? this.scorer(body, rankedBy) : undefined;
    const score = (index: number) => {
      const own = byMessage(index);
      if (!byContext) return own;
      const context = byContext(index);
      return { ...own, score: own.score + WEIGHTS.context * context.score, learned: Math.max(own.learned, context.learned) };
    };
    // (A line the previous reply already said ranks lower: a follow-up asks something new.)
    const ranked: RankedLine[] = body.map((line, index) => {
      const scored = score(index);
      const repeated = said !== "" && said.includes(line);
      return { line, ...scored, score: scored.score - (repeated ? WEIGHTS.repeated : 0), kept: false, why: "" };
    });
    const askBest = asks.map((ask) => {
      // (A short ask, "and how long does it take", is ranked with the whole message beside it, as a follow-up is.)
      const alone = this.scorer(body, ask);
      const short = this.stems(ask).size <= FOLLOW_UP_WORDS;
      const byAsk = (index: number) =>
        short ? { ...alone(index), score: alone(index).score + WEIGHTS.context * byMessage(index).score } : alone(index);
      let best = -1;
      let bestScore = 0;
      body.forEach((line, index) => {
        if (NOT_PUBLISHED.some((pattern) => pattern.test(line))) return;
        const { score: value } = byAsk(index);
        if (value > bestScore) [best, bestScore] = [index, value];
      });
      return bestScore >= KEEP_FLOOR ? best : -1;
    });

    // A line saying the site does not publish the answer stays first: it is the answer.
    const pinned = ranked.filter(({ line }) => NOT_PUBLISHED.some((pattern) => pattern.test(line)));
    const rest = ranked.filter((entry) => !pinned.includes(entry)).sort((a, b) => b.score - a.score);
    const order = [...pinned, ...rest];
    const best = rest[0]?.score ?? 0;
    // Of a fact stated in several versions, the one the conversation's qualifier picks, else the best ranked.
    const chosenVersion = new Map<string, string>();
    for (const alternatives of ALTERNATIVES) {
      const present = alternatives.versions.filter(({ match }) => body.some((line) => line.includes(match)));
      if (present.length < 2) continue;
      const byRank = present.find(
        ({ match }) =>
          rest.find(({ line }) => line.includes(match)) ===
          rest.find(({ line }) => present.some((version) => line.includes(version.match))),
      );
      const applies =
        present.find(({ when }) => when && qualifierOf().has(when)) ??
        present.find(({ asks }) => asks?.test(message)) ??
        (byRank && !byRank.when ? byRank : present.find(({ when }) => !when)) ??
        present[0]!;
      chosenVersion.set(alternatives.subject, applies.match);
    }
    const kept: RankedLine[] = [];
    let chars = 0;
    for (const entry of order) {
      const alternative = ALTERNATIVES.find(
        ({ subject, versions }) => chosenVersion.has(subject) && versions.some(({ match }) => entry.line.includes(match)),
      );
      if (alternative && !entry.line.includes(chosenVersion.get(alternative.subject)!)) {
        entry.why = `another version of the ${alternative.subject} applies`;
        continue;
      }
      // (A version that is not true for this visitor is not said, even alone: 24/7 is the merchants' support.)
      const untrue = untrueVersion(entry.line, qualifierOf());
      if (untrue) {
        entry.why = `that version of the ${untrue.subject} is not this visitor's`;
        continue;
      }
      const firstOfRest =
        entry === rest.find((candidate) => !kept.includes(candidate) && candidate.why === "") &&
        !kept.some((k) => rest.includes(k));
      if (pinned.includes(entry)) {
        entry.kept = true;
        entry.why = "the site does not publish it";
      } else if (askBest.includes(ranked.indexOf(entry))) {
        entry.kept = true;
        entry.why = `answers ask ${askBest.indexOf(ranked.indexOf(entry)) + 1} of ${asks.length} best`;
      } else if (firstOfRest && (part ? entry.score >= PART_FLOOR : kept.length === 0 || entry.score >= KEEP_FLOOR)) {
        entry.kept = true;
        entry.why = kept.length === 0 ? "ranks first" : "the best of what the site does say";
      } else if (part) {
        entry.why = "one line answers a part";
      } else if (entry.score < KEEP_FLOOR || entry.score < KEEP_SHARE * best) {
        entry.why = "ranks too far below the first";
      } else if (linksOf(entry.line).some((url) => kept.some(({ line }) => linksOf(line).includes(url)))) {
        entry.why = "links a page the reply already links";
      } else if (saysAgain(entry.line, kept)) {
        entry.why = "every value it states is in a kept line";
      } else if (saidAgain(entry.line, keptLines(kept))) {
        entry.why = "a kept line states it";
      } else if (
        chars + entry.line.length > MAX_CHARS ||
        (chars + entry.line.length > REPLY_CHARS && entry.score < NEAR_TIE * best)
      ) {
        entry.why = "the reply is long enough";
      } else {
        entry.kept = true;
        entry.why = "answers it too";
      }
      if (entry.kept) {
        kept.push(entry);
        chars += entry.line.length + 1;
      }
    }
    // The page the reply's best line comes from is named once (its title in the line, or the passage it quotes), unless
    // a kept line links it already; when none is found and no kept line links anything, the first page drawn on.
    let closing = "";
    if (more) {
      const links = [...more.matchAll(LINK)].map(([link]) => link);
      const titleOf = (link: string) => link.slice(1, link.indexOf("]("));
      const urlOf = (link: string) => link.slice(link.indexOf("](") + 2, -1);
      const source = (line: string) => {
        const said = line.includes(": ") ? line.slice(line.indexOf(": ") + 2) : line;
        return passages.find(
          (passage) =>
            line.startsWith(`${passage.title}:`) ||
            [passage.text, ...(passage.facts ?? [])].some((part) => part.includes(said.slice(0, 60))),
        )?.url;
      };
      const linked = new Set(kept.flatMap(({ line }) => linksOf(line)));
      const quotedBy = (entry: RankedLine) =>
        links.find((link) => entry.line.startsWith(`${titleOf(link)}:`)) ??
        links.find((link) => source(entry.line) === urlOf(link));
      const byRank = [...kept].sort((a, b) => b.score - a.score);
      // (The home page last: it only gathers what the other pages say in full.)
      const quotedLinks = byRank.map(quotedBy).filter((link) => link !== undefined);
      const quoted = quotedLinks.find((link) => urlOf(link) !== "/") ?? quotedLinks[0];
      const theirs = asksPrevious && business ? links.find((link) => urlOf(link) === business) : undefined;
      const first = theirs ?? quoted ?? (linked.size === 0 ? links[0] : undefined);
      if (first && !linked.has(urlOf(first))) closing = `\n${MORE_LINE}${first}`;
    }
    // (A line saying the site does not publish something follows the best line when that line answers well: the
    // site is not silent, and the visitor reads what it does say first.)
    const yields = (rest[0]?.score ?? 0) >= PINNED_YIELD;
    const askOrder = (entry: RankedLine) => {
      const at = askBest.indexOf(ranked.indexOf(entry));
      if (pinned.includes(entry)) return yields ? 0.5 : -1;
      return at >= 0 ? at : entry === rest[0] ? 0 : asks.length;
    };
    const inOrder = kept
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => askOrder(a.entry) - askOrder(b.entry) || a.index - b.index);
    return { message: `${inOrder.map(({ entry }) => entry.line).join("\n")}${closing}`, ranked: order, rankedBy };
  }

  /** Scores every line for one text: the learned questions' closeness, the shared rare words, synonyms, order. */
  private scorer(body: string[], text: string): (index: number) => Omit<RankedLine, "line" | "kept" | "why"> {
    const asked = this.stems(text);
    const similar = this.classifier.similarities(text);
    const askedWeight = [...asked].reduce((sum, stem) => sum + this.weight(stem), 0) || 1;
    const lexicon = LEXICON.filter(({ asks }) => asks.test(text));
    const polar = POLAR_QUESTION.test(text);
    const amount = AMOUNT_ASKED.test(text);
    return (index) => {
      const line = body[index]!;
      const lower = line.toLowerCase();
      let learned = 0;
      let fact: string | undefined;
      for (const [key, similarity] of similar) {
        if (similarity <= learned || !lower.includes(key)) continue;
        const value = similarity * this.specificityOf(key);
        if (value > learned) {
          learned = value;
          fact = this.facts.get(key);
        }
      }
      const lineStems = this.stems(line.replace(LINK, (link) => link.slice(1, link.indexOf("]"))));
      // (Shared words count less in a long line: a paragraph shares some word with most questions.)
      const shared =
        ([...asked].filter((stem) => lineStems.has(stem)).reduce((sum, stem) => sum + this.weight(stem), 0) / askedWeight) *
        Math.min(1, (WEIGHTS.sharedLength / Math.max(1, line.length)) ** WEIGHTS.sharedLengthPower);
      const order = index === 0 ? WEIGHTS.first : index === 1 ? WEIGHTS.second : 0;
      const synonyms = lexicon.some(({ line: answers }) => answers.test(line)) ? WEIGHTS.lexicon : 0;
      const yes = polar && POLAR_ANSWER.test(line) ? WEIGHTS.polar : 0;
      // (An amount in the question is weighed against a threshold the line states: "$15k a sale" and "above $10,000".)
      const threshold = amount && AMOUNT_THRESHOLD.test(line) ? WEIGHTS.threshold : 0;
      const score = WEIGHTS.learned * learned + WEIGHTS.shared * shared + order + synonyms + yes + threshold;
      return { score, learned, shared, fact };
    };
  }
}

/** The lines of `wider` (the found lines with the learned sentences beside them) that `found` does not have. */
export function learnedLines(found: string, wider: string): Set<string> {
  const own = new Set(found.split("\n"));
  return new Set(wider.split("\n").filter((line) => !own.has(line)));
}

/**
 * The reply when the find stage also offered the sentences the learned questions point at (`learned`): `base` is the
 * composition of the topics' lines alone, `wide` of those lines with the learned ones. The learned line `wide` ranks
 * highest joins the base reply, second, when `wide` keeps it and it scores at least as well as the best line the
 * topics found: it answers something they do not. The topics' best line still leads (a learned question near in
 * words can be about something else), the rest follow within MAX_CHARS, and the page named for more is the base
 * reply's (the learned line's when the base names none).
 */
export function joinLearned(base: Composition, wide: Composition, learned: ReadonlySet<string>): string {
  const best = Math.max(0, ...base.ranked.map((entry) => entry.score));
  const baseKept = base.ranked.filter((entry) => entry.kept);
  const join = wide.ranked.find(
    (entry) => entry.kept && learned.has(entry.line) && entry.score >= best && !saidAgain(entry.line, keptLines(baseKept)),
  );
  const lines = base.message.split("\n");
  const body = lines.filter((line) => !line.startsWith(MORE_LINE));
  if (!join || body.length === 0) return base.message;
  const reply = [body[0]!, join.line, ...body.slice(1)];
  // (Over the length, the last line goes, but not a line saying the site does not publish what was asked: it is the
  // answer, whatever else the reply says.)
  const published = (line: string) => !NOT_PUBLISHED.some((pattern) => pattern.test(line));
  while (reply.length > 2 && reply.join("\n").length > MAX_CHARS) {
    const last = reply.findLastIndex((line, at) => at > 0 && published(line));
    if (last < 0) break;
    reply.splice(last, 1);
  }
  const more =
    lines.find((line) => line.startsWith(MORE_LINE)) ?? wide.message.split("\n").find((line) => line.startsWith(MORE_LINE));
  return [...reply, ...(more ? [more] : [])].join("\n");
}

function keptLines(kept: readonly RankedLine[]): string[] {
  return kept.map((entry) => entry.line);
}

/** A statement shorter than this is not looked for inside another line ("Yes", "Apply now"). */
const SAID_AGAIN_MIN_CHARS = 20;

/**
 * Whether `line` says again what one of `said` says: its statement (bareLine) is in a said line, or a said line's
 * statement is in it (it repeats that line to add the rest of its paragraph).
 */
export function saidAgain(line: string, said: Iterable<string>): boolean {
  const stated = bareLine(line);
  for (const other of said) {
    const theirs = bareLine(other);
    if (other.includes(stated) || (theirs.length >= SAID_AGAIN_MIN_CHARS && stated.includes(theirs))) return true;
  }
  return false;
}

/** The fact stated in several versions (ALTERNATIVES) whose version in `line` is not true for a visitor with these
 *  qualifiers (its `unless`), if any. */
function untrueVersion(line: string, qualifiers: ReadonlySet<string>): Alternatives | undefined {
  return ALTERNATIVES.find(({ versions }) =>
    versions.some(({ match, unless }) => unless && line.includes(match) && qualifiers.has(unless)),
  );
}

/**
 * Whether a line added to `reply` keeps to the versions of the facts stated in several versions (ALTERNATIVES) that
 * apply: the version `reply` already states, else the one the visitor's qualifiers pick; never one untrue for the
 * visitor (a high-risk business is never quoted the qualified businesses' rate, a partner never the merchants' support
 * hours). A line stating another version of such a fact does not.
 */
export function versionsApplying(reply: string, visitor: readonly string[]): (line: string) => boolean {
  const qualifiers = new Set(visitor);
  const chosen = ALTERNATIVES.map(({ versions }) => {
    const stated = versions.filter(({ match }) => reply.includes(match));
    if (stated.length > 0) return stated.map(({ match }) => match);
    const picked = versions.find(({ when }) => when && qualifiers.has(when));
    return picked ? [picked.match] : versions.map(({ match }) => match);
  });
  return (line) =>
    !untrueVersion(line, qualifiers) &&
    ALTERNATIVES.every(
      ({ versions }, index) =>
        !versions.some(({ match }) => line.includes(match)) || chosen[index]!.some((match) => line.includes(match)),
    );
}

/** Whether every value the line states (STATED_VALUE), one at least, is stated by a kept line. */
function saysAgain(line: string, kept: readonly RankedLine[]): boolean {
  const values = line.match(STATED_VALUE);
  if (!values) return false;
  const keptText = kept.map((entry) => entry.line).join("\n");
  return values.every((value) => keptText.includes(value));
}
