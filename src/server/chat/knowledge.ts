import { markdownText, type PostSummary } from "@/content/blog.schema";
import { readPostFiles } from "@/content/blog-files";
import { load as loadIndustry, loadAll as loadAllIndustries, loadOverview as loadIndustriesOverview } from "@/content/industries";
import { consultationTypes, partnerContent, partnerTerms, referralTiers } from "@/content/partner";
import { posPage, posSystems } from "@/content/pos";
import { highRiskPage } from "@/content/high-risk";
import { isvPage } from "@/content/isv";
import { solutions, solutionsPage } from "@/content/solutions";
import * as homeSections from "@/content/home";
import { applicationPage, contactPage, trackingPage } from "@/content/lead-pages";
import { applicationIndustryOptions, applicationInterestOptions, currentProcessorOptions } from "@/content/lead-forms";
import { industrySlug } from "@/lib/industry-slug";
import { mainNav, withOverview, type NavItem } from "@/content/navigation";
import { pages as pageRegistry } from "@/content/pages";
import { contentDocuments, type ContentDocument } from "@/content/search-documents";
import { privacyPolicy as privacyPolicyContent, type PrivacyPolicy } from "@/content/privacy-policy";
import { site as siteContent } from "@/content/site";
import { chatReplies, statementReplyCopy } from "@/content/chat";

/**
 * The assistant's knowledge: the site's own typed content turned into small documents, one adapter per content
 * source. Facts are the content's own sentences, never restated; every document names the page it comes from, so
 * every answer can link it.
 */
export interface KnowledgeDocument {
  /** Stable id, "<source>:<key>", e.g. "claim:startingRate". */
  id: string;
  source: KnowledgeSource;
  title: string;
  /** The page that states it (a path on this site, optionally with an anchor). */
  url: string;
  /** What the search index reads. */
  text: string;
  /** Sentences the assistant may quote word for word. */
  facts?: string[];
  /** Extra search terms (synonyms a visitor would type). */
  keywords?: string[];
}

export type KnowledgeSource =
  "site" | "pages" | "navigation" | "privacy" | "faq" | "referral" | "pos" | "industries" | "solutions" | "posts" | "chat";

type Site = typeof siteContent;
type ClaimKey = keyof Site["claims"];

/** Where each claim is shown to visitors, so an answer quoting it links that page. */
export const claimPages: Record<ClaimKey, string> = {
  feeReduction: "/resources#faq",
  yearsInBusiness: "/partner/about",
  statesServed: "/",
  posIntegrations: "/pos-systems",
  isvIntegration: "/isv",
  approvalTime: "/resources#faq",
  applicationReply: "/application",
  merchantAccountApproval: "/resources#faq",
  highRiskApproval: "/high-risk",
  approvalRate: "/resources#faq",
  clientRetention: "/partner/about",
  support: "/contact",
  uptime: "/high-risk",
  startingRate: "/resources#faq",
  setupFees: "/resources#faq",
  contractTerms: "/resources#faq",
  pciCompliance: "/resources#faq",
  isvMerchantRange: "/isv",
  isvCompliance: "/isv",
};

/** Search synonyms for each claim: the words visitors use rather than the words the site uses. */
const claimKeywords: Record<ClaimKey, string[]> = {
  feeReduction: ["save", "savings", "cheaper", "lower fees", "reduce costs"],
  yearsInBusiness: ["experience", "history", "founded", "veteran"],
  statesServed: ["nationwide", "state", "location", "coverage"],
  posIntegrations: ["point of sale", "terminal", "register", "compatible", "hardware"],
  isvIntegration: ["api", "sdk", "developer", "software", "integrate"],
  approvalTime: ["approved", "how long", "fast", "quick", "turnaround"],
  applicationReply: ["hear back", "reply", "quote", "after i apply", "respond"],
  merchantAccountApproval: ["approved", "merchant account", "how long", "underwriting"],
  highRiskApproval: ["high risk", "approved", "how long", "underwriting"],
  approvalRate: ["approved", "declined", "chance", "odds"],
  clientRetention: ["customers stay", "satisfaction", "loyalty"],
  support: ["help", "customer service", "phone", "hours", "talk"],
  uptime: ["reliable", "downtime", "outage", "availability"],
  startingRate: ["rates", "pricing", "cost", "percentage", "per transaction", "fees"],
  setupFees: ["setup", "set up", "start-up cost", "fees"],
  contractTerms: ["contract", "cancel", "commitment", "term"],
  pciCompliance: ["security", "secure", "card data", "compliance", "safe"],
  isvMerchantRange: ["platform", "software", "merchants", "scale"],
  isvCompliance: ["hipaa", "gdpr", "compliance", "software"],
};

