// Layout shift while a page arrives, at 1280x720 in Chromium, against a running server:
//
//   npm run build && PORT=4919 HOST=127.0.0.1 node scripts/e2e-server.mjs &
//   BASE_URL=http://127.0.0.1:4919 node bench/first-paint-shifts.mjs / /solutions /pos-systems --runs=3
//
// Each page is loaded `runs` times in four conditions: as served, the CPU slowed 6x (the parser then yields and
// Chromium paints what it has), the brand font held back 1 s, and both. Each load sums the layout-shift entries from
// navigation until the load event, the fonts and 500 ms more (the chat's auto-open is switched off), and names the
// elements that moved (tag, first classes, text, previous -> current x/y/width/height). What it guards: the first
// paint waits for the end of the hero (`rel=expect`, src/components/layout/hero-end.tsx) and the brand font never
// swaps in late (`font-display: optional`), so every figure should be 0. Prints figures only; not part of `npm test`.
import { chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../scripts/chromium-flags.mjs";

// CHAT_STORAGE_KEYS.autoOpened in src/lib/chat-rules.ts (Node 20 does not import TypeScript).
const AUTO_OPENED_KEY = "harborline-chat-auto-opened";
const base = process.env.BASE_URL ?? "http://127.0.0.1:4919";
const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith("--runs="))?.slice(7) ?? 3);
const paths = args.filter((arg) => !arg.startsWith("--"));
if (!paths.length) paths.push("/", "/solutions", "/pos-systems", "/high-risk", "/contact", "/industries");
const conditions = [
  { name: "as served", cpu: 1, fontDelay: 0 },
  { name: "CPU 6x", cpu: 6, fontDelay: 0 },
  { name: "font +1 s", cpu: 1, fontDelay: 1000 },
  { name: "CPU 6x, font +1 s", cpu: 6, fontDelay: 1000 },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
const rows = [];
for (const path of paths) {
  for (const condition of conditions) {
    const totals = [];
    const movers = new Set();
    for (let run = 0; run < runs; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: condition.cpu });
      if (condition.fontDelay) {
        await page.route(/\.woff2$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, condition.fontDelay));
          await route.continue();
        });
      }
      await page.addInitScript((key) => {
        sessionStorage.setItem(key, "1");
        const shifts = [];
        window.__shifts = shifts;
        const describe = (source) => {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          if (!node) return "?";
          const classes = String(node.getAttribute("class") ?? "")
            .split(/\s+/)
            .slice(0, 3)
            .join(".");
          const rect = (r) => [r.x, r.y, r.width, r.height].map(Math.round).join(",");
          const text = (node.textContent ?? "").trim().slice(0, 30);
          return `${node.tagName.toLowerCase()}.${classes} "${text}" ${rect(source.previousRect)} -> ${rect(source.currentRect)}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push({ value: entry.value, sources: entry.sources.map(describe) });
        }).observe({ type: "layout-shift", buffered: true });
      }, AUTO_OPENED_KEY);
      await page.goto(base + path, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      await page.waitForTimeout(condition.fontDelay + 500);
      const shifts = await page.evaluate(() => window.__shifts);
      totals.push(shifts.reduce((sum, shift) => sum + shift.value, 0));
      for (const shift of shifts) for (const source of shift.sources) movers.add(source);
      await context.close();
    }
    rows.push({ path, condition: condition.name, worst: Math.max(...totals), movers: [...movers] });
  }
}
await browser.close();

console.log(`Layout shift while the page arrives, 1280x720, worst of ${runs} loads:\n`);
console.log("| page | condition | worst CLS | what moved |\n|---|---|---|---|");
for (const row of rows) {
  console.log(
    `| ${row.path} | ${row.condition} | ${row.worst.toFixed(4)} | ${row.movers.join("; ").replaceAll("|", "/") || "-"} |`,
  );
}
