import MiniSearch from "minisearch";

/** One searchable page (or page fragment) of the site; src/content/search-documents.ts builds them from the content. */
export interface SearchDocument {
  title: string;
  description: string;
  /** Site-relative URL, optionally with a fragment (/resources#faq). */
  url: string;
  headings: string[];
  body: string;
}

/** A ranked result: what SearchResults links to. */
export interface SearchHit {
  title: string;
  description: string;
  url: string;
  score: number;
}

export interface SiteSearch {
  search(query: string): SearchHit[];
}

/** Longer queries are cut here; nobody types more into a header search box, and it bounds the work per request. */
export const MAX_QUERY_LENGTH = 100;
export const MAX_RESULTS = 8;

/** Words that carry no meaning on their own; left in, "how to get" would match every page. */
const STOP_WORDS = new Set(
  "a an and are as at be but by can do does for from how i if in into is it its me my no not of on or our so that the their them then there these they this to was we what when where which who why will with you your".split(
    " ",
  ),
);

/** Trims, collapses white space and bounds the visitor's text; "" means there is nothing to search for. */
export function normalizeQuery(raw: string | null | undefined): string {
  return (raw ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH).trim();
}

function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return lower.length < 2 || STOP_WORDS.has(lower) ? null : lower;
}

/**
 * The site search: a MiniSearch index over titles, headings, descriptions and body text, ranked by BM25 with
 * titles weighted highest. Prefix matching finds "process" in "processing"; a little fuzziness forgives typos in
 * longer words. One result per URL, best first.
 */
export function createSiteSearch(documents: readonly SearchDocument[]): SiteSearch {
  const index = new MiniSearch<SearchDocument & { id: number }>({
    fields: ["title", "headings", "description", "body"],
    storeFields: ["title", "description", "url"],
    extractField: (document, field) => {
      const value = document[field as keyof typeof document];
      return Array.isArray(value) ? value.join("\n") : String(value ?? "");
    },
    processTerm,
    searchOptions: {
      boost: { title: 5, headings: 2.5, description: 2, body: 1 },
      prefix: (term) => term.length >= 3,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      combineWith: "OR",
    },
  });
  index.addAll(documents.map((document, id) => ({ ...document, id })));

  return {
    search(query) {
      const text = normalizeQuery(query);
      if (!text) return [];
      const seen = new Set<string>();
      const hits: SearchHit[] = [];
      for (const result of index.search(text)) {
        const url = result.url as string;
        if (seen.has(url)) continue;
        seen.add(url);
        hits.push({ title: result.title as string, description: result.description as string, url, score: result.score });
        if (hits.length === MAX_RESULTS) break;
      }
      return hits;
    },
  };
}
