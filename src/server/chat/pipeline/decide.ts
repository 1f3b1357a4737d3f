import { contentStems, listedItems, type ChatEngine, type ChatReply } from "../engine";
import type { Candidate, Finding } from "./find";
import type { Reading } from "./read";
import {
  ALTERNATIVES,
  ASKS_FOR_A_LIST,
  NEGATED,
  FACTS_PER_ASK,
  FACTS_PER_ASK_OF_SEVERAL,
  REPLY_BUDGET,
  FRAMING,
  LEARNED_TOP,
  NOT_COVERED_LINE,
  POINTS_BACK,
  POINTS_BACK_MAX_WORDS,
  SECOND_FACT_SHARE,
  SHORT_REPLY,
  WEIGHTS,
  type Alternative,
} from "./decide-data";

/**
 * Stage 3, decide: for each ask, which candidate answers it, and whether anything does. Candidates are ranked by how
 * much of the ask they cover (words weighted by their rarity in the site's sentences), by how near the ask is to the
 * learned visitor questions that asked for them, by the topic answer's own order, and by the rules that matched the
 * visitor's situation; a line the previous reply gave ranks last (a follow-up gets the new fact). Where the site
 * publishes several answers to one subject (approval times, phone hours), only the one that applies stays.
 */
export interface Scored extends Candidate {
  score: number;
  /** The terms of the score, for --explain. */
  terms: string;
}

export interface Decision {
  kind: ChatReply["kind"];
  /** Off-topic (one line back to payments) rather than unpublished. */
  offTopic: boolean;
  asks: { text: string; facts: Scored[]; ranked: Scored[] }[];
  notes: string[];
}

export function decide(engine: ChatEngine, reading: Reading, finding: Finding): Decision {
  const { whole } = finding;
  const notes: string[] = [];
  if (whole.kind === "social" || whole.kind === "refusal" || whole.kind === "analysis") {
    notes.push(`the topic answer is a ${whole.kind} reply: given as it is`);
    return { kind: whole.kind, offTopic: false, asks: [], notes };
  }
  const picked = new Set<string>();
  const perAsk = finding.asks.length > 1 ? FACTS_PER_ASK_OF_SEVERAL : FACTS_PER_ASK;
  let length = 0;
  const asks = finding.asks.map(({ text, subject, candidates }) => {
    const ranked = applicable(
      engine,
      reading,
      text,
      subject,
      candidates.map((candidate) => score(engine, reading, text, subject, candidate)),
      notes,
    ).sort((a, b) => b.score - a.score);
    // "Not published" is the answer when the topic answer says it: it leads, and the facts after it rank on their own.
    const facts: Scored[] = ranked
      .filter((candidate) => candidate.from !== "rule" && NOT_COVERED_LINE.test(candidate.text) && !picked.has(candidate.text))
      .slice(0, 1);
    for (const fact of facts) picked.add(fact.text);
    const pinned = facts.length;
    for (const candidate of ranked) {
      if (facts.length >= perAsk || picked.has(candidate.text)) continue;
      if (facts.length - pinned >= perAsk - pinned || NOT_COVERED_LINE.test(candidate.text)) continue;
      const first = facts[pinned];
      // (A short reply takes the next fact while it stays short; past that, only a fact that ranks close to the first.)
      const fills = first && candidate.score > 0 && length + candidate.text.length <= SHORT_REPLY;
      if (first && !fills && (candidate.score < first.score * SECOND_FACT_SHARE || candidate.score <= 0)) continue;
      // (A further fact fits the reply's budget; the first fact of each ask always goes in.)
      if ((first || pinned) && length + candidate.text.length > REPLY_BUDGET) continue;
      facts.push(candidate);
      length += candidate.text.length + 1;
      picked.add(candidate.text);
    }
    // A follow-up never gets the previous reply again: with nothing new chosen, the best new fact is added.
    const previous = reading.previousReply;
    if (previous && facts.length > 0 && facts.every((fact) => previous.includes(fact.text))) {
      const fresh = ranked.find(
        (candidate) => candidate.score > 0 && !previous.includes(candidate.text) && !picked.has(candidate.text),
      );
      if (fresh) {
        facts.push(fresh);
        picked.add(fresh.text);
      }
    }
    return { text, facts, ranked };
  });
  const answered = asks.some((ask) => ask.facts.length > 0);
  if (whole.kind === "unknown") {
    // The topic answer found no subject; a rule for the visitor's situation may still have found the fact.
    const ruled = asks.some((ask) => ask.facts.some((fact) => fact.from === "rule"));
    if (!ruled) {
      const offTopic = whole.topics.includes("offTopic");
      notes.push(offTopic ? "off the subject of payments" : "nothing published answers it");
      return { kind: "unknown", offTopic, asks: [], notes };
    }
    for (const ask of asks) ask.facts = ask.facts.filter((fact) => fact.from === "rule");
    notes.push("no topic, but a rule for the visitor's situation applies");
  }
  return { kind: answered ? "answer" : "unknown", offTopic: false, asks, notes };
}

