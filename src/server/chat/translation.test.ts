import { describe, expect, it } from "vitest";
import { WordTranslation } from "./translation";

const pairs = [
  { label: "installments", question: ["spread", "monthly", "payment"], sentence: ["installment", "schedule", "program"] },
  { label: "installments", question: ["split", "program", "month"], sentence: ["installment", "schedule", "program"] },
  { label: "installments", question: ["pay", "over", "time", "monthly"], sentence: ["installment", "schedule", "program"] },
  { label: "facebook", question: ["fb", "page"], sentence: ["facebook", "follow"] },
  { label: "facebook", question: ["facebook", "profile"], sentence: ["facebook", "follow"] },
  { label: "approval", question: ["how", "long", "approve"], sentence: ["approve", "24", "hour"] },
];

describe("WordTranslation (issue 34)", () => {
  const model = new WordTranslation(pairs);

  it("ranks the sentence whose words the question's words were asked for, with no word shared", () => {
    const scores = model.scores(["spread", "monthly"]);
    const ranked = [...scores].sort((a, b) => b[1] - a[1]).map(([label]) => label);
    expect(ranked[0]).toBe("installments");
    expect(model.scores(["fb"]).get("facebook")).toBeGreaterThan(model.scores(["fb"]).get("approval")!);
  });

  it("says when a question word stands for a sentence word, and not for an unrelated one", () => {
    expect(model.links(["fb"], ["facebook"])).toBe(true);
    expect(model.links(["fb"], ["approve", "24", "hour"])).toBe(false);
    // (A word standing for itself is not a link: the shared-word check covers it.)
    expect(model.links(["facebook"], ["facebook"])).toBe(false);
  });

  it("scores nothing for no words, and reads a bounded number of them", () => {
    expect(model.scores([]).size).toBe(0);
    const long = Array.from({ length: 10_000 }, (_, i) => `w${i}`);
    const scores = model.scores(["spread", ...long]);
    expect(scores.size).toBe(3);
    // (The first words are the ones read: "spread" still counts.)
    expect(scores.get("installments")).toBeGreaterThan(scores.get("approval")!);
  });
});