/** One document per marketing claim of site.ts (SPEC 1). */
export function claimDocuments(site: Site = siteContent): KnowledgeDocument[] {
  return (Object.keys(site.claims) as ClaimKey[]).map((key) => {
    const claim = site.claims[key];
    return {
      id: `claim:${key}`,
      source: "site",
      title: claim.label,
      url: claimPages[key],
      text: `${claim.label}: ${claim.value}. ${claim.statement}`,
      facts: [claim.statement],
      keywords: claimKeywords[key],
    };
  });
}

/** "Major credit and debit cards" reads "major credit..." mid-sentence; names (ACH, Apple Pay) keep capitals. */
function midSentence(item: string): string {
  return /^(?:[A-Z]{2,}|Apple|Google)\b/.test(item) ? item : item.charAt(0).toLowerCase() + item.slice(1);
}

/**
 * Names joined as a sentence lists them: "A, B and C", or "A; B, with a comma; and C" when a name holds a comma of its
 * own ("US-based support, around the clock").
 */
export function listOf(names: readonly string[]): string {
  if (names.length < 2) return names[0] ?? "";
  const separator = names.some((name) => name.includes(",")) ? "; " : ", ";
  const last = names.length > 2 && separator === "; " ? "; and " : " and ";
  return `${names.slice(0, -1).join(separator)}${last}${names.at(-1)}`;
}

/** The sentence listing the accepted payment methods, built from the list in site.ts. */
export function paymentMethodsSentence(site: Site = siteContent): string {
  const items = site.acceptedPaymentMethods.map(midSentence);
  return `We accept ${items.slice(0, -1).join("; ")}; and ${items.at(-1)}.`;
}

/** Brand, contact points and accepted payment methods. */
export function siteDocuments(site: Site = siteContent): KnowledgeDocument[] {
  const { brand, contact } = site;
  return [
    {
      id: "site:about",
      source: "site",
      title: `About ${brand.name}`,
      url: "/partner/about",
      text: `${brand.description} ${brand.veteranLine}. Based in ${contact.address.locality}, ${contact.address.region}.`,
      facts: [brand.description, `${brand.veteranLine}.`],
      keywords: ["about", "company", "who", "veteran", "founded", "team", "mission"],
    },
    {
      id: "site:contact",
      source: "site",
      title: "Contact and support",
      url: "/contact",
      text: `Call ${contact.phone.display} or email ${contact.email}. ${contact.supportHours}. ${brand.name}, ${contact.address.locality}, ${contact.address.region}.`,
      facts: [`Call us at ${contact.phone.display} or email ${contact.email}.`, `${contact.supportHours}.`],
      keywords: ["phone", "call", "email", "contact", "reach", "person", "human", "representative", "hours"],
    },
    {
      id: "site:partner-contact",
      source: "site",
      title: "Partner contact",
      url: "/partner/schedule-consult",
      text: `Partner phone support: ${contact.partnerPhoneHours}. Partner email: ${contact.partnerEmail}. ${contact.partnerEmailResponse}`,
      facts: [
        `Our partnership team takes calls ${contact.partnerPhoneHours} at ${contact.phone.display}.`,
        `Email ${contact.partnerEmail}. ${contact.partnerEmailResponse}`,
      ],
      keywords: ["partner", "partnership", "consultation", "call", "email"],
    },
    {
      id: "site:payment-methods",
      source: "site",
      title: "Accepted payment methods",
      url: "/resources#faq",
      text: `${paymentMethodsSentence(site)} ${site.acceptedPaymentMethods.join(", ")}.`,
      facts: [paymentMethodsSentence(site)],
      keywords: ["payment methods", "cards", "credit", "debit", "wallet", "crypto", "bitcoin", "bnpl", "ach", "apple pay"],
    },
  ];
}

/** The SEO registry: each fixed route's title and description. */
export interface PageLike {
  path: string;
  title: string;
  description: string;
  keywords: string[];
  noIndex?: boolean;
}

export function pageDocuments(entries: Iterable<PageLike> = pageRegistry.values()): KnowledgeDocument[] {
  return [...entries]
    .filter((entry) => !entry.noIndex)
    .map((entry) => ({
      id: `page:${entry.path}`,
      source: "pages",
      title: entry.title,
      url: entry.path,
      text: entry.description,
      keywords: entry.keywords,
    }));
}

