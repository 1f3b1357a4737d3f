import { readAttribution, recordTouch, STORAGE_KEY, touchOf } from "@/lib/attribution-touch";

/**
 * Records this visit's touch (src/lib/attribution-touch.ts) in localStorage once the page has loaded and the
 * browser is idle: it never delays the page. First party only; nothing is sent until the visitor submits a form.
 */
function capture() {
  try {
    const now = new Date();
    const stored = readAttribution(now);
    const [touch, marked] = touchOf(new URL(location.href), document.referrer, now);
    const next = recordTouch(stored, touch, marked, now);
    if (next !== stored) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked or full: no attribution, nothing else changes.
  }
}

function later() {
  if ("requestIdleCallback" in window) requestIdleCallback(capture, { timeout: 3000 });
  else setTimeout(capture, 200);
}

if (document.readyState === "complete") later();
else addEventListener("load", later, { once: true });
