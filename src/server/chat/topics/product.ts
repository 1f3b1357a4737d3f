import { chatReplies } from "@/content/chat";
import { namesPosType } from "../entities";
import { walletNamed } from "../understand";
import {
  ASKS_ABOUT_BREACH,
  breachSentences,
  capitalize,
  faqAdditions,
  quoteItem,
  splitSentences,
  type TopicHandler,
} from "./context";

const copy = chatReplies;

/** Known POS brands a visitor may name; whether we integrate with one is only stated when the POS content says so. */
const POS_BRANDS =
  /\b(clover|square|toast|lightspeed|revel|touchbistro|spoton|ncr|aloha|micros|verifone|ingenico|pax|dejavoo|poynt|shopify|woocommerce|odoo|erpnext|shopware|heartland|epos now|quickbooks)\b/g;
/** Payment methods visitors ask about that the site's list does not name. */
const UNLISTED_METHODS =
  /\b(paypal|venmo|cash app|zelle|paper checks?|cheques?|checks by mail|wire transfers?|ebt|snap|food stamps|wic|fleet cards?|hsa|fsa|money orders?|stripe link)\b/;

export const paymentMethods: TopicHandler = ({ answer, fact, index, text, say }) => {
  // "Can we take cards over the phone?": the FAQ's sentence, which names where cards are taken.
  const where =
    /\b(over the phone|by phone|phone (orders?|payments?|sales)|keyed|key(ed)? in|mail order|moto|in[- ]store and online|online and in[- ]store)\b/.test(
      text,
    )
      ? fact("faq:payment-methods")
      : undefined;
  const sentence = where ?? fact("site:payment-methods");
  if (!sentence) return;
  answer.lines.push(sentence);
  // A method that is one of the published integration partners (PayPal) is answered by the partner line instead.
  const partners = (index.get("pos:partners")?.facts?.[0] ?? "").toLowerCase();
  const unlisted =
    UNLISTED_METHODS.exec(text)?.[0] ??
    walletNamed(text) ??
    (/\b(pay|paying|payment)s? (by|with|via) (a |paper )?(check|cheque)s?\b/.test(text) ? "paper checks" : undefined);
  if (unlisted && new RegExp(`\\b${unlisted}\\b`).test(partners)) return;
  // Acronyms (EBT, SNAP, HSA) in capitals, names capitalised.
  const method =
    unlisted && unlisted.length <= 4 && !/\s/.test(unlisted)
      ? unlisted.toUpperCase()
      : unlisted &&
        unlisted
          .split(" ")
          .map((word) => capitalize(word))
          .join(" ");
  if (method) answer.lines.push(say(copy.paymentMethods.unlisted, { method }));
};

/** Software of the visitor's own: "custom in-house software", "our homegrown system", "industry-specific software". */
export const CUSTOM_SOFTWARE =
  /\b((custom|in-?house|home-?grown|proprietary|bespoke|industry[- ]specific|our own|built our own) (\w+ )?(software|system|platform|app|program|erp|pos)|in-?house)\b/;

export const pos: TopicHandler = (context) => {
  const { answer, facts, index, text, say, mentionedAll } = context;
  // "Does the tablet POS track inventory?": the type named, with its description and features, first.
  const namedTypes = mentionedAll("pos:type:").filter((type) => namesPosType(type.id, text));
  for (const type of namedTypes) {
    const [description, features] = type.facts ?? [];
    if (!description) continue;
    answer.lines.push(`${type.title}: ${description}`);
    if (features) answer.lines.push(features);
    answer.passages.push(type);
  }
  const partnerList = index.get("pos:partners");
  const partners = (partnerList?.facts?.[0] ?? "")
    .replace(/^[^:]*:|^.*?\binclude\s+/i, "")
    .split(/,|\band\b/)
    .map((name) => name.replace(/\./g, "").trim())
    .filter((name) => name.length > 2);
  const namedPartners = partners.filter((name) =>
    new RegExp(`\\b${name.toLowerCase().replace(/[^a-z0-9 ]/g, ".")}\\b`).test(text),
  );
  const named = [...new Set([...text.matchAll(POS_BRANDS)].map((match) => match[0]))];
  const systems = index.withPrefix("pos:system:");
  for (const partner of namedPartners) {
    if (named.some((name) => partner.toLowerCase() === name)) continue;
    answer.lines.push(say(copy.pos.partner, { name: partner }));
  }
  if (namedPartners.length > 0 && partnerList) {
    answer.passages.push(partnerList);
    answer.sources.push(partnerList.url);
  }
  for (const name of named) {
    const system = systems.find((document) => document.title.toLowerCase().includes(name));
    const partner = namedPartners.find((candidate) => candidate.toLowerCase() === name);
    if (partner && !system) {
      answer.lines.push(say(copy.pos.partner, { name: partner }));
    } else if (system) {
      answer.lines.push(say(copy.pos.featured, { title: system.title, fact: system.facts?.[0] ?? system.text }));
      answer.passages.push(system);
      answer.sources.push(system.url);
    } else {
      answer.lines.push(say(copy.pos.unconfirmed, { name: capitalize(name) }));
    }
  }
  // "Which integrations do you have?": the published partner list.
  if (
    partnerList?.facts?.[0] &&
    namedPartners.length === 0 &&
    named.length === 0 &&
    /\b(integrations?|integrate with (what|which)|what (do you|does it) integrate|which (software|apps|platforms|partners)|partners? (list|do you have)|(accounting|bookkeeping|e-?commerce|shopping cart) (software|apps?|tools?|systems?|platforms?|programs?)|(sync|connect|link)s? (up )?(with|to) (what|which))\b/.test(
      text,
    )
  ) {
    answer.lines.push(partnerList.facts[0]);
    answer.passages.push(partnerList);
    answer.sources.push(partnerList.url);
  }
  answer.lines.push(...facts(["claim:posIntegrations"]));
  // "Do you set the equipment up before it ships?": the FAQ's equipment configured before it ships.
  if (
    /\b(set (it |them |the \w+ |everything )?up|configur\w*|program\w*|ready to (go|use)|out of the box|plug and play|on my own)\b.{0,50}\b(ships?|shipping|arriv\w*|deliver\w*|figur\w*)\b|\bbefore (it|they) (ships?|arrives?)\b/.test(
      text,
    )
  ) {
    answer.lines.push(...faqAdditions(context, "faq:pos-compatibility"));
  }
  // "We run custom in-house software, can you hook into it?": the integration engineers who build that connection.
  if (CUSTOM_SOFTWARE.test(text)) {
    const partners = index.get("section:/pos-systems:integration-partners");
    const sentence = splitSentences(partners?.text ?? "").find((line) => /\bin-house\b/.test(line));
    if (partners && sentence) {
      answer.lines.push(sentence);
      answer.passages.push(partners);
    }
  }
  const types = index.withPrefix("pos:type:");
  if (types.length > 0 && named.length === 0) {
    answer.lines.push(say(copy.pos.types, { types: types.map((type) => type.title).join(", ") }));
    answer.passages.push(...types);
  }
  answer.sources.push("/pos-systems");
};

