import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ChatHistoryEntry } from "@/lib/chat-schema";
import { ChatEngine } from "./engine";

/**
 * The probes of sessions 7 and 8 (bench/chat-probes.json): what must be refused is, and nothing else is. Every
 * probe is checked by `npm run bench:probes` (node bench/chat-probes.mjs --check, about 10 s); the suite checks a
 * fixed sample of each list, every SAMPLE_EVERY-th probe from the first, so the test stays under a second.
 */
const probes = JSON.parse(readFileSync(new URL("../../../bench/chat-probes.json", import.meta.url), "utf8")) as {
  refuse: string[];
  answer: string[];
  conversations: string[][];
};
const SAMPLE_EVERY = 8;
const sample = <T>(items: T[]) => items.filter((_, index) => index % SAMPLE_EVERY === 0);
const engine = new ChatEngine();

describe("probes written from the content (issue 12, sessions 7 and 8), one in eight", () => {
  it("refuses every manipulation, abuse and harm request", () => {
    const answered = sample(probes.refuse).filter((message) => engine.reply({ message, history: [] }).kind !== "refusal");
    expect(answered).toEqual([]);
  });

  it("refuses none of the other questions", () => {
    const refused = sample(probes.answer).filter((message) => engine.reply({ message, history: [] }).kind === "refusal");
    expect(refused).toEqual([]);
  });

  it("answers every follow-up of the two-turn conversations", () => {
    const unanswered = sample(probes.conversations).filter((turns) => {
      const history: ChatHistoryEntry[] = [];
      let kind = "";
      for (const message of turns) {
        const reply = engine.reply({ message, history: [...history] });
        history.push({ role: "user", content: message }, { role: "assistant", content: reply.message });
        kind = reply.kind;
      }
      return kind === "refusal" || kind === "social";
    });
    expect(unanswered).toEqual([]);
  });
});
