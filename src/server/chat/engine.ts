import { site as siteContent } from "@/content/site";
import type { ChatAttachment, ChatHistoryEntry } from "@/lib/chat-schema";
import { detect, isFollowUp, normalize, type Detection, type Qualifier, type Social, type Topic } from "./intents";
import { pageLabel, siteKnowledge, type KnowledgeDocument } from "./knowledge";
import { KnowledgeIndex } from "./search";
import { analyzeStatement } from "./statement";
import { ANALYSIS_PREFIX, statementReply } from "./statement-reply";
import type { StatementOutcome } from "./statement-runner";

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

interface Answer {
  lines: string[];
  sources: string[];
  passages: KnowledgeDocument[];
}

type Site = typeof siteContent;

/** Known POS brands a visitor may name; whether we integrate with one is only stated when the POS content says so. */
const POS_BRANDS =
  /\b(clover|square|toast|lightspeed|revel|touchbistro|spoton|ncr|aloha|micros|verifone|ingenico|pax|dejavoo|poynt|shopify|woocommerce|odoo|erpnext|shopware|heartland|epos now|quickbooks)\b/g;
/** Payment methods visitors ask about that the site's list does not name. */
const UNLISTED_METHODS = /\b(paypal|venmo|cash app|zelle|paper checks?|cheques?|checks by mail|wire transfers?)\b/;

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

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

  /** `statement`: the attachment's analysis, done off the request thread by the service (statement-runner.ts). */
  reply(input: ChatInput, statement?: StatementOutcome): ChatReply {
    if (input.attachment) return this.analyze(input.attachment, statement);
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

  /* ---------- facts ---------- */

  private doc(id: string): KnowledgeDocument | undefined {
    return this.index.get(id);
  }

  /** The quotable sentence of a document and its page; nothing when the content is not loaded. */
  private fact(id: string, answer: Answer): string | undefined {
    const document = this.doc(id);
    const sentence = document?.facts?.[0];
    if (!document || !sentence) return undefined;
    answer.passages.push(document);
    answer.sources.push(document.url);
    return sentence;
  }

  private facts(ids: string[], answer: Answer): string[] {
    return ids.map((id) => this.fact(id, answer)).filter((line): line is string => Boolean(line));
  }

  private get phone(): string {
    return this.site.contact.phone.display;
  }

  /* ---------- topics ---------- */

  private answerTopic(topic: Topic, message: string, qualifiers: Set<Qualifier>): Answer | undefined {
    const answer: Answer = { lines: [], sources: [], passages: [] };
    const text = normalize(message);
    const highRisk = qualifiers.has("highRisk");
    switch (topic) {
      case "rates": {
        answer.lines.push(...this.facts(["claim:startingRate", "claim:feeReduction"], answer));
        if (highRisk) {
          answer.lines.push(
            `We don't publish a rate for high-risk accounts, so I won't quote one. Ask for a high-risk quote through ${link("/contact")} or call ${this.phone}.`,
          );
          answer.sources.push("/high-risk");
        } else {
          answer.lines.push(
            `Your exact rate depends on your business. ${link("/application", "Apply")} for a quote, or attach a recent processing statement here (.txt or .csv) and I'll estimate what you could save.`,
          );
        }
        break;
      }
      case "savings": {
        answer.lines.push(...this.facts(["claim:feeReduction", "claim:startingRate"], answer));
        answer.lines.push(
          `To see what that means for you, attach a recent processing statement here (.txt or .csv): I'll work out your effective rate and estimate the saving. Or ${link("/application", "apply")} for a quote.`,
        );
        break;
      }
      case "approval": {
        const ids = highRisk
          ? ["claim:highRiskApproval", "claim:approvalRate"]
          : /\b(approval rate|rate of approval|chances?|odds|percent|how many)\b/.test(text)
            ? ["claim:approvalRate", "claim:approvalTime"]
            : ["claim:approvalTime", "claim:merchantAccountApproval", "claim:highRiskApproval"];
        if (qualifiers.has("isv")) ids.push("claim:isvIntegration");
        if (qualifiers.has("partner")) {
          const partnerApproval = this.doc("referral:terms")?.facts?.find((line) => /approv/i.test(line));
          if (partnerApproval) {
            answer.lines.push(partnerApproval);
            answer.sources.push("/partner/referral-program");
            break;
          }
        }
        answer.lines.push(...this.facts(ids, answer));
        answer.lines.push(`You can start at ${link("/application")}.`);
        break;
      }
      case "highRisk": {
        const industry = this.mentionedIndustry(text);
        if (industry) {
          answer.lines.push(`${industry.title}: ${industry.facts?.[0] ?? industry.text}`);
          answer.passages.push(industry);
          answer.sources.push(industry.url);
        }
        const highRiskNav = this.fact("nav:/high-risk", answer);
        if (highRiskNav) answer.lines.push(`Yes, we offer high-risk merchant accounts. ${highRiskNav}`);
        answer.lines.push(...this.facts(["claim:highRiskApproval", "claim:approvalRate"], answer));
        const industries = this.fact("nav:/industries#high-risk", answer);
        if (industries && !industry) answer.lines.push(`High-risk industries we serve: ${industries}`);
        answer.lines.push(`Tell us about your business at ${link("/application")} or call ${this.phone}.`);
        break;
      }
      case "paymentMethods": {
        const sentence = this.fact("site:payment-methods", answer);
        if (!sentence) return undefined;
        answer.lines.push(sentence);
        const unlisted = UNLISTED_METHODS.exec(text)?.[0];
        if (unlisted) {
          answer.lines.push(
            `${capitalize(unlisted)} isn't on our published list, so I can't confirm it. Our team can tell you at ${this.phone}.`,
          );
        }
        break;
      }
      case "pos": {
        const named = [...new Set([...text.matchAll(POS_BRANDS)].map((match) => match[0]))];
        const systems = this.index.withPrefix("pos:system:");
        for (const name of named) {
          const system = systems.find((document) => document.title.toLowerCase().includes(name));
          if (system) {
            answer.lines.push(`Yes, ${system.title} is one of the POS systems we feature: ${system.facts?.[0] ?? system.text}`);
            answer.passages.push(system);
            answer.sources.push(system.url);
          } else {
            answer.lines.push(
              `I can't confirm ${capitalize(name)} from our published list, so please check with our team at ${this.phone} before you switch anything.`,
            );
          }
        }
        answer.lines.push(...this.facts(["claim:posIntegrations"], answer));
        const types = this.index.withPrefix("pos:type:");
        if (types.length > 0 && named.length === 0) {
          answer.lines.push(`We set merchants up with ${types.map((type) => type.title).join(", ")}.`);
          answer.passages.push(...types);
        }
        answer.sources.push("/pos-systems");
        break;
      }
      case "isv": {
        answer.lines.push(...this.facts(["claim:isvIntegration", "claim:isvMerchantRange", "claim:isvCompliance"], answer));
        answer.lines.push(`To talk through your platform, ${link("/partner/schedule-consult", "schedule a consultation")}.`);
        break;
      }
      case "contracts": {
        answer.lines.push(...this.facts(["claim:setupFees", "claim:contractTerms"], answer));
        if (/\b(cancel\w*|early termination|etf)\b/.test(text)) {
          answer.lines.push(
            `Our published terms don't cover cancellation fees, so I can't confirm them either way. Ask our team at ${this.phone} before you sign.`,
          );
        }
        break;
      }
      case "referral":
        return this.referralAnswer(text, qualifiers, answer);
      case "apply": {
        const apply = this.fact("nav:/application", answer);
        answer.lines.push(`You can apply online at ${link("/application")}.${apply ? ` ${apply}` : ""}`);
        answer.lines.push(...this.facts(["claim:approvalTime"], answer));
        answer.lines.push(`Questions first? Call ${this.phone} or use ${link("/contact")}.`);
        answer.sources.push("/application");
        break;
      }
      case "contact": {
        if (qualifiers.has("partner")) {
          const partner = this.doc("site:partner-contact");
          if (partner?.facts) {
            answer.lines.push(...partner.facts);
            answer.passages.push(partner);
            answer.sources.push(partner.url);
            break;
          }
        }
        answer.lines.push(...this.facts(["site:contact", "claim:support"], answer));
        answer.lines.push(`You can also send us a message through ${link("/contact")}.`);
        break;
      }
      case "security": {
        const ids = ["claim:pciCompliance"];
        if (/\b(hipaa|gdpr)\b/.test(text) || qualifiers.has("isv")) ids.push("claim:isvCompliance");
        if (/\b(reliab\w*|uptime|downtime)\b/.test(text)) ids.push("claim:uptime");
        answer.lines.push(...this.facts(ids, answer));
        break;
      }
      case "uptime":
        answer.lines.push(...this.facts(["claim:uptime", "claim:support"], answer));
        break;
      case "about": {
        const about = this.doc("site:about");
        if (about?.facts) {
          answer.lines.push(...about.facts);
          answer.passages.push(about);
          answer.sources.push(about.url);
        }
        answer.lines.push(...this.facts(["claim:yearsInBusiness", "claim:statesServed", "claim:clientRetention"], answer));
        answer.lines.push(`We're based in ${this.site.contact.address.locality}, ${this.site.contact.address.region}.`);
        break;
      }
      case "statement":
        answer.lines.push(
          "Attach a recent processing statement with the paperclip button (.txt or .csv, under 10MB) and I'll read your transaction count, total volume, total fees, effective rate and average ticket, and estimate what you'd save at our advertised pricing.",
          `For a review of your full statement, ${link("/application", "apply")} and our team will follow up.`,
        );
        answer.sources.push("/application");
        break;
      case "industries": {
        const industry = this.mentionedIndustry(text);
        if (industry) {
          answer.lines.push(`Yes. ${industry.title}: ${industry.facts?.[0] ?? industry.text}`);
          answer.passages.push(industry);
          answer.sources.push(industry.url);
        } else {
          const low = this.fact("nav:/industries#low-risk", answer);
          const high = this.fact("nav:/industries#high-risk", answer);
          if (low) answer.lines.push(`Low-risk industries: ${low}`);
          if (high) answer.lines.push(`High-risk industries: ${high}`);
          answer.lines.push(
            `See every industry we serve at ${link("/industries")}, or tell us about your business at ${link("/application")}.`,
          );
        }
        break;
      }
      case "solutions": {
        const solution = this.mentionedTitle(text, "solution:");
        if (solution) {
          answer.lines.push(`${solution.title}: ${solution.facts?.[0] ?? solution.text}`);
          answer.passages.push(solution);
          answer.sources.push(solution.url);
        } else {
          const about = this.doc("site:about");
          if (about?.facts?.[0]) {
            answer.lines.push(about.facts[0]);
            answer.passages.push(about);
          }
          const solutions = this.fact("nav:/solutions", answer);
          if (solutions) answer.lines.push(`Our solutions: ${solutions}`);
          answer.sources.push("/solutions");
        }
        break;
      }
      case "privacy": {
        const hit = this.index.search(message, 10).find((result) => result.document.source === "privacy");
        const document = hit?.document ?? this.doc("privacy:1");
        if (!document) return undefined;
        answer.lines.push(document.facts?.[0] ?? document.text);
        answer.passages.push(document);
        answer.sources.push(document.url);
        break;
      }
      case "analysisMethod": {
        const rate = this.site.claims.startingRate;
        answer.lines.push(
          "I add up the sales (refunds are listed separately), count the transactions and total the fees the statement shows. Effective rate = total fees ÷ total volume. Average ticket = total volume ÷ number of transactions.",
          `The estimate prices the same sales at our advertised starting rate of ${rate.value} per transaction and compares that with the fees you paid. ${rate.statement} It is an estimate, not a quote.`,
        );
        answer.sources.push(claimSource(this, "claim:startingRate"), "/application");
        break;
      }
      default:
        return undefined;
    }
    return answer.lines.length > 0 ? answer : undefined;
  }

  private referralAnswer(text: string, qualifiers: Set<Qualifier>, answer: Answer): Answer {
    const tiers = this.index.withPrefix("referral:tier:");
    const terms = this.doc("referral:terms");
    const url = "/partner/referral-program";
    answer.sources.push(url);
    if (tiers.length === 0) {
      answer.lines.push(
        `Our referral program pays a commission for each merchant you refer plus ongoing residuals. The current tiers and payout terms are on ${link(url)}; I can't quote the amounts from here, so please check that page or ${link("/partner/schedule-consult", "schedule a consultation")}.`,
      );
      return answer;
    }
    const tierNamed = tiers.find((tier) => text.includes(tier.title.split(" ")[0]!.toLowerCase()));
    if (tierNamed) {
      answer.lines.push(tierNamed.facts?.[0] ?? tierNamed.text);
      answer.passages.push(tierNamed);
    } else {
      answer.lines.push("Referral commissions by tier:");
      for (const tier of tiers) answer.lines.push(`- ${tier.facts?.[0] ?? tier.text}`);
      answer.passages.push(...tiers);
    }
    if (terms?.facts) {
      const wanted = terms.facts.filter((fact) => {
        if (/bonus/i.test(fact)) return qualifiers.has("highRisk") || /\bbonus\b/.test(text) || !tierNamed;
        if (/payout|cycle/i.test(fact))
          return /\b(paid|payout|pay|when|how often|cycle|deposit|check)\b/.test(text) || !tierNamed;
        if (/fee|minimum/i.test(fact)) return /\b(fee|cost|minimum|join|free)\b/.test(text) || !tierNamed;
        return /\bapprov/.test(text);
      });
      answer.lines.push(...wanted);
      answer.passages.push(terms);
    }
    answer.lines.push(`To join, ${link("/partner/schedule-consult", "schedule a consultation")}.`);
    return answer;
  }

  private mentionedIndustry(text: string): KnowledgeDocument | undefined {
    return this.mentionedTitle(text, "industry:");
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
      answer.lines.push(`${document.title}: ${document.facts?.[0] ?? firstSentences(document.text, 2)}`);
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
    const { phone } = this.site.contact;
    const lines: Record<Exclude<Social, "more">, string> = {
      greeting:
        "Hello! I can answer questions about rates and fees, approval times, high-risk accounts, payment methods, POS compatibility, contracts, our referral program, applying, or reaching a person. I can also read a .txt or .csv processing statement. What would you like to know?",
      thanks: `You're welcome. If anything else comes up, ask here, call ${phone.display}, or ${link("/application", "apply")} when you're ready.`,
      goodbye: `Thanks for stopping by. When you're ready, ${link("/application", "apply online")} or call ${phone.display}.`,
      identity: `I'm ${this.site.brand.name}'s automated assistant: I answer from the information on this website. To talk to a person, call ${phone.display} (${this.site.claims.support.statement.replace(/\.$/, "")}) or use ${link("/contact")}.`,
    };
    return {
      message: lines[social],
      kind: "social",
      topics: [social],
      sources: social === "identity" ? ["/contact"] : [],
      passages: [],
    };
  }

  private unknown(): ChatReply {
    const { phone } = this.site.contact;
    return {
      message: `I don't have a reliable answer to that in our published information, and I'd rather not guess. You can ${link("/application", "apply online")} and our team will follow up, send your question through ${link("/contact")}, or call ${phone.display} to talk to a person.`,
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
    return { message: reply.message, kind: "analysis", topics: ["statement"], sources: reply.sources, passages: [] };
  }
}

/* ---------- helpers ---------- */

export function link(url: string, text = pageLabel(url)): string {
  return `[${text}](${url})`;
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
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
  const more = unlinked.length > 0 ? `\nMore: ${unlinked.map((url) => link(url)).join(" · ")}` : "";
  return {
    message: `${body}${more}`,
    kind,
    topics,
    sources,
    passages: [...new Set(answers.flatMap((answer) => answer.passages))],
  };
}

let shared: ChatEngine | undefined;

/** The engine with the site's knowledge, built once on first use and kept for the life of the server. */
export function getChatEngine(): ChatEngine {
  shared ??= new ChatEngine();
  return shared;
}
