import { chatReplies } from "@/content/chat";
import { loadAll as loadAllIndustries } from "@/content/industries";
import { site as siteContent } from "@/content/site";
import type { ChatAttachment, ChatHistoryEntry } from "@/lib/chat-schema";
import { IntentClassifier } from "./classifier";
import { EntityRecognizer, namesPosType, type EntityMatch } from "./entities";
import { COMMON_ENGLISH } from "./common-english";
import { DETAIL_QUESTIONS } from "./detail-questions";
import learnedQuestions from "./learned-questions.json";
import { PARAPHRASES, SOCIAL_PARAPHRASES, UNPUBLISHED_PARAPHRASES, type Intent, type SocialIntent } from "./paraphrases";
import {
  ACCOUNT_TROUBLE,
  COMPARED_WITH,
  CUES,
  detect,
  GREETING_ONLY,
  WHOLE_GREETING,
  asksQuestion,
  asksSomething,
  isFollowUp,
  normalize,
  SOCIAL,
  type Detection,
  type Qualifier,
  type Social,
  type Topic,
} from "./intents";
import {
  BrandNames,
  expandShorthand,
  businessAskedAbout,
  isManipulationOrAbuse,
  isSpanish,
  RESERVE_REVIEW,
  SpellingCorrector,
  translateSpanish,
  unpublishedSubjects,
  walletNamed,
  wordsOfPatterns,
  type Unpublished,
} from "./understand";
import { sectionId, siteKnowledge, type KnowledgeDocument } from "./knowledge";
import { stemmer as porterStem } from "stemmer";
import { KnowledgeIndex, stem } from "./search";
import { WordTranslation } from "./translation";
import { bestSentences, fillReply, link, topicHandlers, type Answer, type TopicContext } from "./topics";
import { featureCardsLine, highRiskConcerns, quoteConcern } from "./topics/accounts";
import { answerScore, quoteItem, splitSentences } from "./topics/context";
import { analyzeStatement } from "./statement";
import { conversationRead } from "./conversation";
import { Composer, joinLearned, learnedLines, linksOf, MORE_LINE, saidAgain, versionsApplying } from "./compose";
import { AMOUNT_ASKED, AMOUNT_THRESHOLD, NOT_PUBLISHED } from "./compose-data";
import { describesOwnBusiness, riskClass, type RiskClass } from "./risk";
import { questionParts } from "./question-parts";
import { ANALYSIS_PREFIX, statementReply } from "./statement-reply";
import type { StatementOutcome } from "./statement-runner";

/**
 * The embedded answer engine: answers from the site's own content, states every fact exactly as the site does,
 * links the page each fact comes from, reads statements, and says so when it does not know. No network.
 */
export interface ChatReply {
  message: string;
  kind: "answer" | "analysis" | "social" | "unknown" | "refusal";
  /** The visitor wants to apply, get a quote or be called, or has just had a statement analysed: the widget offers
   *  its inline lead form. */
  offerLead?: boolean;
  /** What the reply was about (topics, or "search"), for logs and the evaluation. */
  topics: string[];
  /** The pages the reply links as its sources. */
  sources: string[];
  /** The documents quoted, for optional LLM phrasing. */
  passages: KnowledgeDocument[];
  /** The message only said who is asking (a business, a qualifier) right after a question, so it asks that question
   *  again for them: the compose stage ranks the lines by that question (never sent to the visitor). */
  carriesAsk?: boolean;
  /** With `carriesAsk`: the page of the business the message names. */
  business?: string;
  /** What the conversation says of the visitor (qualifiers, the risk class of their business), for the compose stage
   *  (never sent to the visitor). */
  visitor?: readonly string[];
  /** The same answer with the sentences the learned questions point at beside the topics' lines (`learnedBeside`):
   *  the compose stage lets one of them join the reply, second, when it ranks above every line the topics found. */
  withLearned?: ChatReply;
}

export interface ChatInput {
  message: string;
  /** false: the answering stage's lines as found, without the compose stage (for bench/ask.mjs --explain). */
  compose?: boolean;
  history?: ChatHistoryEntry[];
  attachment?: ChatAttachment;
}

type Site = typeof siteContent;

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

export function formatMoney(value: number): string {
  return money.format(value);
}

export class ChatEngine {
  readonly index: KnowledgeIndex;
  readonly entities: EntityRecognizer;
  private readonly site: Site;
  private readonly spelling: SpellingCorrector;
  private readonly brands: BrandNames;
  readonly classifier: IntentClassifier<ClassifiedIntent>;
  /** Conversational moves (small talk, thanks, identity) and requests to be refused, read by meaning. */
  readonly socialClassifier: IntentClassifier<MoveLabel>;
  /** Which published fact a question asks about (knowledge document ids), from example questions per fact. */
  readonly detailClassifier: IntentClassifier<string>;
  /**
   * The sentences of the site that visitors' questions asked for, by key, and a classifier over those questions
   * (./learned-questions.json, written by bench/learn-questions.mjs from the tuning sets and the training questions):
   * learnedSentence.
   */
  private readonly learned = new Map<
    string,
    { sentence: string; document: KnowledgeDocument; asked: { question: string; stems: Set<string> }[] }
  >();
  readonly learnedClassifier: IntentClassifier<string>;
  /** The visitor's words the learned questions show standing for the site's words (./translation.ts). */
  readonly translation: WordTranslation<string>;
  /** The compose stage: ranks an answer's lines by what they answer and keeps the few that answer the question. */
  readonly composer: Composer;
  /** Whether this reply goes through the compose stage (ChatInput.compose). */
  private composing = true;
  /** The assistant's previous reply in this conversation, for the compose stage. */
  private lastSaid = "";
  /** The quotable sentences of each page's documents, for the one nearest a question (passageDetail). */
  private readonly pageSentences = new Map<string, { sentence: string; document: KnowledgeDocument }[]>();
  /** Every quotable sentence of the site's pages (not the blog's), with its words and its item's title: siteDetail. */
  private readonly siteSentences: { sentence: string; document: KnowledgeDocument; stems: Set<string> }[] = [];
  /** The blog posts' sentences, with their content stems (postDetail). */
  private readonly postSentences: { sentence: string; document: KnowledgeDocument; stems: Set<string> }[] = [];
  /** How rare each word stem is among the quotable sentences (inverse document frequency, a sentence a document). */
  readonly sentenceIdf = new Map<string, number>();
  /** Every listed feature of a solution or POS type, with its product and its words (featureDetail). */
  private readonly features: { document: KnowledgeDocument; feature: string; stems: Set<string> }[] = [];
  /** The industry pages' openings (the page's summary says the same), by section id. */
  private readonly openings: ReadonlySet<string>;
  /**
   * Each industry page's sentences with the subjects their own words cue strongly ("Month-to-month terms": contracts)
   * and their meaningful stems.
   */
  private readonly industrySubjects = new Map<
    string,
    { sentence: string; document: KnowledgeDocument; topics: Topic[]; stems: Set<string> }[]
  >();

  constructor(documents: readonly KnowledgeDocument[] = siteKnowledge(), site: Site = siteContent) {
    this.index = new KnowledgeIndex(documents);
    this.site = site;
    this.entities = new EntityRecognizer((id) => this.index.get(id));
    const vocabulary = new Set<string>();
    for (const document of documents) {
      for (const word of `${document.title} ${document.text} ${(document.keywords ?? []).join(" ")}`
        .toLowerCase()
        .match(/[a-z]+/g) ?? []) {
        vocabulary.add(word);
      }
    }
    const cuePatterns = Object.values(CUES).flatMap((cues) => (cues.weak ? [cues.strong, cues.weak] : [cues.strong]));
    for (const word of wordsOfPatterns([...cuePatterns, ...SOCIAL.map(([, pattern]) => pattern)])) vocabulary.add(word);
    for (const word of this.entities.words()) vocabulary.add(word);
    for (const text of Object.values(PARAPHRASES).flat()) for (const word of text.match(/[a-z]+/g) ?? []) vocabulary.add(word);
    this.spelling = new SpellingCorrector(vocabulary, SUBJECT_WORDS);
    // The published POS systems' and integration partners' names, as one word each ("woocommerce", "odoo").
    const brandNames = [
      ...this.index.withPrefix("pos:system:").map((document) => document.title.split(" ")[0]!),
      ...(this.index.get("pos:partners")?.facts?.[0] ?? "")
        .replace(/^[^:]*:|^.*?\binclude\s+/i, "")
        .split(/,|\band\b/)
        .map((name) => name.replace(/\.$/, "").trim())
        // Written as one word by the site; "Google Pay" stays two.
        .filter((name) => !/\s/.test(name)),
    ];
    this.brands = new BrandNames(brandNames, (word) => vocabulary.has(word));
    this.classifier = new IntentClassifier(PARAPHRASES);
    // Each published fact's examples: its own title and sentences, plus the visitor questions written for it
    // (./detail-questions.ts).
    const detailExamples: Record<string, string[]> = {};
    for (const document of documents) {
      // (Not the documents quoted only from a page already answered with: SENTENCES_ONLY.)
      if (!document.facts?.[0] || NOT_QUOTED.test(document.id) || SENTENCES_ONLY.test(document.id)) continue;
      const own = [document.title, ...splitSentences([...document.facts, document.text].join(" "))];
      detailExamples[document.id] = [...new Set([...own, ...(DETAIL_QUESTIONS[document.id] ?? [])])];
    }
    this.detailClassifier = new IntentClassifier(detailExamples);
    for (const document of documents) {
      if (NOT_QUOTED.test(document.id)) continue;
      const list = this.pageSentences.get(document.url) ?? [];
      for (const sentence of sentencesOf(document.facts ?? [])) {
        list.push({ sentence, document });
        if (BLOG_SECTION.test(document.id)) this.postSentences.push({ sentence, document, stems: contentStems(sentence) });
      }
      this.pageSentences.set(document.url, list);
    }
    // Each fact a tuning question asked for, found in the one sentence of the site that states it (a page item's title
    // counts); of the pages repeating that sentence, the one sharing most words with the questions asking for it.
    const everySentence = [...this.pageSentences.values()].flat();
    for (const entry of everySentence) {
      if (BLOG_SECTION.test(entry.document.id) || entry.document.id.startsWith("list:")) continue;
      this.siteSentences.push({ ...entry, stems: titledStems(entry.document, entry.sentence) });
    }
    const learnedExamples: Record<string, string[]> = {};
    for (const { fact, questions } of learnedQuestions.facts) {
      const lower = fact.toLowerCase();
      const matches = everySentence.filter(({ sentence, document }) =>
        `${document.title}: ${sentence}`.toLowerCase().includes(lower),
      );
      // (A fact stated by more than one sentence, "24 hours", "5+ years", does not say which sentence was asked for.)
      if (new Set(matches.map(({ sentence }) => sentence)).size !== 1) continue;
      const asked = contentStems(questions.join(" "));
      const shared = (sentence: string) => [...contentStems(sentence)].filter((word) => asked.has(word)).length;
      const best = matches.reduce((a, b) => (shared(b.sentence) > shared(a.sentence) ? b : a));
      const key = `${best.document.id} ${best.sentence}`;
      const entry = this.learned.get(key) ?? { ...best, asked: [] };
      entry.asked.push(...questions.map((question) => ({ question, stems: contentStems(question) })));
      this.learned.set(key, entry);
      (learnedExamples[key] ??= []).push(...questions);
    }
    this.learnedClassifier = new IntentClassifier(learnedExamples, LEARNED_NEIGHBOURS);
    this.translation = new WordTranslation(
      [...this.learned].flatMap(([label, { sentence, document, asked }]) => {
        const words = [...contentStems(`${document.title} ${sentence}`)];
        return asked.map(({ stems }) => ({ label, question: [...stems], sentence: words }));
      }),
    );
    this.composer = new Composer(
      contentStems,
      (stem) => this.sentenceIdf.get(stem) ?? 0,
      everySentence.map(({ sentence }) => sentence),
      (text) => this.visitorQualifiers(text),
    );
    // (Not the site-wide claims the pages repeat, "Merchants who switch save up to 39%": only the page's own words.)
    const pagesOf = new Map<string, number>();
    for (const list of this.pageSentences.values()) {
      for (const sentence of new Set(list.map((entry) => entry.sentence)))
        pagesOf.set(sentence, (pagesOf.get(sentence) ?? 0) + 1);
    }
    // (Nor the page's opening and its calls to apply: its items and its explainer say what it does.)
    const openings = new Set<string>();
    const framing = new Set<string>();
    for (const industry of loadAllIndustries()) {
      const url = `/industries/${industry.slug}`;
      openings.add(sectionId(url, industry.hero.title));
      for (const section of [industry.hero, industry.ctaBand, industry.finalCta]) framing.add(sectionId(url, section.title));
    }
    this.openings = openings;
    for (const [url, list] of this.pageSentences) {
      if (!url.startsWith("/industries/")) continue;
      this.industrySubjects.set(
        url,
        list
          .filter(({ sentence, document }) => pagesOf.get(sentence) === 1 && !framing.has(document.id))
          .map(({ sentence, document }) => {
            const { scores } = detect(normalize(sentence));
            const topics = Object.entries(scores).flatMap(([topic, score]) => (score >= 2 ? [topic as Topic] : []));
            return { sentence, document, topics, stems: meaningfulStems(sentence) };
          }),
      );
    }
    // A word's weight: rare among the site's sentences, and not one that every kind of question uses ("long",
    // "number", "last" are rare in the copy but say nothing about which sentence answers).
    for (const document of [...this.index.withPrefix("solution:"), ...this.index.withPrefix("pos:type:")]) {
      const features = document.id.startsWith("solution:")
        ? (document.facts ?? []).slice(1)
        : (document.facts?.[1] ?? "")
            .replace(/^Features: /, "")
            .replace(/\.$/, "")
            .split(", ");
      for (const feature of features) if (feature) this.features.push({ document, feature, stems: contentStems(feature) });
    }
    const sentenceCounts = new Map<string, number>();
    let sentences = 0;
    for (const list of this.pageSentences.values()) {
      for (const { sentence } of list) {
        sentences++;
        for (const word of contentStems(sentence)) sentenceCounts.set(word, (sentenceCounts.get(word) ?? 0) + 1);
      }
    }
    const questionCounts = new Map<string, number>();
    const questionTexts = [...Object.values(PARAPHRASES).flat(), ...Object.values(DETAIL_QUESTIONS).flat()];
    for (const text of questionTexts) {
      for (const word of contentStems(text)) questionCounts.set(word, (questionCounts.get(word) ?? 0) + 1);
    }
    const commonInQuestions = Math.log(1 / QUESTION_COMMON_SHARE);
    const commonInEnglish = new Set([...COMMON_ENGLISH].map((word) => contentStem(word)));
    for (const [word, count] of sentenceCounts) {
      const idf = Math.log((sentences + 1) / (count + 0.5));
      const questionIdf = Math.log((questionTexts.length + 1) / ((questionCounts.get(word) ?? 0) + 1));
      const english = commonInEnglish.has(word) ? COMMON_ENGLISH_WEIGHT : 1;
      this.sentenceIdf.set(word, idf * english * Math.min(1, questionIdf / commonInQuestions));
    }
    // One classifier over the subjects' and the social moves' examples, so that words common to every question
    // ("how", "help", "can you") weigh little and a move wins only when it is the nearest of all.
    this.socialClassifier = new IntentClassifier({
      ...PARAPHRASES,
      ...Object.fromEntries(Object.entries(SOCIAL_PARAPHRASES).map(([label, texts]) => [`social:${label}`, texts])),
      ...Object.fromEntries(Object.entries(UNPUBLISHED_PARAPHRASES).map(([label, texts]) => [`unpublished:${label}`, texts])),
    } as Record<MoveLabel, readonly string[]>);
  }

  /** The message as the topic cues read it: Spanish question words in English, shorthand expanded, spelling fixed. */
  understand(message: string): string {
    const text = isSpanish(message) ? translateSpanish(message) : message;
    return this.spelling.correct(this.brands.normalize(normalize(expandShorthand(text))));
  }

  /** What a text says of the visitor: the cues' qualifiers (high-risk, ISV, partner) and the risk class of the
   *  business it names (risk.ts). */
  private visitorQualifiers(text: string): Set<string> {
    const qualifiers = new Set<string>(detect(text).qualifiers);
    const risk = riskClass(text, this.entities.recognize(text));
    if (risk) qualifiers.add(risk);
    return qualifiers;
  }

  /** `statement`: the attachment's analysis, done off the request thread by the service (statement-runner.ts). */
  reply(input: ChatInput, statement?: StatementOutcome): ChatReply {
    if (input.attachment) return this.analyze(input.attachment, statement);
    const history = conversationRead(input.history ?? []);
    const raw = input.message.trim();
    // Manipulation and abuse: a short refusal, nothing of the request repeated.
    const previous = history.findLast((entry) => entry.role === "user")?.content ?? "";
    if (isManipulationOrAbuse(raw, previous)) return this.refusal();
    const spanish = isSpanish(raw);
    const understood = this.understand(resolveOrdinal(raw, history));
    const previousQuestion = previous ? this.understand(previous) : "";
    this.composing = input.compose !== false;
    this.lastSaid = history.findLast((entry) => entry.role === "assistant")?.content ?? "";
    const reply = this.withParts(
      this.composed(this.answer(understood, history), understood, previousQuestion),
      understood,
      history,
      previousQuestion,
    );
    if (!spanish) return reply;
    return { ...reply, message: `${this.say(chatReplies.spanish)}\n${reply.message}` };
  }

