// Statement analysis timings: a 5 MB / 50,000-row export, a 9.9 MB one, the pathological one-line uploads of issue
// 18, and the worker thread's overhead on a small statement (budget: 5 MB under 1 s; the worker adds little).
//   node bench/statement.mjs [--runs 5]
// Prints a table; never part of `npm test`.
import { parseArgs } from "node:util";
import { importBundled } from "./bundle.mjs";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const RUNS = Number(args.runs);
process.env.LOG_LEVEL = "silent";
const { analyzeStatement, analyzeStatementOffThread } = await importBundled("bench/statement-entry.ts");

/** A processor export: a preamble, 50,000 rows of date, card, id, description, amount, fee, and a TOTAL row. */
function exportFile(rows) {
  const cards = ["Visa", "Mastercard", "Amex", "Discover"];
  const lines = ["Processor: Bench Merchant Services", "Account: 0000-0000", "Period: 2025-03-01 to 2025-03-31", ""];
  lines.push("Date,Card Type,Transaction ID,Authorization Code,Description,Amount,Fee");
  let cents = 0;
  let feeCents = 0;
  for (let i = 0; i < rows; i++) {
    const amount = 500 + ((i * 7919) % 250_000);
    const fee = Math.round(amount * 0.029) + 30;
    cents += amount;
    feeCents += fee;
    const day = String(1 + (i % 28)).padStart(2, "0");
    const money = (value) => {
      const text = (value / 100).toFixed(2);
      return value >= 100_000 ? `"${Number(text).toLocaleString("en-US", { minimumFractionDigits: 2 })}"` : text;
    };
    lines.push(
      `2025-03-${day},${cards[i % 4]},TX${String(i).padStart(9, "0")},A${(i * 31) % 999_999},"Card present sale, counter terminal 04, chip read",${money(amount)},${money(fee)}`,
    );
  }
  lines.push(
    `TOTAL,,,,,"${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}","${(feeCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}"`,
  );
  return { content: `${lines.join("\n")}\n`, volume: cents / 100, fees: feeCents / 100 };
}

function time(label, file, runs = RUNS) {
  const times = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = analyzeStatement(file);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    label,
    mb: (Buffer.byteLength(file.content) / 1e6).toFixed(2),
    median: times[Math.floor(runs / 2)],
    max: times.at(-1),
    result,
  };
}

const rows = [];
const fiveMb = exportFile(50_000);
const r5 = time("export, 50,000 rows", { name: "bench.csv", type: "text/csv", content: fiveMb.content });
rows.push(r5);
const nineMb = exportFile(95_000);
rows.push(time("export, 95,000 rows", { name: "bench.csv", type: "text/csv", content: nineMb.content }));
rows.push(time('96 KB of " 1," on one line', { name: "x.txt", type: "text/plain", content: " 1,".repeat(32_000) }));
rows.push(time('9 MB of " 1," on one line', { name: "x.txt", type: "text/plain", content: " 1,".repeat(3_000_000) }));
rows.push(time("9 MB of newlines", { name: "x.csv", type: "text/csv", content: "\n".repeat(9_000_000) }));
rows.push(time("9 MB of one-cell lines", { name: "x.csv", type: "text/csv", content: "1,\n".repeat(3_000_000) }));

console.log("| input | MB | median ms | max ms | result |");
console.log("|---|---|---|---|---|");
for (const row of rows) {
  const r = row.result;
  const summary = r.ok
    ? `${r.figures.transactionCount ?? "-"} tx, $${r.figures.totalVolume}, fees $${r.figures.totalFees}${r.figures.truncated ? ", truncated" : ""}`
    : r.reason;
  console.log(`| ${row.label} | ${row.mb} | ${row.median.toFixed(1)} | ${row.max.toFixed(1)} | ${summary} |`);
}
const f = r5.result.figures;
console.log(
  `\n5 MB export exact: volume ${f.totalVolume === Math.round(fiveMb.volume * 100) / 100}, fees ${f.totalFees === Math.round(fiveMb.fees * 100) / 100}, count ${f.transactionCount === 50_000}`,
);

// Worker overhead: a small statement read in the thread and in a worker (the first worker call also builds it).
const small = { name: "small.csv", type: "text/csv", content: "Date,Amount,Fee\n03/01,100.00,3.50\n03/02,300.00,10.50\n" };
const first = performance.now();
await analyzeStatementOffThread(small);
const firstMs = performance.now() - first;
const inThread = [];
const inWorker = [];
for (let i = 0; i < 20; i++) {
  let started = performance.now();
  analyzeStatement(small);
  inThread.push(performance.now() - started);
  started = performance.now();
  await analyzeStatementOffThread(small);
  inWorker.push(performance.now() - started);
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const bigStarted = performance.now();
const bigOutcome = await analyzeStatementOffThread({ name: "bench.csv", type: "text/csv", content: fiveMb.content });
console.log(
  `\nworker: first call (build + start) ${firstMs.toFixed(0)} ms; small statement median ${median(inWorker).toFixed(1)} ms in a worker vs ${median(inThread).toFixed(2)} ms in the thread`,
);
console.log(
  `worker: 5 MB export ${(performance.now() - bigStarted).toFixed(0)} ms end to end (${bigOutcome.ok ? "ok" : bigOutcome.reason})`,
);