/** Header links with their descriptions (what each section of the site covers). */
export function navigationDocuments(items: readonly NavItem[] = mainNav): KnowledgeDocument[] {
  const documents: KnowledgeDocument[] = [];
  for (const item of items) {
    for (const link of item.children ? withOverview(item) : [item]) {
      if (!link.description) continue;
      const title = link.label === "Overview" ? item.label : link.label;
      documents.push({
        id: `nav:${link.href}`,
        source: "navigation",
        title,
        url: link.href,
        text: `${title}: ${link.description}`,
        facts: [link.description],
      });
    }
  }
  return documents;
}

/** The privacy policy, one document per numbered section. */
export function privacyDocuments(policy: PrivacyPolicy = privacyPolicyContent): KnowledgeDocument[] {
  const sections: KnowledgeDocument[] = policy.sections.map((section) => ({
    id: `privacy:${section.number}`,
    source: "privacy",
    title: `Privacy policy: ${section.title}`,
    url: `/privacy-policy#section-${section.number}`,
    text: [...section.paragraphs, ...(section.bullets ?? []), section.closing ?? ""].join(" "),
    // (Every paragraph and item is a sentence a reply may quote, its opening paragraph first: "the conversation itself
    // stays in your browser tab" is an item of the first section's list.)
    facts: [...section.paragraphs, ...(section.bullets ?? []), ...(section.closing ? [section.closing] : [])],
    keywords: ["privacy", "personal data", "information"],
  }));
  // The date at the top of the policy: what "when was it last updated?" asks for.
  const effective = `The privacy policy's effective date is ${policy.effectiveDate}.`;
  sections.push({
    id: "privacy:effective-date",
    source: "privacy",
    title: "Privacy policy: effective date",
    url: "/privacy-policy",
    text: effective,
    facts: [effective],
    // (The words visitors use for it are search keywords, never a sentence a reply could quote.)
    keywords: ["privacy", "updated", "last updated", "effective", "date", "changed", "last changed", "revised"],
  });
  return sections;
}

/**
 * What the chat itself says about reading a statement (src/content/chat.ts): the files and columns it reads, what to do
 * with a PDF, how it works out the figures and what its estimate is. Visitors ask these of the chat ("my export uses
 * semicolons, is that a problem?", "is the saving a quote?") and no page states them, so the documents have no page:
 * their `url` is empty and a reply never links it.
 */
export function chatDocuments(site: Site = siteContent): KnowledgeDocument[] {
  const rate = site.claims.startingRate;
  const estimate = chatReplies.analysisMethod.estimate.replace("{rate}", rate.value).replace("{statement}", rate.statement);
  // (Not the lines said only in answer to a file, "I couldn't find the fees you paid", nor the statement topic's own
  // opening line: what the chat reads, and how.)
  const document = (id: string, title: string, facts: string[], keywords: string[]): KnowledgeDocument => ({
    id: `chat:${id}`,
    source: "chat",
    title,
    url: "",
    text: facts.join(" "),
    facts,
    keywords,
  });
  return [
    document(
      "statement-files",
      "Reading your statement here",
      [...sentencesOfCopy(statementReplyCopy.expected), statementReplyCopy.pdfTip],
      ["statement", "csv", "txt", "file", "export", "columns"],
    ),
    document(
      "statement-figures",
      "How a statement is read here",
      [...sentencesOfCopy(chatReplies.analysisMethod.how), ...sentencesOfCopy(estimate)],
      ["statement", "estimate", "effective rate", "fees"],
    ),
  ];
}

/**
 * What the forms ask, in their own labels: the savings calculator's four inputs with their hints, and the application's
 * choices ("which processor do you use now?": "None - New Business"; the industries it lists). A visitor asks "what
 * numbers does the calculator want" or "we've never taken cards, can we still apply".
 */
export function formDocuments(
  calculator: Pick<
    typeof homeSections.calculatorCopy,
    "averageTicket" | "monthlyVolume" | "cardPercentage" | "keyedPercentage"
  > = homeSections.calculatorCopy,
  application = {
    processors: currentProcessorOptions,
    industries: applicationIndustryOptions,
    interests: applicationInterestOptions,
  },
): KnowledgeDocument[] {
  const inputs = [calculator.monthlyVolume, calculator.averageTicket, calculator.cardPercentage, calculator.keyedPercentage].map(
    (input) => `${input.label}: ${input.hint}`,
  );
  // (Without "Other": every list has it, and it tells nothing.)
  const labels = (options: readonly { value: string; label: string }[]) =>
    listOf(options.filter((option) => option.value !== "other").map((option) => option.label));
  const choices = [
    `The application asks which processor you use now: ${labels(application.processors)}.`,
    `The application's industries are ${labels(application.industries)}.`,
    `The application asks what you are interested in: ${labels(application.interests)}.`,
  ];
  return [
    {
      id: "form:calculator",
      source: "pages",
      title: "The savings calculator asks for",
      url: "/",
      text: inputs.join(" "),
      facts: inputs,
      keywords: ["calculator", "estimate", "inputs", "numbers"],
    },
    {
      id: "form:application",
      source: "pages",
      title: "Apply Now",
      url: "/application",
      text: choices.join(" "),
      facts: choices,
      keywords: ["application", "form", "apply", "options"],
    },
  ];
}

