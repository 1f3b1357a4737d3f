import type { Database } from "@/server/db/client";
import type { Env } from "@/server/env";
import { channelsFromEnv } from "./channels";
import { setOutboxWakeHook } from "./wake";
import { OutboxWorker } from "./worker";

/** Starts this process's outbox worker (server/index.ts, once the database is open); the result stops it. */
export function startNotifications(env: Env, database: () => Promise<Database>): () => Promise<void> {
  const { channels, close } = channelsFromEnv(env, database);
  const worker = new OutboxWorker({ database, channels, pollMs: env.OUTBOX_POLL_SECONDS * 1000 });
  setOutboxWakeHook(() => worker.wake());
  worker.start();
  return async () => {
    setOutboxWakeHook(undefined);
    await worker.stop();
    close();
  };
}
