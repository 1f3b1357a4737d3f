import { chatReplies } from "@/content/chat";
import { highRiskPage } from "@/content/high-risk";
import { currentProcessorOptions } from "@/content/lead-forms";
import { trackingPage } from "@/content/lead-pages";
import { site } from "@/content/site";
import { fillReply } from "../topics";

/**
 * Data of the find stage: the published facts that apply to a visitor because of what they said about themselves
 * (a new business, poor credit, a ticket above the high-ticket threshold, an application already sent). The topic
 * answer finds the subject; these find the fact the qualifier makes the answer. Every text is read from src/content.
 */
export interface FactRule {
  id: string;
  /** Read on the ask (normalised). */
  when: RegExp;
  /** Optional further test on the ask (a figure against a threshold). */
  test?: (ask: string) => boolean;
  fact: { text: string; source: string };
}

const say = (template: string, slots: Record<string, string> = {}) =>
  fillReply(template, { phone: site.contact.phone.display, ...slots });
const riskFactor = (title: string) => {
  const item = highRiskPage.riskFactors.items.find((entry) => entry.title === title)!;
  return `${item.title}: ${item.description}`;
};
const newBusinessOption = currentProcessorOptions.find((option) => option.value === "none")!.label;

/** A dollar amount written by a visitor ("$15k", "15,000", "12000 dollars"), in dollars. */
export function amountsIn(text: string): number[] {
  const amounts: number[] = [];
  for (const match of text.matchAll(/\$?\s?(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s?(k|grand|thousand)?\b/g)) {
    const value = Number(match[1]!.replace(/,/g, "")) * (match[2] ? 1000 : 1);
    if (Number.isFinite(value)) amounts.push(value);
  }
  return amounts;
}

/** A single sale's size, not a month's volume: "avg order", "ticket", "per sale", "each item". */
const TICKET =
  /\b(tickets?|orders?|sales?|items?|invoices?|transactions?|purchases?|price|charges?|each|per (sale|item|order|unit))\b/;
const VOLUME = /\b(a|per|each) (month|year|week)\b|\bmonthly\b|\/mo\b|\bvolume\b|\bannual\w*\b/;

export const FACT_RULES: FactRule[] = [
  {
    id: "new business",
    when: /\b(new business|brand new|just (started|starting|opened|launched|formed)|start ?-?up|new (llc|company|shop|store|business)|(haven'?t|have not|never|not yet|didn'?t)( ever)? (processed|process|taken|took|take|accepted|accept|run|ran|had|done)\b.{0,25}\b(cards?|payments?|processing|merchant account|credit)|no (processing|sales|card) history|first (ever )?merchant account|not open(ed)? yet)\b/,
    fact: { text: say(chatReplies.apply.newBusiness, { option: newBusinessOption }), source: "/application" },
  },
  {
    id: "credit",
    when: /\b(credit (score|history|rating|report|is|isn'?t|was|sucks|not)|(bad|poor|low|terrible|rough|damaged|no) credit|fico|bankrupt\w*|terminated|termination)\b|\b[3-6]\d\d (credit|score|fico)\b/,
    fact: { text: riskFactor("Credit History"), source: "/high-risk" },
  },
  {
    id: "high ticket",
    when: TICKET,
    test: (ask) => !VOLUME.test(ask) && amountsIn(ask).some((amount) => amount >= highRiskPage.highTicketThresholdUsd * 0.5),
    fact: { text: riskFactor("High-Ticket Items"), source: "/high-risk" },
  },
  {
    id: "already applied: reply",
    when: /\b(already applied|(i|we) (just |already )?(applied|submitted)|applied (yesterday|today|last \w+|already|on \w+|\w+ (days?|weeks?) ago)|submitted (my|our|the|an) application|after (i|we) (apply|applied|submit\w*))\b/,
    fact: { text: site.claims.applicationReply.statement, source: "/application" },
  },
  {
    id: "already applied: status",
    when: /\b(already applied|(i|we) (just |already )?(applied|submitted)|applied (yesterday|today|last \w+|already|on \w+|\w+ (days?|weeks?) ago)|submitted (my|our|the|an) application|(application|app) status|status of (my|our|the) (application|app)|where (it|my application|things) (is|stands|'s at)|where it'?s at|track (my|our|the) (application|app)|check on (my|our|the) (application|app))\b/,
    fact: { text: say(chatReplies.apply.tracking, { fact: trackingPage.hero.lead }), source: "/application-tracking" },
  },
  {
    id: "lost reference",
    when: /\b(lost|forgot|can'?t find|don'?t have|misplaced)\b.{0,30}\b(reference|ref|confirmation)\b/,
    fact: { text: trackingPage.help, source: "/application-tracking" },
  },
];