  /**
   * "How long does approval take, and what's your approval rate?": a message asking two or three things is also
   * answered part by part, and what a part's answer adds (lines the whole message's answer did not say) follows.
   */
  /** An answer's lines ranked by what they answer, the few that answer the message kept (compose.ts). */
  private composed(reply: ChatReply, message: string, previous: string, part = false): ChatReply {
    if (reply.kind !== "answer" || !this.composing) return reply;
    const options = {
      part,
      passages: reply.passages,
      said: this.lastSaid,
      carried: reply.carriesAsk === true,
      business: reply.business,
      visitor: reply.visitor,
    };
    const composition = this.composer.compose(reply.message, message, previous, options);
    const wider = reply.withLearned;
    const keptBest = (ranked: { kept: boolean; score: number }[]) =>
      Math.max(0, ...ranked.filter((entry) => entry.kept).map((entry) => entry.score));
    // (Only a reply the find stage reached with no subject cued and nothing named, by meaning alone: a cued subject's
    // own answer, "need a human on the phone asap. digits?", "what kinds of payments can i take", is the answer however
    // its lines rank.)
    const unsure = (text: string, best: number) =>
      !part &&
      best < UNSURE_BELOW &&
      asksQuestion(normalize(message)) &&
      detect(message).topics.length === 0 &&
      this.entities.recognize(message).length === 0 &&
      !NOT_PUBLISHED.some((pattern) => pattern.test(text))
        ? `${this.say(chatReplies.unsure)}\n${text}`
        : text;
    if (!wider) return { ...reply, message: unsure(composition.message, keptBest(composition.ranked)) };
    // The learned sentences ranked with every line the topics found; one may join the reply (joinLearned).
    const wide = this.composer.compose(wider.message, message, previous, { ...options, passages: wider.passages });
    const joined = joinLearned(composition, wide, learnedLines(reply.message, wider.message));
    return joined === composition.message
      ? { ...reply, message: unsure(joined, keptBest(composition.ranked)) }
      : {
          ...reply,
          message: unsure(joined, Math.max(keptBest(composition.ranked), keptBest(wide.ranked))),
          sources: wider.sources,
          passages: wider.passages,
        };
  }

  private withParts(whole: ChatReply, message: string, history: ChatHistoryEntry[], previous = ""): ChatReply {
    if (whole.kind !== "answer") return whole;
    const parts = questionParts(message);
    if (parts.length < 2) return whole;
    const said = new Set(whole.message.split("\n"));
    // (A part answered alone forgets the whole: it may state another version of a fact the whole states, or the
    // version for another visitor. Its lines keep to the versions the whole applies: versionsApplying.)
    const applies = versionsApplying(whole.message, [...this.visitorQualifiers(message), ...(whole.visitor ?? [])]);
    const lines: string[] = [];
    const sources = [...whole.sources];
    // The pages the closing "More: ..." line names: the whole answer's, and that of each part whose lines are added.
    const moreLinks = moreLinksOf(whole.message);
    let offerLead = whole.offerLead;
    for (const part of parts) {
      // (A part that only says who is asking, "law firm here.", "I own a corner store, most sales are $3 to $6.", is
      // answered by the whole.)
      if (INTRODUCES_THE_ASKER.test(part)) continue;
      // (Nor a part too short to stand alone, "and how long does it take": it leans on the rest of the message, which
      // the whole answer ranked its lines for, ask by ask.)
      if (this.composing && contentStems(part).size <= SHORT_PART_WORDS) continue;
      const reply = this.composed(this.answer(part, history), part, previous, true);
      if (reply.kind !== "answer") continue;
      let added = false;
      for (const line of reply.message.split("\n")) {
        // (Nor a line the reply already says, alone or inside a longer line, nor one that repeats a said line to add
        // the rest of its paragraph.)
        // (A "Yes." or its item's title before a line does not make it another line.)
        if (line.startsWith(MORE_LINE) || said.has(line) || saidAgain(line, said) || !applies(line)) {
          continue;
        }
        // (Nor a line linking a page the answer already links: one link to a page is enough.)
        if (linksOf(line).some((url) => [...said].some((kept) => linksOf(kept).includes(url)))) continue;
        said.add(line);
        lines.push(line);
        added = true;
      }
      if (added) for (const url of moreLinksOf(reply.message)) if (!moreLinks.includes(url)) moreLinks.push(url);
      for (const url of reply.sources) if (!sources.includes(url)) sources.push(url);
      offerLead ||= reply.offerLead;
    }
    if (lines.length === 0) return whole;
    // The added lines go before the closing "More: ..." line, rebuilt with the pages named above (uncomposed: every
    // source).
    const body = whole.message.split("\n").filter((line) => !line.startsWith(MORE_LINE));
    const text = [...body, ...lines].join("\n");
    // (The chat's own copy has no page: url "", never linked.)
    const unlinked = (this.composing ? moreLinks : sources).filter((url) => url && !text.includes(`(${url})`));
    const more =
      unlinked.length > 0 ? `\n${fillReply(chatReplies.more, { links: unlinked.map((url) => link(url)).join(" · ") })}` : "";
    return { ...whole, message: `${text}${more}`, sources, offerLead };
  }

