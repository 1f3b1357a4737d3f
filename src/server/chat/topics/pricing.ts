import { cue } from "../cue";
import { chatReplies, chatText } from "@/content/chat";
import { calculatorContent, calculatorCopy } from "@/content/home";
import { resourcesContent } from "@/content/resources";
import { listOf, sentencesOfCopy } from "../knowledge";
import { ASKS_FOR_REVIEWS, merchantStories } from "./company";
import { bestSentences, faqAdditions, quoteItem, splitSentences, type TopicHandler, wordRoot } from "./context";

const copy = chatReplies;

/** "Any sneaky fees?", "do you jack up rates?", "is it all in the agreement?": whether fees can change or be hidden. */
const ASKS_FEE_TRANSPARENCY = cue`
    \b(hidden|sneaky|surprise|junk|extra|tacked?|added|add(ing)?|slap\w*|jack\w*|hike\w*|rais\w*|increas\w*|
    creep\w*|chang\w*|spelled out|in writing|written|agreement|bait)\b.{0,40}\b(fees?|rates?|charges?|pricing|
    later|on)\b|\b(fees?|rates?|charges?|pricing)\b.{0,40}\b(hidden|sneaky|surprise|tacked on|added( on)? later|
    later on|go(es)? up|change\w*|increase\w*|spelled out|in writing|written down|in the agreement|
    without (telling|notice|warning)|(show|shows|showing|pop|pops|popping|turn|turns|creep|creeps) up|
    appear\w* (later|out of nowhere)|down the (road|line))\b
  `;

/** "$3 coffees", "tiny tickets", "hundreds of $5 sales": small-ticket sales, which the site prices in its own words. */
const SMALL_TICKETS =
  /\b((small|tiny|little|low|cheap|micro)[- ](tickets?|sales?|transactions?|purchases?|orders?|averages?)|low (average )?ticket|\$[1-9](\.\d\d)?(-\$?[1-9]\d?)? (sales?|coffees?|items?|tickets?|purchases?|orders?|transactions?)|per[- ]item fees?|(average|avg) ticket (is |of |like |around |about )?\$?[1-9](\.\d\d)?\b)/;
const SMALL_TICKET_PRICING = "section:/industries/convenience-stores:pricing-for-small-tickets";

/** "Can I put a $10 minimum on cards?": the convenience-store page's sentence on card minimums. */
const ASKS_CARD_MINIMUM =
  /\b(minimum|min)\b.{0,25}\b(on|for) (card|credit|debit)|\b(card|credit card|credit|debit) (purchase |sale |transaction )?minimums?\b/;
const CARD_MINIMUM_PAGE = "section:/industries/convenience-stores:understanding-convenience-store-payment-processing";

function cardMinimum({ answer, doc, text }: Parameters<TopicHandler>[0]): void {
  if (!ASKS_CARD_MINIMUM.test(text)) return;
  const page = doc(CARD_MINIMUM_PAGE);
  const sentence = splitSentences(page?.facts?.[0] ?? "").find((line) => /\bcredit card minimum\b/.test(line));
  if (!page || !sentence) return;
  answer.lines.push(sentence);
  answer.passages.push(page);
  answer.sources.push(page.url);
}

export const rates: TopicHandler = (context) => {
  const { answer, doc, facts, qualifiers, say, text } = context;
  cardMinimum(context);
  // "The per-swipe fee on $3 coffees is killing me": how small tickets are priced, first.
  if (SMALL_TICKETS.test(text)) quoteItem(answer, doc(SMALL_TICKET_PRICING));
  // A high-risk business is not quoted the starting rate for qualified businesses: its rate is not published.
  if (!qualifiers.has("highRisk")) answer.lines.push(...facts(["claim:startingRate", "claim:feeReduction"]));
  calculator(context);
  // "Tiered or interchange-plus?", "flat rate like Square?": how we price, in the merchant account's own words.
  if (
    /\b(tiered|interchange|pass(ed)?[- ]?(it )?thr(ough|u)|flat[- ]rate|mark-?up|pricing (model|structure|type)|non[- ]qual\w*|mid[- ]qual\w*|qualified rates?|buckets?)\b/.test(
      text,
    )
  ) {
    quoteItem(context.answer, context.doc("solution:merchant-accounts"));
  }
  // "Will you compare my current fees against yours?": the free fee analysis.
  if (/\b(compare|comparison|side[- ]by[- ]side|break (it |them )?down|breakdown)\b/.test(text)) feeAnalysis(context);
  if (ASKS_FEE_TRANSPARENCY.test(text)) {
    // The FAQ's promise that every fee is in the agreement, and the company's that a change is announced first.
    answer.lines.push(...faqAdditions(context, "faq:fees-and-contracts"));
    answer.lines.push(...facts(["section:/partner/about:integrity-first"]));
  }
  if (qualifiers.has("highRisk")) {
    answer.lines.push(say(copy.rates.highRisk));
    answer.sources.push("/high-risk");
  } else {
    answer.lines.push(say(copy.rates.quote));
  }
};

