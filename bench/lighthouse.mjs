// Lighthouse (mobile form factor, default simulated throttling) over the built site: 3 runs per page, the median
// run by performance score, printed as a table. Prints figures only; it is not part of `npm test`.
//
// Each route is measured beside its own HTML with every script removed (bench/scriptless-copy.mjs, served on a
// second port in front of the same server), the runs alternating between the two so both meet the same machine:
// "HTML TBT" is what parsing and laying out the page costs, "scripts add" the route's TBT over it. TBT is the median
// of each side's runs; the other figures are those of Lighthouse's median run. Budgets: HTML
// alone <= 50 ms, scripts add <= 25 ms. The load average is printed before and after, since the machine is shared.
//
//   npm run build && node bench/lighthouse.mjs                 # every page in the sitemap, plus the 404 page
//   node bench/lighthouse.mjs / /privacy-policy --runs=5       # chosen pages
//   node bench/lighthouse.mjs / --site-only                    # without the scriptless copy (half the runs)
//   BASE_URL=http://127.0.0.1:3000 node bench/lighthouse.mjs   # an already running server
//   DIST_DIR=bench/tmp/dist-before PORT=4773 node bench/lighthouse.mjs   # another build, on a chosen port
//
// After the table it prints the largest text assets of the build: raw bytes, gzip (level 9) and brotli (quality
// 11) sizes, and the bytes the server actually sends for them with `Accept-Encoding: br, gzip`.
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import http from "node:http";
import { loadavg } from "node:os";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./serve-build.mjs";
import { startScriptlessCopy } from "./scriptless-copy.mjs";
import { chromiumArgs, chromiumPath } from "../scripts/chromium-flags.mjs";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.split("=")[1] ?? 3);
const chosen = args.filter((arg) => arg.startsWith("/"));
const withCopy = !args.includes("--site-only");
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(" ");
const NOT_FOUND = "/this-page-does-not-exist";

const distDir = process.env.DIST_DIR ?? "dist";

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
  return {
    files: scripts.length,
    gzip: Number((body / 1024).toFixed(1)),
    transfer: Number((transfer / 1024).toFixed(1)),
  };
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
    jsFiles: js.files,
    jsKb: js.gzip,
    jsTransferKb: js.transfer,
  };
}

const server = await startBuiltServer({ firstPort: 4400, spread: 400, distDir });
const copy = withCopy ? await startScriptlessCopy(server.base) : undefined;
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumArgs] });

/** One Lighthouse run; a run that never saw its navigation start (NO_NAVSTART, a hiccup of a loaded machine) is retried. */
async function audit(url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", ignoreStatusCode: true });
    if (lhr.runtimeError?.code !== "NO_NAVSTART" || attempt === 3) return lhr;
  }
}

const tbtOf = (lhr) => Math.round(lhr.audits["total-blocking-time"].numericValue);
/** The median of the runs' own TBT (the median run is chosen by FCP and TTI, and its TBT need not be the median). */
function medianTbt(results) {
  const values = results.filter((lhr) => !lhr.runtimeError).map(tbtOf).sort((a, b) => a - b);
  return values.length ? values[Math.floor((values.length - 1) / 2)] : undefined;
}

/** The median of the complete runs (a run Lighthouse could not complete is reported and left out). */
function medianOf(label, results) {
  const complete = results.filter((lhr) => !lhr.runtimeError && lhr.audits["first-contentful-paint"]?.numericValue);
  for (const lhr of results.filter((entry) => !complete.includes(entry))) {
    console.warn(`${label}: an incomplete run was dropped (${lhr.runtimeError?.code ?? "no first contentful paint"})`);
  }
  if (complete.length === 0) console.warn(`${label}: no complete run`);
  return complete.length ? computeMedianRun(complete) : undefined;
}

