import { defineConfig, devices } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./scripts/chromium-flags.mjs";

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; no browser download) against the production build,
 * served by scripts/e2e-server.mjs on its own port with a throwaway PGlite directory.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  // Three workers on two cores: a browser test spends much of its time waiting (page loads, hydration, timers), and
  // two workers left the cores about half idle. E2E_WORKERS sets another number.
  workers: Number(process.env.E2E_WORKERS) || 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL,
    trace: "off",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: "node scripts/e2e-server.mjs",
    url: `${baseURL}/privacy-policy`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: "127.0.0.1" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
