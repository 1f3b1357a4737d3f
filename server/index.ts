/**
 * Production entry: validates the environment, opens the database (applying migrations), then serves the built
 * site through Express. Compiled by scripts/build-server.mjs into dist/server.mjs.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { EnvError, isTruthyFlag, parseEnv } from "@/server/env";
import { closeDatabase, getDatabase } from "@/server/db/client";
import { createApp } from "@/server/http/app";
import { logger } from "@/server/logger";
import { resolveScheduler } from "@/lib/scheduler";
import { startNotifications } from "@/server/notifications/start";

async function main() {
  // A local .env (see .env.example) fills in settings not already in the environment.
  if (existsSync(".env")) process.loadEnvFile(".env");
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      process.stderr.write(`${error.message}\nSee .env.example for every setting and its default.\n`);
      process.exit(1);
    }
    throw error;
  }

  const distDir = path.dirname(fileURLToPath(import.meta.url));
  const clientDir = path.join(distDir, "client");

  const database = await getDatabase();
  logger.info("database ready", { driver: database.driver, migrations: "applied" });
  // New-lead notifications: every instance runs a worker; the outbox rows make them survive restarts.
  const stopNotifications = startNotifications(env, async () => (await getDatabase()).db);

  const { handler } = (await import(pathToFileURL(path.join(distDir, "server", "entry.mjs")).href)) as {
    handler: RequestHandler;
  };
  const app = createApp({
    clientDir,
    astroHandler: handler,
    siteUrl: env.SITE_URL,
    trustProxy: isTruthyFlag(env.TRUST_PROXY),
    scheduler: resolveScheduler(env),
    adsTracking: Boolean(env.PUBLIC_GOOGLE_ADS_ID),
  });

  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info("server listening", {
      url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`,
      siteUrl: env.SITE_URL,
    });
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("shutting down", { signal });
    server.close(() => {
      stopNotifications()
        .catch((error: unknown) => logger.error("outbox worker stop failed", { error: String(error) }))
        .then(() => closeDatabase())
        .catch((error: unknown) => logger.error("database close failed", { error: String(error) }))
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  logger.error("server failed to start", { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