  private answer(message: string, history: ChatHistoryEntry[]): ChatReply {
    let detection = detect(message);
    const entities = this.entities.recognize(message);
    // The business the message names, if any (an industry with or without a page of its own).
    const industry = entities.find((match) => match.definition.kind === "industry");
    // Follow-ups take their topic from the visitor's previous question ("what about high-risk?"), and so does a
    // short question with no subject of its own ("since when?", "when do i get paid" after a referral question).
    const previous = this.previousUserDetection(history);
    const strongCue = Object.values(detection.scores).some((score) => score >= 2);
    // After a message that only said what the business is ("we sell delta 8"), the next question is about it.
    const afterBusiness =
      Boolean(previous) &&
      previous!.topics.every((topic) => topic === "highRisk" || topic === "isv" || topic === "industries") &&
      entities.length === 0;
    const shortAndBare = !strongCue && entities.length === 0 && message.split(" ").length <= SHORT_FOLLOW_UP_WORDS;
    // The business the previous question named ("i run a restaurant"), when this one names none: "do you do tips?"
    // asks about its page.
    const previousEntities = previous && entities.length === 0 ? this.entities.recognize(previous.text) : [];
    const carried = previousEntities.find((match) => match.definition.kind === "industry");
    // ...and the product it named ("tell me about ach", then "can i verify the bank account first?").
    const carriedProduct = previousEntities.find(
      (match) => match.definition.kind === "solution" || match.definition.kind === "posType",
    );
    const carriedName = carried ? `${carried.name} ${carried.document.title}` : "";
    const carriedItem = carried ? this.sectionDetail(message, [], carried.document.url, carriedName) : undefined;
    // "Who won the game?" stays off-topic, whatever came before it (unless the business's page answers it).
    const offTopicAlone =
      (afterBusiness || shortAndBare) && !isFollowUp(message) && !carriedItem && this.classify(message) === "offTopic";
    // "How do I sign up?" right after a question about the referral or ISV program: joining that program.
    const joinsProgram =
      Boolean(previous) &&
      previous!.topics.some((topic) => topic === "referral" || topic === "isv") &&
      detection.topics.length > 0 &&
      detection.topics.every((topic) => topic === "apply") &&
      entities.length === 0 &&
      message.split(" ").length <= SHORT_FOLLOW_UP_WORDS + 1;
    // "Is that all spelled out in a contract?" right after a question about the referral program: the program's
    // agreement, not a merchant's contract.
    const programTerms =
      Boolean(previous) &&
      previous!.topics.includes("referral") &&
      detection.topics.length > 0 &&
      detection.topics.every((topic) => topic === "contracts") &&
      entities.length === 0 &&
      POINTS_BACK.test(normalize(message)) &&
      message.split(" ").length <= SHORT_FOLLOW_UP_WORDS + 6;
    if (programTerms) detection = { ...detection, topics: ["referral"] };
    // "It's just a 2 lawyer family law office" after "how quick is approval": a message that asks nothing and only says
    // who is asking (a business named, a sale amount, "high risk") answers the question before it, for them.
    const saysWho = Boolean(industry) || /\bhigh[- ]?risk\b/.test(message) || riskClass(message, entities) !== undefined;
    const onlySaysWho = Boolean(previous) && saysWho && !asksQuestion(normalize(message));
    const followUp =
      Boolean(previous) &&
      (isFollowUp(message) || joinsProgram || onlySaysWho || ((afterBusiness || shortAndBare) && !offTopicAlone));
    const unpublished = unpublishedSubjects(message, followUp ? previous!.text : "", previous?.text ?? "");
    // "We run an online sweepstakes casino site, is that something you can board?": a kind of business the site does
    // not name, asked whether we take it: no business the site names is in the message, and none of the words it is
    // described with is one the site's sentences use tellingly ("a cbd brand", "a vape shop" are named).
    const describedWith =
      unpublished.length === 0 && !entities.some((match) => match.definition.kind === "industry")
        ? businessAskedAbout(message)
        : [];
    const unnamed = (word: string) =>
      [...contentStems(word)].every((stem) => (this.sentenceIdf.get(stem) ?? 0) < NAMED_BUSINESS_WORD);
    if (describedWith.length > 0 && describedWith.every(unnamed)) {
      unpublished.push("business");
    }
    // Read by meaning too: an unpublished subject nobody wrote a pattern for ("do amex cards cost more?"), and a
    // question off our subjects that happens to contain a cue word ("best bbq in san antonio?").
    // (No head start for the cued topics here: a fee nobody publishes is asked with the same words as a rate.)
    const nearest = this.nearest(message);
    // A strongly cued subject keeps its head start against it ("the rate for swiping a card" is a rate question).
    const cued = Object.entries(detection.scores).filter(([, score]) => score >= 2);
    const similarities = cued.length > 0 ? this.classifier.similarities(message) : undefined;
    // (A figure the site publishes, quoted, is on our subject and answered by its claim: "is that 39% guaranteed?")
    const claimsQuoted = this.quotedClaims(message);
    const quotesAClaim = claimsQuoted.length > 0;
    const unpublishedByMeaning =
      unpublished.length === 0 &&
      !quotesAClaim &&
      Boolean(nearest?.label.startsWith("unpublished:")) &&
      // (A fee needs a word of money: "do you do medical billing" is not asking a price.)
      (nearest!.label !== "unpublished:fee" || MONEY_WORDS.test(message)) &&
      // (And a deposit's timing a word of time: "can settled card batches match invoices" asks about reconciling.)
      // (...and a word of the money itself: "after i submit how soon does someone get back to me" asks for a reply.)
      (nearest!.label !== "unpublished:deposits" || (TIMING_WORDS.test(message) && FUNDS_WORDS.test(message))) &&
      // (Nor account terms the site does list: reserve and limit reviews as the history grows.)
      (nearest!.label !== "unpublished:detail" || !RESERVE_REVIEW.test(normalize(message))) &&
      !followUp &&
      cued.every(([topic]) => (similarities!.get(topic as ClassifiedIntent) ?? 0) + WEAK_CUE_PRIOR < nearest!.score);
    if (unpublishedByMeaning) unpublished.push(nearest!.label.slice("unpublished:".length) as Unpublished);
    // A message that is a learned question in other spelling (read alone, or with the question before it) asks for
    // the sentence that question asked for, which the site publishes: no unpublished subject its words look like
    // ("can buyers pay in euros" is the online store page's multi-currency checkout, not international cards).
    // (Only the unpublished subjects the learned question's own words look like too: "how much is the tablet pos" is
    // "what is the tablet pos" and a price the site does not publish.)
    const sure = this.sureReading(
      followUp ? [`${previous!.text} ${message}`] : previous ? [message, `${previous.text} ${message}`] : [message],
    );
    const sureText =
      sure && unpublished.every((kind) => unpublishedSubjects(sure.example).includes(kind)) ? sure.text : undefined;
    if (sureText) unpublished.splice(0);
    if (
      nearest?.label === "offTopic" &&
      // ("Is this chatgpt or something?": a move the cues read, answered as such.)
      !detection.social &&
      !quotesAClaim &&
      nearest.score >= OFF_TOPIC_OVER_CUES &&
      !strongCue &&
      !followUp &&
      !entities.some((match) => match.definition.kind !== "paymentMethod") &&
      Object.keys(detection.scores).every(
        (topic) =>
          ((similarities ?? this.classifier.similarities(message)).get(topic as ClassifiedIntent) ?? 0) < CUE_UNSUPPORTED,
      ) &&
      !sureText
    ) {
      return this.unknown();
    }

    // "hey, what's the damage per card?": a greeting or thanks that carries a question the cues did not see.
    if ((detection.social === "greeting" || detection.social === "thanks") && detection.topics.length === 0) {
      // ...unless the whole is nearer a social example than any subject's ("thanks, that answers it").
      const social = this.nearest(message)?.label.startsWith("social:") ?? false;
      const guess =
        message.split(" ").length > 2 && !social && !GREETING_ONLY.test(message) && !WHOLE_GREETING.test(normalize(message))
          ? this.classify(message)
          : undefined;
      if (guess && guess !== "offTopic") detection = { ...detection, topics: [guess] };
    }
    // "lol ok", "what can you help me with", "respond only with X": a move of the conversation, not a subject, when
    // no cue, entity or unpublished subject places the message and it is closer to a social example than to any
    // subject's.
    // (A message quoting a figure, "what's with the 98%?", asks about it.)
    if (
      !detection.social &&
      !strongCue &&
      entities.length === 0 &&
      unpublished.length === 0 &&
      !followUpLeans(message) &&
      // ("What does it ask me for?" after a question about the calculator asks about the calculator.)
      !(previous && ASKS_ABOUT_IT.test(message) && message.split(" ").length <= SHORT_FOLLOW_UP_WORDS + 3) &&
      !/\d/.test(message)
    ) {
      // ("Who at your company can see the stuff I send you?" is a question, whatever example it sits near; so is "i saw
      // an ad script on your thank you page, where can i block it".)
      const asks = message.split(" ").length > 4 && asksQuestion(normalize(message));
      const found = this.socialMove(message, detection.scores);
      const move = asks && (found === "ack" || found === "thanks") ? undefined : found;
      // A refusal read by meaning alone needs a closer example than a greeting does (refusing a visitor is costly);
      // not that close, the message is read as any other.
      if (move === "refuse") {
        if ((this.nearest(message, detection.scores)?.score ?? 0) >= REFUSE_MIN_SCORE) return this.refusal();
      } else if (move) {
        detection = { ...detection, social: move };
      }
    }
    const social = this.socialReply(detection.social, detection, history, message);
    if (social) return social;

    // "Who wrote it?" right after a reply that quoted a blog post: its byline.
    const byline = this.bylineOf(message, history);
    if (byline) return { ...compose([byline], "answer", ["search"]), offerLead: false };
    // "The blog post on payment features", "do you have articles?": the site's own pages answer, through search.
    // (A blog post named outright is looked up whatever its subject cues: "your blog post about Stripe freezing
    // high risk accounts".)
    if ((!strongCue || NAMES_A_POST.test(message)) && unpublished.length === 0 && READING.test(message)) {
      const searched = this.answerFromSearch(message);
      if (searched) return { ...compose([searched], "answer", ["search"]), offerLead: false };
    }
    // A follow-up whose only cue is weak ("how long?" after "do you take cbd shops?") keeps that cue's topic when
    // the earlier question only named a kind of business.
    const weakFollowUp =
      followUp &&
      detection.topics.length > 0 &&
      previous!.topics.every((topic) => topic === "highRisk" || topic === "isv" || topic === "industries");
    // No strong cue: the n-gram classifier, trained on example phrasings, names the intent when it is close enough
    // (a follow-up is read together with the question it follows: "is there a fee for that?").
    // (An unpublished subject read by meaning still lets it name the published subject nearest the question: "do you
    // charge me to close my account" is about contracts too.)
    // A partner or wallet named in passing ("paypal takes too much from me") does not say what is asked either.
    const onlyBrands = entities.every((match) => match.definition.kind === "partner");
    // (A question naming nothing and cueing nothing right after a business was named, which that business's page
    // answers, is about it: "will i have to change my theme" after "do you work with shopify stores".)
    const aboutCarried = detection.topics.length === 0 && entities.length === 0 && !detection.social && Boolean(carriedItem);
    if ((unpublished.length === 0 || unpublishedByMeaning) && onlyBrands && !strongCue && !weakFollowUp && !aboutCarried) {
      const context = followUp ? `${previous!.text} ${message}` : message;
      // (A follow-up weighs the cues of the two together: "how long" after "do you have a contract" is about contracts.)
      const guess = this.classify(context, followUp ? detect(context).scores : detection.scores);
      if (guess === "offTopic" && entities.length === 0 && !(followUp && carriedItem) && !quotesAClaim) return this.unknown();
      if (guess && guess !== "offTopic") detection = { ...detection, topics: [guess] };
    }
    // A strong cue the classifier clearly disagrees with ("what number do i call for support vs sales", "can our
    // association partner with you"): the classifier's subject, when it is very close to an example and far ahead of
    // every cued topic, is answered first (the cued topics stay after it).
    // (Not when the cued subject is the one the conversation is on: "what file types" after "can i upload my statement".)
    const onSubject = Boolean(previous) && detection.topics.some((topic) => previous!.topics.includes(topic));
    // (Nor for a message that only says what the business is: "we run a daycare".)
    const onlyStatesBusiness =
      detection.topics.every((topic) => topic === "industries") && onlyNamesABusiness(message, STATED_BUSINESS_MAX_WORDS);
    if (strongCue && unpublished.length === 0 && !followUp && !onSubject && !onlyStatesBusiness) {
      const similarity = this.classifier.similarities(message);
      const [label, score] = [...similarity.entries()]
        .filter(([candidate]) => candidate !== "offTopic")
        .sort((a, b) => b[1] - a[1])[0] ?? ["offTopic", 0];
      const cued = Math.max(0, ...detection.topics.map((topic) => similarity.get(topic as ClassifiedIntent) ?? 0));
      // (Never the referral program for a question with no word of referring, earning or partnering in it: "what is
      // a high risk merchant account" sits near the referral examples' "high-risk merchant" and is not about them.)
      const aboutReferring = label !== "referral" || REFERRING.test(message);
      // (Nor the company's own story for a question with no word of it: "i want to talk to a real person".)
      const aboutUs = label !== "about" || ABOUT_WORDS.test(message);
      // (Nor the software vendors' program for a merchant naming the POS or software they run: "how long does it take
      // to integrate my clover pos" is about that system.)
      const forVendors = label !== "isv" || !RUNS_A_POS.test(normalize(message));
      // (Nor when the cued subject is itself near the examples: "do you accept credit cards" is a payment-methods
      // question however near the rate examples it also sits.)
      if (
        aboutReferring &&
        aboutUs &&
        forVendors &&
        cued < OVERRIDE_CUED_MAX &&
        score >= OVERRIDE_MIN_SCORE &&
        score - cued >= OVERRIDE_MARGIN &&
        !detection.topics.includes(label as Topic)
      ) {
        detection = { ...detection, topics: [label as Topic, ...detection.topics] };
      }
    }
    // "We sell kratom online, what would you charge me per sale": a business high-risk by what it sells is a strong cue
    // that hides the weak cue of what is asked. A weak cue of a subject whose answer the risk class changes
    // (RISK_DEPENDENT: the rate, not published for high-risk accounts; the approval time, 3-5 business days) is the
    // ask, answered first; the business stays its qualifier.
    if (!followUp && detection.topics.length > 0 && detection.topics.every((topic) => topic === "highRisk")) {
      const asked = RISK_DEPENDENT.find((topic) => (detection.scores[topic] ?? 0) > 0);
      if (asked) detection = { ...detection, topics: [asked, ...detection.topics] };
    }
    // "card machine for my salon": an industry we have no page for only qualifies what the visitor asks about.
    if (
      detection.topics.length === 1 &&
      detection.topics[0] === "industries" &&
      !industry &&
      // "Which industries / what kinds of businesses do you take?" asks exactly that.
      !/\b((which|what) industr\w*|(kinds?|types?|sorts?) of (business\w*|compan\w*|merchants?|shops?|stores?|clients?|industr\w*))\b/.test(
        message,
      )
    ) {
      if (entities.length > 0) {
        // "Recurring billing for my gym members": the solution or product named is what is asked about.
        detection = { ...detection, topics: [] };
      } else {
        const guess = this.classify(message);
        // "Auto repair shop", "I'm a dentist": a kind of business on its own asks whether we serve it.
        const statesABusiness = onlyNamesABusiness(message);
        if (guess && guess !== "offTopic" && guess !== "industries" && !statesABusiness) {
          detection = { ...detection, topics: [guess] };
        }
      }
    }
    // "What about a coaching business selling $5k programs?" after "how long does it take to get approved": a follow-up
    // that only says who is asking asks the question it follows again, for that business (its qualifier).
    // (Saying who: a business named, a sale amount, or the words "high risk"; "what if im denied" asks something.)
    const carriesAsk = Boolean(previous) && followUp && saysWho && carriesPreviousAsk(detection, previous!);
    if (previous && followUp) {
      detection = mergeFollowUp(detection, previous);
    }
    detection = { ...detection, topics: withEntities(detection.topics, entities, unpublished, message) };
    if (detection.topics.includes("analysisMethod") && !history.some((entry) => isAnalysis(entry))) {
      // "How do you work out my effective rate?" before any statement: how a statement is read, and its figures.
      const topics = detection.topics.filter((topic) => topic !== "analysisMethod");
      detection = { ...detection, topics: topics.length > 0 ? topics : ["statement"] };
    }

    // More strong cues than the two topics answered ("what do you do with the statement i upload": statement,
    // solutions, privacy): the first, and of the others the one the classifier finds nearest the question.
    if (detection.topics.length > 2) {
      const similarity = this.classifier.similarities(message);
      const [first, ...others] = detection.topics;
      const second = [...others].sort(
        (a, b) => (similarity.get(b as ClassifiedIntent) ?? 0) - (similarity.get(a as ClassifiedIntent) ?? 0),
      )[0]!;
      detection = { ...detection, topics: [first!, second] };
    }
    // A follow-up with no subject of its own that the named business's page answers: that page's item alone.
    // (So is a longer question naming nothing and cueing nothing right after the business: "will i have to change my
    // theme" after "do you work with shopify stores".)
    if ((followUp || aboutCarried) && carriedItem && !strongCue && unpublished.length === 0) {
      // (And the sentence a learned question just like it asked for, when it is another: learnedSentence.)
      const learned = sureText ? this.learnedSentence(sureText, [carriedItem], [carried!.document.url]) : undefined;
      const answers = learned ? [carriedItem, learned] : [carriedItem];
      return { ...compose(answers, "answer", ["industries"]), offerLead: wantsLead(message, ["industries"]) };
    }
    const answers: Answer[] = [];
    const answered: Topic[] = [];
    // (A follow-up naming nothing is about the business the conversation named: "what do you recommend" after "i have
    // a food truck".)
    const named = followUp && carried && entities.length === 0 ? [carried] : entities;
    // The visitor's business decides which version of a fact applies (risk.ts): a business /industries lists as
    // high-risk, or a sale above /high-risk's high-ticket threshold, is asked about as a high-risk account, by every
    // topic, whether it is named in this question or in the one it follows ("what's your lowest rate", then "even if
    // what i sell is delta 8").
    // (Or in an earlier message of the conversation: "do you work with coaches?", "i sell a 12 week program for 4k",
    // then "so how long would approval take for me".)
    const risk = this.visitorRisk(followUp ? `${previous!.text} ${message}` : message, named, history);
    if (risk === "highRisk" && !detection.qualifiers.has("highRisk")) {
      detection = { ...detection, qualifiers: new Set([...detection.qualifiers, "highRisk" as const]) };
    }
    const visitor = [...detection.qualifiers, ...(risk ? [risk] : [])];
    for (const topic of detection.topics.slice(0, 2)) {
      const answer = this.answerTopic(topic, message, detection.qualifiers, named, followUp ? previous!.text : "");
      if (answer) {
        answers.push(answer);
        answered.push(topic);
      }
    }
    // The specific beats the general: the most specific entity named leads, when no answer already quotes its page.
    const lead = entities.find(
      (match) =>
        match.definition.kind !== "paymentMethod" &&
        match.definition.kind !== "partner" &&
        ((match.definition.weight ?? 0) >= 2 || answers.length === 0),
    );
    if (
      lead &&
      (answers.length > 0 || unpublished.length === 0) &&
      !answers.some((answer) => answer.sources.includes(lead.document.url))
    ) {
      answers.unshift(this.entityAnswer(lead, message));
      answered.unshift(
        lead.definition.kind === "industry" ? "industries" : lead.definition.kind === "solution" ? "solutions" : "pos",
      );
    }
    // ACH named beside a business ("ach? i invoice general contractors"): ACH Solutions answers it, whichever leads.
    const ach = entities.find((match) => match.document.id === "solution:ach-solutions");
    if (ach && unpublished.length === 0 && !answers.some((answer) => answer.sources.includes(ach.document.url))) {
      answers.push(this.entityAnswer(ach, message));
      answered.push("solutions");
    } else if (ach && unpublished.length === 0 && ASKS_WHETHER_ACCEPTED.test(normalize(message))) {
      // ("Do u support ach bank payments?" answered by the solutions topic: the yes first, as the entity's answer says.)
      const yes = this.say(chatReplies.paymentMethods.ach);
      const quoting = answers.find((answer) => answer.sources.includes(ach.document.url));
      if (quoting && !answers.some((answer) => answer.lines.includes(yes))) quoting.lines.unshift(yes);
    }
    // A solution whose page is already quoted still answers the feature asked about ("a gateway with hosted checkout
    // pages?"): its listed feature, after the answer that quotes it.
    const product = entities.find((match) => match.definition.kind === "solution");
    const quoting = product && answers.find((answer) => answer.sources.includes(product.document.url));
    const feature = product && quoting ? askedFeature(product.document, `${message} ${product.name}`) : undefined;
    // (Two of the question's words in it, not one: "do you offer business funding?" asks about the product.)
    if (
      product &&
      quoting &&
      feature &&
      sharedMeaning(feature.feature, message) >= 2 &&
      !saidIn(answers).includes(feature.feature.replace(/\.$/, ""))
    ) {
      quoting.lines.push(this.say(chatReplies.entityFeature, { title: product.document.title, fact: feature.feature }));
    }
    // "Food truck, need something portable": a POS type named beside another subject, after that subject's answer.
    const posType = entities.find((match) => match.definition.kind === "posType" && namesPosType(match.document.id, message));
    if (
      posType &&
      answers.length > 0 &&
      !answers.some(
        (answer) =>
          answer.passages.includes(posType.document) || answer.lines.some((line) => line.startsWith(posType.document.title)),
      )
    ) {
      answers.push(this.entityAnswer(posType, message));
    }
    // A detail of the high-risk or ISV page the visitor asked about ("discreet billing", "revenue sharing").
    if (answers.length > 0 && answered.some((topic) => DETAIL_TOPICS.includes(topic))) {
      const names = entities
        .filter((match) => match.definition.kind === "industry")
        .map((match) => `${match.name} ${match.document.title}`)
        .join(" ");
      const detail = this.sectionDetail(message, answers, undefined, names);
      if (detail) answers.push(detail);
    }
    // "Tip adjustment for my restaurant?": the item of the named industry's page that answers it.
    if (followUp && carried && carriedItem && !industry) {
      // (With a subject of its own too, that subject's answer after it.)
      answers.unshift(carriedItem);
      answered.unshift("industries");
    } else if (industry && answers.length > 0) {
      const detail = this.sectionDetail(message, answers, industry.document.url, `${industry.name} ${industry.document.title}`);
      if (detail) answers.push(detail);
    }
    // "Semaglutide clinic here, when is the patient's card charged?": the sentence of the named business's page that
    // carries most of the question's words beyond the name ("captured only after a licensed clinician approves").
    const business = industry ?? (followUp && carried ? carried : undefined);
    // (The business the previous question named counts for its page's sentence even when this question's own words
    // cue another subject: "can the terminal check ids" after "i run a liquor store".)
    // (Nor only the previous question: the latest the visitor named in the conversation the engine reads, as the risk
    // class is: "we own a wine shop", "we also deliver", then "can people order online and pick up curbside".)
    const conversationBusiness = business ?? (industry ? undefined : this.businessNamedEarlier(history));
    if (conversationBusiness && answers.length > 0 && unpublished.length === 0) {
      const own = this.namedPageSentence(conversationBusiness, message, answers);
      if (own) answers.push(own);
    }
    // "What documents should I get together for a high-risk account?": the blog's checklist for a strong high-risk
    // application, and the named business's own page on its documents (certificates of analysis, the license).
    if (answers.length > 0 && unpublished.length === 0 && ASKS_DOCUMENTS.test(message)) {
      const business = industry ?? (followUp ? carried : undefined);
      const highRisk =
        answered.includes("highRisk") ||
        detection.qualifiers.has("highRisk") ||
        Boolean(business?.document.keywords?.includes("high risk"));
      const checklist = highRisk
        ? this.index.withPrefix("section:/blog/").find((document) => PREPARE_APPLICATION.test(document.title))
        : undefined;
      const said = saidIn(answers);
      const own = business
        ? (this.pageSentences.get(business.document.url) ?? []).find(
            ({ sentence }) => BUSINESS_DOCUMENTS.test(sentence) && !said.includes(sentence.replace(/\.$/, "")),
          )
        : undefined;
      if (own)
        answers.push({
          lines: [/^section:/.test(own.document.id) ? `${own.document.title}: ${own.sentence}` : own.sentence],
          sources: [own.document.url],
          passages: [own.document],
        });
      if (checklist?.facts && !said.includes(checklist.facts[0]!.replace(/\.$/, ""))) {
        answers.push({
          lines: [`${checklist.title}: ${checklist.facts.join(" ")}`],
          sources: [checklist.url],
          passages: [checklist],
        });
      }
    }
    // "Do you work with kratom vendors?": what its page sets up for it, by its feature cards' titles, as the industries
    // answer does ("Built for compliance: Age Verification, Ban Screening by Location and ...").
    if (industry && answers.length > 0 && ASKS_IF_WE_SERVE.test(message)) {
      const line = featureCardsLine(industry.document.url);
      if (line && !saidIn(answers).includes(line)) {
        answers.push({ lines: [line], sources: [industry.document.url], passages: [] });
      }
    }
    // "I'm a life coach, do your accounts come with a long contract?": after the general answer on contracts (or
    // rates), what the business's own page says on that subject ("Month-to-month processing terms with no long lock-in").
    if (business && answers.length > 0 && unpublished.length === 0) {
      const own = this.subjectSentences(business, answered, message, answers);
      if (own) answers.push(own);
    }
    // "Is the 39% thing real?": a figure the site publishes, quoted by the visitor, is answered by the claim stating it.
    if (unpublished.length === 0) {
      const quoted = claimsQuoted.filter(
        (fact) => !answers.some((answer) => answer.lines.some((line) => line.includes(fact.line))),
      );
      if (quoted.length > 0) {
        const answer: Answer = { lines: quoted.map((fact) => fact.line), sources: [], passages: [] };
        for (const { document } of quoted) {
          answer.passages.push(document);
          if (!answer.sources.includes(document.url)) answer.sources.push(document.url);
        }
        if (strongCue) answers.push(answer);
        else answers.unshift(answer);
      }
    }
    // "How many of your clients stick with you?": the published fact the question asks about, first, when a subject
    // was answered and its answer does not already state it (a fact alone is never the whole reply: too many
    // off-topic questions share a word with some sentence of the site).
    // (Not for a follow-up of four words or fewer naming nothing: "how long" alone says too little to name a fact.)
    const tooShortForAFact = followUp && entities.length === 0 && message.split(" ").length <= 4;
    if (unpublished.length === 0 && answers.length > 0 && !tooShortForAFact) {
      const detail = this.askedDetail(message, answers, followUp);
      if (detail) answers.unshift(detail);
    }
    // The sentence that earlier visitors' questions most like this one asked for (a follow-up read with its question).
    if (unpublished.length === 0 && (answers.length > 0 || sureText)) {
      const pages = [...named, ...(carried ? [carried] : [])].map((match) => match.document.url);
      const learned = this.learnedSentence(sureText ?? (followUp ? `${previous!.text} ${message}` : message), answers, pages);
      // (After the leading answer: the specific page named, or the fact the question's own words point at, leads.)
      if (learned) answers.splice(1, 0, learned);
    }
    // And, for the compose stage to weigh, the sentences earlier visitors' questions most like this one asked for,
    // without the guards above (learnedBeside): the lines the topics found may not be the ones asked for.
    const besideLearned =
      unpublished.length === 0 && answers.length > 0
        ? this.learnedBeside(
            followUp ? `${previous!.text} ${message}` : message,
            answers,
            [...named, ...(carried ? [carried] : [])].map((match) => match.document.url),
          )
        : [];
    // A follow-up about the product the previous question named: the sentence of its page that answers it, first.
    // (A short question naming nothing else leans on it, whether or not its own words cue a subject: "can i do
    // recurring?" after "do you offer ach?".)
    if (carriedProduct && !carried && unpublished.length === 0 && message.split(" ").length <= SHORT_FOLLOW_UP_WORDS + 3) {
      const detail = this.productSentence(carriedProduct.document, message);
      if (detail) answers.unshift(detail);
    }
    // "Does the gateway have hosted checkout pages?": the feature or sentence of a page already quoted that answers it.
    if (unpublished.length === 0 && answers.length > 0) {
      const detail = this.passageDetail(message, answers) ?? this.featureDetail(message, answers);
      if (detail) answers.push(detail);
      // "How long does a MATCH listing last?": then a blog sentence carrying POST_MIN_WORDS of the words the reply
      // has still not answered.
      const post = this.postDetail(message, answers);
      if (post) answers.push(post);
    }
    // "My credit score is like 540, will you approve me?": the sentence of any page that carries the question's own
    // rare words ("Credit History: Poor personal or business credit ... not only at a score"), when the pages the
    // reply quotes have none; the compose stage ranks it with the rest.
    const pagesNamed = [...named, ...(carried ? [carried] : [])].map((match) => match.document.url);
    const siteWide = unpublished.length === 0 && answers.length > 0 ? this.siteDetail(message, answers, pagesNamed) : undefined;
    if (siteWide) answers.push(siteWide);
    // "Avg order like $15k, does that put us in high risk?": an amount is weighed against the threshold a quoted page
    // states ("High-Ticket Items: Selling single items above $10,000").
    // (Not when the message names the business: "a course creator selling a $3k mastermind" is answered by its page.)
    const threshold =
      unpublished.length === 0 && answers.length > 0 && !industry ? this.thresholdDetail(message, answers) : undefined;
    if (threshold) answers.push(threshold);
    // "Fleet cards isn't on our published list" beside the gas station page's "Fleet Cards Accepted": the page wins.
    // ("HSA isn't on our published list" beside the weight-loss clinic's page: that page's "HSA and FSA cards accepted
    // for eligible charges" replaces it.)
    const lines = answers.flatMap((answer) => answer.lines);
    // (And the page of the business the conversation is about: "what about ebt?" after "i run a gas station".)
    const quotedPages = [
      ...new Set([...answers.flatMap((answer) => answer.sources), ...(carried ? [carried.document.url] : [])]),
    ];
    for (const answer of answers) {
      answer.lines = answer.lines.flatMap((line) => {
        const method = line.split(UNLISTED_LINE)[0];
        if (method === undefined || method === line) return [line];
        const named = new RegExp(`\\b${escapeRegExp(method)}\\b`, "i");
        if (lines.some((other) => other !== line && named.test(other))) return [];
        const stated = quotedPages
          .flatMap((url) => this.pageSentences.get(url) ?? [])
          .find(({ sentence }) => named.test(sentence));
        if (!stated) return [line];
        if (!answer.sources.includes(stated.document.url)) answer.sources.push(stated.document.url);
        return [underTitle(stated.document, stated.sentence)];
      });
    }
    const offerLead = wantsLead(message, answered);
    // What the site does not publish is said plainly, once, with the phone and /contact.
    const alreadySaid = answers.some((answer) => answer.lines.some((line) => NOT_COVERED_LINE.test(line)));
    // (The named business's page may publish what the site at large does not: the e-commerce page's multi-currency
    // checkout answers "can i charge in other currencies" for an online store.)
    const pageAnswers =
      unpublished[0] === "currency" &&
      answers.some((answer) => answer.lines.some((line) => /\bcurrenc(y|ies)\b/i.test(line) && !NOT_COVERED_LINE.test(line)));
    if (unpublished.length > 0 && !alreadySaid && !pageAnswers) {
      const subject = unpublished[0]!;
      // Off-topic questions get the general "not covered" reply (apply, contact, phone).
      const line = this.say(
        subject === "offTopic" || subject === "policy" ? chatReplies.unknown : chatReplies.notCovered[subject],
      );
      // "How big is the reserve?": what the pages do say about it ("Reserves Explained in Writing"), after the line.
      // ("If you hold a reserve, how will I know the terms?": the high-risk page's item on reserves.)
      // (The named business's own page first: "for my online store, are the reserve and volume terms set before I
      // sign?" is answered by the e-commerce page's "terms agreed up front".)
      // (Or the business the conversation named: "would there be a reserve?" after "we sell research peptides".)
      const named = industry ?? (followUp ? carried : undefined);
      const detail =
        subject === "detail" && answers.length === 0
          ? ((named && this.sectionDetail(message, answers, named.document.url, `${named.name} ${named.document.title}`)) ??
            // (Or a sentence of its page: "Expect a rolling reserve ..." in the peptide page's explainer.)
            (named && this.passageDetail(message, [{ lines: [], sources: [named.document.url], passages: [] }])) ??
            this.concernItem(message) ??
            this.sectionDetail(message, answers))
          : undefined;
      // (And a product's listed feature that answers it, two of its words at least: "can my reserve and volume limits be
      // revisited later?" is Underwriting's "Reserve and limit reviews as your history grows".)
      const feature =
        subject === "detail" && answers.length === 0 ? this.featureDetail(message, detail ? [detail] : []) : undefined;
      const found = [detail, feature].filter((answer): answer is Answer => Boolean(answer));
      if (found.length > 0)
        return { ...compose([{ lines: [line], sources: [], passages: [] }, ...found], "answer", ["notCovered"]), offerLead };
      if (answers.length === 0) return { ...this.unknown(line), offerLead };
      answers.unshift({ lines: [line], sources: [], passages: [] });
    }
    if (answers.length > 0) {
      const business = carriesAsk ? industry?.document.url : undefined;
      const withLearned = besideLearned.length > 0 ? compose([...answers, ...besideLearned], "answer", answered) : undefined;
      return { ...compose(answers, "answer", answered), offerLead, carriesAsk, business, visitor, withLearned };
    }

    // "Do you offer payroll?" about a service the site does not list: say so rather than quote a page that mentions it.
    // (Unless a product's listed feature is that service: "do you have a payment link feature" is ACH Solutions'.)
    if (ASKS_FOR_A_SERVICE.test(message)) {
      const feature = this.featureDetail(message, [], 1);
      if (feature) return { ...compose([feature], "answer", ["solutions"]), offerLead };
      return { ...this.unknown(), offerLead };
    }
    // No topic answered: the sentence earlier visitors' questions most like this one asked for, when the learned
    // ranking is sure enough to quote a page no topic chose (learnedSentence's guards), ranked with the search's hits.
    const searched = this.answerFromSearch(message);
    const learned = this.learnedSentence(followUp ? `${previous!.text} ${message}` : message, [], []);
    const found = [learned, searched].filter((answer): answer is Answer => Boolean(answer));
    if (found.length > 0) return { ...compose(found, "answer", ["search"]), offerLead };
    return { ...this.unknown(), offerLead };
  }

