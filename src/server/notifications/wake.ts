/**
 * A new lead wakes the outbox worker at once instead of waiting for its next poll. The worker lives in the Express
 * bundle and leads are stored from Astro's bundle, so the hook is shared through globalThis.
 */
const holder = globalThis as typeof globalThis & { __outboxWake?: () => void };

export function setOutboxWakeHook(hook: (() => void) | undefined) {
  holder.__outboxWake = hook;
}

export function wakeOutboxWorker() {
  holder.__outboxWake?.();
}
