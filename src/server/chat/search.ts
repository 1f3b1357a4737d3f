import MiniSearch from "minisearch";
import type { KnowledgeDocument } from "./knowledge";

/**
 * Full-text search over the knowledge documents (MiniSearch: BM25 ranking, prefix and fuzzy matching), built once.
 * Words that say nothing about the subject ("what", "your", "payment") are dropped, so a question only matches a
 * document through the words that carry its meaning.
 */
const STOP_WORDS = new Set(
  (
    "a an and are as at be been but by can could did do does doing for from get got had has have how i i'm if in " +
    "into is it its just me my of on or our ours please should so than that the their them then there these they " +
    "this those to us was we what when where which who why will with would you your yours about any also am tell " +
    "want need know like much many more some there's let lets ok okay hi hello hey thanks thank make made time " +
    "year last first new good best way day get go use used using one see say said take give look come think well " +
    "even back only now today tomorrow yesterday really right thing things people someone something anything " +
    "everything still who won win"
  ).split(" "),
);

/** Words common to almost every document here: matching only these is not evidence of an answer. */
const GENERIC_WORDS = new Set([
  "payment",
  "process",
  "processing",
  "business",
  "merchant",
  "account",
  "harborline",
  "service",
  "company",
  "card",
  "offer",
  "help",
  "work",
]);

/** A light English stemmer: plurals and a few suffixes, enough for "rates"/"rate" and "approved"/"approval". */
export function stem(word: string): string {
  let term = word.toLowerCase().replace(/['’]s$/, "");
  if (term.length > 4 && term.endsWith("ies")) term = `${term.slice(0, -3)}y`;
  else if (term.length > 4 && /(ss|x|ch|sh)es$/.test(term)) term = term.slice(0, -2);
  else if (term.length > 3 && term.endsWith("s") && !term.endsWith("ss") && !term.endsWith("us")) term = term.slice(0, -1);
  if (term.length > 6 && term.endsWith("ing")) term = term.slice(0, -3);
  else if (term.length > 5 && term.endsWith("ed")) term = term.slice(0, -2);
  else if (term.length > 6 && term.endsWith("al")) term = term.slice(0, -2);
  return term;
}

export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  if (lower.length < 2 || STOP_WORDS.has(lower)) return null;
  return stem(lower);
}

export interface SearchHit {
  document: KnowledgeDocument;
  score: number;
  /** Query terms (processed) that matched, generic words excluded. */
  meaningfulTerms: string[];
  /** True when a meaningful term matched the title or keywords, or two of them matched anywhere: a word that
   *  only appears somewhere in a long text ("apps" in a claim about payment apps) is not an answer. */
  relevant: boolean;
}

/** Longer terms are matched exactly only (the longest word of the site's copy is 22 letters). */
const LONGEST_WORD = 24;

export class KnowledgeIndex {
  private readonly index: MiniSearch<KnowledgeDocument>;
  private readonly byId = new Map<string, KnowledgeDocument>();

  constructor(documents: readonly KnowledgeDocument[]) {
    this.index = new MiniSearch<KnowledgeDocument>({
      fields: ["title", "text", "keywordText"],
      storeFields: [],
      processTerm,
      extractField: (document, field) =>
        field === "keywordText" ? (document.keywords ?? []).join(" ") : String(document[field as keyof KnowledgeDocument] ?? ""),
      searchOptions: {
        boost: { title: 2, keywordText: 1.5 },
        // Not for a run of letters longer than any word: a fuzzy match's work grows with the term's length.
        prefix: (term) => term.length > 4 && term.length <= LONGEST_WORD,
        fuzzy: (term) => (term.length > 5 && term.length <= LONGEST_WORD ? 0.2 : false),
        combineWith: "OR",
      },
    });
    for (const document of documents) this.byId.set(document.id, document);
    this.index.addAll([...this.byId.values()]);
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: string): KnowledgeDocument | undefined {
    return this.byId.get(id);
  }

  /** Documents whose id starts with the prefix, in the order they were added. */
  withPrefix(prefix: string): KnowledgeDocument[] {
    return [...this.byId.values()].filter((document) => document.id.startsWith(prefix));
  }

  search(query: string, limit = 5): SearchHit[] {
    return this.index
      .search(query)
      .slice(0, limit)
      .map((result) => {
        const meaningful = Object.entries(result.match).filter(([term]) => !GENERIC_WORDS.has(term) && term.length > 2);
        const inTitle = meaningful.some(([, fields]) => fields.includes("title") || fields.includes("keywordText"));
        return {
          document: this.byId.get(String(result.id))!,
          score: result.score,
          meaningfulTerms: meaningful.map(([term]) => term),
          relevant: inTitle || meaningful.length >= 2,
        };
      });
  }
}
