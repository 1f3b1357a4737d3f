// Lighthouse (mobile form factor, default simulated throttling) over the built site: 3 runs per page, the median
// run by performance score, printed as a table. Prints figures only; it is not part of `npm test`.
//
//   npm run build && node bench/lighthouse.mjs                 # every page in the sitemap, plus the 404 page
//   node bench/lighthouse.mjs / /privacy-policy --runs=5       # chosen pages
//   BASE_URL=http://127.0.0.1:3000 node bench/lighthouse.mjs   # an already running server
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.split("=")[1] ?? 3);
const chosen = args.filter((arg) => arg.startsWith("/"));
const NOT_FOUND = "/this-page-does-not-exist";

async function startServer() {
  const port = 4400 + Math.floor(Math.random() * 400);
  const dataDir = mkdtempSync(path.join(tmpdir(), "lh-pglite-"));
  const child = spawn(process.execPath, ["dist/server.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", PGLITE_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  return {
    base,
    stop() {
      child.kill("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function sitemapPaths(base) {
  const index = await (await fetch(`${base}/sitemap-index.xml`)).text();
  const paths = [];
  for (const [, loc] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await fetch(`${base}${new URL(loc).pathname}`)).text();
    for (const [, url] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.push(new URL(url).pathname);
  }
  return [...paths.sort(), NOT_FOUND];
}

/**
 * JavaScript transferred at load: scripts whose request started before the page's load event (islands that wait
 * for idle time or for visibility load later and are reported in the total column).
 */
function scriptKb(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const loadEvent = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const scripts = requests.filter((request) => request.resourceType === "Script");
  const kb = (list) => Number((list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024).toFixed(1));
  return { atLoad: kb(scripts.filter((request) => (request.rendererStartTime ?? 0) <= loadEvent)), total: kb(scripts) };
}

function summarise(lhr) {
  const js = scriptKb(lhr);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    jsKb: js.atLoad,
    jsTotalKb: js.total,
  };
}

const server = process.env.BASE_URL ? { base: process.env.BASE_URL, stop() {} } : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});

const rows = [];
try {
  const paths = chosen.length ? chosen : await sitemapPaths(server.base);
  for (const pagePath of paths) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${server.base}${pagePath}`, { port: chrome.port, output: "json", logLevel: "error", ignoreStatusCode: true });
      results.push(result.lhr);
    }
    const median = computeMedianRun(results);
    const row = { page: pagePath, ...summarise(median) };
    rows.push(row);
    console.log(
      `${row.page.padEnd(48)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${row.jsKb} KB (total ${row.jsTotalKb})`,
    );
  }
} finally {
  await chrome.kill();
  server.stop();
}

const header = "| page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS at load KB | JS total KB |";
const lines = [header, "|---|---|---|---|---|---|---|---|---|---|"];
for (const row of rows) {
  lines.push(
    `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.jsKb} | ${row.jsTotalKb} |`,
  );
}
const table = lines.join("\n");
console.log(`\nLighthouse mobile, median of ${runs} runs:\n\n${table}\n`);
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/lighthouse.md", `${table}\n`);
writeFileSync("bench/results/lighthouse.json", JSON.stringify(rows, null, 2));
