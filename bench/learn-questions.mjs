// Writes src/server/chat/learned-questions.json: for each published fact a question expects, the questions that asked
// for it (issue 12, session 11). The engine learns from them which sentence of the site a new question asks for (a
// nearest-neighbour classifier over word and character n-grams, ./classifier.ts), the way it learns subjects from
// ./paraphrases.ts. Learned from: the tuning sets, the training questions, and the blind sets already read cold
// (READ_BLIND: each was scored once on the engine it was written for, and tuned on since, so it no longer measures an
// unseen question; learning from them was measured by halves, see docs/assistant.md). Never a held-out set, never
// tuning-17, never a blind set not yet read. Questions that expect a refusal, a small-talk move, the "not covered"
// line or the phone only, and questions in Spanish, teach no fact and are left out; a follow-up is learned with the
// question before it.
//
//   node bench/learn-questions.mjs                    # tuning ... tuning-16, train-1 ..., blind-1 ... blind-25
//   node bench/learn-questions.mjs tuning tuning-2    # only the named sets (to measure on the others)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./bundle.mjs";

// The tuning sets, and the training questions written for this (bench/chat-train-*.json: a question and the one fact it
// asks for, written from src/content apart from every evaluation set).
const TRAINING = readdirSync(path.join(root, "bench"))
  .flatMap((file) => /^chat-train-(\d+)\.json$/.exec(file)?.[1] ?? [])
  .sort((a, b) => Number(a) - Number(b))
  .map((n) => `train-${n}`);
/** The blind sets read cold and tuned on since: learned from. A blind set joins only after its cold reading. */
const READ_BLIND = Array.from({ length: 25 }, (_, i) => `blind-${i + 1}`);
const ALL = ["tuning", ...Array.from({ length: 15 }, (_, i) => `tuning-${i + 2}`), ...TRAINING, ...READ_BLIND];
const names = process.argv.slice(2).length ? process.argv.slice(2) : ALL;
for (const name of names) if (!ALL.includes(name)) throw new Error(`not a set this script may read: ${name}`);
const fileOf = (name) => path.join(root, "bench", name.startsWith("train-") ? `chat-${name}.json` : `chat-eval-${name}.json`);
const PHONE = "(210) 555-0142";
// A question that a held-out set, the blind tuning-17 or a blind set not yet read also asks (sets written apart can meet
// on a short phrasing: "crypto payments?") is never learned: only those sets' question texts are read, to leave them out.
const UNREAD_BLIND = readdirSync(path.join(root, "bench"))
  .flatMap((file) => /^chat-eval-(blind-\d+)\.json$/.exec(file)?.[1] ?? [])
  .filter((name) => !READ_BLIND.includes(name));
const normalize = (text) => text.toLowerCase().replace(/\s+/g, " ").trim();
const kept = new Set(
  ["heldout", "heldout-2", "heldout-3", "heldout-4", "tuning-17", ...UNREAD_BLIND].flatMap((name) =>
    JSON.parse(readFileSync(path.join(root, "bench", `chat-eval-${name}.json`), "utf8")).questions.map((item) =>
      normalize(item.question),
    ),
  ),
);
let left = 0;
const byFact = new Map();
for (const name of names) {
  const file = fileOf(name);
  for (const item of JSON.parse(readFileSync(file, "utf8")).questions) {
    if (item.refusal || item.notCovered || item.kind || item.language) continue;
    const facts = (item.expect ?? []).filter((fact) => fact !== PHONE && fact.length >= 4);
    if (facts.length === 0) continue;
    const text = [...(item.history ?? []).slice(-1), item.question].join(" ");
    const plain = normalize(text);
    if ([...kept].some((question) => plain === question || plain.endsWith(` ${question}`))) {
      left++;
      continue;
    }
    for (const fact of facts) {
      const list = byFact.get(fact) ?? [];
      if (!list.includes(text)) list.push(text);
      byFact.set(fact, list);
    }
  }
}
const facts = [...byFact.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([fact, questions]) => ({ fact, questions }));
const out = path.join(root, "src", "server", "chat", "learned-questions.json");
writeFileSync(out, `${JSON.stringify({ sets: names, facts }, null, 2)}\n`);
console.log(
  `${left} questions left out: a held-out set, tuning-17 or an unread blind set (${UNREAD_BLIND.join(", ")}) asks them too`,
);
console.log(
  `${facts.length} facts, ${facts.reduce((n, f) => n + f.questions.length, 0)} questions from ${names.join(", ")} -> ${path.relative(root, out)}`,
);
