import { describe, expect, it } from "vitest";
import { adminCopy } from "./admin";
import { adminCopySchema } from "./admin.schema";

describe("staff copy", () => {
  it("matches its schema", () => {
    expect(() => adminCopySchema.parse(adminCopy)).not.toThrow();
  });

  it("has a message for every notice and error code the staff endpoints send", () => {
    expect(Object.keys(adminCopy.notices).sort()).toEqual([
      "account-created",
      "account-disabled",
      "account-enabled",
      "deactivated",
      "delivery-retried",
      "note-added",
      "owner-changed",
      "password-reset",
      "status-updated",
      "unlocked",
    ]);
    expect(Object.keys(adminCopy.errors).sort()).toEqual([
      "busy",
      "conflict",
      "invalid-transition",
      "no-account",
      "no-channel",
      "no-such-staff",
      "not-failed",
      "note-empty",
      "note-too-long",
      "password-weak",
      "self-disable",
      "username-invalid",
      "username-taken",
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