/* Adapters for content modules written in other issues. Each takes the module's data as a parameter (its shape
   is described structurally, so the module's own type fits) and is wired in `siteKnowledge` below. */

export interface FaqLike {
  id?: string;
  question: string;
  answer: string;
}

/** /resources FAQ entries (src/content/faq.ts `faq`). */
export function faqDocuments(items: readonly FaqLike[]): KnowledgeDocument[] {
  return items.map((item, index) => ({
    id: `faq:${item.id ?? index}`,
    source: "faq",
    title: item.question,
    url: "/resources#faq",
    text: `${item.question} ${item.answer}`,
    facts: [item.answer],
  }));
}

export interface ReferralTierLike {
  name: string;
  perReferralUsd: number;
  monthlyReferrals: { min: number; max: number | null };
  /** Residual as a percentage figure: 0.02 means 0.02%. */
  residualPercent: number;
}

export interface ReferralTermsLike {
  approval?: string;
  payoutCycleDays?: number;
  payoutMethods?: string;
  highRiskBonusUsd?: number;
  joiningFee?: string;
  minimumReferrals?: string;
}

const REFERRAL_URL = "/partner/referral-program";

/** The sentence for one referral tier, e.g. "Gold: $500 per referral at 16-30 referrals a month, plus a 0.05% residual." */
export function referralTierSentence(tier: ReferralTierLike): string {
  const { min, max } = tier.monthlyReferrals;
  const range = max === null ? `${min}+` : `${min}-${max}`;
  return `${tier.name}: $${tier.perReferralUsd.toLocaleString("en-US")} per referral at ${range} referrals a month, plus a ${tier.residualPercent}% residual.`;
}

/** Referral tiers and program terms (src/content/partner.ts `referralTiers`, `partnerTerms`). */
export function referralDocuments(tiers: readonly ReferralTierLike[], terms: ReferralTermsLike = {}): KnowledgeDocument[] {
  const documents: KnowledgeDocument[] = tiers.map((tier) => ({
    id: `referral:tier:${tier.name.toLowerCase()}`,
    source: "referral",
    title: `${tier.name} referral tier`,
    url: REFERRAL_URL,
    text: referralTierSentence(tier),
    facts: [referralTierSentence(tier)],
    keywords: ["referral", "commission", "tier", "residual", tier.name.toLowerCase()],
  }));
  const termFacts = [
    terms.highRiskBonusUsd !== undefined ? `High-risk referrals earn an extra $${terms.highRiskBonusUsd} bonus.` : "",
    terms.payoutCycleDays !== undefined && terms.payoutMethods
      ? `Payouts run on a ${terms.payoutCycleDays}-day cycle by ${terms.payoutMethods}.`
      : "",
    terms.joiningFee ?? "",
    terms.minimumReferrals ?? "",
    terms.approval ?? "",
  ].filter(Boolean);
  if (termFacts.length > 0) {
    documents.push({
      id: "referral:terms",
      source: "referral",
      title: "Referral program terms",
      url: REFERRAL_URL,
      text: termFacts.join(" "),
      facts: termFacts,
      keywords: ["referral", "payout", "bonus", "join", "minimum", "fees"],
    });
  }
  return documents;
}

export interface PosSystemLike {
  id?: string;
  name: string;
  description: string;
}

export interface PosTypeLike {
  title: string;
  description: string;
  features: readonly string[];
}

/** POS systems, POS types and integration partners (src/content/pos.ts). */
export function posDocuments(content: {
  systems?: readonly PosSystemLike[];
  types?: readonly PosTypeLike[];
  partners?: readonly { name: string }[];
}): KnowledgeDocument[] {
  const documents: KnowledgeDocument[] = [];
  for (const system of content.systems ?? []) {
    documents.push({
      id: `pos:system:${system.id ?? system.name.toLowerCase().replace(/\W+/g, "-")}`,
      source: "pos",
      title: system.name,
      url: "/pos-systems",
      text: `${system.name}: ${system.description}`,
      facts: [system.description],
      keywords: ["pos", "integration", system.name.toLowerCase()],
    });
  }
  for (const type of content.types ?? []) {
    documents.push({
      id: `pos:type:${type.title.toLowerCase().replace(/\W+/g, "-")}`,
      source: "pos",
      title: type.title,
      url: "/pos-systems",
      text: `${type.title}: ${type.description} ${type.features.join(", ")}.`,
      facts: [type.description, `Features: ${type.features.join(", ")}.`],
      keywords: ["pos", "hardware", "terminal"],
    });
  }
  if (content.partners?.length) {
    const names = content.partners.map((partner) => partner.name);
    documents.push({
      id: "pos:partners",
      source: "pos",
      title: "Integration partners",
      url: "/pos-systems",
      text: `Integration partners: ${names.join(", ")}.`,
      facts: [`Our integration partners include ${names.join(", ")}.`],
      keywords: ["integration", "partners", ...names.map((name) => name.toLowerCase())],
    });
  }
  return documents;
}

