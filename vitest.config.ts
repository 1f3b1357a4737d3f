import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./src", import.meta.url)),
      // Astro's virtual module, outside Astro: the blog collection read from its files (src/test-support).
      "astro:content": fileURLToPath(new URL("./src/test-support/astro-content.ts", import.meta.url)),
    },
  },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "server/**/*.test.ts", "scripts/**/*.test.mjs"],
    environment: "node",
    // Vitest runs one file at a time on two cores (cores - 1); two at a time keeps both busy while the database
    // suites wait on PostgreSQL, servers and timers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    // In CI a test that fails is run once more before the run fails: a CI run on this 2-core machine met a failure
    // in one of 1,479 tests that five further runs never repeated. A test that passes only on its second try is
    // still named at the end of `npm test` with its first failure (scripts/test.mjs).
    retry: process.env.CI ? 1 : 0,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
    // Every file: passwords hashed at a cheap scrypt cost unless the test is about hashing.
    setupFiles: ["src/test-support/setup.ts"],
  },
});
