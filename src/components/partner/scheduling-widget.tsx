import * as React from "react";
import { CalendarDays, Phone } from "lucide-react";
import { SCHEDULER_BOX, SCHEDULER_TIMEOUT_MS } from "@/lib/scheduler";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

declare global {
  interface Window {
    Calendly?: { initInlineWidget(options: { url: string; parentElement: HTMLElement }): void };
  }
}

type Status = "loading" | "ready" | "failed";

export interface SchedulingWidgetProps {
  bookingUrl: string;
  scriptUrl: string;
  phone: { display: string; href: string };
  copy: { loadingText: string; fallbackHeading: string; fallbackText: string };
  timeoutMs?: number;
}

/** Loads the embed script once per page, however many times the island mounts. */
function loadScript(src: string): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[data-scheduler][src="${CSS.escape(src)}"]`);
  if (existing?.dataset.loaded === "true") return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement("script");
    script.addEventListener("load", () => {
      script.dataset.loaded = "true";
      resolve();
    });
    script.addEventListener("error", () => reject(new Error(`scheduler script failed to load: ${src}`)));
    if (!existing) {
      script.src = src;
      script.async = true;
      script.dataset.scheduler = "";
      document.head.append(script);
    }
  });
}

/**
 * The booking calendar island (client:visible): it injects the scheduler's script only here, asks it to draw the
 * calendar into a 700 px box, and waits for the calendar's frame. If the script fails, is blocked, or no frame
 * appears in time, the box offers the direct booking link and the phone number instead of staying blank, and gives
 * up its 700 px (kept for the calendar) to fit that message (issue 37: it floated in an empty box). The same links
 * are in the server-rendered HTML, so the box is useful before and without JavaScript too.
 */
export function SchedulingWidget({
  bookingUrl,
  scriptUrl,
  phone,
  copy,
  timeoutMs = SCHEDULER_TIMEOUT_MS,
}: SchedulingWidgetProps) {
  const [status, setStatus] = React.useState<Status | "static">("static");
  const targetRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const target = targetRef.current;
    if (!target) return;
    let settled = false;
    const settle = (next: Status) => {
      if (settled) return;
      settled = true;
      setStatus(next);
    };
    setStatus("loading");

    const observer = new MutationObserver(() => {
      if (target.querySelector("iframe")) settle("ready");
    });
    observer.observe(target, { childList: true, subtree: true });
    const timer = window.setTimeout(() => settle("failed"), timeoutMs);

    loadScript(scriptUrl)
      .then(() => {
        if (!window.Calendly) throw new Error("scheduler script loaded without its API");
        window.Calendly.initInlineWidget({ url: bookingUrl, parentElement: target });
      })
      .catch((error: unknown) => {
        console.warn(error instanceof Error ? error.message : String(error));
        settle("failed");
      });

    return () => {
      settled = true;
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [bookingUrl, scriptUrl, timeoutMs]);

  const links = (
    <div className="mt-6 flex flex-col items-center gap-3 sm:flex-row sm:justify-center">
      <a
        href={bookingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex h-12 items-center gap-2 rounded-md bg-navy-900 px-6 font-semibold text-white hover:bg-navy-800"
      >
        <CalendarDays aria-hidden="true" className="size-5" />
        Open the booking calendar<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <a
        href={phone.href}
        className="inline-flex h-12 items-center gap-2 rounded-md border-2 border-navy-900 px-6 font-semibold text-navy-900 hover:bg-navy-50"
      >
        <Phone aria-hidden="true" className="size-5" />
        Call {phone.display}
      </a>
    </div>
  );

  const failed = status === "failed";
  return (
    <div
      data-testid="scheduler-box"
      data-status={status}
      className="relative w-full overflow-hidden rounded-xl border border-navy-100 bg-white shadow-sm max-sm:-mx-4 max-sm:w-[calc(100%+2rem)] max-sm:rounded-none max-sm:border-x-0"
      style={{ height: failed ? undefined : SCHEDULER_BOX.heightPx, minWidth: SCHEDULER_BOX.minWidthPx }}
    >
      {/* The scheduler's script owns this element's children; React never renders into it. */}
      <div ref={targetRef} className={failed ? "hidden" : "h-full w-full"} />
      {status === "ready" ? null : (
        <div
          className={`flex flex-col items-center justify-center bg-navy-50 p-6 text-center ${failed ? "py-10 md:py-12" : "absolute inset-0"}`}
          aria-live="polite"
        >
          {status === "failed" ? (
            <>
              <h3 className="text-xl font-bold text-navy-900">{keepWordsWhole(copy.fallbackHeading)}</h3>
              <p className="mt-2 max-w-md leading-relaxed text-muted">{copy.fallbackText}</p>
            </>
          ) : (
            <p className="flex items-center gap-3 font-semibold text-navy-900">
              <span
                aria-hidden="true"
                className="size-5 rounded-full border-3 border-navy-100 border-t-navy-700 motion-safe:animate-spin"
              />
              {copy.loadingText}
            </p>
          )}
          {links}
        </div>
      )}
    </div>
  );
}
