import { chatReplies } from "@/content/chat";
import { faqAdditions, type TopicHandler } from "./context";

const copy = chatReplies;

export const rates: TopicHandler = ({ answer, facts, qualifiers, say }) => {
  answer.lines.push(...facts(["claim:startingRate", "claim:feeReduction"]));
  if (qualifiers.has("highRisk")) {
    answer.lines.push(say(copy.rates.highRisk));
    answer.sources.push("/high-risk");
  } else {
    answer.lines.push(say(copy.rates.quote));
  }
};

export const savings: TopicHandler = ({ answer, facts, say }) => {
  answer.lines.push(...facts(["claim:feeReduction", "claim:startingRate"]));
  answer.lines.push(say(copy.savings.next));
};

export const contracts: TopicHandler = (context) => {
  const { answer, facts, text, say } = context;
  answer.lines.push(...facts(["claim:setupFees", "claim:contractTerms"]));
  // The FAQ's own promise: every rate and fee is in the agreement before you sign.
  answer.lines.push(...faqAdditions(context, "faq:fees-and-contracts"));
  if (/\b(cancel\w*|early termination|etf)\b/.test(text)) answer.lines.push(say(copy.contracts.cancellation));
};

export const statement: TopicHandler = ({ answer, text, say }) => {
  answer.lines.push(say(copy.statement.how));
  // "How do you figure out my effective rate?" before any statement is attached: how the figures are worked out.
  if (
    /\b(how (do|did|would|will) you (calculate|compute|estimate|figure|work|get|come up)|effective rate|formula)\b/.test(text)
  ) {
    answer.lines.push(say(copy.analysisMethod.how));
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