const loadBefore = load();
console.log(`load average (1, 5, 15 min) at start: ${loadBefore}`);
const rows = [];
let assetTable = "";
try {
  const paths = chosen.length ? chosen : await sitemapPaths(server.base);
  for (const pagePath of paths) {
    const siteRuns = [];
    const copyRuns = [];
    for (let run = 0; run < runs; run++) {
      // Alternate which goes first, so neither always meets the machine straight after the other.
      const order = run % 2 === 0 ? ["site", "copy"] : ["copy", "site"];
      for (const which of order) {
        if (which === "site") siteRuns.push(await audit(`${server.base}${pagePath}`));
        else if (copy) copyRuns.push(await audit(`${copy.base}${pagePath}`));
      }
    }
    const median = medianOf(pagePath, siteRuns);
    if (!median) continue;
    const htmlOnly = copy ? medianOf(`${pagePath} (scriptless)`, copyRuns) : undefined;
    const row = { page: pagePath, ...(await summarise(median)), tbtMs: medianTbt(siteRuns) };
    row.tbtRuns = siteRuns.filter((lhr) => !lhr.runtimeError).map(tbtOf);
    if (htmlOnly) {
      row.htmlTbtMs = medianTbt(copyRuns);
      row.scriptsAddMs = row.tbtMs - row.htmlTbtMs;
      row.htmlTbtRuns = copyRuns.filter((lhr) => !lhr.runtimeError).map(tbtOf);
    }
    rows.push(row);
    const html = htmlOnly
      ? `  HTML TBT ${row.htmlTbtMs} ms  scripts add ${row.scriptsAddMs} ms  (runs: site ${row.tbtRuns.join("/")}, HTML ${row.htmlTbtRuns.join("/")})`
      : "";
    console.log(
      `${row.page.padEnd(48)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  JS ${row.jsFiles} files ${row.jsKb} KB gzip (${row.jsTransferKb} KB with headers)${html}`,
    );
  }
  assetTable = await largestAssets(path.join(distDir, "client"), server.base, 10);
} finally {
  chrome.kill();
  copy?.stop();
  server.stop();
}
const loadAfter = load();
console.log(`load average (1, 5, 15 min) at end: ${loadAfter}`);

const header = withCopy
  ? "| page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | HTML TBT ms | scripts add ms | CLS | script files | JS KB (gzip) | JS KB (transfer) |"
  : "| page | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | script files | JS KB (gzip) | JS KB (transfer) |";
const lines = [header, header.replace(/[^|]+/g, "---")];
for (const row of rows) {
  const tbt = withCopy ? `${row.tbtMs} | ${row.htmlTbtMs ?? "-"} | ${row.scriptsAddMs ?? "-"}` : `${row.tbtMs}`;
  lines.push(
    `| ${row.page} | ${row.performance} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${row.lcpMs} | ${tbt} | ${row.cls} | ${row.jsFiles} | ${row.jsKb} | ${row.jsTransferKb} |`,
  );
}
const table = lines.join("\n");
const loadLine = `Load average (1, 5, 15 min): ${loadBefore} at start, ${loadAfter} at end.`;
console.log(`\nLighthouse mobile, median of ${runs} runs:\n\n${table}\n\n${loadLine}\n`);

console.log(`Largest text assets (bytes; "served" = body sent for Accept-Encoding: br, gzip):\n\n${assetTable}\n`);

mkdirSync("bench/results", { recursive: true });
writeFileSync("bench/results/lighthouse.md", `${table}\n\n${loadLine}\n\n${assetTable}\n`);
writeFileSync("bench/results/lighthouse.json", JSON.stringify({ loadBefore, loadAfter, rows }, null, 2));

/** The `count` largest text files of the build with their raw, gzip -9 and brotli q11 sizes and the served body. */
async function largestAssets(clientDir, base, count) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(js|mjs|css|html|svg|xml|json|txt|webmanifest)$/.test(entry.name)) files.push(full);
    }
  };
  walk(clientDir);
  const largest = files
    .map((file) => ({ file, size: statSync(file).size }))
    .sort((a, b) => b.size - a.size)
    .slice(0, count);
  const out = ["| asset | raw | gzip -9 | brotli q11 | served (encoding) |", "|---|---|---|---|---|"];
  for (const { file, size } of largest) {
    const body = readFileSync(file);
    const gz = gzipSync(body, { level: 9 }).byteLength;
    const br = brotliCompressSync(body, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }).byteLength;
    const urlPath = `/${path.relative(clientDir, file).split(path.sep).join("/")}`.replace(/(\/index)?\.html$/, "") || "/";
    const wire = await wireBytes(`${base}${urlPath}`);
    out.push(`| ${path.relative(clientDir, file)} | ${size} | ${gz} | ${br} | ${wire.bytes} (${wire.encoding}) |`);
  }
  return out.join("\n");
}

/** Bytes of the body as sent (not decoded) for `Accept-Encoding: br, gzip`, and its Content-Encoding. */
function wireBytes(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
        let bytes = 0;
        response.on("data", (chunk) => (bytes += chunk.length));
        response.on("end", () => resolve({ bytes, encoding: response.headers["content-encoding"] ?? "identity" }));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}
