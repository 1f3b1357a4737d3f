import { describe, expect, it } from "vitest";
import {
  DEFAULT_SCHEDULER_SCRIPT_URL,
  DEFAULT_SCHEDULER_URL,
  SCHEDULER_BOX,
  resolveScheduler,
  schedulerCspOrigins,
} from "./scheduler";

describe("scheduler settings", () => {
  it("falls back to the defaults when unset or blank", () => {
    expect(resolveScheduler({})).toEqual({ bookingUrl: DEFAULT_SCHEDULER_URL, scriptUrl: DEFAULT_SCHEDULER_SCRIPT_URL });
    expect(resolveScheduler({ PUBLIC_SCHEDULER_URL: "  " }).bookingUrl).toBe(DEFAULT_SCHEDULER_URL);
  });

  it("takes a configured booking page and script", () => {
    const config = resolveScheduler({
      PUBLIC_SCHEDULER_URL: "https://book.example.com/harborline/launch",
      PUBLIC_SCHEDULER_SCRIPT_URL: "https://cdn.example.net/embed.js",
    });
    expect(config.bookingUrl).toBe("https://book.example.com/harborline/launch");
    expect(schedulerCspOrigins(config)).toEqual({
      scriptOrigins: ["https://cdn.example.net"],
      frameOrigins: ["https://book.example.com"],
    });
  });

  it("refuses anything but an absolute https URL", () => {
    expect(() => resolveScheduler({ PUBLIC_SCHEDULER_URL: "http://book.example.com" })).toThrow(/https/);
    expect(() => resolveScheduler({ PUBLIC_SCHEDULER_SCRIPT_URL: "widget.js" })).toThrow(/PUBLIC_SCHEDULER_SCRIPT_URL/);
  });

  it("sizes the box as SPEC section 9 says", () => {
    expect(SCHEDULER_BOX).toEqual({ heightPx: 700, minWidthPx: 320 });
  });
});
