// `npm test`: builds the production site, runs the Vitest suites (units, endpoints, both databases), then the
// Playwright suites in Chromium against the build, and ends with one summary line: "tests: N passed, N failed".
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const reports = path.resolve("test-results", "summary");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** Each phase's wall time, printed as it ends ("== phase vitest: 95.2 s") and again in the summary. */
const phases = [];
function run(phase, label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const line = `== phase ${phase}: ${((performance.now() - started) / 1000).toFixed(1)} s`;
  phases.push(line);
  console.log(line);
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
if (!skipBuild && run("build", "build", "npm", ["run", "build"]) !== 0) {
  console.log("\ntests: 0 passed, 1 failed (the build failed)");
  process.exit(1);
}

const vitestFile = path.join(reports, "vitest.json");
const vitestStatus = run("vitest", "unit and endpoint tests (vitest)", "npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${vitestFile}`,
]);
const vitest = readJson(vitestFile);

const playwrightFile = path.join(reports, "playwright.json");
const playwrightStatus = run("playwright", "browser tests (playwright)", "npx", ["playwright", "test", "--reporter=list,json"], {
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

// The names of failed tests close the output, so a log cut to its tail still says what failed.
const failures = [];
/** Tests that failed once and passed on their second try (CI retries a Vitest test once: vitest.config.ts). */
const retried = [];
for (const file of vitest?.testResults ?? []) {
  for (const test of file.assertionResults ?? []) {
    if (test.status === "passed" && test.failureMessages?.length) {
      const first = String(test.failureMessages[0]).split("\n")[0];
      retried.push(`vitest ${path.relative(process.cwd(), file.name)} > ${test.fullName}: ${first}`);
    }
    if (test.status === "failed") failures.push(`vitest ${path.relative(process.cwd(), file.name)} > ${test.fullName}`);
  }
}
function collectPlaywright(suite, titles) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status === "unexpected" || test.status === "flaky") {
        failures.push(`playwright ${spec.file}:${spec.line} > ${[...titles, spec.title].join(" > ")} (${test.status})`);
      }
    }
  }
  for (const child of suite.suites ?? [])
    collectPlaywright(child, suite.title && !suite.title.endsWith(".ts") ? [...titles, suite.title] : titles);
}
for (const suite of playwright?.suites ?? []) collectPlaywright(suite, []);

const ok = vitestStatus === 0 && playwrightStatus === 0 && failed === 0;
if (!ok && failed === 0) failed = 1;
// .ci/run times the install and hands it over, so the summary lists every phase of a CI run.
if (process.env.CI_INSTALL_SECONDS) phases.unshift(`== phase install: ${process.env.CI_INSTALL_SECONDS} s`);
console.log(`\n${phases.join("\n")}`);
console.log(`vitest: ${vitest ? `${vitest.numPassedTests} passed, ${vitest.numFailedTests} failed` : "no report"}`);
console.log(
  `playwright: ${playwright ? `${playwright.stats.expected} passed, ${playwright.stats.unexpected + playwright.stats.flaky} failed` : "no report"}`,
);
if (retried.length) console.log(`passed on a second try:\n${retried.map((name) => `  ${name}`).join("\n")}`);
if (failures.length) console.log(`failed:\n${failures.map((name) => `  ${name}`).join("\n")}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
process.exit(ok ? 0 : 1);
