import { cue } from "../cue";
import { leadMessages } from "@/content/lead-forms";
import { chatReplies } from "@/content/chat";
import { testimonialsContent } from "@/content/home";
import { partnerContent } from "@/content/partner";
import { solutionsPage } from "@/content/solutions";
import {
  answerScore,
  ASKS_ABOUT_BREACH,
  bestSentences,
  breachSentences,
  quoteItem,
  splitSentences,
  type Answer,
  type TopicHandler,
} from "./context";

const copy = chatReplies;

export const contact: TopicHandler = ({ answer, doc, facts, index, qualifiers, say, site, text }) => {
  // "How long is a consultation?": the published consultation types and their lengths.
  const consultations = index.withPrefix("consult:");
  if (
    consultations.length > 0 &&
    /\b(consult\w*|strategy session|launch call|(book|schedule|set up|get) (a |an )?(quick |short |free |phone |intro |video )?(call|meeting|demo)|(kinds?|types?|sorts?) of (calls?|meetings?|sessions?)|(calls?|meetings?|sessions?) (can|could) (i|we) (schedule|book)|(which|what) (call|meeting|session) (do|should|can) (i|we) (book|schedule|pick|choose))\b/.test(
      text,
    )
  ) {
    // (As a list, so that "which one is for getting my first account live?" can name one of them.)
    for (const type of consultations) answer.lines.push(`- ${type.facts?.[0] ?? type.text}`);
    answer.lines.push(say(copy.contact.consult));
    answer.passages.push(...consultations);
    answer.sources.push("/partner/schedule-consult");
    return;
  }
  if (qualifiers.has("partner")) {
    const partner = doc("site:partner-contact");
    if (partner?.facts) {
      answer.lines.push(...partner.facts);
      answer.passages.push(partner);
      answer.sources.push(partner.url);
      return;
    }
  }
  // "Which fields are required on the contact form?": the form's own list of them.
  if (/\b(fields?|required|mandatory|fill (in|out))\b/.test(text) && /\b(form|fields?)\b/.test(text)) {
    const fields = leadMessages.contact.missingDescription.split(": ")[1]?.replace(/\.$/, "");
    if (fields) answer.lines.push(say(copy.contact.requiredFields, { fields }));
  }
  answer.lines.push(...facts(["site:contact", "claim:support"]));
  answer.lines.push(say(copy.contact.form));
  if (
    /\b(twitter|x\.com|facebook|instagram|linkedin|tiktok|youtube|social( media| accounts?| profiles?|s)?|handle|follow you)\b/.test(
      text,
    )
  ) {
    answer.lines.push(say(copy.contact.social, { name: site.brand.twitterHandle, brand: site.brand.name }));
  }
};

