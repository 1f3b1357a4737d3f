import { chatReplies } from "@/content/chat";
import { site as siteContent } from "@/content/site";
import type { ChatAttachment, ChatHistoryEntry } from "@/lib/chat-schema";
import { detect, isFollowUp, normalize, type Detection, type Qualifier, type Social, type Topic } from "./intents";
import { siteKnowledge, type KnowledgeDocument } from "./knowledge";
import { KnowledgeIndex } from "./search";
import { fillReply, link, topicHandlers, type Answer, type TopicContext } from "./topics";
import { analyzeStatement, estimateSavings, parseAdvertisedRate, type StatementFigures } from "./statement";

/**
 * The embedded answer engine: answers from the site's own content, states every fact exactly as the site does,
 * links the page each fact comes from, reads statements, and says so when it does not know. No network.
 */
export interface ChatReply {
  message: string;
  kind: "answer" | "analysis" | "social" | "unknown";
  /** What the reply was about (topics, or "search"), for logs and the evaluation. */
  topics: string[];
  /** The pages the reply links as its sources. */
  sources: string[];
  /** The documents quoted, for optional LLM phrasing. */
  passages: KnowledgeDocument[];
}

export interface ChatInput {
  message: string;
  history?: ChatHistoryEntry[];
  attachment?: ChatAttachment;
}

type Site = typeof siteContent;

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const count = new Intl.NumberFormat("en-US");

export function formatMoney(value: number): string {
  return money.format(value);
}

export class ChatEngine {
  readonly index: KnowledgeIndex;
  private readonly site: Site;

  constructor(documents: readonly KnowledgeDocument[] = siteKnowledge(), site: Site = siteContent) {
    this.index = new KnowledgeIndex(documents);
    this.site = site;
  }

  reply(input: ChatInput): ChatReply {
    if (input.attachment) return this.analyze(input.attachment);
    const history = input.history ?? [];
    const message = input.message.trim();
    let detection = detect(message);

    const social = this.socialReply(detection.social, detection, history);
    if (social) return social;

    // Follow-ups take their topic from the visitor's previous question ("what about high-risk?").
    const previous = previousUserDetection(history);
    if (previous && isFollowUp(message)) {
      detection = mergeFollowUp(detection, previous);
    }
    if (detection.topics.includes("analysisMethod") && !history.some((entry) => isAnalysis(entry))) {
      detection = { ...detection, topics: detection.topics.filter((topic) => topic !== "analysisMethod") };
    }

    const answers: Answer[] = [];
    const answered: Topic[] = [];
    for (const topic of detection.topics.slice(0, 2)) {
      const answer = this.answerTopic(topic, message, detection.qualifiers);
      if (answer) {
        answers.push(answer);
        answered.push(topic);
      }
    }
    if (answers.length > 0) return compose(answers, "answer", answered);

    const searched = this.answerFromSearch(message);
    if (searched) return compose([searched], "answer", ["search"]);
    return this.unknown();
  }

  /* ---------- topics (handlers in ./topics, copy in src/content/chat.ts) ---------- */

  private answerTopic(topic: Topic, message: string, qualifiers: Set<Qualifier>): Answer | undefined {
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
      qualifiers,
      answer,
      index: this.index,
      site: this.site,
      doc,
      fact,
      facts: (ids) => ids.map(fact).filter((line): line is string => Boolean(line)),
      say: (template, slots) => this.say(template, slots),
      mentioned: (prefix) => this.mentionedTitle(text, prefix),
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
    const hits = this.index.search(message, 5).filter((hit) => hit.relevant && hit.score >= 4);
    const best = hits[0];
    if (!best) return undefined;
    const answer: Answer = { lines: [], sources: [], passages: [] };
    for (const hit of hits.slice(0, 2)) {
      if (hit !== best && hit.score < best.score * 0.6) continue;
      const document = hit.document;
      if (answer.sources.includes(document.url)) continue;
      answer.lines.push(
        this.say(chatReplies.found, { title: document.title, fact: document.facts?.[0] ?? firstSentences(document.text, 2) }),
      );
      answer.passages.push(document);
      answer.sources.push(document.url);
    }
    return answer;
  }

