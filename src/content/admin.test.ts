import { describe, expect, it } from "vitest";
import { adminCopy } from "./admin";
import { adminCopySchema } from "./admin.schema";

describe("staff copy", () => {
  it("matches its schema", () => {
    expect(() => adminCopySchema.parse(adminCopy)).not.toThrow();
  });

  it("has a message for every notice and error code the staff endpoints send", () => {
    expect(Object.keys(adminCopy.notices).sort()).toEqual(["deactivated", "status-updated"]);
    expect(Object.keys(adminCopy.errors).sort()).toEqual(["conflict", "invalid-transition", "note-too-long"]);
  });
});
