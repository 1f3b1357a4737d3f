// What a page runs at load, measured in Chromium with the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate):
// the scripts fetched by the load event and within 5 s without any interaction (count, bytes on the wire from the
// Resource Timing entries), which islands hydrated in that time, and the long tasks after first contentful paint
// (a TBT-like sum of the time beyond 50 ms of each). Median of the runs. Prints figures only; not part of `npm test`.
//
//   npm run build && node bench/page-scripts.mjs                 # /, /industries, /high-risk, 3 runs each
//   node bench/page-scripts.mjs / /contact --runs=5              # chosen pages
//   BASE_URL=http://127.0.0.1:3000 node bench/page-scripts.mjs   # an already running server
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/chromium-flags.mjs";
import { startBuiltServer } from "./serve-build.mjs";

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.split("=")[1] ?? 3);
const chosen = args.filter((arg) => arg.startsWith("/"));
const paths = chosen.length > 0 ? chosen : ["/", "/industries", "/high-risk"];
const QUIET_MS = 5000;

async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // Long tasks are buffered from the start of the document.
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "longtask", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url, { waitUntil: "load" });
  const atLoad = await page.evaluate(() => performance.now());
  await page.waitForTimeout(QUIET_MS);
  const result = await page.evaluate((loadTime) => {
    const scripts = performance
      .getEntriesByType("resource")
      .filter((entry) => entry.initiatorType === "script" || entry.initiatorType === "other" || /\.m?js(\?|$)/.test(entry.name))
      .filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname));
    const sum = (list, key) => list.reduce((total, entry) => total + entry[key], 0);
    const byLoad = scripts.filter((entry) => entry.responseEnd <= loadTime);
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    const tasks = window.__longTasks.filter((task) => task.start >= fcp);
    return {
      loadScripts: byLoad.length,
      loadBytes: sum(byLoad, "transferSize"),
      scripts: scripts.length,
      bytes: sum(scripts, "transferSize"),
      body: sum(scripts, "encodedBodySize"),
      longTasks: tasks.length,
      blocking: tasks.reduce((total, task) => total + Math.max(0, task.duration - 50), 0),
      hydrated: [...document.querySelectorAll("astro-island:not([ssr])")].map((island) =>
        (island.getAttribute("component-export") ?? "").replace(/^default$/, island.getAttribute("component-url") ?? ""),
      ),
    };
  }, atLoad);
  await context.close();
  return result;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const kb = (bytes) => (bytes / 1024).toFixed(1);

const server = await startBuiltServer({ firstPort: 4800 });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
try {
  console.log(`Chromium, CPU 4x slower, 412x823 touch viewport, ${runs} runs per page (median), ${QUIET_MS / 1000} s after load`);
  console.log(
    "| Page | Scripts by load (KB on the wire) | Scripts within 5 s (KB on the wire / body) | Long tasks | Blocking ms | Hydrated without interaction |",
  );
  console.log("| --- | --- | --- | --- | --- | --- |");
  for (const pagePath of paths) {
    const results = [];
    for (let run = 0; run < runs; run++) results.push(await measure(browser, server.base + pagePath));
    const pick = (key) => median(results.map((result) => result[key]));
    const hydrated = [...new Set(results.flatMap((result) => result.hydrated))].join(", ") || "none";
    console.log(
      `| ${pagePath} | ${pick("loadScripts")} (${kb(pick("loadBytes"))}) | ${pick("scripts")} (${kb(pick("bytes"))} / ${kb(pick("body"))}) | ${pick("longTasks")} | ${Math.round(pick("blocking"))} | ${hydrated} |`,
    );
  }
} finally {
  await browser.close();
  server.stop();
}
