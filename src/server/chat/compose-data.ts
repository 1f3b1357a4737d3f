import { site } from "@/content/site";

/**
 * Data read by the compose stage (compose.ts). Kept apart from the code so a change of copy or of a rule is a change
 * of data: the figures themselves come from the claims (src/content/data/claims.json) and the pages.
 */

/**
 * Facts the site states in several versions, each true of different visitors. A reply says one of them: the one whose
 * condition the conversation meets, else the default (the first). `when` is a qualifier read from the conversation
 * (intents.ts `detect`; "highRisk" and "lowRisk" also from the business named or the sale amount, risk.ts), `match` a
 * piece of the line that states it.
 */
export interface Alternatives {
  subject: string;
  /** `when`: a qualifier read from the conversation; `asks`: words of the message that pick this version; `unless`:
   *  a qualifier for whose visitors this version is not true, so it is never said to them, even alone (the
   *  merchants' 24/7 support to a referral partner, the qualified businesses' rate to a high-risk business). */
  versions: { match: string; when?: Qualifier; asks?: RegExp; unless?: Qualifier }[];
}

type Qualifier = "highRisk" | "lowRisk" | "partner" | "isv";

export const ALTERNATIVES: readonly Alternatives[] = [
  {
    subject: "approval time",
    versions: [
      { match: "approved within 24 hours" },
      { match: "3-5 business days", when: "highRisk" },
      {
        match: "24-72 hours",
        when: "lowRisk",
        asks: /\b(merchant account|retail|normal|regular|standard|not high.?risk|nothing high.?risk)\b/i,
      },
    ],
  },
  {
    subject: "rate",
    versions: [
      { match: "for qualified businesses", unless: "highRisk" },
      { match: "publish a rate for high-risk accounts", when: "highRisk" },
    ],
  },
  {
    subject: "support hours",
    versions: [
      { match: "our support team is US-based and available 24/7", unless: "partner" },
      { match: "partner phone support runs Monday to Friday", when: "partner" },
    ],
  },
];

/** A reply's length the compose stage aims at: lines are added in rank order while the text stays within it. */
export const REPLY_CHARS = 300;
/** No reply grows past this, near ties included. */
export const MAX_CHARS = 600;

/**
 * How a line is ranked: what visitors asked of the facts it states (the learned questions), the question's rare words
 * it shares, and the answering stage's own order (its first line is its leading answer).
 */
export const WEIGHTS = {
  learned: 1.5,
  shared: 0.6,
  /** Shared words count fully in a line up to this many characters, less beyond (to the power below). */
  sharedLength: 160,
  sharedLengthPower: 0.5,
  first: 0,
  second: 0,
  lexicon: 0.5,
  polar: 0.3,
  threshold: 0.5,
  /** A short follow-up's lines: ranked by its own words, plus this share of their rank with the previous question. */
  context: 0.5,
  /** Taken from a line the previous reply already said. */
  repeated: 0.3,
} as const;

/**
 * The amount of a sale in a question ("avg order like $15k", "we sell $15k e-bikes", "tickets around 12,000 dollars"):
 * an amount of money within a few words of a word of selling; not any sum ("$14k stuck in limbo" is not a ticket).
 * And a threshold stated in a line.
 */
/** An amount of money as visitors write it: "$15k", "$1.2m", "25k", "12,000 dollars", "15 grand". */
export const AMOUNT = String.raw`\$\s?\d[\d,.]*\s?[km]?\b|\b\d[\d,.]*\s?(?:k|grand|dollars|bucks)\b`;
const OF_A_SALE = String.raw`\b(?:orders?|tickets?|sales?|sell\w*|items?|each|per|apiece|average|avg|transactions?|purchases?|products?|packages?|programs?|priced|charg\w*|invoices?)\b`;
export const AMOUNT_ASKED = new RegExp(
  String.raw`(?:${AMOUNT})[^.?!]{0,40}${OF_A_SALE}|${OF_A_SALE}[^.?!]{0,40}(?:${AMOUNT})`,
  "i",
);
export const AMOUNT_THRESHOLD = /\b(?:above|over|under|below|more than|less than|up to|at least|exceeding)\s+\$\d[\d,]*/i;

