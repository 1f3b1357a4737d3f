/**
 * Which words of the site's sentences a visitor's words stand for, learned from the learned questions (issue 34): a
 * word-translation model in the manner of translation language models for question retrieval. Each learned question
 * and the sentence it asked for is a pair; a question word `a` and a sentence word `b` met in a pair add to
 * `count(a, b)` (shared out over the question's words), and `P(a | b)` is the share of `b`'s pairs' words that were
 * `a`. "spread it over monthly payments" then reaches "installment", "fb" reaches "Facebook", without a synonym
 * written for either.
 *
 * A sentence scores a question by how likely its words are to be asked in the question's words: for each question
 * word, the sentence words' chance of being asked that way (a word stands for itself with weight SELF), against the
 * word's chance in any learned question (smoothing MIX): the mean, over the question's words, of the log of that
 * ratio. Work is bounded: at most MAX_WORDS of the question's words, times each sentence's words.
 */
export class WordTranslation<Label extends string> {
  /** For a sentence word b: each question word a met with it and P(a | b). */
  private readonly given = new Map<string, Map<string, number>>();
  /** How often each word is asked, over every learned question's words. */
  private readonly asked = new Map<string, number>();
  private askedTotal = 0;
  private readonly sentences: { label: Label; words: Set<string> }[] = [];
  /** For a question word a: the sentences with a word b asked as a, with the sum of P(a | b) over those words. */
  private readonly askedAs = new Map<string, { index: number; sum: number }[]>();

  constructor(pairs: readonly { label: Label; question: readonly string[]; sentence: readonly string[] }[]) {
    const counts = new Map<string, Map<string, number>>();
    const totals = new Map<string, number>();
    const seen = new Set<Label>();
    for (const { label, question, sentence } of pairs) {
      if (!seen.has(label)) {
        seen.add(label);
        this.sentences.push({ label, words: new Set(sentence) });
      }
      if (question.length === 0) continue;
      for (const word of question) this.asked.set(word, (this.asked.get(word) ?? 0) + 1);
      this.askedTotal += question.length;
      const share = 1 / question.length;
      for (const b of new Set(sentence)) {
        const row = counts.get(b) ?? new Map<string, number>();
        for (const a of question) row.set(a, (row.get(a) ?? 0) + share);
        counts.set(b, row);
        totals.set(b, (totals.get(b) ?? 0) + 1);
      }
    }
    for (const [b, row] of counts) {
      const total = totals.get(b)!;
      this.given.set(b, new Map([...row].map(([a, count]) => [a, count / total])));
    }
    // For each question word a: each sentence some word of which is asked as a, and the sum of P(a | b) over them.
    this.sentences.forEach(({ words }, index) => {
      const sums = new Map<string, number>();
      for (const b of words) for (const [a, chance] of this.given.get(b) ?? []) sums.set(a, (sums.get(a) ?? 0) + chance);
      for (const [a, sum] of sums) {
        const list = this.askedAs.get(a) ?? [];
        list.push({ index, sum });
        this.askedAs.set(a, list);
      }
    });
  }

  /** Whether one of the question's words stands for one of the sentence's (other than itself) at least this likely. */
  links(question: Iterable<string>, sentence: Iterable<string>, least = LINK_MIN): boolean {
    const words = [...sentence];
    for (const a of question) for (const b of words) if (a !== b && (this.given.get(b)?.get(a) ?? 0) >= least) return true;
    return false;
  }

  /** Every sentence's score for the question's words (the mean log-likelihood ratio; 0 for no words). Only the first
   *  MAX_WORDS distinct words are read: the work is bounded whatever the message. */
  scores(words: readonly string[]): Map<Label, number> {
    const out = new Map<Label, number>();
    const question = [...new Set(words)].slice(0, MAX_WORDS);
    if (question.length === 0) return out;
    const background = question.map((a) => MIX * (((this.asked.get(a) ?? 0) + 0.5) / (this.askedTotal + 1)));
    // chance(a | sentence) = (SELF if the sentence has a) + (1 - SELF) x sum of P(a | b) over its words, over its size.
    const totals = new Float64Array(this.sentences.length);
    question.forEach((a, i) => {
      const chances = new Float64Array(this.sentences.length);
      for (const { index, sum } of this.askedAs.get(a) ?? []) chances[index] = (1 - SELF) * sum;
      this.sentences.forEach(({ words }, index) => {
        const chance = (chances[index]! + (words.has(a) ? SELF : 0)) / Math.max(1, words.size);
        totals[index]! += Math.log(((1 - MIX) * chance + background[i]!) / background[i]!);
      });
    });
    this.sentences.forEach(({ label }, index) => out.set(label, totals[index]! / question.length));
    return out;
  }
}

/** How much a word stands for itself, beside what the pairs say it stands for. */
const SELF = 0.5;
/** How much of a question word's chance comes from how often it is asked at all (smoothing). */
const MIX = 0.2;
/** The most question words read (`scores`). */
const MAX_WORDS = 24;
/** The least P(a | b) at which a question word counts as asking for a sentence word (`links`). */
const LINK_MIN = 0.05;
