import { describe, expect, it } from "vitest";
import { adminCopy } from "./admin";
import { adminCopySchema } from "./admin.schema";

describe("staff copy", () => {
  it("matches its schema", () => {
    expect(() => adminCopySchema.parse(adminCopy)).not.toThrow();
  });

  it("has a message for every notice and error code the staff endpoints send", () => {
    expect(Object.keys(adminCopy.notices).sort()).toEqual(["deactivated", "delivery-retried", "status-updated", "unlocked"]);
    expect(Object.keys(adminCopy.errors).sort()).toEqual([
      "conflict",
      "invalid-transition",
      "no-channel",
      "not-failed",
      "note-too-long",
    ]);
  });
});

describe("what an applicant sees for each workflow status", () => {
  it("has a label and description on /application-tracking for every staff status", async () => {
    const { trackingPage } = await import("./lead-pages");
    const { LEAD_STATUSES } = await import("@/lib/lead-status");
    expect(Object.keys(trackingPage.statuses).sort()).toEqual([...LEAD_STATUSES].sort());
  });
});
