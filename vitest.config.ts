import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "server/**/*.test.ts", "scripts/**/*.test.mjs"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
