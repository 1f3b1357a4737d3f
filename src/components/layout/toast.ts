import { pushToast, type ToastInput } from "@/lib/toast-store";

let toasterMounted: Promise<void> | undefined;

/**
 * The toaster's code (Radix Toast) is fetched the first time a toast is raised, so pages pay nothing for it at
 * load; it renders into one container at the end of <body> and reads the store in `@/lib/toast-store`.
 */
function mountToaster(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  toasterMounted ??= import("./toaster-root")
    .then(({ mountToasterRoot }) => mountToasterRoot())
    .catch((error: unknown) => {
      toasterMounted = undefined;
      console.error("toaster failed to load", error);
    });
  return toasterMounted;
}

/** Shows a toast from any island: queues it in the shared store and mounts the toaster on first use. */
export function toast(input: ToastInput): string {
  const id = pushToast(input);
  void mountToaster();
  return id;
}
