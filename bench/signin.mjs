// Staff sign-in time at the password parameters in force (issue 15: scrypt N=2^17, r=8, p=1; budget < 0.5 s on the
// 2-core machine). Signs in N times with the right password and N times with a wrong one (each from its own
// address, so the lockout never answers instead of the hash), on an in-memory PGlite, and prints p50/p95/max.
//   node bench/signin.mjs [--runs 20]
import { parseArgs } from "node:util";
import { importBundled } from "./bundle.mjs";

const { values: args } = parseArgs({ options: { runs: { type: "string", default: "20" } } });
const RUNS = Number(args.runs);
const server = await importBundled("bench/signin-entry.ts");
process.env.LOG_LEVEL = "silent";

const handle = await server.openDatabase({ pgliteDir: "memory://" });
server.setDatabaseForTests(handle.db);
const PASSWORD = "harbor lights at dawn";
await handle.db.insert(server.users).values({ username: "bench", password: await server.hashPassword(PASSWORD) });

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const rows = [];
for (const [label, password] of [
  ["right password", PASSWORD],
  ["wrong password", "not the password at all"],
]) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    const result = await server.signIn({ username: "bench", password, client: `198.51.100.${run}` });
    times.push(performance.now() - started);
    if (label === "right password" && result.kind !== "ok") throw new Error(`sign-in failed: ${result.kind}`);
  }
  rows.push({ label, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) });
}
const { N, r, p } = server.SCRYPT_PARAMS;
console.log(`staff sign-in, scrypt N=${N} r=${r} p=${p}, ${RUNS} runs each (budget < 500 ms)`);
console.log("| case | p50 ms | p95 ms | max ms |");
console.log("|---|---|---|---|");
for (const row of rows) console.log(`| ${row.label} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${row.max.toFixed(0)} |`);
await handle.close();
