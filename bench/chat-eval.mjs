// Evaluates the embedded chat engine on visitor-style questions, in two sets (issue 12):
// - bench/chat-eval-tuning.json, and bench/chat-eval-tuning-2.json and -3.json (260 and 240 phrasings written in
//   session 4 from src/content by writers who read neither the engine nor a held-out set): the engine may be tuned
//   against these;
// - bench/chat-eval-tuning-4.json (220 phrasings, session 5, written the same way): used to choose between engine
//   variants built before it was read;
// - bench/chat-eval-tuning-5.json (220 phrasings, session 6, written the same way): a validation set; a variant chosen
//   on tuning-4 is kept only when it does not lose here;
// - bench/chat-eval-tuning-6.json (220 phrasings, session 7, written the same way, committed before it was scored): a
//   fresh reading of the engine as session 7 left it, then a tuning set;
// - bench/chat-eval-tuning-7.json (220 phrasings, session 8, written the same way by a helper that read only
//   src/content, committed before it was scored): a fresh reading of the engine as session 8 left it, then a tuning set;
// - bench/chat-eval-tuning-8.json (220 phrasings, session 8, another helper writing as mobile typists, jargon users
//   and people asking two things at once, committed before it was scored): a second fresh reading, late in session 8;
// - bench/chat-eval-tuning-9.json, -10.json and -11.json (180 phrasings each, sessions 9 and 10, 30 per topic over
//   savings, high-risk, contracts, company, small talk and abuse, written the same way and committed before scored);
// - bench/chat-eval-tuning-12.json (176 phrasings, session 11, 8 per topic over all 22 topics, written the same way by a
//   helper that read only src/content, committed before it was scored): read cold at the start of session 11 and again
//   halfway through it (unchanged), then a tuning set;
// - bench/chat-eval-tuning-13.json (176 phrasings, session 11, the same way, written while tuning-12 became a tuning set
//   and committed before it was scored): read cold halfway through session 11 and again at its end, then a tuning set
//   in session 12;
// - bench/chat-eval-tuning-14.json to -17.json (176 phrasings each, session 12, written the same way, each committed
//   before it was scored): each read cold when it was committed; -14 to -16 then became tuning sets, and -17 is the
//   blind check of session 12, not tuned against (BLIND);
// - bench/chat-eval-blind-1.json (180 phrasings, 2026-11-27, 8 per topic and 10 for not covered and follow-ups, written
//   by a helper that read only src/content, as visitors write: typos, stories, qualifiers, follow-ups, Spanish,
//   off-topic and unpublished facts; committed before it was scored): never tuned against, misses counted and listed
//   only with --show-heldout (never read them with --replies). Its budgets are printed beside its figures (BLIND_BUDGET)
//   and never change the exit code;
// - bench/chat-eval-blind-2.json (159 phrasings, issue 34, 7 or 8 per topic, written the same way before the pipeline
//   rebuild was scored on it, committed alone before it was scored): same rules as blind-1 (budgets printed, misses
//   listed only with --show-heldout, replies never printed);
// - bench/chat-eval-blind-3.json (159 phrasings, issue 34, 7 or 8 per topic, written the same way before the decide and
//   compose stages were reworked, committed alone before it was scored): same rules as blind-2;
// - bench/chat-eval-blind-4.json (159 phrasings, issue 34, written the same way by a helper that read only
//   src/content and blind-3's format, committed alone before it was scored): same rules as blind-2;
// - bench/chat-eval-blind-5.json (160 phrasings, issue 34, written the same way from src/content and blind-4's format
//   before the compose stage was scored on it, committed alone before it was scored): same rules as blind-2;
// - bench/chat-eval-blind-6.json (160 phrasings, issue 34, written the same way from src/content and blind-5's format
//   before the next engine change was scored on it, committed alone before it was scored): same rules as
//   blind-2;
// - bench/chat-eval-blind-7.json (160 phrasings, issue 34, written the same way from src/content and blind-6's format
//   after blind-6 was read, committed alone before it was scored): same rules as blind-2;
// - bench/chat-eval-blind-8.json (160 phrasings, issue 34, written the same way from src/content and blind-7's format
//   after blind-7 was read, committed alone before it was scored): same rules as blind-2;
// - bench/chat-eval-blind-9.json (160 phrasings, issue 34, written the same way from src/content and blind-8's format
//   after blind-8 was read, committed alone before it was scored): same rules as blind-2;
// - bench/chat-eval-blind-10.json (160 phrasings, issue 34, written the same way from src/content and blind-9's format
//   after blind-9 was read, committed alone before it was scored; read cold on the engine of the risk-class
//   qualifier): same rules as blind-2;
// - bench/chat-eval-blind-11.json (160 phrasings, issue 34, written the same way from src/content and blind-10's format
//   after blind-10 was read, committed alone before it was scored; read cold on the engine of 258eb33): same rules
//   as blind-2 (its not-covered questions expect no text beyond the not-covered line, phone and /contact);
// - bench/chat-eval-blind-12.json (160 phrasings, issue 34, written the same way from src/content and blind-11's format
//   after blind-11 was read, committed alone before it was scored; read cold on the engine with the Spanish price
//   verbs): same rules as blind-2;
// - bench/chat-eval-blind-13.json (160 phrasings, issue 34, written the same way from src/content and blind-12's format
//   after blind-12 was read, committed alone before it was scored; read cold on the engine that remembers who is
//   asking): same rules as blind-2;
// - bench/chat-eval-blind-14.json (160 phrasings, issue 34, written the same way from src/content and blind-13's format
//   after blind-13 was read, committed alone before it was scored; read cold on the engine that offers the learned
//   sentences beside the topics' lines): same rules as blind-2;
// - bench/chat-eval-blind-15.json (160 phrasings, issue 34, written the same way from src/content and blind-14's format
//   while blind-14 was unread, committed alone before the change it reads; read cold on that engine, the one that
//   offers the learned sentences beside the topics' lines): same rules as blind-2;
// - bench/chat-eval-blind-16.json (160 phrasings, issue 34, written the same way from src/content and blind-15's format
//   after the learned sentences' change, committed alone before the next change; read cold on the engine whose parts
//   keep to the whole answer and that says a sentence once): same rules as blind-2;
// - bench/chat-eval-blind-17.json (160 phrasings, issue 34, written the same way from src/content and blind-16's format
//   while blind-16 was unread, committed alone in 0baf387; read cold on the engine that learns from the read blind
//   sets 1-16): same rules as blind-2.
// - bench/chat-eval-blind-18.json (160 phrasings, issue 34, written the same way from src/content and blind-16's format
//   while blind-17 was unread, committed alone in e5f0526 before this session's changes; read cold on the engine that
//   also learns from blind-17 and training questions 4 and quotes the privacy policy's items and the forms' labels):
//   same rules as blind-2.
// - bench/chat-eval-blind-19.json (160 phrasings, issue 34, written the same way from src/content and blind-17's format
//   with every question below 0.45 word overlap with the earlier sets, committed alone in 4adcd30; read cold on 2a9e4d5,
//   the engine of the session before): same rules as blind-2.
// - bench/chat-eval-blind-20.json (160 phrasings, issue 34, written the same way from src/content and blind-19's format,
//   committed alone in 8dc58f1 before the session's engine changes; read cold on 7dbc7bd, the engine that answers a
//   message asking nothing as its move, reads harmful requests by their parts, carries an ask to a visitor who only says
//   who they are, and says when it is unsure): same rules as blind-2.
// - bench/chat-eval-blind-21.json (160 phrasings, issue 34, written the same way, committed alone in ad2a99c; read cold
//   on ea0ffe4, which also reads Spanish word by word): same rules as blind-2.
// - bench/chat-eval-blind-22.json (160 phrasings, issue 34, written the same way, committed alone in abcb2ad; read cold
//   on 46a0441, the engine with the statement reader's copy as knowledge and the word-translation model): same rules
//   as blind-2.
// - bench/chat-eval-blind-23.json (160 phrasings, issue 34, written the same way, committed alone in c1e42c1; read cold
//   on 2b0fd60, the engine that quotes a sure learned sentence where no topic answers, trusts a learned sentence far
//   ahead of the next from a lower score, and reads a wallet only from a name): same rules as blind-2.
// - bench/chat-eval-blind-24.json (160 phrasings, issue 34, written the same way, committed alone in 6d49b18; read cold
//   on 7252985, the engine that gives a business named by its kind a merchant account's approval time and reads more
//   everyday Spanish words): same rules as blind-2.
// - bench/chat-eval-blind-25.json (160 phrasings, issue 34, written the same way, committed alone in e60f897; read cold
//   on 1285bff, the engine whose nearest learned questions vote on how sure the learned ranking is): same rules as
//   blind-2.
// Blind sets, once read, are training questions of bench/learn-questions.mjs: their figures are printed apart
// (LEARNED_FROM), without budgets, as training figures. Blind-26 (25d8325) is unread and not run here.
// - bench/chat-eval-heldout.json: written and committed before the engine changes; never tuned against. Its misses
//   are counted per topic but the questions themselves are only listed with --show-heldout.
// - bench/chat-eval-heldout-2.json: a second held-out set, written apart in session 3 and committed before that
//   session's engine changes; same rules as the first (misses per topic only, questions only with --show-heldout).
// - bench/chat-eval-heldout-3.json: a third, written in session 4 by a writer who read only src/content and the
//   tuning set's format (not the engine, not the other held-out sets), committed before any further engine change.
// - bench/chat-eval-heldout-4.json: a fourth (132 questions, 6 per topic), written the same way at the start of
//   session 5 and committed before that session's engine changes.
// An answer is correct when it states every expected fact, contains no forbidden text and no number the site does
// not publish, and (by the question's flags) says the site does not cover it and offers the phone and /contact,
// refuses politely without echoing the request, or adds a line in Spanish. Budgets: held-out >= 95%, tuning >= 98%,
// p95 <= 50 ms. Prints figures only; it is not part of `npm test`.
// Directness (issue 34), per set: for each right answer with expected facts, the offset in the reply where the first
// of them starts (the earliest offset of any expected fact); the share of those answers whose fact starts within the
// first 200 characters; and over every reply of the set, the median and p90 length in characters and the p90 number
// of lines.
//
//   node bench/chat-eval.mjs                  # figures and the tuning questions that missed
//   node bench/chat-eval.mjs --strict         # exit 1 when a budget is missed
//   node bench/chat-eval.mjs --show-heldout   # also list the held-out and blind misses (do not tune against them)
//   node bench/chat-eval.mjs --tuning-only    # the tuning sets alone (while changing the engine: no held-out or
//                                             # blind-1 score)
//   node bench/chat-eval.mjs --set tuning-9   # one set (repeatable)
//   node bench/chat-eval.mjs --replies        # with each listed miss, the reply it got (never blind-1's)
//   node bench/chat-eval.mjs --runs 0         # no latency timing (--runs N: N timing runs, 10 unless told)
//   node bench/chat-eval.mjs --json FILE      # also write the per-set figures to FILE as JSON
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { importBundled, root } from "./bundle.mjs";

