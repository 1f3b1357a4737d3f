import { recordTouch, STORAGE_KEY, touchOf } from "@/lib/attribution-touch";

/**
 * Records this visit's touch (src/lib/attribution-touch.ts) in localStorage once the page has loaded and the
 * browser is idle: it never delays the page. First party only; nothing is sent until the visitor submits a form.
 * Every byte here ships on every page (budget: 1 KB with what it imports, docs/benchmarks.md), hence the terse
 * form. recordTouch ignores whatever storage holds unless it is an object with fresh touches.
 */
function capture() {
  try {
    const now = new Date();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY)!);
    const next = recordTouch(stored, ...touchOf(new URL(location.href), document.referrer, now), now);
    if (next !== stored) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage blocked or full, or unreadable JSON: no attribution, nothing else changes.
  }
}

// When idle, at most 3 s after load; where requestIdleCallback is missing (Safari), setTimeout takes its place
// (the options object as a delay is NaN, i.e. 0). Both are called unbound, which is valid for window functions.
const later = () => (self.requestIdleCallback || setTimeout)(capture, { timeout: 3e3 } as never);

if (document.readyState == "complete") later();
else addEventListener("load", later);
