import { chatReplies } from "@/content/chat";
import { partnerTerms } from "@/content/partner";
import { site } from "@/content/site";
import { fillReply } from "../topics";

/**
 * Data of the decide stage: which published facts say different things about one subject (only the one that applies
 * to this visitor is given), the lines that only frame an answer, and the weights of the ranking.
 */

/** One of several published answers to the same question, and when it is the one that applies. */
export interface Alternative {
  /** The statement as the site publishes it (inserted when it applies and no candidate states it). */
  statement: string;
  source: string;
  /** Any of these in a candidate's text means the candidate states this alternative. */
  markers: string[];
  /** Read on the ask together with the conversation's previous question; the first alternative that applies wins.
   *  No pattern: the default. */
  applies?: RegExp;
  /** Applies too when the conversation names a high-risk business (entity recogniser). */
  highRiskBusiness?: boolean;
}

/** A subject the site answers more than once: how a visitor asks it, and its alternatives (first applicable wins). */
export interface Subject {
  subject: string;
  /** The ask asks this subject: the applicable alternative then ranks first. */
  asked: RegExp;
  alternatives: Alternative[];
}

const { claims, contact } = site;
const HIGH_RISK_WORDS =
  /\b(high[- ]risk|cbd|delta[- ]?8|kratom|peptides?|firearms?|guns?|ammo|adult|telehealth|semaglutide|tirzepatide|supplements?|nutraceuticals?|vapes?|chargebacks?|froze|frozen|terminated|declined|reserves?)\b/;
const PARTNER_WORDS = /\b(partners?|partnership|referr\w*|refer|affiliates?|agents?)\b/;

/** The subjects the site answers more than once, each alternative with when it applies (first match wins). */
export const ALTERNATIVES: Subject[] = [
  {
    subject: "the rate",
    asked:
      /\b(your|ur|the|a|my|what) (rates?|pricing|prices?)\b|\bhow much (do|does|will|would|is) (you|u|it)\b.*\b(charge|cost|take)\b|\bwhat (do|does|would|will) (you|u) (actually )?(charge|take)\b|\bper (transaction|swipe|sale)\b/,
    alternatives: [
      {
        statement: fillReply(chatReplies.rates.highRisk, { phone: contact.phone.display }),
        source: "/high-risk",
        markers: [chatReplies.rates.highRisk.split(",")[0]!],
        applies: HIGH_RISK_WORDS,
        highRiskBusiness: true,
      },
      {
        statement: claims.startingRate.statement,
        source: "/resources",
        markers: [claims.startingRate.value],
      },
    ],
  },
  {
    subject: "how long approval takes",
    // (A time asked about approval, underwriting, an application or an account: "how long will deleting my data take"
    // is not this subject.)
    asked:
      /\b(how (long|soon|fast|quick\w*)|when (will|would|do|can)|timeline|turnaround|wait\w*|how many (days|hours))\b.*\b(approv\w*|underwrit\w*|accept\w*|applica\w*|apply|account|set ?up|started|live|decision|hear back)\b|\b(approv\w*|underwrit\w*|applica\w*)\b.*\b(how (long|soon|fast|quick\w*)|take|days|hours|quick\w*|fast)\b/,
    alternatives: [
      {
        statement: partnerTerms.approval,
        source: "/partner",
        markers: [partnerTerms.approval],
        applies:
          /\b(partner|referral|refer\w*|affiliate) (application|program|agreement|approval|sign ?up)\b|\bbecome a (partner|referral partner|affiliate)\b/,
      },
      {
        statement: claims.applicationReply.statement,
        source: "/application",
        markers: ["24-48 hours"],
        applies:
          /\b(hear back|get back|reply|respond|response|quote|already applied|(i|we) (just )?applied|after (i|we) appl\w*|submitted)\b/,
      },
      {
        statement: claims.highRiskApproval.statement,
        source: "/high-risk",
        markers: ["3-5 business days"],
        applies: HIGH_RISK_WORDS,
        highRiskBusiness: true,
      },
      {
        statement: claims.merchantAccountApproval.statement,
        source: "/solutions",
        markers: ["24-72 hours"],
        applies: /\b(merchant account|regular|normal|standard|low[- ]risk)\b/,
      },
      {
        statement: claims.approvalTime.statement,
        source: "/resources",
        markers: [claims.approvalTime.statement],
      },
    ],
  },
  {
    subject: "when someone answers the phone",
    // (A time asked about reaching someone: "what hours can i call", "is support 24/7"; not "when were you founded"
    // or "walkouts late at night".)
    asked:
      /\b(hours?|open|when|available|availability|weekends?|nights?|late|24\/7|around the clock|what time)\b.*\b(call\w*|phone|line|support|reach|talk|speak|someone|somebody|person|answer\w*|help|team|rep\w*|agents?)\b|\b(call\w*|phone|line|support|reach|talk|speak|someone|somebody|person|team|rep\w*|agents?)\b.*\b(hours?|open|when|available|availability|weekends?|nights?|late|24\/7|around the clock|what time)\b/,
    alternatives: [
      {
        statement: `Partner phone support ${contact.partnerPhoneHours}.`,
        source: "/partner/referral-program",
        markers: [contact.partnerPhoneHours],
        applies: PARTNER_WORDS,
      },
      {
        statement: claims.support.statement,
        source: "/contact",
        markers: ["24/7"],
      },
    ],
  },
];

