import { chatReplies } from "@/content/chat";
import type { TopicHandler } from "./context";

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

export const contracts: TopicHandler = ({ answer, facts, text, say }) => {
  answer.lines.push(...facts(["claim:setupFees", "claim:contractTerms"]));
  if (/\b(cancel\w*|early termination|etf)\b/.test(text)) answer.lines.push(say(copy.contracts.cancellation));
};

export const statement: TopicHandler = ({ answer, say }) => {
  answer.lines.push(say(copy.statement.how), say(copy.statement.review));
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