/** "What does the calculator assume?", "why does the estimate go up?": the home page's savings calculator. */
const ASKS_CALCULATOR =
  /\b(calculators?|calc|sliders?|estimates?|estimator|projections?|projected|(you )?could keep \S+ more( a year)?)\b/;

/** The calculator's four input fields, in the order the form shows them. */
const CALCULATOR_FIELDS = [
  calculatorCopy.averageTicket,
  calculatorCopy.monthlyVolume,
  calculatorCopy.cardPercentage,
  calculatorCopy.keyedPercentage,
];

/** How the home page's calculator works, in its own words, when the question is about it. */
function calculator({ answer, doc, earlier, say, text }: Parameters<TopicHandler>[0]): void {
  // (A follow-up is about the calculator when the question it follows was: "what does it ask me for?")
  const about = ASKS_CALCULATOR.test(text) || (ASKS_CALCULATOR.test(earlier) && /\b(it|that|this|they|them)\b/.test(text));
  if (!about || /\bstatements?\b/.test(text)) return;
  // "What does the calculator ask me to fill in?": its four fields, by their labels.
  if (
    /\b(fill\w*|fields?|inputs?|ask\w* (me )?(for|to)|plug\w* in|what (do|does|should|will) (i|we|it|you) (need to |have to |gotta )?(enter|put in|type in|give|provide|plug in)|(what|which) (numbers|figures|info\w*|details|data|values)\b.{0,30}\b(put|enter|type|give|need|plug))\b/.test(
      text,
    )
  ) {
    answer.lines.push(say(copy.savings.calculatorFields, { fields: listOf(CALCULATOR_FIELDS.map((field) => field.label)) }));
  }
  // "The calc asks for card payment percentage, what do I put there?": that field's hint.
  for (const field of CALCULATOR_FIELDS) {
    if (text.includes(field.label.toLowerCase())) answer.lines.push(`${field.label}: ${field.hint}`);
  }
  // "What does it show me at the end?": the figures of its result.
  if (
    /\b(what (does|will|would|do) (it|the (calculator|calc|result|results)) (actually )?(show|tell|give|display)|at the end|what (are|is) (the|its) (results?|output)|results? (show|say|look like))\b/.test(
      text,
    )
  ) {
    const { annualCardSales, estimatedFees, amountKept } = calculatorCopy;
    answer.lines.push(say(copy.savings.calculatorResults, { fields: listOf([annualCardSales, estimatedFees, amountKept]) }));
  }
  // "Is there a calculator?": its name and where it is.
  if (
    /\b(is there|do (you|u|y'?all) have|got|where('?s| is)|any|have (a|an|any))\b.{0,20}\b(calculator|calc|estimator|tool)\b/.test(
      text,
    )
  ) {
    answer.lines.push(say(copy.savings.calculatorWhere, { name: calculatorContent.eyebrow.toLowerCase() }));
  }
  for (const id of ["section:/:see-how-much-of-your-card-sales-you-keep", "section:/:how-this-estimate-works"]) {
    quoteItem(answer, doc(id));
  }
  // "Where does the 'you could keep X more' figure come from?": the average its saving applies.
  if (
    /\b(come from|comes from|based on|made up|where .{0,30}\b(from|get)|keep \S+ more|saving figure|how .{0,20}(figure|work) out)\b/.test(
      text,
    )
  ) {
    answer.lines.push(calculatorCopy.savingBasis);
  }
  // "Is that my actual quote or a ballpark?": the estimate is not a quote, and how to get one.
  if (/\b(quotes?|exact|actual|real (number|rate|price)|ballpark|accurate|precise|guarantee\w*|binding|locked)\b/.test(text)) {
    answer.lines.push(calculatorContent.applyNote);
  }
}

