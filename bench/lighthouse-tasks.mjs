// Lighthouse (mobile, simulated throttling) run several times on chosen pages, printing every run rather than a
// median: TBT, FCP, LCP and TTI, the long tasks (simulated start + duration @ attributed URL) and the main-thread
// breakdown. For finding where a page's TBT comes from and how much it varies between runs (issue 14). Prints
// figures only; it is not part of `npm test`.
//
//   npm run build && node bench/lighthouse-tasks.mjs /blog /industries/delta-8
//   RUNS=8 node bench/lighthouse-tasks.mjs /blog            # more runs (default 4)
//   BLOCK='*.woff2' node bench/lighthouse-tasks.mjs /blog   # with requests matching a pattern blocked
//   SEQUENCE=1 node bench/lighthouse-tasks.mjs /             # also every main-thread task from navigation start, in order
//
// SEQUENCE prints what each task did, one bracket per task with its wall time: P parsing, E a script evaluated,
// F a function called (timers, callbacks, events), S<n> a style recalculation of n elements, L<n> a layout of n objects,
// Paint; |FCP| marks the first contentful paint. Which task is the first with a layout and a paint decides what
// Lighthouse's simulated FCP includes, and every long task after it counts as blocking time (issue 37).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./serve-build.mjs";
import { chromiumArgs, chromiumPath } from "../scripts/chromium-flags.mjs";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

/** The main thread's tasks from navigation start, each as the kinds of work it did (see SEQUENCE above). */
function taskSequence(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const fcp = TraceProcessor.processNavigation(processed).timestamps.firstContentfulPaint;
  const origin = processed.timestamps.timeOrigin;
  const out = [];
  let task;
  let taskEnd = -1;
  const close = () => task?.tags.length && out.push(`[${task.tags.join(" ")} ${Math.round(task.dur / 1000)}ms]`);
  for (const e of processed.mainThreadEvents) {
    if (e.ts < origin || e.ph !== "X") continue;
    if ((e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask") && e.ts >= taskEnd) {
      close();
      if (fcp && e.ts >= fcp && !out.includes("|FCP|")) out.push("|FCP|");
      task = { tags: [], dur: e.dur };
      taskEnd = e.ts + e.dur;
      continue;
    }
    if (!task || e.ts >= taskEnd) continue;
    const tags = task.tags;
    if (e.name === "Layout") tags.push(`L${e.args?.beginData?.dirtyObjects ?? "?"}`);
    else if (e.name === "UpdateLayoutTree") tags.push(`S${e.args?.elementCount ?? "?"}`);
    else if (e.name === "Paint" && tags.at(-1) !== "Paint") tags.push("Paint");
    else if (e.name === "ParseHTML" && tags.at(-1) !== "P") tags.push("P");
    else if (e.name === "EvaluateScript" || e.name === "v8.evaluateModule") tags.push("E");
    else if (e.name === "FunctionCall" && tags.at(-1) !== "F") tags.push("F");
  }
  close();
  return out.join(" ");
}

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
      const { lhr, artifacts } = await lighthouse(`${server.base}${page}`, {
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
      if (process.env.SEQUENCE) console.log(`  tasks: ${taskSequence(artifacts.Trace)}`);
    }
    tbts.sort((a, b) => a - b);
    console.log(`${page}: TBT over ${runs} runs ${tbts.join(", ")} ms, median ${tbts[Math.floor(tbts.length / 2)]} ms\n`);
  }
} finally {
  chrome.kill();
  server.stop();
}