function score(engine: ChatEngine, reading: Reading, ask: string, subject: string, candidate: Candidate): Scored {
  const terms: string[] = [];
  let total = 0;
  const add = (name: string, value: number) => {
    if (value === 0) return;
    total += value;
    terms.push(`${name} ${value >= 0 ? "+" : ""}${value.toFixed(2)}`);
  };
  add("covers", coverage(engine, subject, candidate.text, namedIn(engine, ask)));
  add("learned", WEIGHTS.learned * learnedSimilarity(engine, subject, candidate.text));
  if (candidate.from === "topic") add("order", WEIGHTS.topicPrior / (1 + candidate.rank));
  if (candidate.from === "ask") add("order", WEIGHTS.askPrior / (1 + candidate.rank));
  if (candidate.origin === "topic") add("topic's lead", WEIGHTS.handler / (1 + candidate.place));
  if (candidate.origin === "entity") add("named", WEIGHTS.entity / (1 + candidate.place));
  if (candidate.origin === "detail") add("detail", WEIGHTS.detail);
  if (candidate.from === "rule") add("rule", WEIGHTS.rule);
  if (isFraming(candidate.text)) add("framing", WEIGHTS.framing);
  if (listedItems(candidate.text).length >= 3) add("list", ASKS_FOR_A_LIST.test(ask) ? WEIGHTS.askedList : WEIGHTS.unaskedList);
  add("length", (WEIGHTS.length * Math.min(candidate.text.length, 400)) / 400);
  if (reading.previousReply?.includes(candidate.text) && !pointsBack(ask)) add("said before", WEIGHTS.repeated);
  return { ...candidate, score: total, terms: terms.join(", ") };
}

/** The share of the ask's words (weighted by rarity in the site's sentences) that the candidate states. The words
 *  naming the visitor's business or product are context, not what is asked ("i own a restaurant, what do you
 *  charge" asks a price): they count only when nothing else is asked. */
function coverage(engine: ChatEngine, ask: string, text: string, named: Set<string>): number {
  const words = contentStems(ask);
  const rest = new Set([...words].filter((stem) => !named.has(stem)));
  const asked = rest.size > 0 ? rest : words;
  if (asked.size === 0) return 0;
  const stated = stemsOf(text);
  let all = 0;
  let shared = 0;
  for (const stem of asked) {
    const weight = engine.sentenceIdf.get(stem) ?? 1;
    all += weight;
    if (stated.has(stem)) shared += weight;
  }
  return all > 0 ? shared / all : 0;
}

/** A candidate's content stems, without its links' paths (the site's lines repeat: kept per engine). */
const stemCache = new Map<string, Set<string>>();
function stemsOf(text: string): Set<string> {
  let stems = stemCache.get(text);
  if (!stems) {
    stems = contentStems(text.replace(/\]\([^)]*\)/g, "]"));
    if (stemCache.size > 4096) stemCache.clear();
    stemCache.set(text, stems);
  }
  return stems;
}

const namedCache = new WeakMap<ChatEngine, Map<string, Set<string>>>();

/** The stems of the businesses and products the ask names (entity recogniser). */
function namedIn(engine: ChatEngine, ask: string): Set<string> {
  let cache = namedCache.get(engine);
  if (!cache) namedCache.set(engine, (cache = new Map()));
  let named = cache.get(ask);
  if (!named) {
    named = new Set(engine.entities.recognize(ask).flatMap((match) => [...contentStems(match.name)]));
    if (cache.size > 64) cache.clear();
    cache.set(ask, named);
  }
  return named;
}

