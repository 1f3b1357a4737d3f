// Lighthouse (mobile, simulated throttling) run several times on chosen pages, printing every run rather than a
// median: TBT, FCP, LCP and TTI, the long tasks (simulated start + duration @ attributed URL) and the main-thread
// breakdown. For finding where a page's TBT comes from and how much it varies between runs (issue 14). Prints
// figures only; it is not part of `npm test`.
//
//   npm run build && node bench/lighthouse-tasks.mjs /blog /industries/delta-8
//   RUNS=8 node bench/lighthouse-tasks.mjs /blog            # more runs (default 4)
//   BLOCK='*.woff2' node bench/lighthouse-tasks.mjs /blog   # with requests matching a pattern blocked
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./serve-build.mjs";
import { chromiumArgs, chromiumPath } from "../scripts/chromium-flags.mjs";

const runs = Number(process.env.RUNS ?? 4);
const pages = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
if (pages.length === 0) {
  console.error("usage: node bench/lighthouse-tasks.mjs /page [/page ...]");
  process.exit(2);
}
const server = await startBuiltServer({ firstPort: 4400, spread: 400 });
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumArgs] });
const ms = (lhr, audit) => Math.round(lhr.audits[audit].numericValue);
try {
  for (const page of pages) {
    const tbts = [];
    for (let run = 0; run < runs; run++) {
      const { lhr } = await lighthouse(`${server.base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        ignoreStatusCode: true,
        ...(process.env.BLOCK ? { blockedUrlPatterns: [process.env.BLOCK] } : {}),
      });
      const tbt = ms(lhr, "total-blocking-time");
      tbts.push(tbt);
      const tasks = (lhr.audits["long-tasks"]?.details?.items ?? [])
        .map((task) => `${Math.round(task.startTime)}+${Math.round(task.duration)}@${(task.url ?? "").replace(server.base, "")}`)
        .join(" ");
      const work = (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? [])
        .map((item) => `${item.group}:${Math.round(item.duration)}`)
        .join(" ");
      console.log(
        `${page} TBT ${tbt} FCP ${ms(lhr, "first-contentful-paint")} LCP ${ms(lhr, "largest-contentful-paint")} TTI ${ms(lhr, "interactive")} | long tasks ${tasks || "none"} | ${work}`,
      );
    }
    tbts.sort((a, b) => a - b);
    console.log(`${page}: TBT over ${runs} runs ${tbts.join(", ")} ms, median ${tbts[Math.floor(tbts.length / 2)]} ms\n`);
  }
} finally {
  chrome.kill();
  server.stop();
}