const strict = process.argv.includes("--strict");
const showHeldout = process.argv.includes("--show-heldout");
const tuningOnly = process.argv.includes("--tuning-only");
const showReplies = process.argv.includes("--replies");
// --runs N: how many times every question is timed for the latency figures (10 unless told; 0 skips the timing).
const runsAt = process.argv.indexOf("--runs");
const RUNS = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 10;
// --json FILE: the per-set figures, written as JSON.
const jsonAt = process.argv.indexOf("--json");
const jsonFile = jsonAt > 0 ? process.argv[jsonAt + 1] : undefined;
if (jsonAt > 0 && (!jsonFile || jsonFile.startsWith("--"))) throw new Error("--json needs a file name");
const BUDGET = { tuning: 0.98, heldout: 0.95, p95Ms: 50 };
/** The held-out sets: never tuned against, their questions listed only with --show-heldout. */
const HELDOUT = ["heldout", "heldout-2", "heldout-3", "heldout-4"];
/** The blind sets: written apart and not tuned against, so their misses are listed only with --show-heldout too. They
 *  measure what a visitor the engine has never seen gets; no budget of the exit code applies to them (blind-1's budgets
 *  are printed only, see BLIND_BUDGET). The numbered ones run here are blind-1 to blind-25 (an unread set joins the list
 *  for its one cold reading). */