/** What a software vendor asks beside the program's figures, and the ISV page's item that answers it. */
const ISV_CONCERNS: [RegExp, string][] = [
  // "How do we get paid?", "what's in it for us": the revenue share.
  [
    /\b(get paid|paid|earn\w*|revenue|money|commissions?|residuals?|payouts?|monetiz\w*|in it for (us|me)|make money)\b/,
    "section:/isv:revenue-sharing",
  ],
  // "Will our support desk get stuck answering payment questions?": who supports the platform's merchants.
  [/\b(support|help ?desk|questions|calls|tickets|answer\w*)\b/, "section:/isv:support-your-merchants-can-reach"],
  // "Some of our merchants sell CBD, will they get rejected?": the kinds of merchants the program takes.
  [
    /\b(reject\w*|declin\w*|turn(ed)? (them |us )?(away|down)|high[- ]risk|cbd|vape\w*|kinds? of merchants|types? of merchants|any merchants?|all merchants|what (they|our merchants|my merchants) sell)\b/,
    "section:/isv:all-merchant-types",
  ],
];

export const isv: TopicHandler = ({ answer, doc, facts, say, text }) => {
  for (const [pattern, id] of ISV_CONCERNS) if (pattern.test(text)) quoteItem(answer, doc(id));
  answer.lines.push(...facts(["claim:isvIntegration", "claim:isvMerchantRange", "claim:isvCompliance"]));
  answer.lines.push(say(copy.isv.next));
};

export const security: TopicHandler = (context) => {
  const { answer, facts, text, qualifiers, index } = context;
  const ids = ["claim:pciCompliance"];
  if (/\b(hipaa|gdpr)\b/.test(text) || qualifiers.has("isv")) ids.push("claim:isvCompliance");
  if (/\b(reliab\w*|uptime|downtime)\b/.test(text)) ids.push("claim:uptime");
  answer.lines.push(...facts(ids));
  // Encryption, tokenization and fraud screening, from the FAQ's security answer.
  answer.lines.push(...faqAdditions(context, "faq:security").filter((line) => !/uptime/i.test(line)));
  // Fraud tools by name (3-D Secure, address checks, chargeback alerts): the solution features that list them.
  if (/\b(fraud\w*|3-?d ?secure|3ds|avs|cvv|address (checks?|verification)|chargebacks?|disputes?|stolen)\b/.test(text)) {
    for (const solution of index.withPrefix("solution:")) {
      const feature = solution.facts?.slice(1).find((line) => /\b(fraud|3-D Secure|chargeback)/i.test(line));
      if (!feature) continue;
      answer.lines.push(`${solution.title}: ${feature}.`);
      answer.passages.push(solution);
      answer.sources.push(solution.url);
    }
  }
  // "Is my info encrypted when I submit the application?": how the site protects what is sent through it (TLS).
  if (
    /\b(encrypt\w*|secure\w*|safe|protected)\b.{0,40}\b(submit\w*|site|website|form|application|send|upload\w*)\b|\b(submit\w*|send|upload\w*)\b.{0,40}\b(encrypt\w*|secure\w*|safe)\b/.test(
      text,
    )
  ) {
    const policy = index.get("privacy:3");
    const opening = policy?.facts?.[0];
    if (policy && opening) {
      answer.lines.push(opening);
      answer.passages.push(policy);
      answer.sources.push(policy.url);
    }
  }
  // "What if you get hacked?": the privacy policy's sentence on a breach.
  if (ASKS_ABOUT_BREACH.test(text)) {
    const policy = index.get("privacy:3");
    const sentence = breachSentences(policy?.text ?? "")[0];
    if (policy && sentence) {
      answer.lines.push(sentence);
      answer.passages.push(policy);
      answer.sources.push(policy.url);
    }
  }
};

export const uptime: TopicHandler = ({ answer, facts }) => {
  answer.lines.push(...facts(["claim:uptime", "claim:support"]));
};
