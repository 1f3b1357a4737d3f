import { stem } from "./search";

/**
 * A nearest-neighbour intent classifier over word and character n-grams (issue 12, session 3; decision in
 * docs/assistant.md "Chat assistant, session 3"). It backs up the hand-written topic cues of ./intents.ts: when a
 * message has no strong cue ("do i need to commit for a year", "do you work nationally"), the classifier compares it
 * with a set of example phrasings per label (./paraphrases.ts) and answers with the closest label, if close enough.
 *
 * Features of a text: its stemmed content words (weight 1) and the character 3- and 4-grams of each word, padded
 * with a boundary mark (so "comit" and "commitment" still share "com", "omm"/"mit"...), each weighted by inverse
 * document frequency over the examples and the whole vector normalised to length 1. Similarity is the cosine; a
 * label's score is the sum of its `neighbours` nearest examples' similarities (1 unless told: the best example's
 * alone). Summing a few nearest is a vote: a label that several examples come near is surer than one a single
 * look-alike reaches (docs/assistant.md, "The nearest questions vote"). Misspellings, inflections
 * ("declining"/"declined") and unseen word orders keep most of their n-grams, which is what lets this generalise
 * beyond the literal cues.
 */
export interface Classification<Label extends string> {
  label: Label;
  /** Cosine similarity with the closest example of the label (0..1), or the sum over its nearest examples. */
  score: number;
  /** How far ahead of the best other label (0..1). */
  margin: number;
}

type Vector = Map<string, number>;

/** Words that carry no intent: ignored by the word features (character n-grams still see the rest). */
const STOP = new Set(
  (
    "a an and are as at be been but by can could did do does for from had has have i if in into is it its me my of on or " +
    "our so than that the their them then there these they this those to us was we what when where which who why will " +
    "with would you your yours any also am just please ok okay guys hi hello hey there's i'm im let lets need get " +
    "want know like much many some about really still don't dont there's whats what's one all harborline " +
    // Words common to every subject here say nothing about which one is asked.
    "business businesses company merchant merchants payment payments processing"
  ).split(" "),
);

const GRAM_WEIGHT = 0.35;

export function features(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z0-9$%+]+(?:[-'][a-z0-9]+)*/g) ?? [];
  const out: string[] = [];
  for (const word of words) {
    if (STOP.has(word)) continue;
    const stemmed = stem(word);
    out.push(`w:${stemmed}`);
    const padded = `^${word}$`;
    for (const n of [3, 4]) for (let i = 0; i + n <= padded.length; i++) out.push(padded.slice(i, i + n));
  }
  return out;
}

export class IntentClassifier<Label extends string> {
  private readonly idf = new Map<string, number>();
  private readonly examples: { label: Label; vector: Vector }[] = [];
  /** For each term, the examples that have it and its weight there: a message is compared only with the examples
   *  sharing a term with it. */
  private readonly postings = new Map<string, { example: number; weight: number }[]>();

  /**
   * @param neighbours how many of a label's nearest examples its score sums (the default for classify and
   * similarities; each may ask for another count: 1 reads the single nearest example).
   */
  constructor(
    examples: Record<Label, readonly string[]>,
    private readonly neighbours = 1,
  ) {
    const all = (Object.entries(examples) as [Label, readonly string[]][]).flatMap(([label, texts]) =>
      texts.map((text) => ({ label, terms: features(text) })),
    );
    const documentFrequency = new Map<string, number>();
    for (const { terms } of all)
      for (const term of new Set(terms)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    for (const [term, count] of documentFrequency) this.idf.set(term, Math.log((all.length + 1) / (count + 1)) + 1);
    for (const { label, terms } of all) this.examples.push({ label, vector: this.vectorOf(terms) });
    this.examples.forEach(({ vector }, example) => {
      for (const [term, weight] of vector) {
        const list = this.postings.get(term);
        if (list) list.push({ example, weight });
        else this.postings.set(term, [{ example, weight }]);
      }
    });
  }

  get size(): number {
    return this.examples.length;
  }

  private vectorOf(terms: string[]): Vector {
    const vector: Vector = new Map();
    for (const term of terms) {
      const idf = this.idf.get(term);
      if (idf === undefined) continue; // never seen in the examples: cannot point at any label
      const weight = (term.startsWith("w:") ? 1 : GRAM_WEIGHT) * idf;
      vector.set(term, (vector.get(term) ?? 0) + weight);
    }
    let norm = 0;
    for (const value of vector.values()) norm += value * value;
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [term, value] of vector) vector.set(term, value / norm);
    return vector;
  }

  /**
   * The closest label, or undefined when the text shares nothing with any example. `prior` adds to the score of
   * labels that other evidence already points at (the weak topic cues), before the ranking.
   */
  classify(
    text: string,
    prior: Partial<Record<Label, number>> = {},
    neighbours = this.neighbours,
  ): Classification<Label> | undefined {
    const best = this.similarities(text, neighbours);
    for (const [label, bonus] of Object.entries(prior) as [Label, number][]) {
      if (best.has(label)) best.set(label, best.get(label)! + bonus);
    }
    const ranked = [...best.entries()].sort((a, b) => b[1] - a[1]);
    const top = ranked[0];
    if (!top) return undefined;
    return { label: top[0], score: top[1], margin: top[1] - (ranked[1]?.[1] ?? 0) };
  }

  /** Every label's score for the text: the summed cosine similarity of its `neighbours` nearest examples (labels
   *  sharing nothing with it are absent). */
  similarities(text: string, neighbours = this.neighbours): Map<Label, number> {
    return this.pooled(this.dots(text), neighbours);
  }

  /** Every label's score with its single nearest example and with the vote of its `neighbours` nearest, at once. */
  nearestAndVote(text: string, neighbours = this.neighbours): { nearest: Map<Label, number>; vote: Map<Label, number> } {
    const dots = this.dots(text);
    return { nearest: this.pooled(dots, 1), vote: this.pooled(dots, neighbours) };
  }

  /** The cosine similarity of the text with every example (all 0 when it shares no term with them). */
  private dots(text: string): Float64Array {
    const dots = new Float64Array(this.examples.length);
    for (const [term, value] of this.vectorOf(features(text))) {
      for (const { example, weight } of this.postings.get(term) ?? []) dots[example]! += value * weight;
    }
    return dots;
  }

  /** Each label's sum of its `neighbours` highest similarities (the highest alone for 1). */
  private pooled(dots: Float64Array, neighbours: number): Map<Label, number> {
    const best = new Map<Label, number>();
    if (neighbours <= 1) {
      dots.forEach((dot, example) => {
        const { label } = this.examples[example]!;
        if (dot > (best.get(label) ?? 0)) best.set(label, dot);
      });
      return best;
    }
    // Each label's nearest similarities, best first (at most `neighbours`), then their sum.
    const nearest = new Map<Label, number[]>();
    dots.forEach((dot, example) => {
      if (dot <= 0) return;
      const { label } = this.examples[example]!;
      const list = nearest.get(label);
      if (!list) return void nearest.set(label, [dot]);
      if (list.length === neighbours && dot <= list[neighbours - 1]!) return;
      let at = list.length;
      while (at > 0 && list[at - 1]! < dot) at--;
      list.splice(at, 0, dot);
      if (list.length > neighbours) list.pop();
    });
    for (const [label, list] of nearest) {
      let sum = 0;
      for (const dot of list) sum += dot;
      best.set(label, sum);
    }
    return best;
  }
}