  /** The site's claims whose sentence states a figure the message quotes ("39%", "98%"), at most two. */
  private quotedClaims(message: string): { line: string; document: KnowledgeDocument }[] {
    // ("The 1.5 thing", "that 39 number": a bare figure named as a claim counts as quoted, with its percent sign.)
    // (So is one after "the" or "that" asked true or not: "is the 39 guaranteed?")
    const bare = [
      ...message.matchAll(/\b(\d+(?:\.\d+)?) (thing|number|figure|claim|stat|percent|rate)\b/g),
      // ("That 1.5 + 10 cent thing": a rate and its per-item fee.)
      ...message.matchAll(/\b(\d+(?:\.\d+)?) ?\+ ?(?:\$?0?\.\d+|\d+ ?(?:cents?|c)\b)/g),
      ...message.matchAll(
        /\b(?:the|that|this|your|ur) (\d+(?:\.\d+)?)(?![\d.%+]) (?:is |a |an |just |really )?(?:guarantee\w*|real|legit\w*|true|accurate|average|promise\w*|for real|actual\w*)\b/g,
      ),
    ].map((match) => `${match[1]}%`);
    const figures = [...(message.match(/\$?\d[\d,.]*(%|\+)/g) ?? []), ...bare];
    if (figures.length === 0) return [];
    const found: { line: string; document: KnowledgeDocument }[] = [];
    for (const document of this.index.withPrefix("claim:")) {
      const line = document.facts?.[0];
      if (line && figures.some((figure) => new RegExp(`(^|[^\\d.])${escapeRegExp(figure)}`).test(line)))
        found.push({ line, document });
    }
    return found.length <= 2 ? found : [];
  }

  private entityAnswer(match: EntityMatch, message = ""): Answer {
    const { document } = match;
    const lines = [
      this.say(chatReplies.entity, { title: document.title, fact: document.facts?.[0] ?? firstSentences(document.text, 2) }),
    ];
    // A solution's listed feature that the visitor asked about ("backup processing", "3-D Secure", "repeat buyers").
    const asked = askedFeature(document, `${message} ${match.name}`);
    if (asked) lines.push(this.say(chatReplies.entityFeature, { title: document.title, fact: asked.feature }));
    // ACH is both a solution and one of the published payment methods.
    if (document.id === "solution:ach-solutions") lines.unshift(this.say(chatReplies.paymentMethods.ach));
    return {
      lines,
      sources: [document.url],
      passages: [document],
    };
  }

  /**
   * The sentence (description or listed feature) of a product the conversation is about that carries most of the
   * question's weighed words: any one word will do, the product being known ("can i do recurring?" after ACH).
   */
  private productSentence(product: KnowledgeDocument, message: string): Answer | undefined {
    const asked = contentStems(message);
    let best: { sentence: string; score: number } | undefined;
    for (const { sentence } of this.pageSentences.get(product.url) ?? []) {
      let score = 0;
      for (const word of contentStems(sentence)) if (asked.has(word)) score += this.sentenceIdf.get(word) ?? 0;
      if (score > (best?.score ?? 0)) best = { sentence, score };
    }
    if (!best || best.score < PRODUCT_MIN_WEIGHT) return undefined;
    const line = best.sentence.startsWith(product.title)
      ? best.sentence
      : this.say(chatReplies.entity, { title: product.title, fact: best.sentence });
    return { lines: [line], sources: [product.url], passages: [product] };
  }

  /**
   * For each subject the reply answered (of INDUSTRY_SUBJECTS), the sentence of the business's page cued by it, when
   * the reply quotes none of that page's sentences on it: the one sharing most of the question's words, then the one
   * cued by the fewest other subjects.
   */
  private subjectSentences(business: EntityMatch, answered: Topic[], message: string, answers: Answer[]): Answer | undefined {
    const said = saidIn(answers);
    const asked = meaningfulStems(message);
    for (const word of meaningfulStems(`${business.name} ${business.document.title}`)) asked.delete(word);
    const answer: Answer = { lines: [], sources: [], passages: [] };
    for (const subject of answered.filter((topic) => INDUSTRY_SUBJECTS.includes(topic))) {
      // (The page's items and explainer, not its summary: the summary is the page's answer to any question about it.)
      const candidates = (this.industrySubjects.get(business.document.url) ?? []).filter(
        ({ topics, document }) => document.id.startsWith("section:") && topics.includes(subject),
      );
      const quoted = [said, ...answer.lines].join(" ");
      if (candidates.some(({ sentence }) => quoted.includes(sentence.replace(/\.$/, "")))) continue;
      let best: { entry: (typeof candidates)[number]; score: number } | undefined;
      for (const entry of candidates) {
        let score = -entry.topics.length / 10;
        for (const word of entry.stems) if (asked.has(word)) score += this.sentenceIdf.get(word) ?? 1;
        if (!best || score > best.score) best = { entry, score };
      }
      if (!best) continue;
      const { sentence, document } = best.entry;
      // (A short item whole: "Pricing for Small Tickets" says why in its first sentence and what we do in its second.)
      const item = document.facts?.[0];
      const text = item && item.includes(sentence) && item.length <= ITEM_MAX_LENGTH && !quoted.includes(item) ? item : sentence;
      answer.lines.push(underTitle(document, text));
      if (!answer.sources.includes(document.url)) answer.sources.push(document.url);
      answer.passages.push(document);
    }
    return answer.lines.length > 0 ? answer : undefined;
  }

  /**
   * The sentence of a named business's own page (its items and explainer, not the site-wide claims it repeats) that
   * carries most of the question's words once the words naming the business are set aside, each weighed by
   * `sentenceIdf`; a word of the item's title counts.
   */
  private namedPageSentence(business: EntityMatch, message: string, answers: Answer[]): Answer | undefined {
    const said = saidIn(answers);
    const asked = contentStems(message);
    const naming = `${business.name} ${business.document.title} ${(business.document.keywords ?? []).join(" ")}`;
    for (const word of contentStems(naming)) asked.delete(word);
    if (asked.size === 0) return undefined;
    const candidates = (this.industrySubjects.get(business.document.url) ?? []).filter(
      ({ sentence }) => !said.includes(sentence.replace(/\.$/, "")),
    );
    const best = this.heaviest(
      candidates,
      asked,
      ({ sentence, document }) => titledStems(document, sentence),
      undefined,
      NAMED_PAGE_MIN_WORDS,
    );
    if (!best) return undefined;
    const { sentence, document } = best;
    return {
      lines: [underTitle(document, sentence)],
      sources: [document.url],
      passages: [document],
    };
  }

  /** The high-risk page's item for the first concern the message names (reserves, chargebacks, a bank review). */
  private concernItem(message: string): Answer | undefined {
    const concern = highRiskConcerns(normalize(message))
      .map(({ id, fact }) => ({ item: this.index.get(id), fact }))
      .find(({ item }) => item?.facts?.[0]);
    const answer: Answer = { lines: [], sources: [], passages: [] };
    return concern && quoteConcern(answer, concern.item, concern.fact) ? answer : undefined;
  }

  /** The page item (title and sentence) that shares the most words with the question, when it shares enough. */
  private sectionDetail(message: string, answers: Answer[], page?: string, named = ""): Answer | undefined {
    const asked = meaningfulStems(message);
    // The industry's own name says which page, not which item of it.
    for (const word of meaningfulStems(named)) asked.delete(word);
    if (asked.size === 0) return undefined;
    let best: KnowledgeDocument | undefined;
    let bestScore = 0;
    // An industry's own page items only when that industry is the subject; the shared pages otherwise.
    const sections = this.index
      .withPrefix("section:")
      .filter((document) =>
        page ? document.url === page && !this.openings.has(document.id) : !SENTENCES_ONLY.test(document.id),
      );
    const said = (fact: string | undefined) =>
      Boolean(fact) && answers.some((answer) => answer.lines.some((line) => line.includes(fact!)));
    // (A page's short item close behind a long explainer is the answer: the explainer shares words by its length.)
    let item: { document: KnowledgeDocument; score: number } | undefined;
    for (const document of sections) {
      if (said(document.facts?.[0])) continue;
      const inTitle = [...meaningfulStems(document.title)].filter((word) => asked.has(word)).length;
      const inAll = [...meaningfulStems(document.text)].filter((word) => asked.has(word)).length;
      const score = inAll + inTitle;
      // Two words shared, or the item's title named in a short question ("your mission?", "a rolling reserve?").
      const enough = inAll >= 2 || (inTitle > 0 && asked.size <= 2);
      // (An industry page's opening loses a tie: its item or explainer is the more specific answer.)
      if (enough && (score > bestScore || (score === bestScore && best !== undefined && this.openings.has(best.id)))) {
        best = document;
        bestScore = score;
      }
      if (enough && inAll >= 2 && (document.facts?.[0]?.length ?? 0) <= ITEM_MAX_LENGTH && score > (item?.score ?? 0)) {
        item = { document, score };
      }
    }
    if (
      best &&
      item &&
      item.document !== best &&
      (best.facts?.[0]?.length ?? 0) > ITEM_MAX_LENGTH &&
      item.score >= bestScore - 1
    ) {
      best = item.document;
      bestScore = item.score;
    }
    if (!best || bestScore < 2) best = page ? this.weightedItem(message, answers, sections, named) : undefined;
    if (!best?.facts?.[0]) return undefined;
    // Of a section with bullets ("... benefits: HSA and FSA cards accepted for eligible charges"), the bullet that
    // shares most of the question's words, when one shares more than its opening does.
    const byShared = best.facts.map((candidate) => [...meaningfulStems(candidate)].filter((word) => asked.has(word)).length);
    const top = byShared.indexOf(Math.max(...byShared));
    const fact = best.facts[top > 0 && byShared[top]! > byShared[0]! ? top : 0]!;
    if (answers.some((answer) => answer.lines.some((line) => line.includes(fact)))) return undefined;
    return { lines: [`${best.title}: ${fact}`], sources: [best.url], passages: [best] };
  }

  /**
   * The item of an industry page carrying most of what the reply has not answered ("can customers start a tab": Pre-
   * Authorized Tabs), by the same weights and thresholds as passageDetail, a word of the item's title counting double.
   */
  private weightedItem(
    message: string,
    answers: Answer[],
    items: KnowledgeDocument[],
    named: string,
  ): KnowledgeDocument | undefined {
    const said = saidIn(answers);
    // (Only the industry's own name is discounted: its summary may name a word, "tabs", that the item details.)
    const asked = this.unanswered(message, named);
    // (An item, not the page's long introduction or its explainer.)
    const candidates = items.filter((item) => {
      const fact = item.facts?.[0];
      return Boolean(fact) && !said.includes(fact!) && fact!.length <= ITEM_MAX_LENGTH;
    });
    return this.heaviest(
      candidates,
      asked,
      (item) => new Set([...contentStems(item.title), ...contentStems(item.facts![0]!)]),
      (item) => contentStems(item.title),
    );
  }

  /** The content words of the question that the reply so far does not contain. */
  private unanswered(message: string, said: string): Set<string> {
    const asked = contentStems(message.replace(/\bsign(ing|ed)? ?up\b/g, " "));
    for (const word of contentStems(said)) asked.delete(word);
    return asked;
  }

