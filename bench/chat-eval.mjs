// Evaluates the embedded chat engine on realistic visitor questions (bench/chat-eval-questions.json): the share
// answered correctly (every required fact present; budget >= 90%) and answer latency (budget p95 <= 50 ms).
// Prints figures only; it is not part of `npm test`.
//
//   node bench/chat-eval.mjs            # figures and the questions that missed
//   node bench/chat-eval.mjs --strict   # exit 1 when a budget is missed
import { build } from "esbuild";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const strict = process.argv.includes("--strict");
const RUNS = 10;
const BUDGET = { correct: 0.9, p95Ms: 50 };

// The engine is TypeScript with "@/..." imports: bundle it (packages stay external) and load the bundle.
const outDir = mkdtempSync(path.join(root, "bench", ".chat-eval-"));
const outfile = path.join(outDir, "engine.mjs");
try {
  await build({
    entryPoints: [path.join(root, "src/server/chat/engine.ts")],
    outfile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "esm",
    packages: "external",
    alias: { "@": path.join(root, "src") },
    logLevel: "warning",
  });
  const { ChatEngine } = await import(pathToFileURL(outfile).href);
  const { questions } = JSON.parse(readFileSync(path.join(root, "bench/chat-eval-questions.json"), "utf8"));

  const buildStarted = performance.now();
  const engine = new ChatEngine();
  const buildMs = performance.now() - buildStarted;
  const loadedSources = new Set(engine.index.withPrefix("").map((document) => document.source));
  loadedSources.add("site");

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

  const results = questions.map((item) => {
    const { reply } = ask(item);
    const text = reply.message.toLowerCase();
    const missing = item.mustContain.filter((fact) => !text.includes(fact.toLowerCase()));
    const kindOk = !item.kind || item.kind === reply.kind;
    return { item, reply, correct: missing.length === 0 && kindOk, missing, kindOk, available: loadedSources.has(item.source) };
  });

  const latencies = [];
  for (let run = 0; run < RUNS; run++) for (const item of questions) latencies.push(ask(item).ms);
  latencies.sort((a, b) => a - b);
  const percentile = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)];

  const share = (list) => (list.length ? list.filter((result) => result.correct).length / list.length : 1);
  const available = results.filter((result) => result.available);
  const overall = share(results);
  const p50 = percentile(50);
  const p95 = percentile(95);

  const pct = (value) => `${(value * 100).toFixed(1)}%`;
  console.log(
    `chat-eval: ${questions.length} questions, ${RUNS} timed runs each; index of ${engine.index.size} documents built in ${buildMs.toFixed(1)} ms`,
  );
  console.log(`content loaded: ${[...loadedSources].sort().join(", ")}`);
  console.log("");
  const topics = [...new Set(questions.map((item) => item.topic))];
  for (const topic of topics) {
    const group = results.filter((result) => result.item.topic === topic);
    console.log(`  ${topic.padEnd(28)} ${group.filter((result) => result.correct).length}/${group.length}`);
  }
  console.log("");
  console.log(
    `answered correctly (all questions):          ${pct(overall)}  (${results.filter((r) => r.correct).length}/${results.length})`,
  );
  console.log(
    `answered correctly (content merged so far):  ${pct(share(available))}  (${available.filter((r) => r.correct).length}/${available.length})`,
  );
  console.log(`latency p50 ${p50.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${latencies.at(-1).toFixed(2)} ms`);
  console.log(
    `budgets: correct >= ${pct(BUDGET.correct)} ${overall >= BUDGET.correct ? "met" : "MISSED"}; p95 <= ${BUDGET.p95Ms} ms ${p95 <= BUDGET.p95Ms ? "met" : "MISSED"}`,
  );

  const misses = results.filter((result) => !result.correct);
  if (misses.length) {
    console.log("\nmissed:");
    for (const { item, reply, missing, kindOk, available: isAvailable } of misses) {
      const why = [
        missing.length ? `missing ${missing.map((fact) => JSON.stringify(fact)).join(", ")}` : "",
        kindOk ? "" : `kind ${reply.kind}`,
      ]
        .filter(Boolean)
        .join("; ");
      console.log(`  - [${item.source}${isAvailable ? "" : ", not merged yet"}] ${item.question}: ${why}`);
    }
  }
  if (strict && (overall < BUDGET.correct || p95 > BUDGET.p95Ms)) process.exitCode = 1;
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
