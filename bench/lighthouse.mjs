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
import { gzipSync } from "node:zlib";
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
 * JavaScript the page downloaded during the Lighthouse run: `jsKb` is the sum of the scripts' gzip bodies (each
 * script fetched again with Accept-Encoding: gzip and measured), `jsTransferKb` Lighthouse's own transfer size,
 * which adds every response's headers. Islands below the fold (client:visible) are not fetched by the run.
 */
const gzipSizes = new Map();
async function gzipBytes(url) {
  if (!gzipSizes.has(url)) {
    // fetch() decodes the body, so compress it again the way the server's compression middleware does (zlib level 6).
    const response = await fetch(url);
    gzipSizes.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).byteLength);
  }
  return gzipSizes.get(url);
}

async function scriptKb(lhr) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  let body = 0;
  for (const script of scripts) body += await gzipBytes(script.url);
  const transfer = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  return { gzip: Number((body / 1024).toFixed(1)), transfer: Number((transfer / 1024).toFixed(1)) };
}

async function summarise(lhr) {
  const js = await scriptKb(lhr);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits["largest-contentful-paint"].numericValue),
    tbtMs: Math.round(lhr.audits["total-blocking-time"].numericValue),
    cls: Number(lhr.audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    jsKb: js.gzip,
    jsTransferKb: js.transfer,
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
      const result = await lighthouse(`${server.base}${pagePath}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        ignoreStatusCode: true,
      });
      results.push(result.lhr);
    }
    // A run Lighthouse could not complete (runtimeError, no FCP) is reported and left out of the median.
    const complete = results.filter((lhr) => !lhr.runtimeError && lhr.audits["first-contentful-paint"]?.numericValue);
    for (const lhr of results.filter((entry) => !complete.includes(entry))) {
      console.warn(`${pagePath}: an incomplete run was dropped (${lhr.runtimeError?.code ?? "no first contentful paint"})`);
    }
    if (complete.length === 0) {
      console.warn(`${pagePath}: no complete run`);
      continue;
    }
    const median = computeMedianRun(complete);
    const row = { page: pagePath, ...(await summarise(median)) };
    rows.push(row);
    console.log(
      `${row.page.padEnd(48)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${row.jsKb} KB gzip (${row.jsTransferKb} KB with headers)`,
    );
  }
} finally {
  await chrome.kill();
  server.stop();
}

const header = "| page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | JS KB (gzip) | JS KB (transfer) |";
const lines = [header, "|---|---|---|---|---|---|---|---|---|---|"];
for (const row of rows) {
  lines.push(
    `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${row.tbtMs} | ${row.cls} | ${row.jsKb} | ${row.jsTransferKb} |`,
  );
}
const table = lines.join("\n");
console.log(`\nLighthouse mobile, median of ${runs} runs:\n\n${table}\n`);
mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/lighthouse.md", `${table}\n`);
writeFileSync("bench/results/lighthouse.json", JSON.stringify(rows, null, 2));
