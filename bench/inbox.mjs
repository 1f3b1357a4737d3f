// Staff inbox response times with 100,000 leads, on PGlite and on PostgreSQL (budget: p95 <= 100 ms).
//   node bench/inbox.mjs [--leads 100000] [--runs 40] [--only pglite|postgres]
// PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); the run
// uses a schema of its own and drops it afterwards. Prints a table; never part of `npm test`.
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import pg from "pg";

const { values: args } = parseArgs({
  options: { leads: { type: "string", default: "100000" }, runs: { type: "string", default: "40" }, only: { type: "string" } },
});
const LEADS = Number(args.leads);
const RUNS = Number(args.runs);
const BUDGET_MS = 100;
const root = fileURLToPath(new URL("..", import.meta.url));
const bundle = path.join(root, "dist", `.bench-inbox-${process.pid}.mjs`);
await build({
  entryPoints: [path.join(root, "bench/inbox-entry.ts")],
  outfile: bundle,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  packages: "external",
  alias: { "@": path.join(root, "src") },
  logLevel: "warning",
});
const server = await import(pathToFileURL(bundle).href);
rmSync(bundle, { force: true });
process.env.LOG_LEVEL = "silent";

/** 100,000 plausible leads over the last two years, inserted by the database itself in one statement. */
async function seed(db) {
  const { sql } = await import("drizzle-orm");
  await db.execute(
    sql.raw(`
    insert into contacts (first_name, last_name, email, phone, business_name, interested_in, industry, status, reference, source, submitted_at, updated_at)
    select (array['Maria','James','Aisha','Wei','Carlos','Fatima','Noah','Priya','Luis','Grace'])[1 + i % 10],
           (array['Alvarez','Okafor','Nguyen','Smith','Patel','Kim','Garcia','Johnson','Ortega','Brown'])[1 + (i / 10) % 10],
           'lead' || i || '@business' || (i % 997) || '.example',
           '(210) 555-' || lpad((i % 10000)::text, 4, '0'),
           (array['Cantina','Auto Repair','Vape Shop','Liquor Mart','Law Group','Cycles','Plumbing','Bakery','Salon','Market'])[1 + (i / 7) % 10] || ' ' || i,
           'pos-systems', 'restaurant',
           (array['pending','pending','pending','contacted','qualified','won','lost'])[1 + i % 7],
           'B' || lpad(i::text, 7, '0'),
           case when i % 3 = 0 then 'application' else 'contact' end,
           now() - (i * interval '10 minutes'), now() - (i * interval '10 minutes')
    from generate_series(1, ${LEADS}) as i`),
  );
  await db.execute(sql.raw("analyze contacts"));
}

const cases = [
  ["list: newest page", "", 1],
  ["list: page 200", "", 200],
  ["list: status=contacted", "status=contacted", 1],
  [
    "list: applications, last 30 days",
    `kind=application&from=${new Date(Date.now() - 30 * 864e5).toISOString().slice(0, 10)}`,
    1,
  ],
  ["search: name", "q=priya%20patel", 1],
  ["search: email", "q=lead4242%40", 1],
  ["search: business", "q=law%20group", 1],
  ["search: reference", "q=B0054321", 1],
  ["search + status", "q=cantina&status=won", 1],
];

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function run(driver) {
  let handle;
  let schema;
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  if (driver === "pglite") handle = await server.openDatabase({ pgliteDir: "memory://" });
  else {
    schema = `bench_inbox_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema "${schema}"`);
    await admin.end();
    handle = await server.openDatabase({ databaseUrl: url, searchPath: schema });
  }
  try {
    const started = Date.now();
    await seed(handle.db);
    console.log(
      `\n${driver}: ${LEADS.toLocaleString("en-US")} leads seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; ${RUNS} runs per case`,
    );
    server.setDatabaseForTests(handle.db);
    const rows = [];
    for (const [name, query, page] of cases) {
      const filters = server.parseLeadFilters(new URLSearchParams(query));
      await server.listLeads(filters, page); // warm-up
      const times = [];
      let total = 0;
      for (let index = 0; index < RUNS; index += 1) {
        const start = performance.now();
        const result = await server.listLeads(filters, page);
        times.push(performance.now() - start);
        total = result.total;
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      rows.push({
        case: name,
        matches: total,
        "p50 ms": percentile(times, 50).toFixed(1),
        "p95 ms": p95.toFixed(1),
        budget: p95 <= BUDGET_MS ? "ok" : "OVER",
      });
    }
    console.table(rows);
    return rows.every((row) => row.budget === "ok");
  } finally {
    server.setDatabaseForTests(undefined);
    await handle.close();
    if (schema) {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema if exists "${schema}" cascade`);
      await cleanup.end();
    }
  }
}

let ok = true;
for (const driver of ["pglite", "postgres"]) {
  if (args.only && args.only !== driver) continue;
  ok = (await run(driver)) && ok;
}
console.log(ok ? `\nEvery case within p95 <= ${BUDGET_MS} ms.` : `\nSome cases exceed p95 <= ${BUDGET_MS} ms.`);
process.exitCode = ok ? 0 : 1;