/** "Why should I choose you?": the solutions page's commitments ("Why Business Owners Choose Harborline"). */
const WHY_US =
  /\b(why (should|would|do|must) (i|we|people|anyone|merchants) (choose|pick|go with|use|switch to|trust|sign with)|what makes (you|u|harborline|y'?all) (different|better|special|unique|stand out)|(different|better) (from|than)|why (you|harborline)\b\W*$)/;
const WHY_US_TITLES = new Set(solutionsPage.whyChooseUs.points.map((point) => point.title));

/** "Any reviews from real business owners?", "any real restaurant that switched and saved?": the merchant stories. */
export const ASKS_FOR_REVIEWS = cue`
    \b((any|a|one|some) (real|actual) (\w+ ){0,2}(that|who|which) (actually )?(switched|saved|moved|changed)|
    (real|actual) (examples?|stories|story|proof|results)|(customer|client|merchant|google|yelp|online|real|any|
    your|ur|good|bad) reviews|reviews? (from|of|by)|testimonials?|references|case stud(y|ies)|(real|
    actual) (merchants|customers|clients|business owners|people|businesses) (say|said|use|using|i can|we can|
    to)|what (do |did )?(your |ur )?(customers|clients|merchants|business owners) (say|think)|(merchants|
    customers|clients) (say|said) about (you|u|harborline)|(in|on) (your|ur) reviews)\b
  `;

/** The home page's merchant stories, each quoted with its owner. */
export function merchantStories(answer: Answer): void {
  answer.lines.push(`${testimonialsContent.heading}:`);
  for (const { quote, name, role } of testimonialsContent.items) answer.lines.push(`- "${quote}" (${name}, ${role})`);
  answer.sources.push("/");
}

/** "Who are you guys?": the company's name first. */
const WHO_ARE_YOU = /\b(who (are|r|is) (you|u|y'?all|ya|you guys|u guys|this|harborline)|what is (harborline|this company))\b/;

export const about: TopicHandler = ({ answer, doc, facts, index, site, say, text }) => {
  if (WHO_ARE_YOU.test(text)) answer.lines.push(say(copy.about.name, { name: site.brand.name }));
  if (ASKS_FOR_REVIEWS.test(text)) merchantStories(answer);
  if (WHY_US.test(text)) {
    for (const point of index.withPrefix("section:/solutions:").filter((document) => WHY_US_TITLES.has(document.title))) {
      quoteItem(answer, point);
    }
  }
  // "Who founded it, what's the backstory?": the about page's "Why we started".
  if (
    /\b(found(ed|ers?|ing)|backstory|story|origins?|(?<!(processing|credit|payment|chargeback) )history|(how|why) (did )?(you|harborline|it|the company) (start|begin|get started)|who (started|created|runs|owns|is behind))\b/.test(
      text,
    ) &&
    // ("When were you founded?" asks a year, which the facts below give.)
    !/\b(when|what year|which year|yr|year)\b/.test(text)
  ) {
    quoteItem(answer, doc("section:/partner/about:why-we-started"));
    // ("Who started it?": who they were, too.)
    if (/\b(who|founders?|founded|veterans?|military)\b/.test(text))
      quoteItem(answer, doc("section:/partner/about:military-service"));
  }
  const page = doc("site:about");
  if (page?.facts) {
    answer.lines.push(...page.facts);
    answer.passages.push(page);
    answer.sources.push(page.url);
  }
  answer.lines.push(...facts(["claim:yearsInBusiness", "claim:statesServed", "claim:clientRetention"]));
  const { locality, region } = site.contact.address;
  answer.lines.push(say(copy.about.based, { locality, region }));
  if (/\b(legal|llc|registered|incorporated|entity|official name|full name|company name)\b/.test(text)) {
    answer.lines.push(say(copy.about.legalName, { name: site.brand.legalName }));
  }
};

/** A privacy section's list is quoted whole up to this many items. */
const LIST_MAX_ITEMS = 7;

const PRIVACY_SEARCH_DEPTH = 40;
/** The words asking "how long", which `answerScore` rewards a sentence stating a time for. */
const ASKS_TIME = /\b(how (long|soon|quickly|fast|many days)|when|time ?frame)\b/gi;

/** "Who at your company can see my data?" (inside the company; "besides you" is the section on sharing). */
const WHO_SEES = /^(?!.*\b(besides|other than|outside|anyone else|third)\b).*\bwho\b.{0,40}\b(see|sees|access|look at|read)\b/;

/** What a privacy question names, and the policy's section that answers it (the first match wins). */
const PRIVACY_SECTIONS: [RegExp, string][] = [
  // "Who at your company can see my application data?": the section on protection (only the staff who need it).
  [WHO_SEES, "privacy:3"],
  // "Do you sell my data to advertisers?": the section on use, which says we do not sell it (before sharing, when
  // both are asked).
  [/\b(sell|sells|selling|sold)\b(?! to)/, "privacy:2"],
  // "Who do you share my application with?", "if you get bought out": the section on sharing.
  [
    /\b(share|shares|sharing|shared|disclose\w*|third[- ]part(y|ies)|give (my|our) (data|info\w*|details)|bought( out)?|acquir\w*|merg\w*|sold to|successor)\b/,
    "privacy:4",
  ],
  // "Will you tell me if the policy changes?": the section on updates, whole (it says how we tell you).
  [
    /^(?=.*\b(chang\w*|updat\w*|revis\w*)\b).*\b(tell|notify|notified|notif\w*|let (me|us) know|inform\w*|warn\w*|heads up|email (me|us))\b/,
    "privacy:8",
  ],
  // "How long does the utm tracking stay in my browser?": the section on cookies and tracking (its 90 days).
  [/^(?=.*\bhow long\b).*\b(utm\w*|track\w*|cookies?|local storage|browser)\b/, "privacy:6"],
  // "I want my data deleted, how long does that take?": the section on the visitor's rights (normally 45 days).
  [/\b(delet\w*|eras\w*|wip(e|ed|ing))\b/, "privacy:5"],
  // "How do I get off your newsletter?": the section on the visitor's rights, which says how to unsubscribe.
  [/\b(unsubscrib\w*|get off|stop (getting|receiving|sending)|opt out|remove me|take me off)\b/, "privacy:5"],
  // "What do you collect when I browse?", "do you keep my chat messages?": the section on what we collect.
  [
    /\b(collect\w*|gather\w*)\b|\b(keep|store|save|record|log)\w*\b.{0,20}\b(chats?|conversations?|messages)\b|\b(saved|stored|kept) on (your|ur|the) (servers?|systems?)\b|\b(chats?|conversations?) (is |are |being )?(recorded|logged|saved|stored|kept)\b/,
    "privacy:1",
  ],
];

export const privacy: TopicHandler = ({ answer, doc, index, message, text }) => {
  // "When was the policy last updated?": its effective date.
  const dated = /\b(updated?|effective|last (changed|revised|modified)|revised|changed|date)\b/.test(text)
    ? doc("privacy:effective-date")
    : undefined;
  if (dated?.facts?.[0]) {
    answer.lines.push(dated.facts[0]);
    answer.passages.push(dated);
    answer.sources.push(dated.url);
  }
  // The section among the best search hits whose own sentence answers the question best ("how long until you
  // answer a request": the section saying "normally 45 days", not the one sharing most words with the question).
  // (The policy's sections among the best hits of the whole site: other pages mention email and data too.)
  // (Every section is a candidate, a search hit ranked by its place: "how long till you respond to a request to see my
  // data" is answered by "Your Rights", which the search ranks fifth.)
  const hits = index
    .search(message, PRIVACY_SEARCH_DEPTH)
    .filter((result) => result.document.source === "privacy" && result.document !== dated);
  const top = hits[0]?.score ?? 1;
  const hit = hits
    .map((result, rank) => ({
      result,
      // (A sentence stating a time answers "how long" only in a section about what is asked: half a point for each
      // of the question's words the section shares as a whole.)
      score:
        answerScore(result.document.text, message) +
        answerScore(result.document.text.replace(/[.!:]\s+/g, " "), message.replace(ASKS_TIME, " ")) / 2 +
        (rank < 4 ? result.score / top - rank * 0.25 : -1),
    }))
    .sort((a, b) => b.score - a.score)[0]?.result;
  // "What if you get hacked?": how the information is protected, and what happens after a breach.
  const breach = ASKS_ABOUT_BREACH.test(text) || /\bstolen\b/.test(text);
  const protection = breach || /\b(safeguards?|protect\w*)\b/.test(text) ? doc("privacy:3") : undefined;
  // The section a concern names, the first in the table's order; the best search hit otherwise.
  const asked = protection ? undefined : PRIVACY_SECTIONS.find(([pattern]) => pattern.test(text))?.[1];
  const document = protection ?? (asked ? doc(asked) : undefined) ?? hit?.document ?? doc("privacy:1");
  if (!document) return;
  // The section's sentence that answers the question ("normally 45 days"), after its opening one.
  const opening = document.facts?.[0] ?? document.text;
  const rest = document.text.startsWith(opening) ? document.text.slice(opening.length) : document.text;
  // A section that opens a list ("We share information only when ...:") is answered with its items, as a list.
  const items = opening.trimEnd().endsWith(":") ? splitSentences(rest) : [];
  const best =
    items.length > 0 && items.length <= LIST_MAX_ITEMS
      ? items.map((item) => `- ${item}`)
      : protection && breach
        ? breachSentences(rest)
        : WHO_SEES.test(text)
          ? splitSentences(rest).filter((sentence) => /\bstaff\b/.test(sentence))
          : bestSentences(rest, message, 1).filter((sentence) => !opening.includes(sentence));
  answer.lines.push(opening, ...best);
  // "Who sees my application?": beyond our staff, the banks and networks that decide on it (the section on sharing).
  const sharing = WHO_SEES.test(text) && /\bapplica/.test(text) ? doc("privacy:4") : undefined;
  const deciders = sharing ? splitSentences(sharing.text).find((sentence) => /\bsponsor banks\b/.test(sentence)) : undefined;
  if (sharing && deciders) {
    answer.lines.push(deciders.replace(/^[^:]*:\s*/, ""));
    answer.passages.push(sharing);
  }
  answer.passages.push(document);
  answer.sources.push(document.url);
};

export const referral: TopicHandler = ({ answer, doc, index, text, qualifiers, say }) => {
  const tiers = index.withPrefix("referral:tier:");
  const terms = doc("referral:terms");
  answer.sources.push("/partner/referral-program");
  if (tiers.length === 0) {
    answer.lines.push(say(copy.referral.unavailable));
    return;
  }
  // "Gold?": that tier; "bronze vs silver", "bronze silver gold platinum": each tier named, in the site's order.
  const tiersNamed = tiers.filter((tier) => text.includes(tier.title.split(" ")[0]!.toLowerCase()));
  if (tiersNamed.length > 0) {
    for (const tier of tiersNamed) answer.lines.push(tier.facts?.[0] ?? tier.text);
    answer.passages.push(...tiersNamed);
  } else {
    answer.lines.push(say(copy.referral.tiers));
    for (const tier of tiers) answer.lines.push(say(copy.referral.tier, { fact: tier.facts?.[0] ?? tier.text }));
    answer.passages.push(...tiers);
  }
  // A kind of partner named ("our chamber of commerce", "a software partner"): what that partnership offers.
  const partnerType = index
    .withPrefix("partner:type:")
    .find(
      (type) =>
        PARTNER_TYPES.some(([pattern, title]) => pattern.test(text) && title.test(type.title)) ||
        (qualifiers.has("isv") && /software/i.test(type.title)),
    );
  if (partnerType?.facts) {
    answer.lines.push(`${partnerType.title}: ${partnerType.facts.join(" ")}`);
    answer.passages.push(partnerType);
    answer.sources.push(partnerType.url);
  }
  // Requirements (agreement, W-9, bank account) and how long residuals last, when asked.
  const requirements = doc("referral:requirements");
  if (
    requirements?.facts &&
    /\b(tax|w-?9|1099|requirements?|require\w*|need to (join|sign|have|provide|be)|(who|what) (can|may|is allowed to) (join|refer|sign up)|eligib\w*|qualify|paperwork|documents?|agreement|bank account)\b/.test(
      text,
    )
  ) {
    answer.lines.push(...requirements.facts);
    answer.passages.push(requirements);
  }
  // The partner page's promises, when asked: what a partner earns and for how long, that the partner keeps the client,
  // and that the terms are written down before the first referral.
  if (tiersNamed.length === 0 && EARNING.test(text)) answer.lines.push(partnerPromise("Revenue on every merchant"));
  if (KEEPS_CLIENT.test(text)) answer.lines.push(partnerPromise("Your client stays yours"));
  if (IN_WRITING.test(text)) answer.lines.push(partnerPromise("Terms you can read in one sitting"));
  const residuals = doc("referral:residuals");
  if (
    residuals?.facts &&
    /\b(residuals?|recurring|ongoing|how long|forever|lifetime|stop|keep (getting|earning|paying))\b/.test(text)
  ) {
    answer.lines.push(residuals.facts[0]!);
    answer.passages.push(residuals);
  }
  // "How do I submit a referral?", "how is my tier decided?", "how long do residuals keep coming?": the referral
  // page's own step, tier rule and residual promise.
  const page = index.withPrefix("section:/partner/referral-program:");
  const item = (title: RegExp) => page.find((section) => title.test(section.title));
  const asked: [RegExp, RegExp][] = [
    [
      /\b(how (do|can|would|should) (i|we) (actually )?(refer|send|submit|pass|make a referral|get (a |my )?(referral|merchant|client) to you)|(submit|make) (a |my )?referral\b(?! (fee|bonus|commission|payout))|referral link)\b/,
      /^refer a business$/i,
    ],
    [
      /\b(tiers?\b.{0,30}\b(decided|determined|set|work|calculated|based|figured|counted|picked)|which tier|what tier (am|would|will))\b/,
      /^commission tiers$/i,
    ],
    [
      /\b(residuals?\b.{0,30}\b(how long|keep|forever|lifetime|stop|last|end))\b|\bhow long\b.{0,30}\bresiduals?\b/,
      /^earn for every business you refer$/i,
    ],
  ];
  for (const [question, title] of asked) if (question.test(text)) quoteItem(answer, item(title));
  // "What kind of businesses should I refer?": who to refer, each kind with its line.
  if (
    /\b((what|which) (kinds?|types?|sorts?) of (businesses|merchants|clients|companies)\b.{0,25}\b(refer|send|introduce)|who (should|can|do) (i|we) (refer|send|introduce)|(best|ideal|good) (referrals|businesses to refer)|who do (you|u) approve fastest)\b/.test(
      text,
    )
  ) {
    const kinds = index.withPrefix("list:/partner/referral-program:").find((list) => list.title === "Who to refer");
    const lead = item(/^who to refer$/i);
    if (lead) quoteItem(answer, lead);
    const listed = kinds?.facts?.[0] ?? "";
    for (const section of page.filter((candidate) => candidate !== lead && listed.includes(candidate.title))) {
      if (section.facts?.[0]) answer.lines.push(`- ${section.title}: ${section.facts[0]}`);
    }
  }
  if (terms?.facts) {
    const wanted = terms.facts.filter((fact) => {
      if (/bonus/i.test(fact)) return qualifiers.has("highRisk") || /\bbonus\b/.test(text) || tiersNamed.length === 0;
      if (/payout|cycle/i.test(fact))
        return /\b(paid|payout|pay|when|how often|cycle|deposit|check)\b/.test(text) || tiersNamed.length === 0;
      if (/fee|minimum/i.test(fact)) return /\b(fee|cost|minimum|join|free)\b/.test(text) || tiersNamed.length === 0;
      return /\bapprov/.test(text);
    });
    answer.lines.push(...wanted);
    answer.passages.push(terms);
  }
  answer.lines.push(say(copy.referral.next));
};

/** A promise of the partner page (src/content/partner.ts), by its title: "Your client stays yours: We never ...". */
function partnerPromise(title: string): string {
  const { principles } = partnerContent.overview.philosophy;
  const item = [...principles, ...partnerContent.overview.benefits.items].find((entry) => entry.title === title);
  if (!item) throw new Error(`no partner promise titled ${title}`);
  return `${item.title}: ${item.description}`;
}
const EARNING =
  /\b(how much|earn\w*|make|paid|pay(s|ing)?|commissions?|one[- ]?time|ongoing|keep (getting|earning|being)|stay\w*|years?|forever|lifetime)\b/;
const KEEPS_CLIENT =
  /\b(go(ing)? (a)?round|market(ing)? (a)?round|poach\w*|steal\w*|cut (me|us) out|bypass\w*|behind (my|our) back|(contact|sell|pitch|solicit|market)\w* (to )?(them|my clients|our clients|my merchants|our merchants)\b.{0,25}\bdirect\w*|own (the|my|our) (relationship|clients?))\b/;
const IN_WRITING = /\b(contracts?|agreements?|in writing|written|spelled out|on paper)\b/;

/** Words naming a kind of partner, and the partner type (/partner) that answers for it. */
const PARTNER_TYPES: [RegExp, RegExp][] = [
  [
    /\b(chambers? of commerce|chamber|associations?|organi[sz]ations?|non-?profits?|charit\w*|churches|church|clubs?|community|communities|veterans? (groups?|organi[sz]ations?)|members|membership)\b/,
    /community/i,
  ],
  [/\b(consultants?|consulting|agenc(y|ies)|accountants?|bookkeepers?|cpas?|advisors?|advisers?)\b/, /consultants/i],
  [/\b(software|saas|platforms?|developers?|isvs?|apps?)\b/, /software/i],
];