  /**
   * Of the candidates, the one whose words carry most of the question's unanswered words (each weighed by
   * `sentenceIdf`, a word in `doubled` twice), when they weigh enough: one word alone 4.5, more words 4 and at least
   * 45% of what the question still asks; `minWords` at least.
   */
  private heaviest<T>(
    candidates: readonly T[],
    asked: Set<string>,
    stemsOf: (candidate: T) => Set<string>,
    doubled: (candidate: T) => ReadonlySet<string> = () => NO_WORDS,
    minWords = 1,
  ): T | undefined {
    let wanted = 0;
    for (const word of asked) wanted += this.sentenceIdf.get(word) ?? 0;
    let best: { candidate: T; score: number; words: number } | undefined;
    for (const candidate of candidates) {
      const double = doubled(candidate);
      let score = 0;
      let words = 0;
      for (const word of stemsOf(candidate)) {
        if (!asked.has(word)) continue;
        score += (this.sentenceIdf.get(word) ?? 0) * (double.has(word) ? 2 : 1);
        words++;
      }
      if (score > (best?.score ?? 0)) best = { candidate, score, words };
    }
    if (!best || best.words < minWords || (best.words < 2 && best.score < PASSAGE_MIN_ONE_WORD)) return undefined;
    return best.score >= PASSAGE_MIN_WEIGHT && best.score >= PASSAGE_MIN_COVER * wanted ? best.candidate : undefined;
  }

  /**
   * "Can you verify a bank account before I debit it?": the listed feature of a solution or POS type, quoted or not,
   * that carries two or more of the words the reply has not answered, named with its product.
   */
  private featureDetail(message: string, answers: Answer[], minWords = 2): Answer | undefined {
    const said = saidIn(answers);
    const asked = this.unanswered(message, said);
    const candidates = this.features.filter(({ feature }) => !said.includes(feature));
    const best = this.heaviest(candidates, asked, ({ stems }) => stems, undefined, minWords);
    if (!best) return undefined;
    const line = this.say(chatReplies.entityFeature, { title: best.document.title, fact: `${best.feature.replace(/\.$/, "")}.` });
    return { lines: [line], sources: [best.document.url], passages: [best.document] };
  }

  /** The fact the detail classifier reads in the question, when it is close to an example and clearly ahead. */
  private askedDetail(message: string, answers: Answer[], followUp = false): Answer | undefined {
    const guess = this.detailClassifier.classify(message);
    // (A follow-up leans on its question, so a fact read from its own few words must stand further ahead.)
    const margin = followUp ? DETAIL_FOLLOW_UP_MARGIN : DETAIL_MIN_MARGIN;
    if (!guess || guess.score < DETAIL_MIN_SCORE || guess.margin < margin) return undefined;
    // (A brand named as the old processor or the one compared with is not a question about our integrations:
    // "paypal is holding my money".)
    const lower = normalize(message);
    if (guess.label === "pos:partners" && (ACCOUNT_TROUBLE.test(lower) || COMPARED_WITH.test(lower))) return undefined;
    // (Some documents answer only a question that names their subject: the privacy policy's facts need a word of
    // privacy, an application's status a word of applying, and so on, DETAIL_NEEDS.)
    if (DETAIL_NEEDS.some(([label, words]) => label.test(guess.label) && !words.test(lower))) return undefined;
    const document = this.index.get(guess.label);
    const fact = document?.facts?.[0];
    if (!document || !fact) return undefined;
    const first = splitSentences(fact)[0] ?? fact;
    if (answers.some((answer) => answer.lines.some((line) => line.includes(first)))) return undefined;
    // The sentence (or listed feature) of the document nearest the question.
    // (Without its title: an FAQ's text opens with its question.)
    const sentences = sentencesOf([
      ...(document.facts ?? []),
      document.text.replace(new RegExp(`^${escapeRegExp(document.title)}:? `), ""),
    ]);
    // (Not a list's opening line alone: "We use the information described above to:".)
    const text =
      bestSentences(sentences.filter((sentence) => !/:\.?$/.test(sentence)).join(" "), message, 1)[0] ??
      (/:\.?$/.test(first) ? undefined : first);
    if (!text) return undefined;
    if (answers.some((answer) => answer.lines.some((line) => line.includes(text)))) return undefined;
    // A page item, list or product is named, unless its sentence names it ("Mobile POS: A card reader that ...").
    const named =
      /^(section|list|pos:type|pos:system|solution|partner:type):/.test(document.id) && !text.includes(document.title);
    const line = named ? `${document.title}: ${text}` : text;
    return { lines: [line], sources: [document.url], passages: [document] };
  }

  /**
   * The sentence of the documents the answers quote (and their pages' other documents) nearest the question: first
   * one sharing three meaningful words with it; failing that, the one carrying most of what the reply has not yet
   * answered, each word weighed by how rare it is in the site's sentences and how rarely questions use it.
   */
  private passageDetail(message: string, answers: Answer[]): Answer | undefined {
    const said = saidIn(answers);
    const candidates = [...new Set(answers.flatMap((answer) => answer.sources))]
      .flatMap((url) => this.pageSentences.get(url) ?? [])
      .filter(({ sentence }) => !said.includes(sentence.replace(/\.$/, "")));
    // (A list's items are named with its heading: "Our core values: Integrity First, ...".)
    // ("Why would an agency count as high risk?": a claim and the sentence after it, which gives the reason.)
    const found = (entry: { sentence: string; document: KnowledgeDocument }): Answer => {
      const sentence = ASKS_WHY.test(message) ? this.withNextSentence(entry) : entry.sentence;
      return {
        lines: [entry.document.id.startsWith("list:") ? `${entry.document.title}: ${sentence}` : sentence],
        sources: [entry.document.url],
        passages: [entry.document],
      };
    };
    let shared: { entry: (typeof candidates)[number]; score: number } | undefined;
    for (const entry of candidates) {
      if (entry.document.id.startsWith("list:")) continue;
      const score = answerScore(entry.sentence, message);
      if (score > (shared?.score ?? 0)) shared = { entry, score };
    }
    if (shared && shared.score >= PASSAGE_MIN_SCORE) return found(shared.entry);
    // Only the words of the question the reply has not already answered ("the tablet pos" is; "inventory" is not).
    const asked = this.unanswered(message, said);
    // A page item's title counts as its sentence's words ("Revenue Sharing: ... paid monthly").
    const best = this.heaviest(candidates, asked, (entry) => titledStems(entry.document, entry.sentence));
    return best ? found(best) : undefined;
  }

  /**
   * The sentence of the whole site (not only the pages the reply quotes) that carries most of the question's words
   * the reply has not answered, SITE_DETAIL_MIN_WORDS of them at least, by the weights of `heaviest`. A business's
   * page only when that business is named; the blog through postDetail.
   */
  private siteDetail(message: string, answers: Answer[], named: string[]): Answer | undefined {
    const said = saidIn(answers);
    const asked = this.unanswered(message, said);
    const candidates = this.siteSentences.filter(
      ({ sentence, document }) =>
        (!document.url.startsWith("/industries/") || named.includes(document.url)) && !said.includes(sentence.replace(/\.$/, "")),
    );
    const best = this.heaviest(candidates, asked, ({ stems }) => stems, undefined, SITE_DETAIL_MIN_WORDS);
    if (!best) return undefined;
    return { lines: [underTitle(best.document, best.sentence)], sources: [best.document.url], passages: [best.document] };
  }

  /**
   * For a question naming an amount, the sentence of a page the reply quotes that states a threshold in dollars
   * ("above $10,000"), sharing most words with the question; its item's title named.
   */
  private thresholdDetail(message: string, answers: Answer[]): Answer | undefined {
    if (!AMOUNT_ASKED.test(message)) return undefined;
    const said = saidIn(answers);
    const asked = contentStems(message);
    let best: { entry: { sentence: string; document: KnowledgeDocument }; shared: number } | undefined;
    for (const url of new Set(answers.flatMap((answer) => answer.sources))) {
      for (const entry of this.pageSentences.get(url) ?? []) {
        if (!AMOUNT_THRESHOLD.test(entry.sentence) || said.includes(entry.sentence.replace(/\.$/, ""))) continue;
        const shared = [...titledStems(entry.document, entry.sentence)].filter((word) => asked.has(word)).length;
        if (!best || shared > best.shared) best = { entry, shared };
      }
    }
    if (!best) return undefined;
    const { sentence, document } = best.entry;
    return { lines: [underTitle(document, sentence)], sources: [document.url], passages: [document] };
  }

  /** The sentence and the one after it in the same paragraph, when there is one. */
  private withNextSentence(entry: { sentence: string; document: KnowledgeDocument }): string {
    const list = this.pageSentences.get(entry.document.url) ?? [];
    const at = list.findIndex((other) => other.document === entry.document && other.sentence === entry.sentence);
    const next = at >= 0 ? list[at + 1] : undefined;
    const paragraph = entry.document.facts?.find((fact) => fact.includes(entry.sentence));
    return next && next.document === entry.document && paragraph?.includes(`${entry.sentence} ${next.sentence}`)
      ? `${entry.sentence} ${next.sentence}`
      : entry.sentence;
  }

  /**
   * The sentence of the site that the nearest of the learned questions asked for, when that question is this close
   * (LEARNED_MIN_SCORE) and its sentence this far ahead of the next (LEARNED_MIN_MARGIN), and the reply does not say it.
   */
  private learnedSentence(text: string, answers: Answer[], named: string[]): Answer | undefined {
    // (Whether the message is a learned question in other spelling is the single nearest question's to say.)
    const nearest = this.learnedClassifier.classify(text, {}, 1);
    // (A message that is one of the learned questions word for word, LEARNED_EXACT_SCORE, needs no margin: two
    // sentences saying nearly the same thing, "ship it ready to take payments" and "set it up before it reaches you",
    // are both asked for in near words.)
    const exact = nearest && nearest.score >= LEARNED_EXACT_SCORE ? nearest : undefined;
    // A question of a few words is read by its nearest learned questions alone (a mean over one or two words says
    // little about what they stand for); a longer one by the learned ranking, cosine and translation together.
    const fused = contentStems(text).size >= LEARNED_TRANSLATION_MIN_WORDS ? this.learnedRanking(text) : undefined;
    const top = fused?.[0];
    const ahead = top ? top.score - (fused![1]?.score ?? 0) : 0;
    let guess: { label: string; score: number } | undefined = exact;
    let elsewhere = exact !== undefined;
    if (!exact && fused) {
      // (A sentence far ahead of the next is sure at a lower score: LEARNED_FUSED_WIDE.)
      const least = ahead >= LEARNED_FUSED_WIDE.margin ? LEARNED_FUSED_WIDE.min : LEARNED_FUSED_MIN;
      if (!top || top.score < least || ahead < LEARNED_FUSED_MARGIN) return undefined;
      guess = top;
      // (Quoting another page than the reply's asks for one earlier question very close: the single nearest's score.)
      elsewhere = top.single >= LEARNED_FUSED_ELSEWHERE;
    } else if (!exact) {
      if (!nearest || nearest.score < LEARNED_MIN_SCORE || nearest.margin < LEARNED_MIN_MARGIN) return undefined;
      guess = nearest;
      elsewhere = nearest.score >= LEARNED_ELSEWHERE_MIN_SCORE;
    }
    if (!guess) return undefined;
    const entry = this.learned.get(guess.label);
    const quotedSoFar = saidIn(answers);
    if (!entry || quotedSoFar.includes(entry.sentence.replace(/\.$/, ""))) return undefined;
    // (A document only for a question holding a word of its subject, as for the detail classifier: DETAIL_NEEDS; a
    // partner page's for one about partnering or referring: "how long does high risk approval take" is not asking how
    // fast partner applications are approved. Nor the payment-methods sentence its topic's handler chooses itself.)
    const lower = normalize(text);
    const { id } = entry.document;
    if (HANDLER_CHOOSES.has(id)) return undefined;
    const url = entry.document.url;
    // (A partner program's page only for a question about partnering or referring, however close: "how long does
    // approval take" was asked of partner applications too. The company's own page is not a program's.)
    if (offProgram(url, lower)) return undefined;
    // (A message that is a learned question in other spelling, learnedIsSure, has its sentence vouched for: the
    // guards below against a loose match do not apply.)
    const sure = nearest && nearest.label === guess.label ? this.learnedIsSure(text, nearest, entry) : undefined;
    if (!sure) {
      if (DETAIL_NEEDS.some(([label, words]) => label.test(id) && !words.test(lower))) return undefined;
      // (A business's own page only when that business is named: "am i locked in" is not the gas station's terms.)
      if (url.startsWith("/industries/") && !named.includes(url)) return undefined;
      // (Another page than those the reply quotes only when the question is very close to one asked for it.)
      const quoted = answers.some((answer) => answer.sources.some((source) => source.split("#")[0] === url.split("#")[0]));
      if (!quoted && !named.includes(url) && !elsewhere) return undefined;
    }
    const { document } = entry;
    const { sentence, line } = this.learnedLine(entry);
    // (And the sentence itself shares a word that tells sentences apart with the question: a near question alone is
    // not enough. Nor does it restate what the reply says: most of its words already said.)
    const asked = contentStems(text);
    const own = [...contentStems(sentence)];
    // (Or, for a question read by the learned ranking, a word the question's stands for: "installments" for "spread
    // it over monthly payments".)
    const linked = fused !== undefined && this.translation.links(asked, own);
    if (!sure && !own.some((word) => asked.has(word)) && !linked) return undefined;
    const said = contentStems(quotedSoFar);
    if (!sure && own.filter((word) => said.has(word)).length >= LEARNED_SAID_SHARE * own.length) return undefined;
    return { lines: [line], sources: [document.url], passages: [document] };
  }

  /**
   * The sentences (LEARNED_BESIDE_COUNT at most) the learned ranking puts first for the text, from
   * LEARNED_FUSED_BESIDE, that the answers do not already say, for a text of LEARNED_BESIDE_MIN_WORDS content
   * words or more ("phone number?" says too little to point past its topic). Only the guards that say which page may
   * answer at all: a partner program's page for a question about partnering, a business's page when it is named, not
   * the payment-methods sentence a topic handler picks. The compose stage decides whether one joins the reply.
   */
  private learnedBeside(text: string, answers: Answer[], named: string[]): Answer[] {
    if (contentStems(text).size < LEARNED_BESIDE_MIN_WORDS) return [];
    const said = saidIn(answers);
    const lower = normalize(text);
    const ranking = this.learnedRanking(text);
    const nearest = ranking.slice(0, LEARNED_BESIDE_COUNT);
    // (The first far ahead of the next is offered at a lower score: LEARNED_FUSED_WIDE.)
    const wide = ranking.length > 1 && ranking[0]!.score - ranking[1]!.score >= LEARNED_FUSED_WIDE.margin;
    const beside: Answer[] = [];
    for (const [rank, { label, score }] of nearest.entries()) {
      const entry = this.learned.get(label);
      const least = rank === 0 && wide ? LEARNED_FUSED_WIDE.min : LEARNED_FUSED_BESIDE;
      if (score < least || !entry || said.includes(entry.sentence.replace(/\.$/, ""))) continue;
      const { document } = entry;
      if (HANDLER_CHOOSES.has(document.id) || offProgram(document.url, lower)) continue;
      if (document.url.startsWith("/industries/") && !named.includes(document.url)) continue;
      beside.push({ lines: [this.learnedLine(entry).line], sources: [document.url], passages: [document] });
    }
    return beside;
  }

  /**
   * The learned sentences, best first, by what the nearest learned questions say (cosine) and what the visitor's
   * words stand for in the sentence's own (WordTranslation): single = the nearest question's cosine +
   * LEARNED_TRANSLATION_WEIGHT x the translation score, which orders them; score = the same with the vote of the
   * LEARNED_NEIGHBOURS nearest questions for the cosine, which says how sure the ranking is. The cosine alone misses
   * a question asked in other words; with the translation it reaches it ("can clients spread the program over monthly
   * payments" and the installment schedules).
   */
  private learnedRanking(text: string): { label: string; score: number; single: number }[] {
    // (The quoting and the offering beside read the same text: ranked once.)
    if (this.lastRanking?.text === text) return this.lastRanking.ranked;
    const ranked = this.rankLearned(text);
    this.lastRanking = { text, ranked };
    return ranked;
  }

  private lastRanking: { text: string; ranked: { label: string; score: number; single: number }[] } | undefined;

  private rankLearned(text: string): { label: string; score: number; single: number }[] {
    const { nearest, vote: cosine } = this.learnedClassifier.nearestAndVote(text);
    const translated = this.translation.scores([...contentStems(text)]);
    const ranked: { label: string; score: number; single: number }[] = [];
    for (const [label, value] of translated) {
      const words = LEARNED_TRANSLATION_WEIGHT * value;
      ranked.push({ label, score: (cosine.get(label) ?? 0) + words, single: (nearest.get(label) ?? 0) + words });
    }
    return ranked.sort((a, b) => b.single - a.single);
  }

  /** A learned sentence as a reply line: named with its item or page when the sentence alone does not say whose. */
  private learnedLine(entry: { sentence: string; document: KnowledgeDocument }): { sentence: string; line: string } {
    const { document } = entry;
    // (A post's sentence counted by an announcement comes with the list: counted.)
    const sentence = BLOG_SECTION.test(document.id) ? counted(document, entry.sentence).join(" ") : entry.sentence;
    const titled = (LEARNED_NAMED.test(document.id) || sentence !== entry.sentence) && !sentence.startsWith(document.title);
    return { sentence, line: titled ? `${document.title}: ${sentence}` : sentence };
  }