export interface IndustryLike {
  slug: string;
  title: string;
  description: string;
  risk?: "low" | "high";
}

/** Industry pages (src/content/industries). */
export function industryDocuments(industries: readonly IndustryLike[]): KnowledgeDocument[] {
  return industries.map((industry) => ({
    id: `industry:${industry.slug}`,
    source: "industries",
    title: industry.title,
    url: `/industries/${industry.slug}`,
    text: `${industry.title}: ${industry.description}`,
    facts: [industry.description],
    keywords: [
      industry.title.toLowerCase(),
      industry.slug.replace(/-/g, " "),
      ...(industry.risk ? [`${industry.risk} risk`] : []),
    ],
  }));
}

export interface SolutionLike {
  id?: string;
  title: string;
  description: string;
  features?: readonly string[];
}

/** The six solutions (src/content/solutions.ts `solutions`). */
export function solutionDocuments(solutions: readonly SolutionLike[]): KnowledgeDocument[] {
  return solutions.map((solution) => ({
    id: `solution:${solution.id ?? solution.title.toLowerCase().replace(/\W+/g, "-")}`,
    source: "solutions",
    title: solution.title,
    url: solution.id ? `/solutions#${solution.id}` : "/solutions",
    text: `${solution.title}: ${solution.description} ${(solution.features ?? []).join(", ")}`,
    // The description first (what a reply quotes), then each feature as listed on the page.
    facts: [solution.description, ...(solution.features ?? [])],
    keywords: [solution.title.toLowerCase()],
  }));
}

export interface PartnerTypeLike {
  title: string;
  description: string;
  benefits: readonly string[];
}

export interface PartnerProgramLike {
  types: readonly PartnerTypeLike[];
  /** The referral program's requirements and footnotes, as the page lists them. */
  requirements: readonly string[];
  residuals: readonly string[];
}

/** The ways to partner (/partner) and the referral program's requirements and residual terms. */
export function partnerDocuments(content: PartnerProgramLike): KnowledgeDocument[] {
  const documents: KnowledgeDocument[] = content.types.map((type) => ({
    id: `partner:type:${type.title.toLowerCase().replace(/\W+/g, "-")}`,
    source: "referral",
    title: type.title,
    url: /software/i.test(type.title) ? "/isv" : "/partner",
    text: `${type.title}: ${type.description} ${type.benefits.join(", ")}`,
    facts: [type.description, `Benefits: ${type.benefits.map((benefit) => benefit.replace(/\.$/, "")).join("; ")}.`],
    keywords: ["partner", "partnership", type.title.toLowerCase()],
  }));
  if (content.requirements.length > 0) {
    documents.push({
      id: "referral:requirements",
      source: "referral",
      title: "Referral program requirements",
      url: REFERRAL_URL,
      text: `Requirements: ${content.requirements.join(" ")}`,
      facts: [`Requirements: ${content.requirements.map((item) => item.replace(/\.$/, "")).join("; ")}.`],
      keywords: ["requirements", "tax", "w-9", "agreement", "bank account", "join", "eligible"],
    });
  }
  if (content.residuals.length > 0) {
    documents.push({
      id: "referral:residuals",
      source: "referral",
      title: "Referral residuals",
      url: REFERRAL_URL,
      text: content.residuals.join(" "),
      facts: [...content.residuals],
      keywords: ["residual", "residuals", "recurring", "how long", "monthly", "active"],
    });
  }
  return documents;
}

export interface ConsultationLike {
  id: string;
  title: string;
  minutes: number;
  description: string;
}

/** The consultation types of /partner/schedule-consult, with their lengths. */
export function consultationDocuments(types: readonly ConsultationLike[]): KnowledgeDocument[] {
  return types.map((type) => ({
    id: `consult:${type.id}`,
    source: "pages",
    title: type.title,
    url: "/partner/schedule-consult",
    text: `${type.title}: ${type.minutes} minutes. ${type.description}`,
    facts: [`${type.title} (${type.minutes} minutes): ${type.description}`],
    keywords: ["consultation", "call", "meeting", "schedule", "book"],
  }));
}

