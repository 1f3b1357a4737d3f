import { CHAT_QUESTION_RETENTION_DAYS } from "@/lib/chat-insights";
import { site } from "./site";

/**
 * Data files name a published figure instead of retyping it: `{claims.approvalRate.statement}`, `{claims.uptime.value}`,
 * `{site.contact.phone.display}`, `{paymentMethods}`, `{chatQuestionRetentionDays}`; `|lower` lower-cases it
 * (`{claims.contractTerms.value|lower}`). Every reader (pages, the assistant, the tests) fills them in from
 * src/content/data/claims.json and site.ts before the schema checks the text, so the lengths are checked on what a
 * visitor reads, and changing a claim in its one file changes every page that names it.
 */
const TOKEN = /\{([A-Za-z]\w*(?:\.\w+)*)(?:\|(lower))?\}/g;

/** "Major credit and debit cards" reads "major credit..." mid-sentence; names (ACH, Apple Pay) keep their capitals. */
const midSentence = (item: string) =>
  /^(?:[A-Z]{2,}|Apple|Google)\b/.test(item) ? item : item.charAt(0).toLowerCase() + item.slice(1);
const methods = site.acceptedPaymentMethods.map(midSentence);

const context: Record<string, unknown> = {
  claims: site.claims,
  site,
  // Semicolons, because one item ("buy now, pay later") contains a comma.
  paymentMethods: `${methods.slice(0, -1).join("; ")}; and ${methods.at(-1)}`,
  chatQuestionRetentionDays: CHAT_QUESTION_RETENTION_DAYS,
};

function lookup(name: string): string | undefined {
  let value: unknown = context;
  for (const key of name.split(".")) {
    if (typeof value !== "object" || value === null || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** Every string of `data` with its tokens filled in; an unknown token is reported with its path. */
export function fillTokens(
  data: unknown,
  report: (path: (string | number)[], message: string) => void,
  path: (string | number)[] = [],
): unknown {
  if (typeof data === "string") {
    return data.replace(TOKEN, (token, name: string, filter?: string) => {
      const value = lookup(name);
      if (value === undefined) {
        report(path, `${token} names no claim or site value`);
        return token;
      }
      return filter === "lower" ? value.toLowerCase() : value;
    });
  }
  if (Array.isArray(data)) return data.map((item, index) => fillTokens(item, report, [...path, index]));
  if (typeof data === "object" && data !== null) {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillTokens(value, report, [...path, key])]));
  }
  return data;
}