const learnedCache = new WeakMap<ChatEngine, Map<string, [string, number][]>>();

/** How near the ask is to the visitor questions learned for a sentence this candidate states. */
function learnedSimilarity(engine: ChatEngine, ask: string, text: string): number {
  let cache = learnedCache.get(engine);
  if (!cache) learnedCache.set(engine, (cache = new Map()));
  let top = cache.get(ask);
  if (!top) {
    top = [...engine.learnedClassifier.similarities(ask).entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, LEARNED_TOP)
      .map(([label, similarity]) => [label.slice(label.indexOf(" ") + 1), similarity]);
    if (cache.size > 64) cache.clear();
    cache.set(ask, top);
  }
  let best = 0;
  for (const [sentence, similarity] of top) if (similarity > best && text.includes(sentence)) best = similarity;
  return best;
}

function pointsBack(ask: string): boolean {
  return POINTS_BACK.test(ask) && ask.split(" ").length <= POINTS_BACK_MAX_WORDS;
}

function isFraming(text: string): boolean {
  return FRAMING.some((start) => text.startsWith(start));
}

/** Of the site's several answers to one subject, only the one that applies to this visitor stays. */
function applicable(
  engine: ChatEngine,
  reading: Reading,
  ask: string,
  subject: string,
  scored: Scored[],
  notes: string[],
): Scored[] {
  let kept = scored;
  // (What the visitor says they are not, "nothing high risk", "not a partner", does not apply.)
  // (The whole message counts: "vape and cbd shop. what rate would you charge?" asks a high-risk business's rate.)
  const context = `${reading.previousAsk ?? ""} ${reading.text} ${ask}`.toLowerCase().replace(NEGATED, " ");
  let highRiskBusiness: boolean | undefined;
  for (const { subject: about, asked, alternatives } of ALTERNATIVES) {
    const states = (candidate: Candidate, alternative: Alternative) =>
      alternative.markers.some((marker) => candidate.text.includes(marker));
    const present = kept.filter((candidate) => alternatives.some((alternative) => states(candidate, alternative)));
    if (present.length === 0) continue;
    highRiskBusiness ??= engine.entities
      .recognize(context)
      .some((match) => match.definition.kind === "industry" && Boolean(match.document.keywords?.includes("high risk")));
    const applies =
      alternatives.find(
        (alternative) =>
          (alternative.applies?.test(context) ?? false) || (alternative.highRiskBusiness === true && highRiskBusiness),
      ) ?? alternatives.find((alternative) => !alternative.applies)!;
    const others = alternatives.filter((alternative) => alternative !== applies);
    const dropped = kept.filter(
      (candidate) => others.some((alternative) => states(candidate, alternative)) && !states(candidate, applies),
    );
    // (A line stating the applicable answer beside another is replaced by the applicable statement alone.)
    const mixed = kept.filter(
      (candidate) => others.some((alternative) => states(candidate, alternative)) && states(candidate, applies),
    );
    kept = kept.filter((candidate) => !dropped.includes(candidate) && !mixed.includes(candidate));
    const replaced = [...dropped, ...mixed];
    if (replaced.length > 0 && !kept.some((candidate) => states(candidate, applies))) {
      const best = Math.max(...replaced.map((candidate) => candidate.score));
      kept.push({
        text: applies.statement,
        source: applies.source,
        from: "rule",
        rank: 0,
        origin: "rule",
        place: 0,
        why: `the answer to "${about}" that applies here`,
        score: best,
        terms: `the best score of the answers it replaces (${best.toFixed(2)})`,
      });
    }
    // (Asked in this ask, or in the question a follow-up leans on: "how long does that take" after "do you do high risk".)
    if (asked.test(subject)) {
      for (const candidate of kept) {
        if (!states(candidate, applies)) continue;
        candidate.score += WEIGHTS.subject;
        candidate.terms += `, asks "${about}" +${WEIGHTS.subject.toFixed(2)}`;
      }
    }
    if (dropped.length + mixed.length > 0)
      notes.push(
        `${about}: "${applies.markers[0]}" applies; dropped ${dropped.length + mixed.length} line(s) stating another answer`,
      );
  }
  return kept;
}