/**
 * The titled items of a page's content (feature cards, benefits, "what you get"): every object in it with a string
 * `title` and a string `text` or `description`, one document each, so a question about one detail of a page ("discreet
 * billing descriptors", "revenue sharing") can be answered with the page's own sentence. A `label` names an item
 * too ("How this estimate works"), and with `leads` a section's `intro` or `lead` is its text (the home page's
 * sections, the lead pages), so "what happens after I apply" finds the five steps.
 */
/** A page section's document id: its page and its heading ("section:/high-risk:reserves-explained-in-writing"). */
export function sectionId(url: string, heading: string): string {
  return `section:${url}:${heading.toLowerCase().replace(/\W+/g, "-")}`;
}

export function pageSectionDocuments(
  url: string,
  content: unknown,
  { leads = false }: { leads?: boolean } = {},
): KnowledgeDocument[] {
  const documents: KnowledgeDocument[] = [];
  const seen = new Set<string>();
  const hero = (content as { hero?: { title?: unknown } } | null)?.hero?.title;
  const pageName = typeof hero === "string" ? hero : undefined;
  const visit = (node: unknown) => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    const name =
      typeof record.title === "string"
        ? record.title
        : typeof record.heading === "string"
          ? record.heading
          : typeof record.label === "string"
            ? record.label
            : undefined;
    const paragraphs = Array.isArray(record.paragraphs) && record.paragraphs.every((item) => typeof item === "string");
    const body =
      typeof record.text === "string"
        ? record.text
        : typeof record.description === "string"
          ? record.description
          : paragraphs
            ? (record.paragraphs as string[]).join(" ")
            : leads && typeof record.intro === "string"
              ? record.intro
              : leads && typeof record.lead === "string"
                ? record.lead
                : undefined;
    // Bullet points under the section (a list of sentences: "You get a side-by-side comparison, free and with no
    // obligation to switch.") are part of what it says.
    const bullets = Object.entries(record)
      .filter(
        ([key, value]) =>
          key !== "paragraphs" &&
          Array.isArray(value) &&
          value.length > 0 &&
          // (Sentences, not search keywords: capitalised, three words or more.)
          value.every((item) => typeof item === "string" && /^[A-Z0-9$]/.test(item) && /\s\S+\s/.test(item)),
      )
      .flatMap(([, value]) => (value as string[]).map((item) => (/[.!?]$/.test(item) ? item : `${item}.`)));
    // A sentence a section states in a field of its own ("Lost your reference? Call or email our sales team and we will
    // look up your application for you.", "Our integration engineers build it with you.") is part of it too.
    const notes = Object.entries(record)
      .filter(([key, value]) => !BODY_KEYS.has(key) && !NOT_COPY.test(key) && typeof value === "string" && isNote(value))
      .map(([, value]) => value as string);
    const said = [body, ...(body ? [...bullets, ...notes] : [])].filter(Boolean).join(" ");
    if (name && body && !seen.has(name)) {
      seen.add(name);
      const more = [...bullets, ...notes];
      documents.push({
        id: sectionId(url, name),
        source: "pages",
        title: name,
        url,
        text: `${name}: ${said}`,
        facts: [body, ...more],
      });
    } else if (node === content && !name && notes.length > 0 && pageName) {
      // (A page's own notes, outside any titled section, are named with the page: "Track Your Application". A field's
      // hint or a thank-you message, under a name but with no body, is not a section's note.)
      const title = pageName;
      if (!seen.has(`${title}:notes`)) {
        seen.add(`${title}:notes`);
        documents.push({
          id: `${sectionId(url, title)}-notes`,
          source: "pages",
          title,
          url,
          text: `${title}: ${notes.join(" ")}`,
          facts: notes,
        });
      }
    }
    // A heading over titled items ("Our core values": Integrity First, Service Excellence, ...) is a list of them.
    const items = Array.isArray(record.items) ? (record.items as unknown[]) : undefined;
    const titles = items
      ?.map((item) => (item && typeof item === "object" ? (item as Record<string, unknown>).title : undefined))
      .filter((title): title is string => typeof title === "string");
    if (typeof record.heading === "string" && titles && titles.length >= 2 && titles.length === items!.length) {
      const heading = record.heading;
      const list = listOf(titles);
      // (An intro announcing the count, "Card networks and banks weigh four things when they classify an account.",
      // leads the list: it says what the items are.)
      const announced = typeof record.intro === "string" ? sentencesOfCopy(record.intro)[0] : undefined;
      const count = announced ? COUNTED.exec(announced)?.[1]?.toLowerCase() : undefined;
      const lead = count && NUMBER_WORDS.indexOf(count) === titles.length ? `${announced!.replace(/\.$/, "")}: ` : "";
      documents.push({
        id: `list:${url}:${heading.toLowerCase().replace(/\W+/g, "-")}`,
        source: "pages",
        title: heading,
        url,
        text: `${heading}: ${list}.`,
        facts: [`${lead}${list}.`],
      });
    }
    for (const value of Object.values(record)) if (value && typeof value === "object") visit(value);
  };
  visit(content);
  return documents;
}

