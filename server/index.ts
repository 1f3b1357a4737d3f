/**
 * Production entry: validates the environment, opens the database (applying migrations), then serves the built
 * site through Express. Compiled by scripts/build-server.mjs into dist/server.mjs.
 */
import { existsSync } from "node:fs";
import { createServer } from "node:http";
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
import { settleChatQuestionWrites, startChatQuestionExpiry } from "@/server/chat/questions";

async function main() {
  // A local .env (see .env.example) fills in settings not already in the environment.
  if (existsSync(".env")) process.loadEnvFile(".env");
  // `npm start` and `npm run serve` run the production build: React's production renderer and no development
  // detail anywhere, unless NODE_ENV says otherwise (tests set it to "test"). Set before Astro's bundle loads.
  if (!process.env.NODE_ENV?.trim()) process.env.NODE_ENV = "production";
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
  // The chat's questions and feedback (issue 34): deleted once they are older than the retention period.
  const stopQuestionExpiry = startChatQuestionExpiry(async () => (await getDatabase()).db);

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

  // "server listening" only once the socket is bound. A port already taken (EADDRINUSE) or any other failure to
  // listen is a clear line on stderr and exit status 1 (Express 5's app.listen hands such an error to its callback,
  // which logged success and left the process running without a socket).
  const server = createServer(app);
  const failedToListen = (error: NodeJS.ErrnoException) => {
    logger.error(listenFailure(error, env.HOST, env.PORT), { code: error.code, host: env.HOST, port: env.PORT });
    const forced = setTimeout(() => process.exit(1), 5_000);
    forced.unref();
    Promise.all([stopNotifications(), stopCompaction(), stopQuestionExpiry()])
      .catch(() => undefined)
      .then(() => closeDatabase())
      .catch(() => undefined)
      .finally(() => process.exit(1));
  };
  server.once("error", failedToListen);
  server.listen(env.PORT, env.HOST, () => {
    server.off("error", failedToListen);
    server.on("error", (error: NodeJS.ErrnoException) =>
      logger.error("server error", { code: error.code, error: error.message }),
    );
    logger.info("server listening", {
      url: `http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`,
      siteUrl: env.SITE_URL,
      nodeEnv: process.env.NODE_ENV,
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
          // (The chat's question records still being written go in before the database closes.)
          Promise.all([stopNotifications(), stopCompaction(), stopQuestionExpiry(), settleChatQuestionWrites()])
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

/** The one line that says why the server could not listen. */
function listenFailure(error: NodeJS.ErrnoException, host: string, port: number): string {
  switch (error.code) {
    case "EADDRINUSE":
      return `port ${port} is already in use (EADDRINUSE): stop the other process or set PORT to a free port`;
    case "EACCES":
      return `permission denied to listen on port ${port} (EACCES): use a port above 1023 or grant the permission`;
    case "EADDRNOTAVAIL":
      return `address ${host} is not an address of this machine (EADDRNOTAVAIL): check HOST`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `host ${host} could not be resolved (${error.code}): check HOST`;
    default:
      return `cannot listen on ${host}:${port}: ${error.message}`;
  }
}

main().catch((error: unknown) => {
  logger.error("server failed to start", { error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