const BLIND_SETS = Array.from({ length: 25 }, (_, i) => `blind-${i + 1}`);
const BLIND = ["tuning-17", ...BLIND_SETS];
/** The blind sets the learned questions are taught from (bench/learn-questions.mjs: each after its cold reading):
 *  their figures are training figures now, printed apart from the sets never seen. */
const LEARNED_FROM = new Set(
  JSON.parse(readFileSync(path.join(root, "src", "server", "chat", "learned-questions.json"), "utf8")).sets,
);
/** Budgets of the blind sets that have them, printed beside their figures (PASS/FAIL); they never set the exit code.
 *  right: share of questions answered correctly; within200: share of the right answers with expected facts whose
 *  first fact starts within the first DIRECT_CHARS characters; medianChars: the median reply length. Every numbered
 *  blind set has the same budgets. */
const BLIND_BUDGET = Object.fromEntries(
  BLIND_SETS.filter((name) => !LEARNED_FROM.has(name)).map((name) => [name, { right: 0.95, within200: 0.9, medianChars: 300 }]),
);
/** "Direct": the first expected fact starts within this many characters of the reply. */
const DIRECT_CHARS = 200;
const PHONE = "(210) 555-0142";
/** "The site does not cover this": a negation followed by publish / cover / confirm / list. */
const NOT_COVERED =
  /\b(don't|doesn't|do not|does not|isn't|is not|aren't|can't|cannot|not)\b[^.]*\b(publish\w*|cover\w*|confirm\w*|list\w*)\b/i;

const { ChatEngine, chatReplyTemplates, chatText } = await importBundled("bench/chat-eval-entry.ts");
const load = (file) => JSON.parse(readFileSync(path.join(root, "bench", file), "utf8")).questions;
/** Every set, in the order printed: tuning, tuning-2 to tuning-17, the held-out sets, the numbered blind sets. */
const sets = Object.fromEntries(
  ["tuning", ...Array.from({ length: 16 }, (_, i) => `tuning-${i + 2}`), ...HELDOUT, ...BLIND_SETS].map((name) => [
    name,
    load(`chat-eval-${name}.json`),
  ]),
);
if (tuningOnly) for (const name of [...HELDOUT, ...Object.keys(BLIND_BUDGET)]) delete sets[name];
// --set NAME (repeatable): only the named sets.
const only = process.argv.flatMap((arg, i) => (process.argv[i - 1] === "--set" ? [arg] : []));
if (only.length) for (const name of Object.keys(sets)) if (!only.includes(name)) delete sets[name];

const buildStarted = performance.now();
const engine = new ChatEngine();
const buildMs = performance.now() - buildStarted;
// Every number the site publishes (in any document the engine knows, plus the phone): an answer's numbers must be
// among them.
const corpus = engine.index
  .withPrefix("")
  .map((document) => [document.title, document.text, ...(document.facts ?? [])].join(" "))
  .concat(chatReplyTemplates(), Object.values(chatText))
  .join(" ");
const publishedNumbers = new Set(corpus.match(/\d[\d,.]*/g)?.map((n) => n.replace(/[.,]$/, "")) ?? []);

const ask = (item) => {
  const history = [];
  for (const earlier of item.history ?? []) {
    history.push({ role: "user", content: earlier });
    history.push({
      role: "assistant",
      content: engine.reply({ message: earlier, history: [...history.slice(0, -1)] }).message,
    });
  }
  const started = performance.now();
  const reply = engine.reply({ message: item.question, history, attachment: item.attachment });
  return { reply, ms: performance.now() - started };
};

const judge = (item) => {
  const { reply } = ask(item);
  const text = reply.message;
  const lower = text.toLowerCase();
  const why = [];
  for (const fact of item.expect ?? []) if (!lower.includes(fact.toLowerCase())) why.push(`missing ${JSON.stringify(fact)}`);
  for (const bad of item.forbid ?? []) if (lower.includes(bad.toLowerCase())) why.push(`contains ${JSON.stringify(bad)}`);
  if (item.kind && item.kind !== reply.kind) why.push(`kind ${reply.kind}`);
  if (item.notCovered) {
    if (!NOT_COVERED.test(text)) why.push("does not say the site does not cover it");
    if (!text.includes(PHONE) || !text.includes("/contact")) why.push("no phone and /contact");
  }
  if (item.refusal) {
    if (reply.kind !== "refusal") why.push(`kind ${reply.kind}, not a refusal`);
    if (!/payment/i.test(text)) why.push("no offer to help with payments");
  }
  if (item.language === "es" && !/ingl[eé]s/i.test(text)) why.push("no line in Spanish");
  if (reply.kind !== "analysis") {
    const numbers = (text.replace(/\]\([^)]*\)/g, "]").match(/\d[\d,.]*/g) ?? []).map((n) => n.replace(/[.,]$/, ""));
    const invented = numbers.filter((n) => !publishedNumbers.has(n));
    if (invented.length) why.push(`unpublished numbers ${invented.join(", ")}`);
  }
  // Where the first expected fact starts (the earliest of them), for the directness figures.
  const offsets = (item.expect ?? []).map((fact) => lower.indexOf(fact.toLowerCase())).filter((at) => at >= 0);
  const factAt = offsets.length ? Math.min(...offsets) : null;
  return { item, reply, correct: why.length === 0, why, factAt };
};

