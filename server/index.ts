/**
 * Production entry: validates the environment, opens the database (applying migrations), then serves the built
 * site through Express. Compiled by scripts/build-server.mjs into dist/server.mjs.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RequestHandler } from "express";
import { EnvError, parseEnv, parseTrustProxy } from "@/server/env";
import { closeDatabase, defaultMigrationsFolder, getDatabase } from "@/server/db/client";
import { checkReadiness, expectedMigrationCount } from "@/server/db/readiness";
import { createApp } from "@/server/http/app";
import { logger } from "@/server/logger";
import { resolveScheduler } from "@/lib/scheduler";
import { startNotifications } from "@/server/notifications/start";
import { startReportRollupCompaction } from "@/server/admin/report-rollup";

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
  // The reports' daily roll-up: fold what the lead triggers appended into daily sums now and then.
  const stopCompaction = startReportRollupCompaction(async () => (await getDatabase()).db);

  const { handler } = (await import(pathToFileURL(path.join(distDir, "server", "entry.mjs")).href)) as {
    handler: RequestHandler;
  };
  const expectedMigrations = expectedMigrationCount(defaultMigrationsFolder());
  let draining = false;
  const app = createApp({
    clientDir,
    astroHandler: handler,
    siteUrl: env.SITE_URL,
    trustProxy: parseTrustProxy(env.TRUST_PROXY) ?? false,
    scheduler: resolveScheduler(env),
    adsTracking: Boolean(env.PUBLIC_GOOGLE_ADS_ID),
    health: {
      draining: () => draining,
      ready: async () => checkReadiness((await getDatabase()).db, expectedMigrations),
    },
  });

  const server = app.listen(env.PORT, env.HOST, () => {
    logger.info("server listening", {
      url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`,
      siteUrl: env.SITE_URL,
    });
  });

  // Drain on SIGTERM/SIGINT: /readyz answers 503 and every answer carries `Connection: close` at once; after
  // SHUTDOWN_DELAY_MS (time for a load balancer to notice) the server stops accepting and closes idle
  // connections, waits for the requests in flight, then stops the outbox worker and closes the database. Past
  // SHUTDOWN_TIMEOUT_MS it exits anyway, with status 1 so a supervisor knows the stop was forced.
  const delayMs = Number(process.env.SHUTDOWN_DELAY_MS ?? 1_000);
  const timeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
  const stop = (signal: string) => {
    if (draining) return;
    draining = true;
    logger.info("draining", { signal, delayMs });
    setTimeout(
      () => {
        logger.info("shutting down", { signal });
        server.close(() => {
          Promise.all([stopNotifications(), stopCompaction()])
            .catch((error: unknown) => logger.error("outbox worker stop failed", { error: String(error) }))
            .then(() => closeDatabase())
            .catch((error: unknown) => logger.error("database close failed", { error: String(error) }))
            .finally(() => {
              logger.info("stopped", { signal });
              process.exit(0);
            });
        });
        server.closeIdleConnections();
      },
      Number.isFinite(delayMs) && delayMs >= 0 ? delayMs : 1_000,
    ).unref();
    setTimeout(
      () => {
        logger.error("shutdown timed out; exiting with requests still open", { timeoutMs });
        process.exit(1);
      },
      Number.isFinite(timeoutMs) && timeoutMs > 0 ? timeoutMs : 10_000,
    ).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  logger.error("server failed to start", { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