  /**
   * Whether the message is one of the learned questions in other spelling: that close (LEARNED_SURE_SCORE), that far
   * ahead of the next sentence (LEARNED_SURE_MARGIN), and one of the questions shares nearly all its words with the
   * message and the message with it (LEARNED_SURE_OVERLAP: a short message is not "sure" of a longer question that
   * only starts like it).
   */
  private learnedIsSure(
    text: string,
    guess: { score: number; margin: number },
    entry: { asked: { question: string; stems: Set<string> }[] },
  ): string | undefined {
    if (guess.score < LEARNED_SURE_SCORE) return undefined;
    if (guess.margin < LEARNED_SURE_MARGIN && guess.score < LEARNED_EXACT_SCORE) return undefined;
    const words = contentStems(text);
    const overlap = (a: Set<string>, b: Set<string>) => [...a].filter((word) => b.has(word)).length / Math.max(1, a.size);
    return entry.asked.find(
      ({ stems }) => overlap(stems, words) >= LEARNED_SURE_OVERLAP && overlap(words, stems) >= LEARNED_SURE_OVERLAP,
    )?.question;
  }

  /**
   * The reading of the message (alone, or with the question before it) that is a learned question in other spelling,
   * when its sentence may be quoted for it (not a partner program's page for a question about something else, nor the
   * payment-methods sentence a topic handler picks).
   */
  private sureReading(texts: string[]): { text: string; example: string } | undefined {
    for (const text of texts) {
      const guess = this.learnedClassifier.classify(text, {}, 1);
      const entry = guess ? this.learned.get(guess.label) : undefined;
      if (!guess || !entry || HANDLER_CHOOSES.has(entry.document.id)) continue;
      const url = entry.document.url;
      if (offProgram(url, normalize(text))) continue;
      const example = this.learnedIsSure(text, guess, entry);
      if (example) return { text, example };
    }
    return undefined;
  }

  /** The blog sentence that carries most of what the reply has not answered, POST_MIN_WORDS words of it at least. */
  private postDetail(message: string, answers: Answer[]): Answer | undefined {
    const said = saidIn(answers);
    const asked = this.unanswered(message, said);
    const candidates = this.postSentences.filter(({ sentence }) => !said.includes(sentence.replace(/\.$/, "")));
    const best = this.heaviest(candidates, asked, ({ stems }) => stems, undefined, POST_MIN_WORDS);
    if (!best) return undefined;
    const text = counted(best.document, best.sentence).join(" ");
    return { lines: [`${best.document.title}: ${text}`], sources: [best.document.url], passages: [best.document] };
  }

  private refusal(): ChatReply {
    return { message: this.say(chatReplies.refusal), kind: "refusal", topics: [], sources: [], passages: [] };
  }

  /* ---------- topics (handlers in ./topics, copy in src/content/chat.ts) ---------- */

  private answerTopic(
    topic: Topic,
    message: string,
    qualifiers: Set<Qualifier>,
    entities: EntityMatch[] = [],
    earlier = "",
  ): Answer | undefined {
    const answer: Answer = { lines: [], sources: [], passages: [] };
    const text = normalize(message);
    const doc = (id: string) => this.index.get(id);
    const fact = (id: string) => {
      const document = doc(id);
      const sentence = document?.facts?.[0];
      if (!document || !sentence) return undefined;
      answer.passages.push(document);
      answer.sources.push(document.url);
      return sentence;
    };
    const context: TopicContext = {
      message,
      text,
      earlier: normalize(earlier),
      qualifiers,
      answer,
      index: this.index,
      site: this.site,
      doc,
      fact,
      facts: (ids) => ids.map(fact).filter((line): line is string => Boolean(line)),
      say: (template, slots) => this.say(template, slots),
      mentioned: (prefix) =>
        entities.find((match) => match.document.id.startsWith(prefix))?.document ?? this.mentionedTitle(text, prefix),
      mentionedAll: (prefix) => [
        ...new Set(entities.filter((match) => match.document.id.startsWith(prefix)).map((match) => match.document)),
      ],
    };
    topicHandlers[topic](context);
    return answer.lines.length > 0 ? answer : undefined;
  }

  /** A reply template of src/content/chat.ts with the support phone number and the given slots filled in. */
  private say(template: string, slots: Record<string, string> = {}): string {
    return fillReply(template, { phone: this.site.contact.phone.display, ...slots });
  }

  /** A document of the given kind whose title (or slug) the visitor named. */
  private mentionedTitle(text: string, prefix: string): KnowledgeDocument | undefined {
    const candidates = this.index.withPrefix(prefix);
    const named = (document: KnowledgeDocument) => {
      const names = [document.title, ...(document.keywords ?? [])]
        .map((name) =>
          normalize(name)
            .replace(/\(.*?\)/g, "")
            .trim(),
        )
        .filter((name) => name.length > 2 && !/risk$/.test(name));
      return names.some((name) => {
        const singular = name.replace(/s\b/g, "");
        return text.includes(name) || text.includes(singular);
      });
    };
    return candidates.find(named);
  }

  /* ---------- search, social, unknown ---------- */

  private answerFromSearch(message: string): Answer | undefined {
    // The privacy policy answers questions about privacy, not every question sharing a word with it ("links").
    const aboutPrivacy =
      CUES.privacy.strong.test(message) ||
      /\b(data|information|cookies?|privacy|protect\w*|secur\w*|safe\w*|stor(e|ed|age)|encrypt\w*)\b/.test(message);
    const hits = this.index
      .search(message, 12)
      .filter((hit) => hit.relevant && hit.score >= 4)
      .filter((hit) => aboutPrivacy || !hit.document.url.startsWith("/privacy-policy"))
      // Industry page items answer within their industry's reply, not as search hits for any question.
      .filter((hit) => !hit.document.id.startsWith("section:/industries/"));
    const best = hits[0];
    if (!best) return undefined;
    const answer: Answer = { lines: [], sources: [], passages: [] };
    for (const hit of hits.slice(0, 2)) {
      if (hit !== best && hit.score < best.score * 0.6) continue;
      const document = hit.document;
      if (answer.sources.includes(document.url)) continue;
      // (A blog paragraph by the sentence of it nearest the question, not by its opening.)
      const fact =
        BLOG_SECTION.test(document.id) || document.id.startsWith("post:")
          ? bestSentences((document.facts ?? []).join(" "), message, 1)[0]
          : document.facts?.[0];
      answer.lines.push(this.say(chatReplies.found, { title: document.title, fact: fact ?? firstSentences(document.text, 2) }));
      answer.passages.push(document);
      answer.sources.push(document.url);
    }
    return answer;
  }