/** The sentences of a piece of copy, a question ending one too ("Declined by a bank ...? We place ..."). */
export function sentencesOfCopy(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/);
}

/** A sentence announcing how many things follow ("weigh four things"), and the number words by value. */
const COUNTED = /\b(two|three|four|five|six|seven)\s+(things|factors|ways|steps|reasons|parts|layers|questions|signals)\b/i;
const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven"];

/** The fields that name or state a section (or link, label or placeholder it), not notes of their own. */
const BODY_KEYS = new Set(["title", "heading", "label", "text", "description", "intro", "lead", "eyebrow", "href"]);

/** Fields that describe an image or guide a form, not copy a visitor reads as a statement. */
const NOT_COPY = /(alt|image|icon|hint|placeholder|error|message)$/i;

/** A sentence of copy in a field of its own: capitalised, six words or more, ending as a sentence, with no slot. */
function isNote(value: string): boolean {
  return /^[A-Z]/.test(value) && /[.!?]$/.test(value) && value.split(/\s+/).length >= 6 && !/[{}]/.test(value);
}

export interface PostLike {
  title: string;
  excerpt: string;
  href: string;
  category?: string;
  date?: string;
  author?: string;
  authorRole?: string;
}

/** The blog posts' titles by link, for naming them in a reply's "More:" line (pageLabel). */
const postTitles = new Map<string, string>();

/** Blog posts (their listing data: title, excerpt, link, and who wrote them). */
export function postDocuments(posts: readonly PostLike[]): KnowledgeDocument[] {
  return posts.map((post) => {
    postTitles.set(post.href, post.title);
    const byline = post.author ? `Written by ${post.author}${post.authorRole ? `, ${post.authorRole}` : ""}.` : "";
    return {
      id: `post:${post.href}`,
      source: "posts",
      title: post.title,
      url: post.href,
      text: `${post.title}. ${post.excerpt} ${post.category ?? ""} ${byline}`.trim(),
      facts: byline ? [post.excerpt, byline] : [post.excerpt],
      keywords: ["blog", "article"],
    };
  });
}

/**
 * What the blog posts say, paragraph by paragraph under their headings (session 9): the posts explain things no page
 * item does (the MATCH list, why payment facilitators freeze accounts, the three layers of a processing cost), and
 * the assistant may quote them like any page's section. A post's embedded claims ({site.claims...}) are the claims'
 * own documents already, so the readable text leaves them out.
 */
