import { atom } from "nanostores";
import { TOAST } from "./constants";

/**
 * The one toast queue shared by every island (nanostores keeps it outside React, so a form island and the
 * toaster island, hydrated separately, see the same list). At most TOAST.limit toasts are shown: a new toast
 * replaces the oldest.
 */
export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: "default" | "destructive";
  open: boolean;
}

export type ToastInput = Omit<ToastItem, "id" | "open" | "variant"> & { variant?: ToastItem["variant"] };

export const $toasts = atom<ToastItem[]>([]);

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Adds a toast to the queue and returns its id. Islands call `toast()` from `@/components/layout/toast`, which also
 * loads the toaster on first use; this store knows nothing of the UI that shows it.
 */
export function pushToast(input: ToastInput): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const item: ToastItem = { variant: "default", ...input, id, open: true };
  $toasts.set([item, ...$toasts.get()].slice(0, TOAST.limit));
  return id;
}

/** Closes a toast (its exit animation runs) and removes it from the store after the SPEC's removal delay. */
export function dismissToast(id?: string) {
  $toasts.set($toasts.get().map((item) => (id === undefined || item.id === id ? { ...item, open: false } : item)));
  for (const item of $toasts.get()) {
    if ((id !== undefined && item.id !== id) || removalTimers.has(item.id)) continue;
    removalTimers.set(
      item.id,
      setTimeout(() => {
        removalTimers.delete(item.id);
        $toasts.set($toasts.get().filter((entry) => entry.id !== item.id));
      }, TOAST.removeDelayMs),
    );
  }
}
