import { describe, expect, it } from "vitest";
import { chatReplies } from "@/content/chat";
import { site } from "@/content/site";
import type { ChatHistoryEntry } from "@/lib/chat-schema";
import { MAX_CHARS } from "./compose-data";
import { bareLine, joinLearned, saidAgain, type Composition, type RankedLine } from "./compose";
import { ChatEngine } from "./engine";
import { fillReply } from "./topics";

const engine = new ChatEngine();
const { claims, contact } = site;

/** Replays a conversation, feeding each reply back as history, and returns the last reply. */
function last(...messages: string[]) {
  const history: ChatHistoryEntry[] = [];
  let message = "";
  for (const text of messages) {
    message = engine.reply({ message: text, history: [...history] }).message;
    history.push({ role: "user", content: text }, { role: "assistant", content: message });
  }
  return message;
}

const approvalTimes = [claims.approvalTime, claims.merchantAccountApproval, claims.highRiskApproval].map(
  (claim) => claim.statement,
);
const stated = (reply: string) => approvalTimes.filter((statement) => reply.includes(statement));

describe("the compose stage: the asked fact first, in a few lines (issue 34)", () => {
  it("states one approval time, the one that applies to the visitor", () => {
    expect(stated(last("how long does approval take"))).toHaveLength(1);
    expect(stated(last("we sell kratom online", "ok and how long does that take"))).toEqual([claims.highRiskApproval.statement]);
    expect(last("how long for a regular merchant account to get approved, nothing high risk")).toContain("24-72 hours");
    expect(last("how long for a regular merchant account to get approved, nothing high risk")).not.toContain("3-5 business days");
  });

  it("answers a follow-up that only says who is asking with the question it follows, for that business", () => {
    // The business is the qualifier, the previous question the ask: its answer first, the business's page for more.
    const coaching = last("how long does it take to get approved", "what about a coaching business selling $5k programs");
    expect(coaching.split("\n")[0]).toContain("3-5 business days");
    expect(stated(coaching)).toEqual([claims.highRiskApproval.statement]);
    const restaurant = last("what are your rates", "and for restaurants?");
    expect(restaurant.split("\n")[0]).toContain(claims.startingRate.statement);
    expect(restaurant).toContain("(/industries/restaurants)");
    expect(last("how fast is approval", "and for a restaurant?").split("\n")[0]).toContain("24-72 hours");
    // (A follow-up that asks something of its own is not one: "what if im denied" is about being declined.)
    expect(last("how long does approval take", "what if im denied").split("\n")[0]).toContain(claims.approvalRate.statement);
  });

  it("remembers the visitor's business for the whole conversation, and never states two versions of the rate", () => {
    const coach = last(
      "do you work with coaches?",
      "i sell a 12 week group program for 4k",
      "so how long would approval take for me then",
    );
    expect(stated(coach)).toEqual([claims.highRiskApproval.statement]);
    const boats = last("we build custom fishing boats, each one sells for 80k to 120k", "ok so what rate would we get");
    expect(boats).toContain("We don't publish a rate for high-risk accounts");
    expect(boats).not.toContain(claims.startingRate.value);
    // (A business named later is the one asked about.)
    expect(last("we sell kratom online", "what's your rate for my other business, a restaurant")).not.toContain(
      "We don't publish a rate for high-risk accounts",
    );
    expect(last("we sell kratom online", "what's your rate")).toContain("We don't publish a rate for high-risk accounts");
  });

  it("says which support has hours: merchants' is 24/7, the partner line's is Monday to Friday", () => {
    const partner = last("what's the number for the partner team", "what hours can i call");
    expect(partner.split("\n")[0]).toContain("Monday to Friday");
    expect(partner).not.toContain("24/7");
    const merchant = last("is your support line open on sundays");
    expect(merchant).toContain("24/7");
    expect(merchant).not.toContain("Monday to Friday");
  });

  it("answers each ask of a message in order, a short ask read with the rest of the message", () => {
    const reply = last("how do i get you to delete my data and how long does it take");
    expect(reply).toContain("45 days");
    expect(stated(reply)).toEqual([]);
    const two = last("How long does approval take, and what's your approval rate?");
    expect(stated(two)).toHaveLength(1);
    expect(two).toContain(claims.approvalRate.statement);
  });

  it("keeps 'not published' when the site is silent, and puts what the site does say first when it answers", () => {
    const venmo = last("can customers pay me through venmo");
    expect(venmo).toMatch(/isn't on our published list/);
    expect(venmo).toContain(contact.phone.display);
    const clover = last("Will your processing work with my Clover terminal?");
    expect(clover.split("\n")[0]).toContain(claims.posIntegrations.statement);
    expect(clover).toMatch(/can't confirm Clover/);
  });

  it("answers a follow-up's new ask, not the previous reply again", () => {
    const rate = last("whats your rate");
    const everyone = last("whats your rate", "is that for everyone?");
    expect(everyone).not.toBe(rate);
    expect(everyone).toContain("qualified businesses");
    const join = last("do you have a referral program", "how do i sign up");
    expect(join).toContain("/partner/schedule-consult");
    expect(join).not.toContain("You can apply online");
  });

  it("lets a word that only sounds like a topic not switch it, and sends an off-topic question back in one line", () => {
    const overseas = last("when i call am i getting some overseas call center");
    expect(overseas).toContain(claims.support.statement);
    expect(overseas).not.toMatch(/international cards/);
    expect(last("whats the capital of france")).toBe(fillReply(chatReplies.unknown, { phone: contact.phone.display }));
  });

  it("links a page once, names the quoted page when no line links one, and stays short", () => {
    const apply = last("brand new LLC, havent processed a single card yet. can i still apply");
    expect(apply.match(/\(\/application\)/g)).toHaveLength(1);
    expect(last("how long does somebody stay on the MATCH list")).toContain(
      "More: [Why Stripe, Square and PayPal Struggle With High-Risk Businesses](/blog/stripe-square-paypal-high-risk)",
    );
    for (const question of [
      "Can you take payments for my kratom shop?",
      "what do you offer",
      "tell me everything about high risk accounts, approval, reserves and rates",
    ]) {
      expect(last(question).length, question).toBeLessThanOrEqual(MAX_CHARS + 200);
    }
  });

  it("reads the point of the question: an amount against the threshold, a credit score, a question of time", () => {
    const ticket = last("avg order like $15k, does that put us in high risk?");
    expect(ticket.split("\n")[0]).toContain("above $10,000");
    const credit = last("my credit score is like 540, will yall even approve me");
    expect(credit.split("\n")[0]).toMatch(/^Credit History: /);
    expect(credit).not.toMatch(/doesn't cover that/);
    // (A sports score is still off-topic.)
    expect(last("what was the score of the cowboys game")).not.toContain("Credit History");
    expect(last("we sell cbd", "ok and how long does that take").split("\n")[0]).toContain(claims.highRiskApproval.statement);
  });

  it("says a value once: a line whose phone, amount or time a kept line states is left out", () => {
    const call = last("Can someone call me about a quote for my store?");
    expect(call.split("\n")[0]).toContain(contact.phone.display);
    // (A later line with the phone is kept only for a value of its own: the email.)
    for (const line of call
      .split("\n")
      .slice(1)
      .filter((text) => text.includes(contact.phone.display)))
      expect(line).toContain(contact.email);
  });

  it("says a sentence once, whatever title or yes comes before it", () => {
    expect(bareLine("Yes. Payment Processing for Bars: Open tabs and late-night tipping.")).toBe(
      "Open tabs and late-night tipping",
    );
    expect(bareLine("Rates start as low as 1.5% + $0.10 per transaction.")).toBe(
      "Rates start as low as 1.5% + $0.10 per transaction",
    );
    expect(
      saidAgain("API and SDK Integration: REST APIs, client SDKs, webhooks and a full sandbox.", [
        "REST APIs, client SDKs, webhooks and a full sandbox.",
      ]),
    ).toBe(true);
    expect(
      saidAgain("Credit History: Poor credit. We look at the whole picture, not only at a score.", [
        "We look at the whole picture, not only at a score.",
      ]),
    ).toBe(true);
    expect(saidAgain("Apply now and keep selling.", ["Yes."])).toBe(false);
    expect(
      saidAgain("Fleet Cards Accepted: Accept the fleet cards contractors carry.", ["EMV at the pump and fleet cards."]),
    ).toBe(false);
    // (Each found twice, once under its item's title, by the engine before the compose stage left the copy out.)
    for (const question of ["are you pci compliant, and what level", "is there a sandbox so our devs can try it before launch"]) {
      const body = last(question).split("\nMore: ")[0]!.split("\n");
      const statements = body.map(bareLine);
      expect(new Set(statements).size, question).toBe(statements.length);
      expect(
        body.some((line, index) => saidAgain(line, body.slice(0, index))),
        question,
      ).toBe(false);
    }
  });

  it("explains its ranking: every line found, its score, and why it was kept or left out", () => {
    const found = engine.reply({ message: "how long does approval take", history: [], compose: false });
    const composition = engine.composer.compose(found.message, engine.understand("how long does approval take"));
    expect(composition.ranked.length).toBeGreaterThan(2);
    expect(
      composition.ranked
        .filter((line) => line.kept)
        .map((line) => line.line)
        .join("\n"),
    ).toBe(composition.message.split("\nMore: ")[0]);
    expect(composition.ranked.every((line) => line.why.length > 0)).toBe(true);
    expect(composition.ranked.some((line) => /another version of the approval time applies/.test(line.why))).toBe(true);
  });
});

describe("words the visitor asks with that the answering line does not use (issue 34)", () => {
  it("answers when a person picks up with the support line's hours", () => {
    const reply = last("my bar's reader froze at 1am on a friday, will anybody answer if i call");
    expect(reply).toContain(contact.phone.display);
    expect(reply).toContain("available 24/7");
  });

  it("answers how we price with the pricing model, first", () => {
    const reply = last("our old processor billed us on a tiered plan. how do you price instead");
    expect(reply.split("\n")[0]).toContain("interchange-plus");
  });

  it("answers whether the review costs anything with the line that says it is free", () => {
    expect(last("will your people go over my statement with me, and does that cost anything").split("\n")[0]).toContain(
      "for free",
    );
  });

  it("never tells a referral partner the merchants' 24/7 support, even when the partner line's hours are not found", () => {
    const reply = last("i refer clients to you as a partner", "what hours can i call?");
    expect(reply).toContain(contact.phone.display);
    expect(reply).not.toContain("24/7");
  });
});

describe("the learned sentences beside the topics' lines (issue 34)", () => {
  const ranked = (line: string, score: number, kept = true): RankedLine => ({
    line,
    score,
    learned: 0,
    shared: 0,
    kept,
    why: "",
  });
  const base: Composition = {
    message: "The topic's answer.\nA second line.\nMore: [Page](/page)",
    ranked: [ranked("The topic's answer.", 0.6), ranked("A second line.", 0.4)],
    rankedBy: "",
  };
  const wide = (score: number, kept = true): Composition => ({
    message: "",
    ranked: [ranked("A learned sentence.", score, kept), ...base.ranked],
    rankedBy: "",
  });
  const learned = new Set(["A learned sentence."]);

  it("joins second when it ranks at or above the topics' best line, the topics' best line still leading", () => {
    expect(joinLearned(base, wide(0.9), learned)).toBe(
      "The topic's answer.\nA learned sentence.\nA second line.\nMore: [Page](/page)",
    );
  });

  it("stays out when it ranks below the topics' best line, or the wider ranking leaves it out", () => {
    expect(joinLearned(base, wide(0.5), learned)).toBe(base.message);
    expect(joinLearned(base, wide(0.9, false), learned)).toBe(base.message);
  });

  it("answers what the topic's lines do not: an IOLTA account's fees are drawn from operating", () => {
    const reply = last("law firm - can the card fees come out of our iolta account");
    expect(reply).toContain("All processing fees drawn from the operating account");
    expect(reply.split("\n")[0]).toContain("IOLTA");
  });

  it("is not looked for when the message says too little to point past its topic", () => {
    const reply = last("phone number?");
    expect(reply.split("\n").slice(0, 2).join("\n")).toContain(contact.phone.display);
    expect(reply).not.toContain("one-time token");
  });
});
