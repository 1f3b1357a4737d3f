import { cue } from "../cue";
import { chatReplies } from "@/content/chat";
import { processContent } from "@/content/home";
import { leadFields } from "@/content/lead-fields";
import { currentProcessorOptions } from "@/content/lead-forms";
import { load as loadIndustry } from "@/content/industries";
import { highRiskPage } from "@/content/high-risk";
import { HOLDS_MONEY } from "../intents";
import { listOf, sentencesOfCopy, type KnowledgeDocument } from "../knowledge";
import { faqAdditions, quoteItem, type Answer, type TopicHandler } from "./context";

const copy = chatReplies;

/** "Brand new, never took cards: can I apply without a processor?": the application's "None - New Business" choice. */
function newBusiness({ answer, say, text }: Parameters<TopicHandler>[0]): void {
  if (
    /\b((brand )?new (business|company|store|shop)|just (started|starting|opened|opening)|never (taken|took|accepted|processed|had)|first time (taking|accepting|processing)|(no|without a|don'?t have a|no current) (current )?(processor|processing history)|(put|choose|pick|select|enter) (for|as|in|under) (the )?current processor)\b/.test(
      text,
    )
  ) {
    const none = currentProcessorOptions.find((option) => option.value === "none");
    if (none) answer.lines.push(say(copy.apply.newBusiness, { option: none.label }));
  }
}

/** "What are the steps?", "what happens after I submit?", "walk me through onboarding": the home page's five steps. */
const ASKS_THE_STEPS =
  /\b(steps?|stages?|(the|your|whole|entire|application|approval|sign-?up|onboarding|set-?up) process|process (like|look)|onboarding (process|steps|look)|walk (me|us) (through|thr?u)|what happens (next|after|once|when)|what comes (next|after)|what'?s next|then what|from (applying|application|apply\w*|sign\w* up) to|how does (it|this|the whole thing|signing up|getting started) work)\b/;
/** "The first step", "step 3": one step of the five. */
const NAMES_A_STEP =
  /\b(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|last|final) step\b|\bstep (one|two|three|four|five|[1-5])\b/;
const STEP_NUMBER: Record<string, number> = {
  first: 1,
  "1st": 1,
  one: 1,
  "1": 1,
  second: 2,
  "2nd": 2,
  two: 2,
  "2": 2,
  third: 3,
  "3rd": 3,
  three: 3,
  "3": 3,
  fourth: 4,
  "4th": 4,
  four: 4,
  "4": 4,
  fifth: 5,
  "5th": 5,
  five: 5,
  "5": 5,
  last: 5,
  final: 5,
};

/** The steps from application to first sale, as a list under the section's heading (one step when one is named). */
function processSteps(answer: Answer, text: string): boolean {
  if (!ASKS_THE_STEPS.test(text)) return false;
  const named = NAMES_A_STEP.exec(text);
  // (A step named by its title, "the risk evaluation step", is that step too.)
  const number = named
    ? STEP_NUMBER[(named[1] ?? named[2])!]
    : processContent.steps.find((step) => text.includes(step.title.toLowerCase()))?.number;
  const steps = processContent.steps.filter((step) => number === undefined || step.number === number);
  if (number === undefined) answer.lines.push(`${processContent.heading}:`);
  for (const step of steps) {
    answer.lines.push(
      number === undefined ? `- ${step.title}: ${step.description}` : `Step ${step.number}, ${step.title}: ${step.description}`,
    );
  }
  if (!answer.sources.includes("/")) answer.sources.push("/");
  return true;
}

/** The approval time in each of its versions: the compose stage says the one that applies to the visitor
 *  (compose-data.ts ALTERNATIVES). */
const APPROVAL_TIMES = ["claim:approvalTime", "claim:merchantAccountApproval", "claim:highRiskApproval"];

export const approval: TopicHandler = (context) => {
  const { answer, facts, doc, text, qualifiers, say } = context;
  // "How long does an API integration take?" from a software vendor: the ISV integration figures.
  if (qualifiers.has("isv") && /\b(integrat\w*|api|sdk|embed\w*)\b/.test(text)) {
    answer.lines.push(...facts(["claim:isvIntegration", "claim:isvMerchantRange"]));
    return;
  }
  // "What happens after I apply?": the steps, unless it asks how long (the approval time answers that).
  if (!/\b(how (long|fast|quick\w*|soon)|when|time\w*)\b/.test(text)) processSteps(answer, text);
  // "When will I hear back after applying?": the reply to an application, then the approval time.
  const ids =
    /\b(hear\w* back|gets? back to|reply|respond\w*|response|quotes? back|(get|receive) (a|my|the) quote|after (i |we )?(hit |click |press )?(apply|applying|submit\w*))\b/.test(
      text,
    )
      ? ["claim:applicationReply", "claim:approvalTime"]
      : qualifiers.has("highRisk")
        ? ["claim:highRiskApproval", "claim:approvalRate"]
        : cue`
          \b(approval rate|rate of approval|chances?|odds|percent\w*|what % of|(am|are) (i|we) (\w+ )?(gonna|
          going to) (get|be) (approved|accepted)|(credit|score) (is|'s|are) (\w+ )?(rough|bad|poor|low|terrible|
          not great|trash)|proportion|how many (of|businesses|merchants|applicants|people|applications|get)|
          most|(merchants|businesses|people|companies) like (me|mine|us|ours)|everyone|everybody|anyone|anybody|
          guarantee\w*|(brand )?new business\w*|startups?|no (processing )?history|(can|will|would|could) (i|
          we) (still |even )?(get|be) (approved|accepted)|bankrupt\w*|bad credit|poor credit|low credit|
          credit score)\b
        `.test(text)
          ? ["claim:approvalRate", ...APPROVAL_TIMES]
          : [...APPROVAL_TIMES];
  if (qualifiers.has("isv")) ids.push("claim:isvIntegration");
  if (qualifiers.has("partner")) {
    const partnerApproval = doc("referral:terms")?.facts?.find((line) => /approv/i.test(line));
    if (partnerApproval) {
      answer.lines.push(partnerApproval);
      answer.sources.push("/partner/referral-program");
      return;
    }
  }
  answer.lines.push(...facts(ids));
  // What to have ready (statements, voided check, ID), from the FAQ.
  answer.lines.push(...faqAdditions(context, "faq:approval-time"));
  // "Do they tell me everything up front or drip it out one doc at a time?": the underwriters' checklist.
  if (
    /\b(up ?front|all at once|at a time|drip\w*|checklist|piecemeal|one by one|keep asking|(what|which) (else )?(they|underwrit\w*) (need|want|ask))\b/.test(
      text,
    )
  ) {
    const underwriting = doc("solution:underwriting");
    const checklist = underwriting?.facts?.find((line) => /\bchecklist\b/i.test(line));
    if (underwriting && checklist) {
      answer.lines.push(say(copy.entityFeature, { title: underwriting.title, fact: `${checklist.replace(/\.$/, "")}.` }));
      answer.passages.push(underwriting);
      if (!answer.sources.includes(underwriting.url)) answer.sources.push(underwriting.url);
    }
  }
  newBusiness(context);
  answer.lines.push(say(copy.approval.next));
};

/** What a high-risk merchant worries about, and the page's item that answers it. */
const HIGH_RISK_CONCERNS: [RegExp, string, RegExp?][] = [
  // "Can my reserve and volume limits be revisited later?": Underwriting's listed reviews, before the reserve item.
  [
    /\b(reserves?|limits?|caps?)\b.{0,40}\b(revisit\w*|revis\w*|review\w*|lower\w*|reduc\w*|adjust\w*|rais\w*|increas\w*|lift\w*|change\w*)\b.{0,40}\b(later|over time|history|grow\w*|once|after)\b|^(?=.*\b(history|track record)\b)(?=.*\b(reserves?|limits?)\b).*\b(revisit\w*|review\w*|lower\w*|reduc\w*|adjust\w*|rais\w*|increas\w*|lift\w*|(come|go) down|drop\w*|decreas\w*)\b/,
    "solution:underwriting",
    /\breserve and limit reviews\b/i,
  ],
  [
    /\b((what|which) (high[- ]risk )?(industries|businesses|verticals|niches|sectors|kinds of business\w*|types of business\w*) (do (you|u|y'?all) (support|offer|take|accept|serve|work with|cover|do)|count|qualify|are (considered|high))|high[- ]risk (industries|verticals|niches|sectors) (do )?(you|u|y'?all)? ?(support|offer|take|accept|serve|list))\b/,
    "list:/high-risk:high-risk-industries-we-support",
  ],
  [
    cue`
      \b(what (even |exactly |actually |really )?makes (a |my |our |the )?(\w+ )?(business|company|store|shop|
      merchant|account|us|me|it) (count as |considered |be |get |so )?['"]?(high|higher)[- ]risk|(what|
      which) (counts|qualifies) as high[- ]risk|why (am i|are we|is (my|our) \w+|is it) (considered |
      classed as |labell?ed |seen as )?high[- ]risk|(does|would|will) (that|this|it) (make|put) (us|me|it|
      my \w+|our \w+) .{0,15}high[- ]risk)\b
    `,
    "list:/high-risk:what-makes-a-business-high-risk-",
  ],
  [
    cue`
      \b(high[- ]ticket|big[- ]ticket|(?<=\$)(\d+(\.\d+)?k|\d{1,3}(,\d{3})+|\d{4,})\b(?=[^.?!]{0,30}\b(each|
      apiece|a piece|per (order|item|unit|sale|piece)|one per|items?|products?|bikes?|watches|pieces?|units?|
      machines?|vehicles?|cars?|jewelry|rings?|programs?|courses?|packages?)\b)|\d+k (per|each|a|an) (unit|item|
      sale|order|piece)|\$?\d{1,3}(,\d{3})+ (per|each|a|an) (unit|item|sale|order|piece)|(items?|orders?|sales?|
      units?|tickets?) (\w+ )?(around|about|over|above|of|at|for) \$?(\d+k|\d{1,3}(,\d{3})+|\d{4,}))\b
    `,
    "section:/high-risk:high-ticket-items",
  ],
  [/\b(chargebacks?|disputes?|friendly fraud)\b/, "section:/high-risk:chargeback-prevention"],
  // "Can you keep me open this time?": banks that underwrite the industry on purpose.
  [
    /\b(keep (me|us|my account|our account|it) (open|alive|running)|stays? open|(closed|shut down|frozen|dropped|kicked off) again|(won'?t|will not|not) (get )?(closed|shut down|frozen|dropped))\b/,
    "section:/high-risk:banks-that-want-your-business",
  ],
  [
    /\b(bank (does a |do a )?review\w*|reviews? (my|our) account|go(es)? dark|outages?|backup|stop (my|our) sales|(froze|frozen|freez\w*|held|holding|shut (me|us|it) down))\b/,
    "section:/high-risk:backup-processing",
  ],
  [
    new RegExp(String.raw`\b(reserves?|rolling reserve|holdback|${HOLDS_MONEY})\b`),
    "section:/high-risk:reserves-explained-in-writing",
  ],
  [
    /\b(terminat\w*|match list|tmf|bad credit|poor credit|low credit|credit (score|history)|bankrupt\w*)\b/,
    "section:/high-risk:credit-history",
  ],
  [/\b(descriptors?|discreet\w*|what (they|customers) bought)\b/, "section:/high-risk:discreet-billing-descriptors"],
];

/** "Am I automatically out?", "does that rule us out?", "can we still get approved?". */
const RULED_OUT =
  /\b((automatically|auto) (out|disqualif\w*|denied|declined|rejected|rule\w* out)|(am i|are we|is (that|it)|does (that|it)|would (that|it)) (\w+ )?(out|disqualif\w*|a deal ?breaker)|rules? (me|us) out|ruled out|(still|even) (get )?(approved|qualify|accepted))\b/;

/** The items (and, for a product, the listed feature) for the concerns the text names. */
export function highRiskConcerns(text: string): { id: string; fact?: RegExp }[] {
  return HIGH_RISK_CONCERNS.filter(([pattern]) => pattern.test(text)).map(([, id, fact]) => ({ id, fact }));
}

/** Quotes a concern's item: the page item's sentence, or the product's listed feature the concern names. */
export function quoteConcern(answer: Answer, item: KnowledgeDocument | undefined, fact?: RegExp): boolean {
  const feature = fact ? item?.facts?.find((line) => fact.test(line)) : undefined;
  return quoteItem(answer, item, feature ? `${feature.replace(/\.$/, "")}.` : undefined);
}

export const highRisk: TopicHandler = ({ answer, doc, fact, facts, mentioned, say, text }) => {
  // "Chargebacks are eating me alive", "what if my bank does a review": the item of the high-risk page for it.
  for (const { id, fact } of highRiskConcerns(text)) quoteConcern(answer, doc(id), fact);
  // "Got terminated last year, am i automatically out?": no risk factor rules a business out, in the page's words.
  if (RULED_OUT.test(text)) answer.lines.push(`${highRiskPage.riskFactors.heading} ${highRiskPage.riskFactors.intro}`);
  const industry = mentioned("industry:");
  if (industry) {
    answer.lines.push(say(copy.highRisk.industry, { title: industry.title, fact: industry.facts?.[0] ?? industry.text }));
    answer.passages.push(industry);
    answer.sources.push(industry.url);
  }
  const highRiskNav = fact("nav:/high-risk");
  if (highRiskNav) answer.lines.push(say(copy.highRisk.yes, { fact: highRiskNav }));
  // "Do y'all take high risk or nah?" (no concern, no business named): how, in the page's own lead.
  if (!industry && highRiskConcerns(text).length === 0) {
    const how = sentencesOfCopy(highRiskPage.hero.lead).find((sentence) => /^We place\b/.test(sentence));
    if (how) answer.lines.push(how);
  }
  answer.lines.push(...facts(["claim:highRiskApproval", "claim:approvalRate"]));
  const industries = fact("nav:/industries#high-risk");
  if (industries && !industry) answer.lines.push(say(copy.highRisk.industries, { fact: industries }));
  answer.lines.push(say(copy.highRisk.next));
};

export const apply: TopicHandler = (context) => {
  const { answer, doc, fact, facts, text, say } = context;
  // "How do I check my application status?": the tracking page first.
  const tracking = doc("page:/application-tracking");
  if (
    tracking &&
    (/\b(status|track\w*|check (on )?my application|where is my application|where (my|our) (application|app) is|application (number|reference)|already applied)\b/.test(
      text,
    ) ||
      // An application already made (submitted, sent, a reference code) and the visitor asking how it is going.
      (/\b((submitted|sent|filled( out)?|completed|put in|applied)\b.{0,30}\b(application|form)|applied (last|a|two|few|yesterday|on)|(reference|confirmation|tracking) (code|number|id))\b/.test(
        text,
      ) &&
        /\b(see|check|follow|update\w*|news|progress|going on|happening|hear\w*|where|look up|find out)\b/.test(text)))
  ) {
    answer.lines.push(say(copy.apply.tracking, { fact: tracking.text }));
    answer.passages.push(tracking);
    answer.sources.push(tracking.url);
  }
  processSteps(answer, text);
  const applyFact = fact("nav:/application");
  answer.lines.push(`${say(copy.apply.online)}${applyFact ? ` ${applyFact}` : ""}`);
  // The application page's own description says how long the form takes ("about two minutes").
  const page = doc("page:/application");
  if (page?.text) {
    answer.lines.push(page.text.match(/[^.!?]+[.!?]+/)?.[0]?.trim() ?? page.text);
    answer.passages.push(page);
  }
  answer.lines.push(...facts(["claim:applicationReply", "claim:approvalTime"]));
  // "What documents do I need?": what to have ready, from the FAQ.
  if (
    /\b(docs?|documents?|documentation|paperwork|requirements?|required|need (to have|ready|to provide|to bring)|what (do|will|would) (i|we|you) need|have ready|prepare|id)\b/.test(
      text,
    )
  ) {
    answer.lines.push(...faqAdditions(context, "faq:approval-time"));
  }
  // "Am I committed to anything?", "separate applications for POS and online?": the application page's own lead.
  if (
    /\b(obligat\w*|commit\w*|binding|separate\w*|two applications|one application|same application|both|same time|at once|sign anything|locked in|roped|strings attached|on the hook|free to apply|applying free|cost to apply)\b/.test(
      text,
    )
  ) {
    answer.lines.push(...facts(["section:/application:apply-for-a-merchant-account"]));
    // ...and with funding in the question, Business Funding's own "one application for funding and processing".
    const funding = doc("solution:business-funding");
    const together = funding?.facts?.find((line) => /\bone application\b/i.test(line));
    if (together && /\b(funding|cash advance|advance|loans?|capital|financing|finance)\b/.test(text)) {
      quoteItem(answer, funding, together.replace(/\.?$/, "."));
    }
  }
  newBusiness(context);
  // "What does the application ask for?": its fields, by their labels.
  if (
    /\b(what|which)\b.{0,25}\b(info\w*|details|fields?|questions|data)\b.{0,30}\b(application|form|apply)\b|\b(application|form)\b.{0,20}\bask\w* (for|me)\b/.test(
      text,
    )
  ) {
    const fields = leadFields
      .filter((field) => (field.forms as readonly string[]).includes("application"))
      .map((field) => (field.required ? field.label : `${field.label} (optional)`));
    answer.lines.push(say(copy.apply.fields, { fields: listOf(fields) }));
    // (And what the form is about, in the process's own step: "Tell us what you sell, how your customers pay ...".)
    const submit = processContent.steps.find((step) => /^submit application$/i.test(step.title));
    if (submit && !answer.lines.some((line) => line.includes(submit.description))) {
      answer.lines.push(`${submit.title}: ${submit.description}`);
    }
  }
  answer.lines.push(say(copy.apply.questions));
  answer.sources.push("/application");
};

/** An industry page's feature cards by title ("Tabs, tips and late nights, handled: Pre-Authorized Tabs, ..."). */
export function featureCardsLine(url: string): string | undefined {
  const page = loadIndustry(url.replace(/^\/industries\//, ""));
  return page && `${page.features.title}: ${listOf(page.features.cards.map((card) => card.title))}.`;
}

export const industries: TopicHandler = ({ answer, fact, mentioned, mentionedAll, say }) => {
  // "Fuel station with a c-store": each industry named (at most two).
  const named = mentionedAll("industry:");
  const industry = mentioned("industry:");
  const all = named.length > 0 ? named.slice(0, 2) : industry ? [industry] : [];
  if (all.length > 0) {
    for (const one of all) {
      answer.lines.push(say(copy.industries.yes, { title: one.title, fact: one.facts?.[0] ?? one.text }));
      answer.passages.push(one);
      answer.sources.push(one.url);
    }
    // One business named: what its page sets up for it, by the titles of its three feature cards ("Tabs, tips and late
    // nights, handled: Pre-Authorized Tabs, Fast Close at Last Call and Dispute Evidence Ready.").
    const line = all.length === 1 ? featureCardsLine(all[0]!.url) : undefined;
    if (line) answer.lines.push(line);
    return;
  }
  const low = fact("nav:/industries#low-risk");
  const high = fact("nav:/industries#high-risk");
  if (low) answer.lines.push(say(copy.industries.low, { fact: low }));
  if (high) answer.lines.push(say(copy.industries.high, { fact: high }));
  answer.lines.push(say(copy.industries.all));
};

export const solutions: TopicHandler = ({ answer, doc, fact, index, mentioned, say }) => {
  const solution = mentioned("solution:");
  if (solution) {
    answer.lines.push(say(copy.solutions.one, { title: solution.title, fact: solution.facts?.[0] ?? solution.text }));
    answer.passages.push(solution);
    answer.sources.push(solution.url);
    return;
  }
  const about = doc("site:about");
  if (about?.facts?.[0]) {
    answer.lines.push(about.facts[0]);
    answer.passages.push(about);
  }
  // Every solution by its page's name ("Merchant Accounts, Business Funding, ..."), so each can be asked about.
  const all = index.withPrefix("solution:");
  const list = fact("nav:/solutions");
  if (all.length > 1) {
    answer.lines.push(say(copy.solutions.list, { fact: `${listOf(all.map((document) => document.title))}.` }));
    answer.passages.push(...all);
  } else if (list) {
    answer.lines.push(say(copy.solutions.list, { fact: list }));
  }
  answer.sources.push("/solutions");
};
