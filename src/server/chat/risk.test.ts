import { describe, expect, it } from "vitest";
import { chatReplies } from "@/content/chat";
import { site } from "@/content/site";
import { ChatEngine } from "./engine";
import { EntityRecognizer } from "./entities";
import { siteKnowledge } from "./knowledge";
import { amountsIn, describesOwnBusiness, riskClass, saleAmount } from "./risk";

const { claims } = site;
const index = new Map(siteKnowledge().map((document) => [document.id, document]));
const recognizer = new EntityRecognizer((id) => index.get(id));
const classOf = (text: string) => riskClass(text, recognizer.recognize(text));

describe("the risk class of the visitor's business, as the site publishes it", () => {
  it("reads amounts the way visitors write them", () => {
    expect(amountsIn("$15k")).toEqual([15_000]);
    expect(amountsIn("18-25k each")).toEqual([25_000]);
    expect(amountsIn("12,000 dollars and 15 grand")).toEqual([12_000, 15_000]);
    expect(amountsIn("$1.2m")).toEqual([1_200_000]);
    expect(saleAmount("single units go for 18-25k each")).toBe(25_000);
    expect(saleAmount("$14k stuck in limbo")).toBeUndefined();
  });

  it("a business with a page is in the class /industries lists it under; a sale above $10,000 is high-risk", () => {
    expect(classOf("we run a bar downtown")).toBe("lowRisk");
    expect(classOf("i have a law firm")).toBe("lowRisk");
    expect(classOf("we sell kratom")).toBe("highRisk");
    expect(classOf("marketing agency here")).toBe("highRisk");
    expect(classOf("we sell used forklifts, single units go for 18-25k each")).toBe("highRisk");
    expect(classOf("avg ticket is $40")).toBeUndefined();
    // Firearms is listed in both (in person and online): the page alone says neither.
    expect(classOf("we sell firearms")).toBeUndefined();
    expect(classOf("hello")).toBeUndefined();
  });

  it("bounded work on any text: at most a few amounts are read", () => {
    expect(amountsIn("$1 ".repeat(100_000)).length).toBeLessThanOrEqual(8);
    expect(classOf(`we sell ${"$5 each ".repeat(5_000)}`)).toBeUndefined();
  });
});

describe("the approval time that applies to the business named", () => {
  const engine = new ChatEngine();
  const ask = (message: string) => engine.reply({ message, history: [] }).message;

  it("a high-risk business or a high ticket gets 3-5 business days, never the other times", () => {
    for (const question of [
      "marketing agency, we bill retainers upfront. how many days to get approved?",
      "we sell used forklifts, single units go for 18-25k each. approval for us would take how long",
    ]) {
      const reply = ask(question);
      expect(reply, question).toContain(claims.highRiskApproval.statement);
      expect(reply, question).not.toContain(claims.merchantAccountApproval.value);
    }
  });

  it("a low-risk business gets 24-72 hours", () => {
    const reply = ask("we run a bar downtown, how long is approval");
    expect(reply).toContain(claims.merchantAccountApproval.statement);
    expect(reply).not.toContain(claims.highRiskApproval.value);
  });

  it("a business the visitor names by its kind, that nothing says is high-risk, gets a merchant account's 24-72 hours", () => {
    for (const [question, ...before] of [
      ["my wife and i run a pottery studio. how many days until the account is approved?"],
      ["we own a used book store, can we get approved fast"],
      ["and how long would approval be", "it's a dog grooming salon, 3 groomers"],
    ] as const) {
      const reply = engine.reply({
        message: question,
        history: before.flatMap((content) => [
          { role: "user" as const, content },
          { role: "assistant" as const, content: ask(content) },
        ]),
      }).message;
      expect(reply, question).toContain(claims.merchantAccountApproval.statement);
      expect(reply, question).not.toContain(claims.approvalTime.statement);
    }
    // High-risk words still decide: a vape store is asked about as a high-risk account.
    const vape = ask("we own a vape store, how many days until the account is approved?");
    expect(vape).toContain(claims.highRiskApproval.statement);
    expect(vape).not.toContain(claims.merchantAccountApproval.value);
    // No business named: the general figure.
    expect(ask("how many days until an account is approved?")).toContain(claims.approvalTime.statement);
  });

  it("reads a business named by its kind, not one only called small or new", () => {
    for (const text of [
      "we own a flower shop",
      "small bookkeeping practice, 2 of us",
      "opening a bakery",
      "its a roofing company",
    ])
      expect(describesOwnBusiness(text), text).toBe(true);
    for (const text of ["i run a small shop", "my business", "how long for a new business", "a high risk company"])
      expect(describesOwnBusiness(text), text).toBe(false);
    // Bounded: a long run of words before no kind of business.
    expect(describesOwnBusiness(`a ${"word ".repeat(50_000)}`)).toBe(false);
  });

  it("a reply says a sentence once, not again inside its whole paragraph", () => {
    const reply = ask("we sell used forklifts, single units go for 18-25k each. approval for us would take how long");
    const highTicket = reply.split("\n").filter((line) => line.includes("High-Ticket Items"));
    expect(highTicket).toHaveLength(1);
  });
});

describe("the rate that applies to the business named", () => {
  const engine = new ChatEngine();
  const ask = (message: string, ...before: string[]) =>
    engine.reply({
      message,
      history: before.flatMap((content) => [
        { role: "user" as const, content },
        { role: "assistant" as const, content: engine.reply({ message: content, history: [] }).message },
      ]),
    }).message;
  const startingRate = claims.startingRate.value;
  const highRiskRate = chatReplies.rates.highRisk.split(",")[0]!;

  it("a high-risk business or a sale above the threshold is not quoted the qualified-business rate", () => {
    for (const reply of [
      ask("i run a coaching business, what are your processing fees per transaction"),
      // The business's strong cue does not hide the weak cue of what is asked.
      ask("we sell kratom online, what would you charge me per sale"),
      ask("solar installs, each job is about $22k. what's your processing rate"),
      // Named in a follow-up: the rate the previous reply quoted does not apply.
      ask("does that go for a kratom store too?", "what's your lowest rate"),
    ]) {
      expect(reply).not.toContain(startingRate);
      expect(reply).toContain(highRiskRate);
    }
  });

  it("volume is not a sale amount: a low-risk shop doing $40k a month is quoted the rate", () => {
    expect(saleAmount("we do about 40k/mo at a small auto repair shop, avg ticket around $380")).toBeUndefined();
    expect(saleAmount("about $50k in monthly sales, each order about $60")).toBeUndefined();
    expect(saleAmount("tickets run $12k each, roughly 40k/mo")).toBe(12_000);
    expect(ask("auto repair shop doing about 40k a month, tickets around $380. what's your rate")).toContain(startingRate);
  });
});