/** "Can someone compare what I pay now with you?", "break down my statement": the free fee analysis a specialist does. */
const ASKS_COMPARISON =
  /\b(compare|comparison|compared|side[- ]by[- ]side|break (it |this |that |them )?down|breakdown|line items|line by line|go over|go (through|thru)|walk (me |us )?(through|thru)|look over|look at|look for|review|audit|analy[sz]\w*|where my money goes|(can'?t|cannot|can not) (read|understand|make sense of))\b/;

/** The home page's fee analysis, whole: what it is, how to start it, what it breaks down and what you get. */
const FEE_ANALYSIS = "section:/:send-one-statement-get-a-free-fee-analysis-";

function feeAnalysis(context: Parameters<TopicHandler>[0]): void {
  const { answer, doc, text } = context;
  if (!ASKS_COMPARISON.test(text)) return;
  // (The FAQ's promise first: "we will show you, line by line, what you pay today".)
  answer.lines.push(...faqAdditions(context, "faq:savings").filter((line) => /line by line/.test(line)));
  const analysis = doc(FEE_ANALYSIS);
  const [lead, ...rest] = analysis?.facts ?? [];
  if (!analysis || !lead) return;
  answer.lines.push(`${analysis.title} ${lead}`, ...rest.filter((line) => !answer.lines.includes(line)));
  answer.passages.push(analysis);
  if (!answer.sources.includes(analysis.url)) answer.sources.push(analysis.url);
}

/** The one sentence of the fee analysis that answers ("no obligation to switch", "a specialist ... statement"). */
function feeAnalysisLine({ answer, doc }: Parameters<TopicHandler>[0], sentence: RegExp): void {
  const analysis = doc(FEE_ANALYSIS);
  const line = analysis?.facts?.find((fact) => sentence.test(fact));
  if (!analysis || !line) return;
  answer.lines.push(line);
  answer.passages.push(analysis);
}

export const savings: TopicHandler = (context) => {
  const { answer, doc, facts, say, text } = context;
  cardMinimum(context);
  if (SMALL_TICKETS.test(text)) quoteItem(answer, doc(SMALL_TICKET_PRICING));
  answer.lines.push(...facts(["claim:feeReduction", "claim:startingRate"]));
  // "Any real restaurant that switched and actually saved?": what the merchants who switched say.
  if (ASKS_FOR_REVIEWS.test(text)) merchantStories(answer);
  calculator(context);
  feeAnalysis(context);
  // "Will you compare my fees, and do I have to switch after?": the fee analysis's "no obligation to switch".
  if (
    /\b(have to|obligat\w*|must|required to|forced to|commit\w*|catch)\b.{0,25}\b(switch|sign|stay|use|move|after)\b|\bno obligation\b|\bwhat'?s the catch\b/.test(
      text,
    )
  ) {
    feeAnalysisLine(context, /\bno obligation\b/);
  }
  answer.lines.push(say(copy.savings.next));
};

/** The liquor store page's item saying extra terminals come without a new contract. */
const EXTRA_TERMINALS = "section:/industries/liquor-stores:lanes-that-move-on-peak-nights";

export const contracts: TopicHandler = (context) => {
  const { answer, doc, facts, text, say } = context;
  answer.lines.push(...facts(["claim:setupFees", "claim:contractTerms"]));
  // The FAQ's own promise: every rate and fee is in the agreement before you sign.
  answer.lines.push(...faqAdditions(context, "faq:fees-and-contracts"));
  if (/\b(cancel\w*|early termination|etf)\b/.test(text)) answer.lines.push(say(copy.contracts.cancellation));
  // "Extra terminals for the holiday rush: a new contract?": the site's promise that they are added without one.
  if (
    /\b(extra|more|additional|another|second|seasonal|temporary) (\w+ )?(terminals?|readers?|devices?|machines?|lanes?)\b/.test(
      text,
    )
  ) {
    quoteItem(answer, doc(EXTRA_TERMINALS));
  }
  // "Do I have to sign anything before I see the price?": the quote comes first, with no obligation.
  if (/\b(sign|commit\w*|obligat\w*)\b.{0,30}\b(anything|before)\b/.test(text)) {
    answer.lines.push(...context.facts(["section:/application:apply-for-a-merchant-account"]));
  }
};

export const statement: TopicHandler = (context) => {
  const { answer, text, say, site } = context;
  const opening = say(copy.statement.how);
  answer.lines.push(opening);
  // What the chat says about the files it reads and how it reads them (knowledge.ts, chatDocuments): the sentence
  // sharing most of the words the question asks beyond the opening line's ("my export uses semicolons").
  const said = new Set((opening.toLowerCase().match(/[a-z0-9]+/g) ?? []).map(wordRoot));
  const beyond = text
    .split(" ")
    .filter((word) => !said.has(wordRoot(word)))
    .join(" ");
  const reader = ["chat:statement-files", "chat:statement-figures"].flatMap((id) => context.doc(id)?.facts ?? []);
  answer.lines.push(...bestSentences(reader.join(" "), beyond, 1));
  // "I only have a PDF of my statement, does that work?": the formats this chat reads, and where to send the others.
  if (
    /\b(pdfs?|excel|xlsx?|spreadsheets?|photos?|pictures?|images?|scan\w*|screenshots?|jpe?g|png|docx?|word doc\w*|formats?|file types?|kinds? of files?)\b/.test(
      text,
    )
  ) {
    answer.lines.push(`${chatText.fileWrongType}. ${say(copy.statement.formats)}`);
  }
  // "Is there a file size limit?": the widget's own limit, in its words.
  if (/\b(size|how big|too big|too large|limit|mb|megabytes?|max(imum)?)\b/.test(text)) {
    answer.lines.push(`${chatText.fileTooLarge}.`);
  }
  // "Do u charge anything to go over my statement?": the review is free.
  if (
    /\b(charge|cost|fee|pay|free|price)\b/.test(text) &&
    /\b(review\w*|go(ing)? over|look\w* (at|over)|analy\w*|check\w*|read\w*|audit\w*|break\w* (it )?down|compar\w*|it|that|this)\b/.test(
      text,
    )
  ) {
    const free = sentencesOfCopy(resourcesContent.article.closing.lead)[0];
    if (free) answer.lines.push(free);
  }
  // "How do you figure out my effective rate?" before any statement is attached: how the figures are worked out.
  if (
    /\b(how (do|did|would|will) you (calculate|compute|estimate|figure|work|get|come up|count|treat|handle|read)|effective rate|average ticket|formula|refunds?|returns?|what (do|will|would) you do with)\b/.test(
      text,
    )
  ) {
    answer.lines.push(say(copy.analysisMethod.how));
  }
  // "Is the saving a real quote?", "what rate do you compare my fees against?": what the estimate prices them at.
  if (/\b(quotes?|compar\w*|against|estimates?|accura\w*|binding|guarantee\w*|real (number|saving\w*))\b/.test(text)) {
    const rate = site.claims.startingRate;
    answer.lines.push(say(copy.analysisMethod.estimate, { rate: rate.value, statement: rate.statement }));
  }
  // "How many months of statements should I send?": what to have ready, from the FAQ.
  if (/\bhow many (months|statements)\b|\bmonths of statements\b/.test(text)) {
    answer.lines.push(...faqAdditions(context, "faq:approval-time"));
  }
  // "Can you break down where my money goes?": the specialist's fee analysis, whole.
  feeAnalysis(context);
  // "I'd rather a human go over it": the fee analysis a specialist does from the latest monthly statement.
  if (/\b(human|person|people|someone|specialist|expert|not (the|a) bot|real person|your team)\b/.test(text)) {
    feeAnalysisLine(context, /\bspecialist\b.*\bstatement\b/);
  }
  answer.lines.push(say(copy.statement.review));
  answer.sources.push("/application");
};

export const analysisMethod: TopicHandler = ({ answer, site, index, say }) => {
  const rate = site.claims.startingRate;
  answer.lines.push(
    say(copy.analysisMethod.how),
    say(copy.analysisMethod.estimate, { rate: rate.value, statement: rate.statement }),
  );
  answer.sources.push(index.get("claim:startingRate")?.url ?? "/", "/application");
};
