import { chatReplies } from "@/content/chat";
import type { TopicHandler } from "./context";

const copy = chatReplies;

export const contact: TopicHandler = ({ answer, doc, facts, qualifiers, say }) => {
  if (qualifiers.has("partner")) {
    const partner = doc("site:partner-contact");
    if (partner?.facts) {
      answer.lines.push(...partner.facts);
      answer.passages.push(partner);
      answer.sources.push(partner.url);
      return;
    }
  }
  answer.lines.push(...facts(["site:contact", "claim:support"]));
  answer.lines.push(say(copy.contact.form));
};

export const about: TopicHandler = ({ answer, doc, facts, site, say }) => {
  const page = doc("site:about");
  if (page?.facts) {
    answer.lines.push(...page.facts);
    answer.passages.push(page);
    answer.sources.push(page.url);
  }
  answer.lines.push(...facts(["claim:yearsInBusiness", "claim:statesServed", "claim:clientRetention"]));
  const { locality, region } = site.contact.address;
  answer.lines.push(say(copy.about.based, { locality, region }));
};

export const privacy: TopicHandler = ({ answer, doc, index, message }) => {
  const hit = index.search(message, 10).find((result) => result.document.source === "privacy");
  const document = hit?.document ?? doc("privacy:1");
  if (!document) return;
  answer.lines.push(document.facts?.[0] ?? document.text);
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
  const tierNamed = tiers.find((tier) => text.includes(tier.title.split(" ")[0]!.toLowerCase()));
  if (tierNamed) {
    answer.lines.push(tierNamed.facts?.[0] ?? tierNamed.text);
    answer.passages.push(tierNamed);
  } else {
    answer.lines.push(say(copy.referral.tiers));
    for (const tier of tiers) answer.lines.push(say(copy.referral.tier, { fact: tier.facts?.[0] ?? tier.text }));
    answer.passages.push(...tiers);
  }
  if (terms?.facts) {
    const wanted = terms.facts.filter((fact) => {
      if (/bonus/i.test(fact)) return qualifiers.has("highRisk") || /\bbonus\b/.test(text) || !tierNamed;
      if (/payout|cycle/i.test(fact)) return /\b(paid|payout|pay|when|how often|cycle|deposit|check)\b/.test(text) || !tierNamed;
      if (/fee|minimum/i.test(fact)) return /\b(fee|cost|minimum|join|free)\b/.test(text) || !tierNamed;
      return /\bapprov/.test(text);
    });
    answer.lines.push(...wanted);
    answer.passages.push(terms);
  }
  answer.lines.push(say(copy.referral.next));
};