export function postSectionDocuments(posts: readonly Pick<PostSummary, "title" | "url" | "body">[]): KnowledgeDocument[] {
  return posts.flatMap((post) => {
    const documents: KnowledgeDocument[] = [];
    let heading = post.title;
    for (const block of post.body.split(/\n\s*\n/)) {
      const title = /^#{2,3}\s+(.+?)\s*#*$/.exec(block.trim());
      if (title) {
        heading = markdownText(title[1]!);
        continue;
      }
      // (A sentence that embeds a value, <Claim id="uptime" /> or <Fact name="phone" />, would read with a gap once the
      // markup is gone: left out.)
      const whole = markdownText(block.replace(/\{[^{}]*\}|<[A-Z]\w*\b[^<>]*\/>/g, " EMBEDDED "));
      // (A paragraph that leads into a list, "... Every account we open accepts:", keeps the sentences before its
      // lead-in: "ACH bank transfers usually cost less than card payments for large, predictable invoices".)
      const text = /:$/.test(whole) ? whole.replace(/(^|(?<=[.!?])\s+)[^.!?]*:$/, "").trim() : whole;
      // (Not an import line or a component: a paragraph or list says six words or more.)
      if (text.split(/\s+/).length < 6 || !/[.!?]$/.test(text)) continue;
      // Quoted a sentence at a time (a paragraph is too long for a reply), never one of the questions a post asks.
      const sentences = text
        .split(/(?<=[.!?])\s+(?=[A-Z"“])/)
        .filter((sentence) => !/\?["”]?$/.test(sentence) && !sentence.includes("EMBEDDED"));
      if (sentences.length === 0) continue;
      documents.push({
        id: `section:${post.url}:${documents.length + 1}`,
        source: "posts",
        title: heading,
        url: post.url,
        text: `${heading}: ${sentences.join(" ")}`,
        facts: sentences,
      });
    }
    return documents;
  });
}

/**
 * Every document the assistant knows: its own adapters for the claims, contact points, navigation, privacy policy,
 * referral program, POS and solutions, and the site's content documents (src/content/search-documents.ts, the same
 * ones the site search indexes) for the pages, the FAQ, the industry pages and the blog posts.
 */
export function siteKnowledge({ posts = readPostFiles() }: { posts?: readonly PostSummary[] } = {}): KnowledgeDocument[] {
  const overview = loadIndustriesOverview();
  const highRiskSlugs = new Set(overview.highRisk.cards.map((card) => industrySlug(card.title)));
  const content = contentDocuments({ posts });
  const ofKind = (kind: ContentDocument["kind"]) => content.filter((document) => document.kind === kind);
  const key = (document: ContentDocument) => document.id.slice(document.id.indexOf(":") + 1);
  return [
    ...claimDocuments(),
    ...siteDocuments(),
    ...navigationDocuments(),
    ...pageDocuments(ofKind("page").map((page) => ({ ...page, path: page.url }))),
    ...privacyDocuments(),
    ...faqDocuments(ofKind("faq").map((item) => ({ id: key(item), question: item.title, answer: item.description }))),
    ...referralDocuments(referralTiers, partnerTerms),
    ...partnerDocuments({
      types: partnerContent.overview.types.items,
      requirements: partnerContent.referral.details.requirements.items,
      residuals: partnerContent.referral.tiers.footnotes.filter((line) => /residual/i.test(line)),
    }),
    ...consultationDocuments(consultationTypes),
    ...pageSectionDocuments("/high-risk", highRiskPage),
    ...pageSectionDocuments("/isv", isvPage),
    ...pageSectionDocuments("/partner/about", partnerContent.about),
    // The referral program's steps and how a tier is set ("share your personal referral link", "in a calendar month").
    ...pageSectionDocuments(REFERRAL_URL, partnerContent.referral, { leads: true }),
    // The home page's sections (the five steps, the calculator and how it estimates, ...), the solutions and POS
    // pages' own copy, and what the contact, application and tracking pages say.
    ...pageSectionDocuments("/", homeSections, { leads: true }),
    ...pageSectionDocuments("/solutions", solutionsPage, { leads: true }),
    ...pageSectionDocuments("/pos-systems", posPage, { leads: true }),
    ...pageSectionDocuments("/contact", contactPage, { leads: true }),
    ...pageSectionDocuments("/application", applicationPage, { leads: true }),
    ...pageSectionDocuments("/application-tracking", trackingPage, { leads: true }),
    ...formDocuments(),
    ...chatDocuments(),
    ...loadAllIndustries().flatMap((industry) => pageSectionDocuments(`/industries/${industry.slug}`, industry)),
    ...posDocuments({ systems: posSystems, types: posPage.types.items, partners: posPage.partners.items }),
    ...industryDocuments(
      ofKind("industry").map((industry) => ({
        slug: key(industry),
        title: industry.title,
        description: industry.description,
        risk: highRiskSlugs.has(key(industry)) ? "high" : "low",
      })),
    ),
    ...solutionDocuments(solutions),
    ...postDocuments(
      ofKind("post").map((post) => {
        const source = posts.find((candidate) => candidate.url === post.url);
        return {
          title: post.title,
          excerpt: post.description,
          href: post.url,
          category: post.category,
          author: source?.author.name,
          authorRole: source?.author.role,
        };
      }),
    ),
    ...postSectionDocuments(posts),
  ];
}

/** A readable name for a link to one of our pages, from the header's labels and the SEO registry. */
export function pageLabel(url: string): string {
  const [path = url] = url.split("?");
  for (const item of mainNav) {
    for (const link of [item, ...(item.children ?? [])]) {
      if (link.href === path) return link.label;
    }
  }
  const entry = pageRegistry.get(path.split("#")[0]!);
  if (entry) return entry.title;
  const post = postTitles.get(path.split("#")[0]!);
  if (post) return post;
  // An industry page is named by its SEO title ("Restaurant Payment Processing"), never by its path.
  const industry = path.startsWith("/industries/") ? loadIndustry(path.slice("/industries/".length).split("#")[0]!) : undefined;
  return industry?.seo.title ?? path;
}
