import { describe, expect, it } from "vitest";
import { canMoveTo, LEAD_STATUSES, nextStatuses } from "./lead-status";

describe("lead status workflow", () => {
  it("runs pending -> contacted -> qualified -> won or lost", () => {
    expect(nextStatuses("pending")).toEqual(["contacted"]);
    expect(canMoveTo("contacted", "qualified")).toBe(true);
    expect(canMoveTo("qualified", "won")).toBe(true);
    expect(canMoveTo("qualified", "lost")).toBe(true);
  });

  it("lets every later status go back to pending", () => {
    for (const status of LEAD_STATUSES.filter((status) => status !== "pending")) expect(canMoveTo(status, "pending")).toBe(true);
  });

  it("refuses skipping steps, standing still and unknown statuses", () => {
    expect(canMoveTo("pending", "qualified")).toBe(false);
    expect(canMoveTo("pending", "won")).toBe(false);
    expect(canMoveTo("contacted", "won")).toBe(false);
    expect(canMoveTo("won", "lost")).toBe(false);
    expect(canMoveTo("pending", "pending")).toBe(false);
    expect(canMoveTo("pending", "archived")).toBe(false);
  });
});
