// Paint timings of two running builds side by side, measured in the page (not Lighthouse): Chromium at 412x823, the
// CPU slowed 4x, loads alternating between the two servers so both meet the same machine. Per load: FCP and LCP
// (paint and largest-contentful-paint entries), TBT (long tasks ending after FCP, the part of each over 50 ms) and
// the layout shift; prints the medians per page and server, and every run. Prints figures only; not part of `npm test`.
//
//   A_URL=http://127.0.0.1:4919 B_URL=http://127.0.0.1:4920 node bench/paint-timings-ab.mjs / /solutions --runs=8
//
// (Serve a second build with `PGLITE_DIR=$(mktemp -d) PORT=4920 node <copy of dist>/server.mjs`.)
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/chromium-flags.mjs";

// CHAT_STORAGE_KEYS.autoOpened in src/lib/chat-rules.ts (Node 20 does not import TypeScript).
const AUTO_OPENED_KEY = "harborline-chat-auto-opened";
const servers = { A: process.env.A_URL ?? "http://127.0.0.1:4919", B: process.env.B_URL ?? "http://127.0.0.1:4920" };
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 8);
const paths = args.filter((arg) => !arg.startsWith("--"));
if (!paths.length) paths.push("/");

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const results = {};
for (const path of paths) {
  for (let run = 0; run < runs; run += 1) {
    const order = run % 2 ? ["B", "A"] : ["A", "B"];
    for (const name of order) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await page.addInitScript((key) => {
        sessionStorage.setItem(key, "1");
        const state = { tasks: [], fcp: 0, lcp: 0, cls: 0 };
        window.__paint = state;
        const watch = (type, take) =>
          new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true });
        watch("longtask", (entry) => state.tasks.push([entry.startTime, entry.duration]));
        watch("paint", (entry) => entry.name === "first-contentful-paint" && (state.fcp = entry.startTime));
        watch("largest-contentful-paint", (entry) => (state.lcp = entry.startTime));
        watch("layout-shift", (entry) => (state.cls += entry.value));
      }, AUTO_OPENED_KEY);
      await page.goto(servers[name] + path, { waitUntil: "load" });
      await page.waitForTimeout(2500);
      const measured = await page.evaluate(() => {
        const { tasks, fcp, lcp, cls } = window.__paint;
        const tbt = tasks
          .filter(([start, duration]) => start + duration > fcp)
          .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
        return { fcp: Math.round(fcp), lcp: Math.round(lcp), tbt: Math.round(tbt), cls };
      });
      ((results[path] ??= {})[name] ??= []).push(measured);
      await context.close();
    }
  }
}
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(`In-page paint timings, 4x CPU, median of ${runs} alternating loads (A ${servers.A}, B ${servers.B}):\n`);
console.log("| page | build | FCP ms | LCP ms | TBT ms | worst CLS | TBT runs |\n|---|---|---|---|---|---|---|");
for (const [path, sides] of Object.entries(results)) {
  for (const [name, rows] of Object.entries(sides).sort()) {
    const pick = (key) => median(rows.map((row) => row[key]));
    const cls = Math.max(...rows.map((row) => row.cls)).toFixed(4);
    console.log(
      `| ${path} | ${name} | ${pick("fcp")} | ${pick("lcp")} | ${pick("tbt")} | ${cls} | ${rows.map((row) => row.tbt).join("/")} |`,
    );
  }
}
