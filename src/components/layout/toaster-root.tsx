import { createRoot } from "react-dom/client";
import { Toaster } from "./toaster";

/** Mounts the single toaster into #toaster-root (created on demand); see mountToaster in ./toast.ts. */
export function mountToasterRoot() {
  let container = document.getElementById("toaster-root");
  if (container?.dataset.mounted) return;
  if (!container) {
    container = document.createElement("div");
    container.id = "toaster-root";
    document.body.append(container);
  }
  container.dataset.mounted = "true";
  createRoot(container).render(<Toaster />);
}