/** A yes-or-no question ("do you work with bars", "can I...") is answered first by a line that says yes or no. */
export const POLAR_QUESTION =
  /^(?:\w+[,.!]?\s+){0,3}?(?:do|does|can|could|is|are|will|would|have|has|did)\s+(?:you|u|y'?all|ya|yall|it|they|we|i|your|ur|harborline)\b/i;
export const POLAR_ANSWER = /^(?:yes|no)\b/i;

/** A learned fact stated by more of the site's sentences than this counts less (the square root of the share). */
export const SPECIFIC_SENTENCES = 5;

/** A paragraph longer than this (and linking nothing) is ranked sentence by sentence. */
export const LONG_LINE = 220;

/** A line after the first is kept only when it ranks this close to the first, and above the floor. */
export const KEEP_SHARE = 0.55;
export const KEEP_FLOOR = 0.3;
/** A part of a message asking several things adds its best line only from this score (the whole answered it first). */
export const PART_FLOOR = 0.5;
/** A line ranking this close to the first is kept even past REPLY_CHARS: the two may each answer it. */
export const NEAR_TIE = 0.75;

/**
 * Lines that say the site does not publish what was asked (or cannot confirm it) and give the way to ask: such a line
 * is the answer, so it stays first, and the best line of what the site does say follows it.
 */
/** The score from which the best line of what the site does say comes before a not-published line. */
export const PINNED_YIELD = 0.9;

export const NOT_PUBLISHED = [
  /doesn't cover/i,
  /don't cover/i,
  /don't publish/i,
  /isn't on our published/i,
  /aren't on our published/i,
  /can't confirm/i,
  /won't guess/i,
];

/** Words of reviewing a statement and of what a thing costs, for LEXICON. */
const REVIEWING = String.raw`review|analy[sz]\w*|audit|look (at|over|through)|go (through|over)`;
const COSTING = String.raw`cost\w*|charge\w*|free`;
/** Words of reaching a person, and of a time of day or week one would, for LEXICON. */
const REACHING = "call|reach|support|someone|anyone|anybody|somebody|a person|pick up|answer";
const WHEN_REACHED = String.raw`what hours|which hours|at night|overnight|midnight|sundays?|saturdays?|\d{1,2} ?(pm|am)`;

/** Words of `first` followed, within `gap` characters, by words of `then` (a pattern's source, case aside). */
function near(first: string, then: string, gap: number): string {
  return String.raw`\b(${first})\b[^]{0,${gap}}\b(${then})\b`;
}

/**
 * Words a visitor asks with that the line answering them does not use: `asks` in the question, `line` in a line that
 * answers it. The match adds WEIGHTS.lexicon to the line's rank.
 */
export const LEXICON: readonly { asks: RegExp; line: RegExp }[] = [
  { asks: /\b(phone|number|call|talk|speak|human|person|someone|reach|contact)\b/i, line: literal(site.contact.phone.display) },
  { asks: /\b(calculator|estimate|calculate)\b/i, line: /#calculator|calculator/i },
  { asks: /\b(safe|secure|security|protect\w*|data)\b/i, line: /encrypt|tokeni[sz]/i },
  { asks: /\b(sell|share|give)\b[^.?!]{0,60}\b(info|information|data|details)\b/i, line: /do not sell/i },
  { asks: /\b(status|where it'?s at|check on|track\w*)\b/i, line: /application-tracking|where your application stands/i },
  { asks: /\b(pdf|photo|picture|image|spreadsheet|excel|xlsx)\b/i, line: /does not read a pdf/i },
  { asks: /\b(sign(?:ing)? up|join\w*|enrol\w*|register|become a partner)\b/i, line: /\bto join\b/i },
  // (Whether a review of the visitor's fees costs anything is answered by the line that says it is free: "can someone
  // go through my statement? does that cost anything".)
  {
    asks: new RegExp(
      `${near(`${REVIEWING}|break\\w* (it )?down`, `${COSTING}|pay (for|anything)|fee for`, 80)}|` +
        near(`${COSTING}|pay for`, REVIEWING, 80),
      "i",
    ),
    line: /\bfor free\b/i,
  },
  // (When a person answers is answered by the support line's hours: "when can i call", "anyone there at 11pm".)
  {
    asks: new RegExp(
      `${near(REACHING, `${WHEN_REACHED}|hours|open|late|weekends?|holidays?|around the clock|24\\/7|right now`, 60)}|` +
        near(WHEN_REACHED, REACHING, 60),
      "i",
    ),
    line: /\b24\/7\b|around the clock|Monday to Friday/i,
  },
  // (Where the people who answer are is answered by the support line that says: "when i call am i getting some
  // overseas call center", "is support offshore".)
  {
    asks: /\b(overseas|offshore|abroad|foreign|outsourc\w*|in the (us|usa|states)|us[- ]based|american)\b/i,
    line: /\bUS-based\b/,
  },
  // (How we price is answered by the pricing model: "what pricing do you use instead", "do you do tiered too".)
  {
    asks: /\b(tiered|mid-?qual\w*|non-?qual\w*|pricing (model|structure)|how do (you|u|yall) price|what (kind of |type of )?pricing)\b/i,
    line: /\binterchange-plus\b/i,
  },
  // (A question of time is answered by a line that states one: "how long does that take" by "3-5 business days", not
  // by the documents that keep the review moving.)
  {
    asks: /\bhow (long|soon|fast|quick(ly)?)\b|\bhow many (minutes|hours|days|weeks)\b|\bturn-?around\b|\bwhen (will|would|do|does|can) (i|we)\b.{0,30}\b(hear|know|get|approved|start)\b/i,
    line: /\b\d+(?:[-–]\d+)?\+?\s+(?:business\s+)?(?:minutes?|hours?|days?|weeks?|months?)\b|\b(?:same|next)[- ]day\b/i,
  },
];

/**
 * The values a line states: phone numbers, email addresses, amounts, percentages and durations. A line whose values
 * all stand in a line already kept says nothing new ("Questions first? Call (210) 555-0142 ..." after "Call us at
 * (210) 555-0142 ...").
 */
export const STATED_VALUE =
  /\(\d{3}\) \d{3}-\d{4}|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\$\d[\d,.]*|\b\d+(?:\.\d+)?%|\b\d+(?:[-–]\d+)?\s+(?:business\s+)?(?:hours?|days?|weeks?)\b/gi;

/** A follow-up with at most this many content words is ranked with the previous question's words too. */
export const FOLLOW_UP_WORDS = 3;

function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
}
