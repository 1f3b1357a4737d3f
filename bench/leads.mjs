// Load on POST /api/contacts against the production server (npm run build first), on PGlite and PostgreSQL,
// rate limiting off: requests/s, p50/p99 latency, errors, and rows stored vs 2xx answered.
//   node bench/leads.mjs [pglite|postgres|both] [--requests=N] [--warmup=N]   (BENCH_PORT: first port, default 4391)
// A fixed number of requests (not a duration) so that every request sent is answered before rows are counted.
// Each measured run follows a warm-up of the same load (a few seconds' worth of requests) that brings V8's
// optimising compiler and the connection pool to the state of a server that has been running; the warm-up's
// requests count in rows == 2xx, and its own figures are printed too, so a cold start is visible, not hidden.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { freshDatabase, leadRequest, root, startServer } from "./lead-bench-helpers.mjs";

const args = process.argv.slice(2);
const which = args.find((arg) => !arg.startsWith("--")) ?? "both";
const requestsArg = args.find((arg) => arg.startsWith("--requests="))?.split("=")[1];
const warmupArg = args.find((arg) => arg.startsWith("--warmup="))?.split("=")[1];

/** The budgets of issue 3. */
const budgets = {
  pglite: { connections: 10, minRps: 250, maxP99: 150, requests: 6000, warmup: 2000 },
  postgres: { connections: 50, minRps: 800, maxP99: 50, requests: 20000, warmup: 10000 },
};

/**
 * Runs autocannon and adds `seconds`: from the start to the last answer. autocannon's own `duration` (and the moment
 * its callback fires) is rounded up to the next tick of its one-second timer, which would understate requests/s.
 */
function run(options) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let lastAnswer = started;
    const instance = autocannon(options, (error, result) =>
      error ? reject(error) : resolve({ ...result, seconds: (lastAnswer - started) / 1000 }),
    );
    instance.on("response", () => (lastAnswer = performance.now()));
  });
}

async function bench(driver, port) {
  const budget = budgets[driver];
  const database = await freshDatabase(driver);
  const server = await startServer(database, port);
  try {
    const amount = Number(requestsArg ?? budget.requests);
    const warmup = Number(warmupArg ?? budget.warmup);
    const warm = await run({ ...leadRequest(port), connections: budget.connections, amount: warmup });
    const result = await run({ ...leadRequest(port), connections: budget.connections, amount });
    const seconds = result.seconds;
    await server.stop();
    const rows = await database.count();
    const answered2xx = warm["2xx"] + result["2xx"];
    const errors = result.errors + result.timeouts + result.non2xx + warm.errors + warm.timeouts + warm.non2xx;
    const figures = {
      driver,
      connections: budget.connections,
      requests: amount,
      durationSeconds: Math.round(seconds * 100) / 100,
      requestsPerSecond: Math.round(result.requests.total / seconds),
      latencyP50Ms: result.latency.p50,
      latencyP99Ms: result.latency.p99,
      latencyMaxMs: result.latency.max,
      errors,
      answered2xx,
      rowsStored: rows,
      warmupRequests: warm.requests.total,
      warmupRequestsPerSecond: Math.round(warm.requests.total / warm.seconds),
      warmupLatencyP99Ms: warm.latency.p99,
    };
    const checks = {
      [`>= ${budget.minRps} requests/s`]: figures.requestsPerSecond >= budget.minRps,
      [`p99 <= ${budget.maxP99} ms`]: figures.latencyP99Ms <= budget.maxP99,
      "0 errors": errors === 0,
      "rows == 2xx": rows === answered2xx,
    };
    return { figures, checks };
  } finally {
    await server.stop();
    await database.drop();
  }
}

const drivers = which === "both" ? ["pglite", "postgres"] : [which];
const outcomes = [];
let port = Number(process.env.BENCH_PORT ?? 4391);
for (const driver of drivers) {
  const { connections, warmup } = budgets[driver];
  process.stdout.write(`\n${driver}: ${connections} connections (after ${warmupArg ?? warmup} warm-up requests)...\n`);
  const outcome = await bench(driver, port++);
  outcomes.push(outcome);
  console.table(outcome.figures);
  for (const [check, ok] of Object.entries(outcome.checks)) console.log(`  ${ok ? "PASS" : "FAIL"}  ${check}`);
}

const resultsDir = path.join(root, "bench", "results");
mkdirSync(resultsDir, { recursive: true });
const file = path.join(resultsDir, `leads-${new Date().toISOString().replace(/[:.]/g, "-")}.json`);
writeFileSync(file, JSON.stringify(outcomes, null, 2));
console.log(`\nfigures written to ${path.relative(root, file)}`);
process.exitCode = outcomes.every((outcome) => Object.values(outcome.checks).every(Boolean)) ? 0 : 1;