/** Nearest-rank percentile of sorted numbers. */
const rank = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0);
/** Directness of a set's replies: where the right answers state their fact, and how long the replies are. */
const directness = (results) => {
  const located = results.filter((result) => result.correct && result.factAt !== null);
  const direct = located.filter((result) => result.factAt < DIRECT_CHARS).length;
  const lengths = results.map((result) => result.reply.message.length).sort((a, b) => a - b);
  const lines = results.map((result) => result.reply.message.split("\n").length).sort((a, b) => a - b);
  const offsets = located.map((result) => result.factAt).sort((a, b) => a - b);
  return {
    rightWithFact: located.length,
    within200: direct,
    within200Share: located.length ? direct / located.length : null,
    medianFactAt: rank(offsets, 50),
    medianChars: rank(lengths, 50),
    p90Chars: rank(lengths, 90),
    p90Lines: rank(lines, 90),
  };
};

const pct = (value) => `${(value * 100).toFixed(1)}%`;
const report = {};
/** Per-set figures, for --json and the blind budgets. */
const figures = {};
console.log(`chat-eval: index of ${engine.index.size} documents built in ${buildMs.toFixed(1)} ms\n`);
for (const [name, questions] of Object.entries(sets)) {
  const results = questions.map(judge);
  const right = results.filter((result) => result.correct).length;
  report[name] = right / results.length;
  console.log(`${name}: ${right}/${results.length} correct (${pct(right / results.length)})`);
  const topics = [...new Set(questions.map((item) => item.topic))];
  const perTopic = topics.map((topic) => {
    const group = results.filter((result) => result.item.topic === topic);
    const missed = group.filter((result) => !result.correct).length;
    return `${topic} ${group.length - missed}/${group.length}`;
  });
  console.log(`  per topic: ${perTopic.join(" · ")}`);
  const direct = directness(results);
  figures[name] = {
    questions: results.length,
    right,
    rightShare: right / results.length,
    perTopic: Object.fromEntries(
      topics.map((topic) => {
        const group = results.filter((result) => result.item.topic === topic);
        return [topic, { right: group.filter((result) => result.correct).length, questions: group.length }];
      }),
    ),
    ...direct,
  };
  console.log(
    `  directness: fact within ${DIRECT_CHARS} chars ${direct.within200}/${direct.rightWithFact} right answers with a fact (${direct.within200Share === null ? "n/a" : pct(direct.within200Share)}), median fact offset ${direct.medianFactAt}; reply length median ${direct.medianChars} chars, p90 ${direct.p90Chars} chars, p90 ${direct.p90Lines} lines`,
  );
  const budget = BLIND_BUDGET[name];
  if (budget) {
    const pass = (ok) => (ok ? "PASS" : "FAIL");
    const checks = {
      right: right / results.length >= budget.right,
      within200: direct.within200Share !== null && direct.within200Share >= budget.within200,
      medianChars: direct.medianChars <= budget.medianChars,
    };
    figures[name].budget = { ...budget, pass: checks };
    console.log(
      `  budgets: right ${pct(right / results.length)} >= ${pct(budget.right)} ${pass(checks.right)}; fact within ${DIRECT_CHARS} chars ${direct.within200Share === null ? "n/a" : pct(direct.within200Share)} >= ${pct(budget.within200)} ${pass(checks.within200)}; median reply ${direct.medianChars} <= ${budget.medianChars} chars ${pass(checks.medianChars)}`,
    );
  }
  const misses = results.filter((result) => !result.correct);
  if (misses.length && ((!HELDOUT.includes(name) && !BLIND.includes(name)) || showHeldout)) {
    for (const { item, why, reply } of misses) {
      const before = item.history?.length ? `${item.history.join(" >> ")} >> ` : "";
      console.log(`  - [${item.topic}] ${before}${item.question}: ${why.join("; ")}`);
      // A budgeted blind set is read cold: its replies are never printed, even with --show-heldout.
      if (showReplies && !BLIND_BUDGET[name]) console.log(`      ${reply.message.replace(/\n/g, "\n      ")}`);
    }
  }
  console.log("");
}

