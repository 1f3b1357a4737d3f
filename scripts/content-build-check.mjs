// A post added only as a content file, through a real build (issue 36, point 4): copies the project's sources to a
// temporary folder (node_modules linked), adds one published post and one draft as MDX files, runs `astro build`
// there, and checks that the published post is on /blog, its category page, the feed, the sitemap, its Open Graph
// card and in the server bundle's content store (which the site search and the assistant read), and that the draft
// is nowhere. About a minute on two cores, so it is not part of `npm test`: run it after changing how posts are read.
//
//   node scripts/content-build-check.mjs
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const work = mkdtempSync(path.join(tmpdir(), "content-build-"));
const SLUG = "build-check-surcharge-rules";
const TITLE = "Build Check: What Card Surcharge Rules Allow";
const post = (title, draft) => `---
title: "${title}"
excerpt: "Card surcharges are allowed in most states within the card networks' limits. What to check before adding one at checkout."
date: 2025-03-01
category: business-tips
author: luis-moreno
image: "/blog/5-payment-features-every-business-needs/image.svg"
imageAlt: "A receipt with a surcharge line beside a card terminal"
keywords: ["card surcharge", "surcharging rules"]
draft: ${draft}
---

## What a surcharge is

A fee added to a card payment. <Claim id="setupFees" part="statement" />
`;

const failures = [];
const expectThat = (ok, what) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
  if (!ok) failures.push(what);
};
const read = (file) => readFileSync(path.join(work, "dist", "client", file), "utf8");

try {
  for (const entry of ["src", "public", "astro.config.mjs", "keystatic.config.ts", "tsconfig.json", "package.json"]) {
    cpSync(path.join(root, entry), path.join(work, entry), { recursive: true });
  }
  symlinkSync(path.join(root, "node_modules"), path.join(work, "node_modules"), "dir");
  writeFileSync(path.join(work, "src", "content", "blog", `${SLUG}.mdx`), post(TITLE, false));
  writeFileSync(
    path.join(work, "src", "content", "blog", "build-check-draft.mdx"),
    post("Build Check Draft: Not Yet Published", true),
  );

  const started = Date.now();
  execFileSync(process.execPath, ["node_modules/astro/astro.js", "build"], {
    cwd: work,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" },
  });
  console.log(`astro build: ${Math.round((Date.now() - started) / 1000)} s`);

  expectThat(read(`blog/${SLUG}.html`).includes(TITLE), `the post's page /blog/${SLUG}`);
  expectThat(read("blog.html").includes(`href="/blog/${SLUG}"`), "listed on /blog");
  expectThat(read("blog/category/business-tips.html").includes(`href="/blog/${SLUG}"`), "listed on its category page");
  expectThat(read("rss.xml").includes(`<title>${TITLE}</title>`), "in /rss.xml");
  expectThat(read("sitemap-0.xml").includes(`/blog/${SLUG}</loc>`), "in the sitemap");
  expectThat(existsSync(path.join(work, "dist", "client", "og", `blog-${SLUG}.png`)), "its Open Graph card");
  const serverFiles = readdirSync(path.join(work, "dist", "server"), { recursive: true }).filter((file) =>
    String(file).endsWith(".mjs"),
  );
  const inServer = (text) =>
    serverFiles.some((file) => readFileSync(path.join(work, "dist", "server", String(file)), "utf8").includes(text));
  expectThat(inServer(TITLE), "in the server's content store (site search and assistant read it there)");
  const clientFiles = readdirSync(path.join(work, "dist", "client"), { recursive: true }).filter((file) =>
    /\.(html|xml)$/.test(String(file)),
  );
  const draftSeen = clientFiles.some((file) =>
    readFileSync(path.join(work, "dist", "client", String(file)), "utf8").includes("Not Yet Published"),
  );
  const draftFiles = serverFiles.filter((file) =>
    readFileSync(path.join(work, "dist", "server", String(file)), "utf8").includes("Not Yet Published"),
  );
  expectThat(
    !draftSeen && draftFiles.length === 0,
    `the draft is in no page, feed, sitemap or server bundle ${draftFiles.join(" ")}`,
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (failures.length) {
  console.error(`${failures.length} failed`);
  process.exit(1);
}
console.log("a post added as a file reached every reader in one build");
