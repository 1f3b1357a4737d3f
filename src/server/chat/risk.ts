import { highRiskPage } from "@/content/high-risk";
import { industriesOverview } from "@/content/industries/overview";
import { industrySlug } from "@/lib/industry-slug";
import { AMOUNT, AMOUNT_ASKED } from "./compose-data";
import { cue } from "./cue";
import type { EntityMatch } from "./entities";
import { NOT_A_KIND } from "./understand";

/**
 * Which of the site's two risk classes the visitor's business is in, when the conversation says so: read from what
 * the site itself publishes, not from a list of its own. A business named with a page of its own is in the class
 * /industries lists it under (src/content/industries/overview.ts; Firearms is in both, so it says neither); a sale
 * amount above the high-ticket threshold of /high-risk ("Selling single items above $10,000") is high-risk. The
 * compose stage reads it to say the version of a fact that applies (compose-data.ts ALTERNATIVES: the approval time
 * of a high-risk business is 3-5 business days, of a low-risk one 24-72 hours).
 */
export type RiskClass = "highRisk" | "lowRisk";

const slugs = (cards: readonly { title: string }[]) => new Set(cards.map((card) => industrySlug(card.title)));
const LOW = slugs(industriesOverview.lowRisk.cards);
const HIGH = slugs(industriesOverview.highRisk.cards);
const INDUSTRY_PAGE = "industry:";

/** At most this many amounts are read from one message (bounded work on any text). */
const MAX_AMOUNTS = 8;
const UNIT = /(k|grand|m)\b/i;

/** What follows an amount of volume rather than of a sale: "40k/mo", "$2M a year", "30k monthly", "$50k in volume". */
const OF_A_PERIOD =
  /^\s*(?:\/\s*(?:mo|month|yr|year|wk|week)\b|(?:a|per|each|every)\s+(?:mo|month|yr|year|wk|week)\b|(?:monthly|yearly|annually|weekly)\b|(?:in|of)\s+(?:\w+\s+)?(?:volume|processing|revenue|sales)\b)/i;

/** The amounts of money in a text (compose-data.ts AMOUNT), in dollars; with `sales`, not an amount of volume. */
export function amountsIn(text: string, sales = false, end = text.length): number[] {
  const amounts: number[] = [];
  for (const match of text.matchAll(new RegExp(AMOUNT, "gi"))) {
    const written = match[0];
    if (match.index >= end) break;
    if (sales && OF_A_PERIOD.test(text.slice(match.index + written.length, match.index + written.length + 24))) continue;
    const digits = /\d[\d,]*(?:\.\d+)?/.exec(written)?.[0].replaceAll(",", "") ?? "";
    const unit = UNIT.exec(written)?.[1]?.toLowerCase();
    const value = Number(digits) * (unit === "m" ? 1_000_000 : unit ? 1_000 : 1);
    if (Number.isFinite(value)) amounts.push(value);
    if (amounts.length >= MAX_AMOUNTS) break;
  }
  return amounts;
}

/** The largest sale amount the text states (an amount near a word of selling: AMOUNT_ASKED), if any. */
export function saleAmount(text: string): number | undefined {
  const asked = AMOUNT_ASKED.exec(text);
  if (!asked) return undefined;
  // (The amounts of the match, each read with what follows it: "40k/mo at a small auto repair shop, avg ticket" is
  // volume.)
  const amounts = amountsIn(text.slice(asked.index, asked.index + asked[0].length + 24), true, asked[0].length);
  return amounts.length > 0 ? Math.max(...amounts) : undefined;
}

/**
 * A business the visitor says is theirs, by its kind: "we own a flower shop", "its just a 2 chair barbershop", "small
 * bookkeeping practice, 2 of us", "starting an hvac outfit". A word of a kind of business (a shop, a practice, a
 * company...) after "a", "an", "my", "our" or at the start of the message, with at most three words before it; not a
 * business only called small, new or online. The site gives a merchant account's approval time for a business it
 * does not class as high-risk (compose-data.ts ALTERNATIVES), so such a business is read as low-risk when nothing in
 * the conversation says it is high-risk: riskClass first, the cues' "high risk" words in the compose stage.
 */
const OWN_BUSINESS = cue`
  (?:^(?!(?:a|an|my|our)\s)|\b(?:a|an|my|our)\s+)(?:(?!(?:${NOT_A_KIND}|normal|regular|high[- ]risk)\s+(?:shop|store|
  company|business|firm|outfit|place)\b)(?:[a-z0-9'&-]+\s+){1,3}?(?:shop|
  store|practice|company|outfit|firm|cart|truck|office|studio|clinic|agency|stand|kiosk|franchise|place)|
  (?:[a-z0-9'&-]+\s+){0,3}?(?:salon|barbershop|bakery|restaurant|cafe|café|diner|boutique|gym|brewery|winery|pharmacy|
  dealership|florist|taqueria|pizzeria|bistro|deli))s?\b
`;

/** Whether the text names the visitor's business by its kind (OWN_BUSINESS). */
export function describesOwnBusiness(text: string): boolean {
  return OWN_BUSINESS.test(text);
}

export function riskClass(text: string, named: readonly EntityMatch[]): RiskClass | undefined {
  const pages = named
    .filter((match) => match.definition.kind === "industry" && match.document.id.startsWith(INDUSTRY_PAGE))
    .map((match) => match.document.id.slice(INDUSTRY_PAGE.length))
    .filter((slug) => LOW.has(slug) !== HIGH.has(slug));
  if (pages.some((slug) => HIGH.has(slug))) return "highRisk";
  const amount = saleAmount(text);
  if (amount !== undefined && amount > highRiskPage.highTicketThresholdUsd) return "highRisk";
  if (pages.some((slug) => LOW.has(slug))) return "lowRisk";
  return undefined;
}