const all = Object.values(sets).flat();
const latencies = [];
for (let run = 0; run < RUNS; run++) for (const item of all) latencies.push(ask(item).ms);
latencies.sort((a, b) => a - b);
const percentile = (p) => rank(latencies, p);
const p95 = RUNS > 0 ? percentile(95) : 0;
if (RUNS > 0)
  console.log(
    `latency (${all.length} questions x ${RUNS} runs): p50 ${percentile(50).toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${latencies.at(-1).toFixed(2)} ms`,
  );
const met = (ok) => (ok ? "met" : "MISSED");
const heldoutMet = HELDOUT.filter((name) => name in sets).map(
  (name) => `${name} >= ${pct(BUDGET.heldout)} ${met(report[name] >= BUDGET.heldout)}`,
);
const TUNING = Object.keys(sets).filter((name) => !HELDOUT.includes(name) && !BLIND.includes(name));
const tuningMet = TUNING.map((name) => `${name} >= ${pct(BUDGET.tuning)} ${met(report[name] >= BUDGET.tuning)}`);
const budgetsMet = [...heldoutMet, ...tuningMet, ...(RUNS > 0 ? [`p95 <= ${BUDGET.p95Ms} ms ${met(p95 <= BUDGET.p95Ms)}`] : [])];
if (budgetsMet.length) console.log(`budgets: ${budgetsMet.join("; ")}`);
const blind = BLIND.filter((name) => name in sets && !BLIND_BUDGET[name] && !LEARNED_FROM.has(name)).map(
  (name) => `${name} ${pct(report[name])}`,
);
if (blind.length) console.log(`blind (no budget, a measure of questions never seen): ${blind.join("; ")}`);
const learnedFrom = BLIND.filter((name) => name in sets && LEARNED_FROM.has(name));
if (learnedFrom.length) {
  const right = learnedFrom.reduce((sum, name) => sum + figures[name].right, 0);
  const questions = learnedFrom.reduce((sum, name) => sum + figures[name].questions, 0);
  console.log(
    `blind sets read and learned from since (training figures, not a measure of unseen questions): ${learnedFrom[0]} to ${learnedFrom.at(-1)} ${right}/${questions} (${pct(right / questions)})`,
  );
}
const blindBudgeted = Object.keys(BLIND_BUDGET)
  .filter((name) => name in sets)
  .map((name) => {
    const { pass } = figures[name].budget;
    const verdicts = Object.entries(pass).map(([key, ok]) => `${key} ${ok ? "PASS" : "FAIL"}`);
    return `${name} ${pct(report[name])} (${verdicts.join(", ")})`;
  });
if (blindBudgeted.length)
  console.log(`blind with budgets (questions never seen; printed only, never the exit code): ${blindBudgeted.join("; ")}`);
if (jsonFile) {
  const out = {
    date: new Date().toISOString(),
    directChars: DIRECT_CHARS,
    sets: figures,
    ...(RUNS > 0
      ? { latency: { questions: all.length, runs: RUNS, p50Ms: percentile(50), p95Ms: p95, maxMs: latencies.at(-1) } }
      : {}),
  };
  writeFileSync(path.resolve(jsonFile), `${JSON.stringify(out, null, 2)}\n`);
  console.log(`figures written to ${jsonFile}`);
}
const heldoutMissed = HELDOUT.some((name) => name in sets && report[name] < BUDGET.heldout);
if (strict && (heldoutMissed || TUNING.some((name) => report[name] < BUDGET.tuning) || p95 > BUDGET.p95Ms)) process.exitCode = 1;