  /** The byline of the blog post the previous reply quoted, when the visitor asks who wrote it. */
  private bylineOf(message: string, history: ChatHistoryEntry[]): Answer | undefined {
    if (!ASKS_AUTHOR.test(message)) return undefined;
    const url = /\]\((\/blog\/[^)#\s]+)\)/.exec(previousReply(history)?.content ?? "")?.[1];
    const post = url ? this.index.withPrefix("post:").find((document) => document.url === url) : undefined;
    const line = post?.facts?.find((fact) => fact.startsWith("Written by "));
    return post && line ? { lines: [`${post.title}: ${line}`], sources: [post.url], passages: [post] } : undefined;
  }

  private socialReply(
    social: Social | undefined,
    detection: Detection,
    history: ChatHistoryEntry[],
    asked = "",
  ): ChatReply | undefined {
    if (!social || social === "more") {
      if (social === "more") {
        const previous = this.previousUserDetection(history);
        // ("Tell me more" with nothing before it: what the assistant can tell more about.)
        if (!previous) return this.socialReply("greeting", detection, history);
        if (previous.topics.length === 0) return undefined;
        const answers = previous.topics
          .slice(0, 2)
          .map((topic) => this.answerTopic(topic, lastUserMessage(history) ?? "", previous.qualifiers))
          .filter((answer): answer is Answer => Boolean(answer));
        for (const answer of answers) {
          const related = answer.sources.flatMap((url) =>
            this.index.withPrefix("").filter((document) => document.url === url && !answer.passages.includes(document)),
          );
          for (const document of related.slice(0, 2)) {
            const line = document.facts?.[0];
            if (line && !answer.lines.includes(line)) {
              answer.lines.push(line);
              answer.passages.push(document);
            }
          }
        }
        return answers.length > 0 ? compose(answers, "answer", previous.topics.slice(0, 2)) : undefined;
      }
      return undefined;
    }
    // A greeting or thanks that also asks something ("hi, what are your rates?") gets the answer instead, and so does
    // a greeting with a subject's strong cue.
    // (Thanks, or a hello, that ask nothing stay what they are, whatever word they mention in passing: "you just saved
    // me a phone call", "hi! first time using one of these chat things".)
    const stronglyCued = Object.values(detection.scores).some((score) => score >= 2);
    if (
      detection.topics.length > 0 &&
      (social === "greeting" || social === "thanks") &&
      (asksSomething(normalize(asked)) || (social === "greeting" && stronglyCued))
    ) {
      return undefined;
    }
    const message = this.say(chatReplies.social[social], {
      brand: this.site.brand.name,
      support: this.site.claims.support.statement.replace(/\.$/, ""),
    });
    return {
      message,
      kind: "social",
      topics: [social],
      sources: social === "identity" ? ["/contact"] : [],
      passages: [],
    };
  }

  private unknown(line: string = this.say(chatReplies.unknown)): ChatReply {
    return {
      message: line,
      kind: "unknown",
      topics: [],
      sources: ["/application", "/contact"],
      passages: [],
    };
  }

  /* ---------- statements ---------- */

  /** The reply to a statement; analysed here, in the caller's thread, only when no outcome is passed in. */
  analyze(attachment: ChatAttachment, outcome: StatementOutcome = analyzeStatement(attachment)): ChatReply {
    const reply = statementReply(attachment.name, outcome, this.site, claimSource(this, "claim:startingRate"));
    return {
      message: reply.message,
      kind: "analysis",
      topics: ["statement"],
      sources: reply.sources,
      passages: [],
      offerLead: outcome.ok,
    };
  }

  /** The conversational move of a message, when the nearest example of all is a social one, close and clearly ahead. */
  socialMove(message: string, cues: Detection["scores"] = {}): SocialIntent | undefined {
    const guess = this.nearest(message, cues);
    return guess?.label.startsWith("social:") ? (guess.label.slice("social:".length) as SocialIntent) : undefined;
  }

  /** The nearest label of all (subjects, social moves, unpublished subjects), when close and clearly ahead. */
  nearest(message: string, cues: Detection["scores"] = {}): { label: MoveLabel; score: number } | undefined {
    const prior = Object.fromEntries(Object.keys(cues).map((topic) => [topic, WEAK_CUE_PRIOR]));
    const guess = this.socialClassifier.classify(message, prior);
    if (!guess || guess.margin < CLASSIFIER_MIN_MARGIN) return undefined;
    if (guess.score < (guess.label.startsWith("unpublished:") ? UNPUBLISHED_MIN_SCORE : SOCIAL_MIN_SCORE)) return undefined;
    return guess;
  }

  /** The classifier's intent for a message, when its closest example is close enough and clearly ahead. */
  classify(message: string, cues: Detection["scores"] = {}): Intent | undefined {
    // A topic with a weak cue of its own ("how long", "fees") starts ahead, one with a strong cue twice as far (a
    // follow-up read with its question: "do you have a contract" then "how long").
    const prior = Object.fromEntries(
      Object.entries(cues).map(([topic, score]) => [topic, WEAK_CUE_PRIOR * Math.min(score ?? 1, 2)]),
    );
    const guess = this.classifier.classify(message, prior);
    if (!guess || guess.score < CLASSIFIER_MIN_SCORE || guess.margin < CLASSIFIER_MIN_MARGIN) return undefined;
    // The referral program only for a question with a word of referring, earning or partnering in it: its examples'
    // "high-risk merchant", "get paid" and "how much" sit near many a merchant's question.
    if (guess.label === "referral" && !REFERRING.test(message)) return undefined;
    return guess.label;
  }

  /**
   * The topics of the visitor's most recent question that had one (skipping "thanks" and the like). Worked out once
   * per request: every part of a several-part message asks it of the same history.
   */
  private previousUserDetection(history: ChatHistoryEntry[]): (Detection & { text: string }) | undefined {
    if (!this.previousByHistory.has(history)) this.previousByHistory.set(history, this.findPreviousUserDetection(history));
    return this.previousByHistory.get(history);
  }

  private readonly previousByHistory = new WeakMap<ChatHistoryEntry[], (Detection & { text: string }) | undefined>();

  /**
   * The risk class of the visitor's business (risk.ts): the one `text` says, else the one the latest of the visitor's
   * earlier messages says (of the bounded conversation): a business named two questions ago is still theirs.
   */
  private visitorRisk(text: string, named: readonly EntityMatch[], history: ChatHistoryEntry[]): RiskClass | undefined {
    const own = riskClass(text, named);
    if (own) return own;
    let describes = describesOwnBusiness(text);
    for (let i = history.length - 1; i >= 0; i--) {
      const entry = history[i]!;
      if (entry.role !== "user") continue;
      const earlier = this.understand(entry.content);
      const risk = riskClass(earlier, this.entities.recognize(earlier));
      if (risk) return risk;
      describes ||= describesOwnBusiness(earlier);
    }
    // (A business the visitor names by its kind, that nothing says is high-risk, is asked about as a merchant
    // account: "we own a flower shop, how many days to get approved" is 24-72 hours.)
    return describes ? "lowRisk" : undefined;
  }

  /** The kind of business the visitor's latest earlier message naming one named (of the bounded conversation). */
  private businessNamedEarlier(history: ChatHistoryEntry[]): EntityMatch | undefined {
    for (let i = history.length - 1; i >= 0; i--) {
      const entry = history[i]!;
      if (entry.role !== "user") continue;
      const named = this.entities.recognize(this.understand(entry.content)).find((match) => match.definition.kind === "industry");
      if (named) return named;
    }
    return undefined;
  }

  private findPreviousUserDetection(history: ChatHistoryEntry[]): (Detection & { text: string }) | undefined {
    for (let i = history.length - 1; i >= 0; i--) {
      const entry = history[i]!;
      if (entry.role !== "user") continue;
      const text = this.understand(entry.content);
      const detection = detect(text);
      const named = this.entities.recognize(text);
      let topics = withEntities(detection.topics, named, []);
      // "Do you offer ACH?" then "more info please": the solution or industry it named.
      if (topics.length === 0) {
        const kinds = new Set(named.map((match) => match.definition.kind));
        if (kinds.has("solution")) topics = ["solutions"];
        else if (kinds.has("industry")) topics = ["industries"];
      }
      if (!Object.values(detection.scores).some((score) => score >= 2)) {
        const guess = this.classify(text, detection.scores);
        if (guess && guess !== "offTopic") topics = [guess];
      }
      if (topics.length > 0) return { ...detection, topics, text };
    }
    return undefined;
  }
}

/** The detail classifier names a fact only this close to one of its examples and this far ahead of the next fact. */
/** A part of a message with this many content words or fewer is not answered on its own (withParts). */
const SHORT_PART_WORDS = 2;
const DETAIL_MIN_SCORE = 0.45;
/** Words that make a question one about privacy, and about an application already made. */
const PRIVACY_WORDS =
  /\b(privacy|data|information|info|personal|cookies?|track\w*|delete|deletion|share|sharing|sell|collect\w*|stored?|keep|kept|gdpr|ccpa|rights?|breach\w*|hack\w*|leak\w*|protect\w*|secur\w*|newsletter|unsubscrib\w*|emails?|see|sees|seen)\b/;
const TIMING_WORDS =
  /\b(when|how (long|fast|soon|quick\w*)|time|times|days?|hours?|schedule|speed|next[- ]day|same[- ]day|weekends?|overnight|hit|arrive|land|get paid|payouts?|deposit\w*|fund\w*)\b/;
/** The money a deposit question is about. */
const FUNDS_WORDS =
  /\b(money|funds?|funded|funding|cash|deposit\w*|paid|pay ?outs?|payments?|sales?|settl\w*|batch\w*|bank\w*|account|transfers?|proceeds|\$)/;
const MONEY_WORDS =
  /\b(fees?|cost\w*|charg\w*|pric\w*|rates?|how much|pay (more|extra|anything|for)|surcharg\w*|percent\w*|expensive|cheap\w*|free|dollars?|bucks|\$|%)|\d/;
const NEWSLETTER_WORDS = /\b(newsletter|email\w*|e-mail\w*|subscrib\w*|inbox|mailing list|updates)\b/;
const TRACKING_WORDS =
  /\b(application|app|status|track (my|the|an?) (application|app)|tracking (number|code|page|link)|reference|applied|submitted)\b/;
const ISV_WORDS =
  /\b(isvs?|software|platforms?|saas|apps?|apis?|sdks?|integrat\w*|developers?|vendors?|partners?|(our|my) merchants|every merchant|merchants? (we|i) (onboard|bring|sign|board)|onboard\w*|white[- ]?label\w*|revenue|residuals?|dashboard|portfolio|embed\w*)\b/;
const DETAIL_MIN_MARGIN = 0.06;
const DETAIL_FOLLOW_UP_MARGIN = 0.15;

/**
 * A sentence of a quoted page is added when it shares this many meaningful words with the question (two added an
 * unrelated line to about one reply in five on a sample of the tuning questions; three, to one in fifty)...
 */
const PASSAGE_MIN_SCORE = 3;
/**
 * ...or, failing that, when the words it shares with what the reply has not answered weigh this much (one word: the
 * second figure), and at least this share of those words' weight. Chosen on tuning-4 and checked on tuning-5.
 */
const PASSAGE_MIN_WEIGHT = 4;
/** A product the conversation is about needs less: one word that is not among the most common ones. */
const PRODUCT_MIN_WEIGHT = 1.5;
const PASSAGE_MIN_ONE_WORD = 4.5;
const PASSAGE_MIN_COVER = 0.45;
/** A sentence from a page the reply does not quote carries this many of the question's unanswered words at least. */
const SITE_DETAIL_MIN_WORDS = 2;
/**
 * How many of a sentence's nearest learned questions its vote sums (./classifier.ts). The learned ranking orders the
 * sentences by their single nearest question (what this question is most like), and judges how sure it is by the vote
 * (LEARNED_FUSED_*: its score and its lead over the next sentence's vote): a sentence several earlier questions come
 * near is surer than one a single look-alike reaches, and a first sentence that the vote does not put ahead is not sure.
 * Quoting another page than the reply's (LEARNED_FUSED_ELSEWHERE) and the word-for-word readings (LEARNED_EXACT_SCORE,
 * learnedIsSure) still ask the single nearest question. Measured in docs/assistant.md, "The nearest questions vote":
 * the development measure 1,010 to 1,042 of 1,440. (Ranking by the vote too won more there, 1,059, but a subject asked
 * about often outvoted the ask: "how long does that take" after a CBD shop became the company's years in business;
 * summing for the subjects' paraphrases sent "phone #?" to the mobile reader.)
 */
const LEARNED_NEIGHBOURS = 4;
/** The content words a question needs to be read by the learned ranking rather than its nearest learned questions. */
const LEARNED_TRANSLATION_MIN_WORDS = 3;
/** The weight of the translation score beside the cosine in the learned ranking (learnedRanking). */
const LEARNED_TRANSLATION_WEIGHT = 0.3;
/** The learned ranking's vote a sentence needs to be quoted and its lead over the next sentence's vote; the single
 *  nearest question's score to be quoted from another page than those the reply quotes (ELSEWHERE); the vote to be
 *  offered beside the topics' lines (BESIDE). */
const LEARNED_FUSED_MIN = 1.0;
const LEARNED_FUSED_MARGIN = 0.1;
const LEARNED_FUSED_WIDE = { margin: 0.2, min: 0.8 };
const LEARNED_FUSED_ELSEWHERE = 1.2;
const LEARNED_FUSED_BESIDE = 1.1;
/**
 * A learned question must be this close to the message (cosine) and its sentence this far ahead of the next. Chosen by
 * learning from tuning-1..8 and reading tuning-9..12 and the probes (session 11): lower thresholds added more wrong
 * sentences than right ones.
 */
const LEARNED_MIN_SCORE = 0.5;
const LEARNED_MIN_MARGIN = 0.05;
/**
 * A question that names no subject's cue and nothing the site names, whose best kept line ranks below this (the compose
 * stage's score: learned closeness, shared rare words, the answering stage's order), opens by saying the site does not
 * confirm it and where a person does, before the nearest lines. Read on blind-17 to -19 learned from none of them: one
 * more right answer each at 0.6 and 0.8 (two on blind-17 at 1.0); without the cue and name conditions it added 3, 7 and
 * 7 but put the line before 41 right answers of the read sets ("need a human on the phone asap. digits?").
 */
const UNSURE_BELOW = 0.6;
/** A learned question this close (and this far ahead of the next sentence) is the message in other spelling. */
const LEARNED_SURE_SCORE = 0.8;
const LEARNED_SURE_MARGIN = 0.1;
const LEARNED_SURE_OVERLAP = 0.75;
/** A learned question this close is the message word for word (its spelling aside). */
const LEARNED_EXACT_SCORE = 0.98;
/** ...and this close for a sentence of a page the reply does not already quote. */
const LEARNED_ELSEWHERE_MIN_SCORE = 0.6;
/** Documents whose sentences a topic handler picks between itself (paymentMethods: where cards are taken, or not). */
const HANDLER_CHOOSES = new Set(["faq:payment-methods", "site:payment-methods"]);
/** A learned sentence with this share of its words already in the reply restates it. */
const LEARNED_SAID_SHARE = 0.75;
/** learnedBeside: how many of the learned ranking's first sentences are offered beside the topics' lines, for how long
 *  a text (how close: LEARNED_FUSED_BESIDE). */
const LEARNED_BESIDE_COUNT = 2;
const LEARNED_BESIDE_MIN_WORDS = 3;
/** A learned sentence of these documents is named with its title (a page item, a list, a product). */
const LEARNED_NAMED = /^(section|list|pos:type|pos:system|solution|partner:type):/;
/** An industry page's items are a paragraph at most; longer sections are its introduction and explainer. */
const ITEM_MAX_LENGTH = 400;
/** How many of the question's words, beyond those naming the business, a sentence of its page must carry. */
const NAMED_PAGE_MIN_WORDS = 2;
const NO_WORDS: ReadonlySet<string> = new Set();
/** A word among the most common of English weighs this much of its rarity in the site's sentences... */
const COMMON_ENGLISH_WEIGHT = 0.4;
/** ...and a word in more than this share of the example questions, less in proportion. */
const QUESTION_COMMON_SHARE = 0.01;

/** Words that say nothing about which sentence answers: question words, pronouns and the site's everyday words. */
const CONTENT_STOP = new Set(
  (
    "a an and are as at be been but by can could did do does doing for from get got had has have how i i'm if in into is " +
    "it its just me my of on or our ours please should so than that the their them then there these they this those to " +
    "us was we what when where which who why will with would you your yours about any also am tell want need know like " +
    "much many more some let ok okay hi hello hey thanks thank make made way use used one see say take give look come " +
    "think even only now really right thing things still back yall ya u ur im dont don't doesn't isn't not no yes guys " +
    "harborline payment payments business businesses merchant merchants account accounts card cards offer help work"
  ).split(" "),
);

/**
 * A word's stem for the passage weights, by Porter's algorithm: "share" and "sharing" meet, as "negotiable" and
 * "negotiated", "charges" and "charged", "approval" and "approved" do.
 */
function contentStem(word: string): string {
  return /^\d/.test(word) ? word : porterStem(word);
}

/** The stems of a text's words that can tell one sentence from another. */
/**
 * A post's sentence with the count around it: "Processing costs have three layers." (a short sentence announcing a
 * count) is followed by what it counts, and one of the counted sentences ("Assessments are small network fees.") is
 * quoted from the announcement on, the whole list.
 */
function counted(document: KnowledgeDocument, sentence: string): string[] {
  const sentences = document.facts ?? [];
  const at = sentences.indexOf(sentence);
  if (at < 0) return [sentence];
  for (let start = at; start >= Math.max(0, at - MAX_COUNT); start--) {
    const announcement = sentences[start]!;
    const count = ANNOUNCES_A_COUNT.exec(announcement);
    if (!count || announcement.split(" ").length > ANNOUNCEMENT_MAX_WORDS) continue;
    const size = COUNT_WORDS[count[1]!.toLowerCase()]!;
    if (at - start <= size) return sentences.slice(start, start + 1 + size);
  }
  return [sentence];
}

export function contentStems(text: string): Set<string> {
  // (A hyphenated word counts whole and by its parts: "lock-in" meets "lock", "small-ticket" meets "ticket".)
  const words = (text.toLowerCase().match(/[a-z0-9][a-z0-9-]*/g) ?? []).flatMap((word) => [word, ...hyphenParts(word)]);
  return new Set(
    words
      // (A number of three digits or more counts, as telling as a rare word: "held for 180 days".)
      .filter((word) => word.length > 2 && !CONTENT_STOP.has(word))
      .map((word) => VISITOR_WORDS[word] ?? word)
      .map((word) => contentStem(word)),
  );
}

/** The parts of a hyphenated word ("small-ticket": small, ticket); none for a plain word. */
function hyphenParts(word: string): string[] {
  return word.includes("-") ? word.split("-") : [];
}

/** Words visitors use for the site's own: "tiny tickets" are small tickets. */
const VISITOR_WORDS: Record<string, string> = {
  tiny: "small",
  little: "small",
  held: "hold",
  stick: "stay",
  sticks: "stays",
};

/** The classifier decides only when its closest example is this similar (cosine) and this far ahead of the next
 *  label; set on the tuning set (bench/chat-eval-tuning.json). */
const CLASSIFIER_MIN_SCORE = 0.3;
const CLASSIFIER_MIN_MARGIN = 0.06;
/** The labels of the classifier over every kind of message: subjects, social moves, unpublished subjects. */
/** The intents the classifier has examples for (the analysis method is only ever cued). */
type ClassifiedIntent = Exclude<Intent, "analysisMethod">;
type MoveLabel = ClassifiedIntent | `social:${SocialIntent}` | `unpublished:${"deposits" | "fee" | "detail"}`;
/** An off-topic question overrides the cues when it is this close to an off-topic example... */
const OFF_TOPIC_OVER_CUES = 0.5;
/** ...and no cued topic has an example even this close. */
const CUE_UNSUPPORTED = 0.2;
/** The classifier's subject goes before a strong cue's when this close to an example and this far ahead of it. */
const OVERRIDE_MIN_SCORE = 0.5;
const OVERRIDE_MARGIN = 0.2;
const OVERRIDE_CUED_MAX = 0.4;
/** Words of the company itself: its story, its people, where it is, whether it can be trusted. */
const ABOUT_WORDS =
  /\b(compan(y|ies)|harborline|legit\w*|scam\w*|founded|founders?|veterans?|military|based|located|locations?|offices?|headquarters|hq|history|story|owners?|owned|mission|values|trustworth\w*|trust (you|u|y'?all|harborline|this company|your company)|reputable|years|since|states|retention|clients stay)\b|\bwho (are|is) (you|u|y'?all|behind)\b/;
const REFERRING =
  /\b(refer\w*|partner\w*|commissions?|residuals?|earn\w*|bonus\w*|payouts?|agents?|isos?|send(ing)?|bring(ing)?|introduc\w*|tiers?(?![- ]?(1|one|2|two)\b)|bronze|silver|gold|platinum|affiliates?)\b/;
/**
 * Documents the detail classifier may name only when the question holds a word of their subject: "my effective rate
 * is 3.8%" is not asking for the privacy policy's effective date, "my bank closed my account" not for an application
 * closed, "what file types do you take" not for the ISV program's merchant types, "do you handle tips" not for the
 * newsletter's payment tips.
 */
const DETAIL_NEEDS: [RegExp, RegExp][] = [
  [/^privacy:/, PRIVACY_WORDS],
  [/^section:\/application-tracking:/, TRACKING_WORDS],
  [/^(section|list):\/isv:|^claim:isvIntegration$/, ISV_WORDS],
  [/^(referral:|(section|list):\/partner\/referral-program)/, REFERRING],
  [/^section:\/contact:get-payment-tips-by-email$/, NEWSLETTER_WORDS],
];
/** An unpublished subject read by meaning needs this similarity (it only adds the "not published" line). */
const UNPUBLISHED_MIN_SCORE = 0.35;
/** A refusal read by meaning needs this similarity. */
const REFUSE_MIN_SCORE = 0.55;
/** A word the site's sentences use this tellingly (sentenceIdf) names a business the site speaks of ("cbd" 4.9,
 *  "vape" 5.7); below it, the word is absent or everyday ("casino" 0, "debt" 2.6). */
const NAMED_BUSINESS_WORD = 3;
/** A social move needs this similarity (and the usual margin over the next label). */
const SOCIAL_MIN_SCORE = 0.45;
/**
 * A partner program's page (not the company's About page) for a question with no word of partnering or referring:
 * "how long does approval take" was asked of partner applications too.
 */
function offProgram(url: string, text: string): boolean {
  return url.startsWith("/partner/") && !url.startsWith("/partner/about") && !REFERRING.test(text);
}

/** A merchant naming the register they run: "my clover pos", "our terminals". */
const RUNS_A_POS =
  /\b(my|our) (\w+ )?(pos|terminals?|registers?|card readers?|readers?|clover|toast|square|lightspeed|revel|aloha|verifone|ingenico)\b/;
/** "Do you support / take / accept X?": whether we accept it. */
const ASKS_WHETHER_ACCEPTED = /\b(do|does|can|will|could)\b.{0,20}\b(support|accept|take|offer|handle|process|do)\b/;
/** A question pointing back at what the previous one was about: "is that all in a contract?". */
const POINTS_BACK = /\b(that|this|it|those|these|the program|the terms|all that)\b/;
/** What a weak topic cue adds to its topic's similarity. */
const WEAK_CUE_PRIOR = 0.15;

/** The words naming the subjects visitors ask about most: a misspelling two edits away from one still means it. */
const SUBJECT_WORDS = (
  "approval approve approved contract contracts commission commissions referral referrals refer residual residuals " +
  "terminal terminals reader readers security secure account accounts merchant pricing processing processor payment " +
  "payments statement statements chargeback chargebacks cancel cancellation underwriting integrate integration " +
  "compatible support privacy funding gateway crypto bitcoin interchange transaction transactions deposit deposits " +
  "application apply quote setup partner program veteran founded located phone number email rates fees"
).split(" ");

/** "I'm a dentist", "we run a yoga studio": the visitor says what their business is. */
const STATES_A_BUSINESS =
  /^(hi,? |hello,? |hey,? )?(i'?m|i am|we'?re|we are|i (own|run|have)|we (own|run|have)|my business is|our business is)\b/;

/**
 * A message that only names a kind of business: four words or fewer ("auto repair shop"), the visitor saying what
 * the business is ("we run a daycare", in at most `statedMaxWords` words), or asking whether we serve it ("do you take
 * online gambling?").
 */
function onlyNamesABusiness(message: string, statedMaxWords = Number.POSITIVE_INFINITY): boolean {
  const words = message.split(" ").length;
  return words <= 4 || (STATES_A_BUSINESS.test(message) && words <= statedMaxWords) || ASKS_IF_WE_SERVE.test(message);
}
/** A longer statement of the business carries a question the classifier may read ("im a bookkeeper w ... clients"). */
const STATED_BUSINESS_MAX_WORDS = 6;

/** The subjects whose answer a high-risk account changes (their handlers read the qualifier: topics/pricing.ts,
 *  topics/accounts.ts). */
const RISK_DEPENDENT: Topic[] = ["rates", "approval"];

/** "Do you take online gambling?", "can you work with plumbers?": whether we serve a kind of business. */
const ASKS_IF_WE_SERVE =
  /^(do|can|will|would) (you|u|y'?all) (take|accept|serve|work with|support|handle|process for|board|onboard)\b/;

/** Topics whose pages' items can add a detail to the answer. */
/** The subjects on which a business's own page is quoted after the general answer (subjectSentences). */
const INDUSTRY_SUBJECTS: Topic[] = ["contracts", "rates"];
const DETAIL_TOPICS: string[] = ["highRisk", "isv", "security", "solutions", "referral", "about"];

/** Words common to every subject here: sharing them says nothing about which page item is asked about. */
const GENERIC_STEMS = new Set(
  (
    "what when where which with your yours this that there their they them have does will would could should about from " +
    "into than then just like know want need long much many some more most also only even very really harborline " +
    "payment process processing business merchant account card high risk offer support work help platform software " +
    "customer your you are can get our use online sale store shop service company monthly fee rate pricing price cost"
  ).split(" "),
);

/** The stems of a text's meaningful words (four letters or more, not common to every subject). */
function meaningfulStems(text: string): Set<string> {
  const words: string[] = [];
  for (const word of text.toLowerCase().match(/[a-z0-9-]+/g) ?? []) {
    if (word.length > 3) words.push(word);
    // (A hyphenated word by its parts too, from three letters: "Background-Check-Aware Payments" names a background
    // check, "Age-Verified Checkout" an age.)
    words.push(...hyphenParts(word).filter((part) => part.length >= 3));
  }
  return new Set(
    words
      .filter((word) => !GENERIC_STEMS.has(word))
      // ("Verified" and "verify" meet, as "denied" and "deny" do.)
      .map((word) => stem(word.replace(/(?<=\w{3})ied$/, "y")))
      .filter((word) => word.length > 2 && !GENERIC_STEMS.has(word)),
  );
}

/**
 * The listed feature of a solution that shares the most meaningful words with the question (by the words that tell
 * one feature from another: "bank" and "account" do not outweigh "recurring"), with a stop at its end.
 */
function askedFeature(document: KnowledgeDocument, question: string): { feature: string; shared: number } | undefined {
  if (document.source !== "solutions") return undefined;
  let asked: { feature: string; shared: number } | undefined;
  for (const listed of document.facts?.slice(1) ?? []) {
    const feature = `${listed.replace(/\.$/, "")}.`;
    const shared = sharedMeaning(feature, question);
    if (shared > (asked?.shared ?? 0)) asked = { feature, shared };
  }
  return asked;
}

/** A page item's or list's sentence is quoted under its title ("Reserves Explained in Writing: If a reserve ..."). */
/** The pages a reply's closing "More: ..." line links. */
function moreLinksOf(message: string): string[] {
  return linksOf(message.split("\n").find((line) => line.startsWith(MORE_LINE)) ?? "");
}

function underTitle(document: KnowledgeDocument, sentence: string): string {
  return PAGE_ITEM.test(document.id) ? `${document.title}: ${sentence}` : sentence;
}

/** The words of a sentence, with those of its item's title when it is a page item or a list. */
function titledStems(document: KnowledgeDocument, sentence: string): Set<string> {
  return contentStems(`${PAGE_ITEM.test(document.id) ? document.title : ""} ${sentence}`);
}

const PAGE_ITEM = /^(section|list):/;

/** How many meaningful words two texts share. */
function sharedMeaning(text: string, question: string): number {
  const asked = meaningfulStems(question);
  return [...meaningfulStems(text)].filter((word) => asked.has(word)).length;
}

/** Questions about the site's reading: its blog, articles and guides. */
const READING = /\b(blog|blogs|articles?|blog posts?|guides?|resources|read(ing)? about)\b/;

/** "And that?", "what about it": words that lean on the previous question, never a social move. */
function followUpLeans(message: string): boolean {
  return /\b(it|that|this|those|them|what about|how about)\b/.test(message) && message.split(" ").length <= 4;
}

/** What follows the method's name in the "not on our published list" line (src/content/chat.ts). */
const UNLISTED_LINE = chatReplies.paymentMethods.unlisted.split("{method}")[1]!.split(",")[0]!;

/** The first words of the "More: ..." line that closes a reply (src/content/chat.ts `more`). */

/** A sentence that only introduces the visitor's business: "law firm here.", "gas station owner, 2 pumps...". */
const INTRODUCES_THE_ASKER =
  /^(?!.*\?)(?:(?:hi|hello|hey),? )?(?:(?:[\w'&-]+ ){1,4}(?:here|owner|owners)\b.*|(?:i'?m|i am|we'?re|we are|i (?:own|run|have)|we (?:own|run|have)) (?:a|an|the|my|our|two|\d+) [^.!]*)$/;

/** A question about what the previous one named: "what does it ask me for", "how do they work". */
const ASKS_ABOUT_IT = /^(what|how|does|do|is|are|can|will|which|where|when|why)\b.*\b(it|that|those|them|they)\b/;

/** A short sentence announcing a count of things ("Processing costs have three layers."), and the counts. */
const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4 };
const ANNOUNCES_A_COUNT = /\b(two|three|four)\s+[a-z-]+s\b[^,;]*\.$/i;
const ANNOUNCEMENT_MAX_WORDS = 10;
const MAX_COUNT = 4;

/** "What documents do you need?", "what do u need from me", "what should I get together". */
const ASKS_DOCUMENTS =
  /\b(documents?|docs|paperwork|what (do|does|will|would) (you|u|underwriting|underwriters|the bank|banks) (need|want|ask for|require|look at)|need from (me|us)|(get|have|gather|put) (\w+ ){0,2}(ready|together))\b/;
/** The blog section listing what a strong high-risk application includes. */
const PREPARE_APPLICATION = /\bprepare\b.*\bapplication\b/i;
/** A business page's sentence on the documents it is underwritten with. */
const BUSINESS_DOCUMENTS =
  /\b(certificates? of analysis|lab results|licen[sc]es?\b.*\b(verif|on file|review)|prescri\w+ (relationship|approval))/i;

/** A message naming a blog post or article outright. */
const NAMES_A_POST = /\b(blog|blog posts?|articles?)\b/;
/** "Who wrote it?", "who's the author?". */
const ASKS_AUTHOR =
  /\b(who (wrote|write|writes|authored|penned)|who'?s the (author|writer)|(the|its) (author|writer)|written by (who|whom))\b/;

/** A question asking for a reason. */
const ASKS_WHY = /^(\w+,? )?why\b|\bwhy (would|do|does|did|is|are|was|were|should|can'?t|won'?t|don'?t|doesn'?t)\b/;

/** A question this short with no subject of its own leans on the one before it. */
const SHORT_FOLLOW_UP_WORDS = 5;

const ASKS_FOR_A_SERVICE =
  /^(do|does|can|will) (you|your company|harborline)( guys)? (offer|provide|sell|have|do|handle|support)\b/;

/** A line already saying the site does not publish something (a topic's own caveat). */
const NOT_COVERED_LINE = /\b(don't|doesn't|isn't|can't)\b[^.]*\b(publish\w*|cover\w*|confirm\w*|list\w*)\b/i;

/** Topics the unpublished subjects replace ("how fast do I get my money" is not an approval question). */
const REPLACED_BY: Record<Unpublished, Topic[]> = {
  deposits: ["approval", "rates", "solutions", "savings", "paymentMethods"],
  // "Do you charge for chargebacks?" asks about a fee, not whether we take high-risk businesses.
  fee: ["rates", "savings", "highRisk"],
  currency: ["paymentMethods", "rates"],
  freeHardware: ["pos", "rates"],
  // "How big is the reserve on high-risk accounts?" asks about a term we do not publish, not whether we take them.
  detail: ["highRisk", "rates", "savings", "paymentMethods", "solutions", "pos", "industries", "about", "approval"],
  policy: ["privacy", "rates", "savings", "contracts"],
  // "Which branch did the founders serve in?": the company's own facts stay (veteran-founded, San Antonio).
  company: ["rates", "savings", "pos", "paymentMethods", "solutions", "industries", "highRisk"],
  offTopic: ["paymentMethods", "rates", "pos", "about", "contact", "industries", "solutions", "savings"],
  // "PayPal is sitting on my money, can you get it released?": whether we would take the business stays (highRisk).
  elsewhere: ["paymentMethods", "pos", "rates", "savings", "approval", "solutions"],
  // "Exactly how much would I save on $25,000?": the published average and the statement estimate stay.
  figure: ["paymentMethods", "pos"],
  // "Will you underwrite a debt collection agency?": what the site says of the industries it serves stays.
  business: ["rates", "savings", "approval", "paymentMethods", "pos", "solutions", "contracts"],
};

/** The detected topics adjusted by the entities named and the unpublished subjects asked about. */
function withEntities(topics: Topic[], entities: EntityMatch[], unpublished: Unpublished[], message = ""): Topic[] {
  // (A visitor whose processor froze or closed the account still asks whether we take it, whatever term is named:
  // "they froze my funds and now want a 25% reserve, can you take over?")
  // (Not what we would do: "the max chargeback ratio before you shut me down" asks about a term.)
  const text = normalize(message);
  const trouble =
    ACCOUNT_TROUBLE.test(text) &&
    !/\b(you|u|harborline|y'?all)( will| would| ever| might)? (shut|close|freeze|froze|drop|terminate|cut)\b/.test(text);
  // (Nor a visitor asking to be taken on, or saying what the business does: "my chargeback ratio is 2%, can you still
  // take me?", "we do nutraceuticals with free trial offers".)
  const asksToBeTaken =
    /\b(can|could|will|would) (you|u|y'?all) (still |even |ever )?(take|accept|approve|board|onboard|work with|handle|help) (me|us|my|our|a business|businesses)\b|\b(i|we) (sell|do|run|offer|own)\b|\bstill get approved\b/.test(
      text,
    );
  let result = topics.filter(
    (topic) =>
      ((trouble || asksToBeTaken) && topic === "highRisk") || !unpublished.some((kind) => REPLACED_BY[kind].includes(topic)),
  );
  const kinds = new Set(entities.map((match) => match.definition.kind));
  // "Do you offer ACH?" is answered by ACH Solutions, not by the list of every payment method.
  if (entities.some((match) => match.document.id === "solution:ach-solutions")) {
    result = result.filter((topic) => topic !== "paymentMethods");
  }
  if (result.length === 0 && unpublished.length === 0) {
    if (kinds.has("paymentMethod") || (walletNamed(message) && !kinds.has("partner"))) result.push("paymentMethods");
    else if (kinds.has("posType") || kinds.has("partner")) result.push("pos");
  } else if (kinds.has("partner") && !result.includes("pos") && !result.includes("highRisk") && unpublished.length === 0) {
    // "Klarna at checkout?", "Braintree gateway?": a published integration partner named beside another subject.
    result.push("pos");
  }
  return result;
}

/** The visitor asks to apply, for a quote, or to be called back. */
function wantsLead(message: string, topics: string[]): boolean {
  return (
    topics.includes("apply") ||
    /\b(quotes?|call me|call (me )?back|callback|contact me|reach me|get in touch with me|sign me up)\b/.test(message)
  );
}

/* ---------- helpers ---------- */

/** Navigation entries, page entries and the site's contact points: listed, never quoted as the answer to a detail. */
const NOT_QUOTED = /^(nav|page|site):/;
/**
 * Documents quoted only from a page the reply already answers with, never named by the detail classifier: industry
 * pages' items (within their industry's reply), posts (read as posts) and the referral program page's steps and notes
 * (within a referral answer: "We do the work" is no answer to "can you analyze my statement").
 */
/** A blog sentence is quoted only when it carries this many of the question's unanswered words. */
const POST_MIN_WORDS = 3;
/** The blog posts' paragraphs (knowledge.ts postSectionDocuments). */
const BLOG_SECTION = /^section:\/blog\//;
const SENTENCES_ONLY = /^(post|industry):|^section:\/(industries|blog)\/|^(section|list):\/partner\/referral-program:/;

/** What the answers so far say, one line after another. */
function saidIn(answers: readonly Answer[]): string {
  return answers.flatMap((answer) => answer.lines).join("\n");
}

/** The sentences of a document's parts (facts, features, text), each part closed with a stop first. */
function sentencesOf(parts: readonly string[]): string[] {
  return splitSentences(parts.map((part) => (/[.!?]$/.test(part) ? part : `${part}.`)).join(" "));
}

const ORDINAL_INDEX: Record<string, number> = {
  first: 0,
  "1st": 0,
  second: 1,
  "2nd": 1,
  third: 2,
  "3rd": 2,
  fourth: 3,
  "4th": 3,
  fifth: 4,
  "5th": 4,
  sixth: 5,
  "6th": 5,
  last: -1,
};
const ORDINAL_REFERENCE =
  /\b(the )?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|last) (one|option|choice|kind|type|tier)\b|^(the )?(first|second|third|fourth|fifth|sixth|last)( one)?\W*$/i;

/** The items a reply listed: "with A, B, C." / "Our solutions: A, B and C." / "- A: ..." lines. */
export function listedItems(reply: string): string[] {
  const bullets = reply
    .split("\n")
    .filter((line) => line.startsWith("- "))
    .map((line) => line.slice(2).split(":")[0]!.trim());
  if (bullets.length >= 2) return bullets;
  for (const line of reply.split("\n")) {
    const list =
      /(?::| with| include| offer) ((?:[A-Z0-9][\w&+'-]*(?: [\w&+'-]+){0,4}, )+[A-Z0-9][\w&+'-]*(?: [\w&+'-]+){0,4}(?:,? and [A-Z0-9][\w&+'-]*(?: [\w&+'-]+){0,4})?)\.?$/.exec(
        line,
      );
    if (!list) continue;
    const items = list[1]!
      .split(/, and |, | and /)
      .map((item) => item.trim())
      .filter(Boolean);
    if (items.length >= 3) return items;
  }
  return [];
}

/**
 * "The second one", "tell me about the last option": the item of the list the previous reply gave, named in the
 * message instead of its position.
 */
export function resolveOrdinal(message: string, history: readonly ChatHistoryEntry[]): string {
  const match = ORDINAL_REFERENCE.exec(message);
  if (!match) return resolveWhichOne(message, history);
  const previous = previousReply(history);
  const items = previous ? listedItems(previous.content) : [];
  const position = ORDINAL_INDEX[(match[2] ?? match[5] ?? "").toLowerCase()];
  if (items.length === 0 || position === undefined) return message;
  const item = position < 0 ? items.at(-1) : items[position];
  return item ? message.replace(match[0], item) : message;
}

/** The assistant's last reply in the conversation. */
function previousReply(history: readonly ChatHistoryEntry[]): ChatHistoryEntry | undefined {
  return [...history].reverse().find((entry) => entry.role === "assistant");
}

/** "Which one is for getting my first account live?": the listed item whose line shares most of the question's words. */
const WHICH_ONE =
  /^(ok(ay)?,? |so,? |and )?(which|what) (one|option|call|type|kind|plan|tier|session)( of (those|these|them))? (is|would be|do i need|should i (pick|choose|get|book)|works?|fits?)\b/i;

function resolveWhichOne(message: string, history: readonly ChatHistoryEntry[]): string {
  if (!WHICH_ONE.test(message)) return message;
  const previous = previousReply(history);
  const lines = (previous?.content ?? "").split("\n").filter((line) => line.startsWith("- "));
  if (lines.length < 2) return message;
  const asked = contentStems(message.replace(WHICH_ONE, " "));
  let best: { line: string; score: number } | undefined;
  for (const line of lines) {
    const score = [...contentStems(line)].filter((word) => asked.has(word)).length;
    if (score > (best?.score ?? 0)) best = { line, score };
  }
  const name = best?.line.slice(2).split(/[:(]/)[0]!.trim();
  return name ? `${message} (${name})` : message;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function firstSentences(text: string, n: number): string {
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [text];
  return sentences.slice(0, n).join("").trim();
}

function claimSource(engine: ChatEngine, id: string): string {
  return engine.index.get(id)?.url ?? "/";
}

function isAnalysis(entry: ChatHistoryEntry): boolean {
  return entry.role === "assistant" && entry.content.startsWith(ANALYSIS_PREFIX);
}

function lastUserMessage(history: ChatHistoryEntry[]): string | undefined {
  return [...history].reverse().find((entry) => entry.role === "user")?.content;
}

/** Topics that say who is asking (what the business is, that it is high-risk, a software vendor), not what. */
const QUALIFYING_TOPICS: ReadonlySet<Topic> = new Set(["highRisk", "isv", "industries"]);

/** The previous question's topics a follow-up carries: its own, less those that only say who was asking. */
function askedTopics(previous: Detection): Topic[] {
  return previous.topics.filter((topic) => topic !== "highRisk" && topic !== "isv");
}

/** Topics a message has when it only says what the business is ("what about a kratom shop?", "and if im high risk?"). */
const WHO_TOPICS: ReadonlySet<Topic> = new Set(["highRisk", "industries"]);

/** A follow-up that says who is asking and cues no other subject, after a question that asked something ("how long
 *  does approval take", then "what about a coaching business?"): it asks that question again, for them. */
function carriesPreviousAsk(current: Detection, previous: Detection): boolean {
  return (
    current.topics.every((topic) => WHO_TOPICS.has(topic)) && askedTopics(previous).some((topic) => !QUALIFYING_TOPICS.has(topic))
  );
}

/** "What about high-risk?" after "How long does approval take?": the earlier topic with the new qualifier. */
function mergeFollowUp(current: Detection, previous: Detection): Detection {
  const qualifiers = new Set<Qualifier>([...current.qualifiers]);
  // "How do I sign up for it?" after a referral question: joining the program, not applying for an account.
  const joinsProgram =
    current.topics.every((topic) => topic === "apply") &&
    previous.topics.some((topic) => topic === "referral" || topic === "isv");
  const onlyQualifies =
    current.topics.length === 0 || joinsProgram || current.topics.every((topic) => QUALIFYING_TOPICS.has(topic));
  if (!onlyQualifies) {
    // A new topic of its own: keep it, carrying over what the earlier question was about (high-risk, ISV, partner).
    for (const qualifier of previous.qualifiers) qualifiers.add(qualifier);
    return { ...current, qualifiers };
  }
  const previousTopics = askedTopics(previous);
  if (previousTopics.length === 0) return current;
  // "And do you support it?" after a question about healthcare software: still about software vendors.
  if (qualifiers.size === 0) for (const qualifier of previous.qualifiers) qualifiers.add(qualifier);
  return { ...current, topics: previousTopics, qualifiers };
}

/** Joins the answers into one reply; pages not already linked in the text are listed at the end. */
function compose(answers: Answer[], kind: ChatReply["kind"], topics: string[]): ChatReply {
  const lines = answers.flatMap((answer) => answer.lines);
  // A line another line already contains ("X" beside "Yes. X") is said once, where it first came.
  const unique: string[] = [];
  for (const line of lines) {
    if (unique.some((kept) => kept.includes(line))) continue;
    const shorter = unique.findIndex((kept) => line.includes(kept));
    if (shorter >= 0) unique[shorter] = line;
    else unique.push(line);
  }

  const sources = [...new Set(answers.flatMap((answer) => answer.sources))];
  const body = unique.join("\n");
  const unlinked = sources.filter((url) => url && !body.includes(`(${url})`));
  const more =
    unlinked.length > 0 ? `\n${fillReply(chatReplies.more, { links: unlinked.map((url) => link(url)).join(" · ") })}` : "";
  return {
    message: `${body}${more}`,
    kind,
    topics,
    sources,
    passages: [...new Set(answers.flatMap((answer) => answer.passages))],
  };
}