  private socialReply(social: Social | undefined, detection: Detection, history: ChatHistoryEntry[]): ChatReply | undefined {
    if (!social || social === "more") {
      if (social === "more") {
        const previous = previousUserDetection(history);
        if (!previous || previous.topics.length === 0) return undefined;
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
    // A greeting or thanks that also asks something ("hi, what are your rates?") gets the answer instead.
    if ((social === "greeting" || social === "thanks") && detection.topics.length > 0) return undefined;
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

  private unknown(): ChatReply {
    return {
      message: this.say(chatReplies.unknown),
      kind: "unknown",
      topics: [],
      sources: ["/application", "/contact"],
      passages: [],
    };
  }

  /* ---------- statements ---------- */

  analyze(attachment: ChatAttachment): ChatReply {
    const result = analyzeStatement(attachment);
    const name = attachment.name;
    const phone = this.site.contact.phone.display;
    if (!result.ok) {
      const why =
        result.reason === "empty"
          ? `${name} looks empty, so there was nothing for me to read.`
          : result.reason === "unreadable"
            ? `I couldn't read ${name} as text.`
            : `I couldn't find transaction amounts or totals in ${name}.`;
      return {
        message: [
          why,
          'I can read a CSV export with columns such as "Amount", "Sale" or "Total" (and "Fee" or "Processing Fee"), or a text statement with lines like "Total Sales $12,345.67" and "Total Fees $456.78".',
          "If your processor only gives you a PDF, download the transactions as CSV from its online dashboard, or copy the summary page into a .txt file and attach that.",
          `You can also ${link("/application", "apply")} and our team will review your statement with you, or call ${phone}.`,
        ].join("\n"),
        kind: "analysis",
        topics: ["statement"],
        sources: ["/application"],
        passages: [],
      };
    }
    return this.analysisReply(name, result.figures);
  }

  private analysisReply(name: string, figures: StatementFigures): ChatReply {
    const { claims } = this.site;
    const advertised = parseAdvertisedRate(claims.startingRate.value);
    const reduction = Number.parseFloat(claims.feeReduction.value);
    const estimate = estimateSavings(figures, advertised, Number.isFinite(reduction) ? reduction : undefined);
    const lines = [`Statement analysis of ${name}:`];
    lines.push(
      `- Transactions: ${figures.transactionCount === undefined ? "not shown on the statement" : count.format(figures.transactionCount)}`,
    );
    lines.push(`- Total volume: ${formatMoney(figures.totalVolume)}`);
    lines.push(
      `- Total fees: ${figures.totalFees === undefined ? "not shown on the statement" : formatMoney(figures.totalFees)}`,
    );
    lines.push(
      `- Effective rate: ${estimate.effectiveRate === undefined ? "needs the fees" : `${estimate.effectiveRate.toFixed(2)}%`}`,
    );
    lines.push(
      `- Average ticket: ${estimate.averageTicket === undefined ? "needs the transaction count" : formatMoney(estimate.averageTicket)}`,
    );
    if (figures.refunds) lines.push(`- Refunds and reversals (not counted as sales): ${formatMoney(figures.refunds)}`);

    if (figures.totalFees === undefined) {
      lines.push(
        "I couldn't find the fees you paid, so I can't work out your effective rate or a saving. Attach a statement that includes a fee column or a \"Total Fees\" line and I'll finish the comparison.",
      );
    } else if (estimate.saving !== undefined && estimate.feesAtAdvertisedRate !== undefined) {
      if (estimate.saving > 0) {
        lines.push(
          `Estimated saving: about ${formatMoney(estimate.saving)} for this statement period (about ${formatMoney(estimate.saving * 12)} a year if it covers one month). At our advertised starting rate of ${claims.startingRate.value} per transaction, these sales would cost about ${formatMoney(estimate.feesAtAdvertisedRate)} in processing fees instead of ${formatMoney(figures.totalFees)}.`,
        );
      } else {
        lines.push(
          `Your effective rate is already at or below what our advertised starting rate of ${claims.startingRate.value} per transaction would cost on these sales (about ${formatMoney(estimate.feesAtAdvertisedRate)}), so I can't promise a saving from this statement.`,
        );
      }
      lines.push(`This is an estimate, not a quote. ${claims.startingRate.statement}`);
    } else if (estimate.savingAtAverageReduction !== undefined) {
      lines.push(
        `Estimated saving: about ${formatMoney(estimate.savingAtAverageReduction)} for this statement period, using our average fee reduction because the statement doesn't show a transaction count. ${claims.feeReduction.statement}`,
        "This is an estimate, not a quote.",
      );
    }
    lines.push(`For an exact quote, ${link("/application", "apply online")} and include this statement.`);
    return {
      message: lines.join("\n"),
      kind: "analysis",
      topics: ["statement"],
      sources: ["/application", claimSource(this, "claim:startingRate")],
      passages: [],
    };
  }
}

/* ---------- helpers ---------- */

function firstSentences(text: string, n: number): string {
  const sentences = text.match(/[^.!?]+[.!?]+/g) ?? [text];
  return sentences.slice(0, n).join("").trim();
}

function claimSource(engine: ChatEngine, id: string): string {
  return engine.index.get(id)?.url ?? "/";
}

function isAnalysis(entry: ChatHistoryEntry): boolean {
  return entry.role === "assistant" && entry.content.startsWith("Statement analysis of ");
}

function lastUserMessage(history: ChatHistoryEntry[]): string | undefined {
  return [...history].reverse().find((entry) => entry.role === "user")?.content;
}

/** The topics of the visitor's most recent question that had one (skipping "thanks" and the like). */
function previousUserDetection(history: ChatHistoryEntry[]): Detection | undefined {
  for (let i = history.length - 1; i >= 0 && i >= history.length - 8; i--) {
    const entry = history[i]!;
    if (entry.role !== "user") continue;
    const detection = detect(entry.content);
    if (detection.topics.length > 0) return detection;
  }
  return undefined;
}

/** "What about high-risk?" after "How long does approval take?": the earlier topic with the new qualifier. */
function mergeFollowUp(current: Detection, previous: Detection): Detection {
  const qualifiers = new Set<Qualifier>([...current.qualifiers]);
  const onlyQualifies =
    current.topics.length === 0 ||
    current.topics.every((topic) => topic === "highRisk" || topic === "isv" || topic === "industries");
  if (!onlyQualifies) {
    // A new topic of its own: keep it, carrying over what the earlier question was about (high-risk, ISV, partner).
    for (const qualifier of previous.qualifiers) qualifiers.add(qualifier);
    return { ...current, qualifiers };
  }
  const previousTopics = previous.topics.filter((topic) => topic !== "highRisk" && topic !== "isv");
  if (previousTopics.length === 0) return current;
  return { ...current, topics: previousTopics, qualifiers };
}

/** Joins the answers into one reply; pages not already linked in the text are listed at the end. */
function compose(answers: Answer[], kind: ChatReply["kind"], topics: string[]): ChatReply {
  const lines = answers.flatMap((answer) => answer.lines);
  const unique = [...new Set(lines)];
  const sources = [...new Set(answers.flatMap((answer) => answer.sources))];
  const body = unique.join("\n");
  const unlinked = sources.filter((url) => !body.includes(`(${url})`));
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