/** A qualifier the visitor denies ("nothing high risk", "we're not high-risk", "no partner"): removed before the
 *  alternatives' conditions are read. */
export const NEGATED =
  /\b(nothing|not|no|never|isn'?t|aren'?t|non)[- ]+(a |an |really |at all )?(high[- ]risk|partners?|referral\w*)\b/g;

/** Lines that frame an answer rather than give a fact (calls to act, invitations): ranked below facts. */
export const FRAMING = [
  chatReplies.highRisk.next,
  chatReplies.apply.questions,
  chatReplies.referral.next,
  chatReplies.isv.next,
  chatReplies.approval.next,
  chatReplies.industries.all,
  chatReplies.contact.form,
  chatReplies.statement.review,
  chatReplies.savings.next,
]
  .map((template) => template.split("{")[0]!.trim())
  .filter((start) => start.length >= 6);

/** The line that says the site does not publish what was asked: it is the answer, so it leads. */
export const NOT_COVERED_LINE =
  /\b(don't|doesn't|isn't|can't|do not|does not)\b[^.]*\b(publish\w*|cover\w*|confirm\w*|list\w*)\b/i;

/** Ranking weights. */
export const WEIGHTS = {
  /** The topic answer's first line starts ahead by this much, fading with its place. */
  topicPrior: 0.25,
  /** An ask's own topic answer (of a message asking several). */
  askPrior: 0,
  /** A fact a rule found for this visitor's situation. */
  rule: 0.3,
  /** Times the learned questions' similarity to the ask, for a candidate stating a learned sentence. */
  learned: 1.0,
  /** A framing line (it often carries the link asked for, so only a little below a fact). */
  framing: 0,
  /** Times the line's length over 400 characters: of two equal candidates, the shorter. */
  length: -0.1,
  /** A line the previous reply already gave: a follow-up gets the new fact (unless it points back at it). */
  repeated: -0.6,
  /** The alternative that applies, when the ask asks its subject. */
  subject: 0.8,
  /** A list (three items or more) when the ask asks what the options are; and one it did not ask for. */
  askedList: 0.5,
  unaskedList: -0.3,
  /** A line of a topic handler's answer (its first line most), and of a named business's or product's answer. */
  handler: 0.4,
  entity: 0.15,
  /** A detail the topic answer added after its lead. */
  detail: 0.15,
} as const;

/** A further fact is added to an ask's answer only when it ranks this close to the first. (The weights were read off
 *  the tuning sets: a logistic fit of "this line states the expected fact" on the terms, rounded; the share, the
 *  budget and SHORT_REPLY by replaying the tuning sets' ranked candidates under each setting.) */
export const SECOND_FACT_SHARE = 0.3;
/** ...and the reply stays within this many characters (the first fact always goes in). */
export const REPLY_BUDGET = 320;
/** A reply shorter than this takes the next-ranked fact that keeps it within it, however close it ranks to the first:
 *  a one-line answer has room for the line a careful person adds. */
export const SHORT_REPLY = 200;
/** Facts per ask at most: for a message asking one thing, and for each ask of a message asking several. */
export const FACTS_PER_ASK = 3;
export const FACTS_PER_ASK_OF_SEVERAL = 2;
/** An ask pointing back at the previous reply ("is that for everyone?"): its facts are the subject, not repeats. */
export const POINTS_BACK = /\b(that|it|this|those|these|they)\b/;
export const POINTS_BACK_MAX_WORDS = 8;
/** An ask for the options themselves ("what are your solutions", "which pos types", "list your tiers"): a list
 *  answers it; any other ask gets no list it did not ask for. */
export const ASKS_FOR_A_LIST =
  /^(so |ok |and )?(what|which) (are|r) (your|ur|the|all)\b|\b(what|which) (kinds?|types?|sorts?|options|solutions|services|products|industries|tiers|methods)\b|\b(list|name) (your|ur|the|all)\b|\bwhat (do|does) (you|u|harborline) (offer|have|sell)\b|\ball (your|ur|the) (options|solutions|services|tiers)\b|\bwhat (fields|figures|numbers|info|information)\b/;

/** The learned questions considered per ask. */
export const LEARNED_TOP = 6;
