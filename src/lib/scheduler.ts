/**
 * The embedded scheduling widget of /partner/schedule-consult (a Calendly inline embed). Its booking page and
 * script are settings: PUBLIC_SCHEDULER_URL and PUBLIC_SCHEDULER_SCRIPT_URL, read at build time by the page and at
 * start-up by the server, which allows their origins in the Content-Security-Policy. Both sides resolve the same
 * defaults here, so an unset variable never leaves the page pointing at an origin the CSP blocks.
 */
export const DEFAULT_SCHEDULER_URL = "https://calendly.com/harborline-payments/merchant-services-launch-call";
export const DEFAULT_SCHEDULER_SCRIPT_URL = "https://assets.calendly.com/assets/external/widget.js";

/** SPEC section 9: "Scheduling widget: height 700 px, minimum width 320 px". */
export const SCHEDULER_BOX = { heightPx: 700, minWidthPx: 320 } as const;
/** How long the widget may take to appear before the box offers the direct link and the phone instead. */
export const SCHEDULER_TIMEOUT_MS = 10_000;

export interface SchedulerConfig {
  bookingUrl: string;
  scriptUrl: string;
}

export interface SchedulerEnv {
  PUBLIC_SCHEDULER_URL?: string | undefined;
  PUBLIC_SCHEDULER_SCRIPT_URL?: string | undefined;
}

function httpsUrl(name: string, value: string | undefined, fallback: string): string {
  const raw = value?.trim();
  if (!raw) return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an absolute https:// URL, got "${raw}"`);
  }
  if (url.protocol !== "https:") throw new Error(`${name} must be an https:// URL, got "${raw}"`);
  return url.href;
}

export function resolveScheduler(env: SchedulerEnv): SchedulerConfig {
  return {
    bookingUrl: httpsUrl("PUBLIC_SCHEDULER_URL", env.PUBLIC_SCHEDULER_URL, DEFAULT_SCHEDULER_URL),
    scriptUrl: httpsUrl("PUBLIC_SCHEDULER_SCRIPT_URL", env.PUBLIC_SCHEDULER_SCRIPT_URL, DEFAULT_SCHEDULER_SCRIPT_URL),
  };
}

/** The origins the CSP must allow: the script's for script-src, the booking page's for frame-src. */
export function schedulerCspOrigins(config: SchedulerConfig): { scriptOrigins: string[]; frameOrigins: string[] } {
  return { scriptOrigins: [new URL(config.scriptUrl).origin], frameOrigins: [new URL(config.bookingUrl).origin] };
}
