import { describe, expect, it } from "vitest";
import { ChatEngine } from "./engine";
import { features, IntentClassifier } from "./classifier";
import { PARAPHRASES } from "./paraphrases";
import { SpellingCorrector } from "./understand";

const toy = new IntentClassifier({
  contracts: ["is there a long term contract", "can i cancel any time"],
  approval: ["how long does approval take", "when will my account be approved"],
});

describe("n-gram intent classifier (issue 12, session 3)", () => {
  it("describes a text by its stemmed content words and the character 3- and 4-grams of each word", () => {
    const terms = features("Cancel contracts");
    expect(terms).toContain("w:cancel");
    expect(terms).toContain("w:contract");
    expect(terms).toContain("^ca");
    expect(terms).toContain("ract");
    // Function words carry no intent.
    expect(features("what is the")).toEqual([]);
  });

  it("with neighbours, sums each label's nearest examples: a label several examples come near outvotes one look-alike", () => {
    const examples = {
      // One example very like the message...
      single: ["fees for a coffee cart"],
      // ...against three that each come less near.
      several: ["coffee cart card fees", "what does a coffee cart pay", "coffee shop cart pricing"],
    };
    const text = "coffee cart fees";
    const nearestOnly = new IntentClassifier(examples);
    const voting = new IntentClassifier(examples, 2);
    const single = nearestOnly.similarities(text);
    const vote = voting.similarities(text);
    // The single nearest example decides without a vote; the sum of the two nearest with it.
    expect(single.get("single")!).toBeGreaterThan(0);
    expect(vote.get("single")).toBeCloseTo(single.get("single")!, 10);
    expect(vote.get("several")).toBeGreaterThan(single.get("several")!);
    expect(vote.get("several")).toBeLessThanOrEqual(2 * single.get("several")! + 1e-12);
    expect(nearestOnly.classify(text)?.label).toBe("single");
    expect(voting.classify(text)?.label).toBe("several");
    expect(nearestOnly.classify(text, {}, 2)?.label).toBe(voting.classify(text)?.label);
    // Both readings at once, from one pass over the examples.
    const both = voting.nearestAndVote(text);
    expect(both.nearest).toEqual(nearestOnly.similarities(text));
    expect(both.vote).toEqual(vote);
    expect(voting.similarities(text, 1)).toEqual(single);
    // A count above a label's examples sums what there is; nothing shared is still absent.
    expect(new IntentClassifier(examples, 10).similarities(text).get("single")).toBeCloseTo(single.get("single")!, 10);
    expect(voting.similarities("zzz qqq").size).toBe(0);
  });

  it("names the closest label, even through a misspelling or an inflection it has never seen", () => {
    expect(toy.classify("contrakt length?")?.label).toBe("contracts");
    expect(toy.classify("cancelling")?.label).toBe("contracts");
    expect(toy.classify("how long until aproved")?.label).toBe("approval");
    expect(toy.classify("zzz qqq")).toBeUndefined();
  });

  it("scores by cosine through its term index: identical text 1, shared terms between 0 and 1, nothing shared absent", () => {
    const index = new IntentClassifier({ a: ["apple orange"], b: ["zebra kiwi"] });
    const same = index.similarities("apple orange");
    expect(same.get("a")).toBeCloseTo(1, 6);
    expect(same.has("b")).toBe(false);
    const part = index.similarities("apple").get("a")!;
    expect(part).toBeGreaterThan(0);
    expect(part).toBeLessThan(1);
    expect(index.similarities("xylophone").size).toBe(0);
  });

  it("gives a label a head start when other evidence (a weak cue) points at it", () => {
    const plain = toy.classify("how long")!;
    expect(plain.label).toBe("approval");
    expect(toy.classify("how long", { contracts: 1 })?.label).toBe("contracts");
  });

  it("reads the site's paraphrase set: phrasings with no topic cue reach the right topic", () => {
    const engine = new ChatEngine();
    expect(engine.classifier.size).toBe(Object.values(PARAPHRASES).flat().length);
    expect(engine.classify(engine.understand("do i need to commit for a year"))).toBe("contracts");
    expect(engine.classify(engine.understand("do you work nationally"))).toBe("about");
    expect(engine.classify(engine.understand("help me write my essay"))).toBe("offTopic");
  });

  it("answers an uncued question from the classified topic, and an off-topic request with the not-covered reply", () => {
    const engine = new ChatEngine();
    expect(engine.reply({ message: "do i need to commit for a year" }).message).toContain("month-to-month");
    const offTopic = engine.reply({ message: "help me write my essay" });
    expect(offTopic.kind).toBe("unknown");
    expect(offTopic.message).toContain("/contact");
  });

  it("reads a short follow-up together with the question before it", () => {
    const engine = new ChatEngine();
    const first = "how do i set up an account";
    const history = [
      { role: "user" as const, content: first },
      { role: "assistant" as const, content: engine.reply({ message: first }).message },
    ];
    expect(engine.reply({ message: "is there a fee for that?", history }).message).toContain("no setup fees");
  });
});

describe("spelling correction leaves real words alone (session 3)", () => {
  const corrector = new SpellingCorrector(["prices", "priced", "white", "would", "processing", "process", "decline"]);

  it("keeps everyday English words and inflections of site words", () => {
    expect(corrector.correctWord("price")).toBe("price");
    expect(corrector.correctWord("write")).toBe("write");
    expect(corrector.correctWord("world")).toBe("world");
    expect(corrector.correctWord("declining")).toBe("declining");
  });

  it("still corrects a misspelling", () => {
    expect(corrector.correctWord("procesing")).toBe("processing");
  });
});

describe("the classifier where the cues stop short (session 3)", () => {
  const engine = new ChatEngine();

  it("a greeting that carries a question gets the answer, not the greeting", () => {
    const reply = engine.reply({ message: "yo whats the damage per card" });
    expect(reply.kind).toBe("answer");
    expect(reply.message).toContain("1.5% + $0.10");
  });

  it("an industry without a page of its own only qualifies the question asked about it", () => {
    expect(engine.reply({ message: "need a card machine for my salon" }).message).toContain("Countertop Terminals");
    expect(engine.reply({ message: "do you work with gyms" }).message).toContain("/industries");
  });
});

describe("classifier and spelling on visitor phrasings (session 4)", () => {
  const engine = new ChatEngine();
  const label = (text: string) => engine.classify(engine.understand(text));

  it("names the intent of phrasings with no topic cue", () => {
    expect(label("what will it run me")).toBe("rates");
    expect(label("no processor will take us")).toBe("highRisk");
    expect(label("will you give my number to other companies")).toBe("privacy");
    expect(label("can you build me a website")).toBe("offTopic");
  });

  it("leaves everyday words alone and corrects a subject word two edits away", () => {
    const changed = [
      "saying",
      "lease",
      "playing",
      "though",
      "massage",
      "smart",
      "amount",
      "sports",
      "suppose",
      "secret",
      "strong",
    ].filter((word) => engine.understand(word) !== word);
    expect(changed).toEqual([]);
    expect(engine.understand("aprovel time")).toBe("approval time");
    expect(engine.understand("contrat")).toBe("contract");
    expect(engine.understand("semaglutid clinic")).toBe("semaglutide clinic");
    expect(engine.understand("hi risk setup fess")).toBe("high risk setup fees");
  });
});
