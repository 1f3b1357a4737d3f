import type { Topic } from "../intents";
import { about, contact, privacy, referral } from "./company";
import { analysisMethod, contracts, rates, savings, statement } from "./pricing";
import { apply, approval, highRisk, industries, solutions } from "./accounts";
import { isv, paymentMethods, pos, security, uptime } from "./product";
import type { TopicHandler } from "./context";

/**
 * Every topic the intent detector can return (src/server/chat/intents.ts), with the handler that answers it. A
 * `Record<Topic, ...>`: a topic added to the `Topic` union does not compile until it has a handler here. The reply
 * copy is in src/content/chat.ts.
 */
export const topicHandlers: Record<Topic, TopicHandler> = {
  rates,
  savings,
  approval,
  highRisk,
  paymentMethods,
  pos,
  isv,
  contracts,
  referral,
  apply,
  contact,
  security,
  uptime,
  about,
  statement,
  industries,
  solutions,
  privacy,
  analysisMethod,
};

export { bestSentences, faqAdditions, fillReply, link, type Answer, type TopicContext, type TopicHandler } from "./context";
