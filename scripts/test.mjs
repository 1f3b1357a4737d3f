// `npm test`: builds the production site, runs the Vitest suites (units, endpoints, both databases), then the
// Playwright suites in Chromium against the build, and ends with one summary line: "tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const reports = path.resolve("test-results", "summary");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const skipBuild = process.argv.includes("--no-build");
if (!skipBuild && run("build", "npm", ["run", "build"]) !== 0) {
  console.log("\ntests: 0 passed, 1 failed (the build failed)");
  process.exit(1);
}

const vitestFile = path.join(reports, "vitest.json");
const vitestStatus = run("unit and endpoint tests (vitest)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);

const playwrightFile = path.join(reports, "playwright.json");
const playwrightStatus = run("browser tests (playwright)", "npx", ["playwright", "test", "--reporter=list,json"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile,
});
const playwright = readJson(playwrightFile);

let passed = 0;
let failed = 0;
let skipped = 0;
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  skipped += vitest.numPendingTests + vitest.numTodoTests;
} else if (vitestStatus !== 0) failed += 1;
if (playwright) {
  passed += playwright.stats.expected;
  failed += playwright.stats.unexpected + playwright.stats.flaky;
  skipped += playwright.stats.skipped;
} else if (playwrightStatus !== 0) failed += 1;

const ok = vitestStatus === 0 && playwrightStatus === 0 && failed === 0;
if (!ok && failed === 0) failed = 1;
console.log(`\nvitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : "no report"}`);
console.log(
  `playwright: ${playwright ? `${playwright.stats.expected} passed, ${playwright.stats.unexpected + playwright.stats.flaky} failed` : "no report"}`,
);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(ok ? 0 : 1);
