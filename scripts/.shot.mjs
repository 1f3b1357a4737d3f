import { chromium } from "playwright-core";
const [, , url, out, w, h, full] = process.argv;
const b = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const p = await b.newPage({ viewport: { width: +w, height: +h } });
await p.goto(url);
await p.waitForTimeout(800);
if (process.env.HOVER) {
  await p.getByRole("link", { name: process.env.HOVER, exact: true }).first().hover();
  await p.waitForTimeout(400);
}
await p.screenshot({ path: out, fullPage: full === "1" });
await b.close();
