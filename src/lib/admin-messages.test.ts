import { describe, expect, it } from "vitest";
import { ownMessage, pageMessages } from "./admin-messages";

const copy = {
  notices: { "status-updated": "Status updated." },
  errors: { conflict: "Someone else changed this lead's status." },
};

describe("staff page messages by own keys only (issue 33)", () => {
  it("finds the copy of a real code", () => {
    expect(pageMessages(new URLSearchParams("notice=status-updated&error=conflict"), copy)).toEqual({
      notice: "Status updated.",
      error: "Someone else changed this lead's status.",
    });
  });

  it.each(["valueOf", "hasOwnProperty", "__defineGetter__", "constructor", "__proto__", "toString", "", "missing"])(
    "shows nothing for %j",
    (code) => {
      expect(ownMessage(copy.notices, code)).toBeUndefined();
      expect(pageMessages(new URLSearchParams({ notice: code, error: code }), copy)).toEqual({
        notice: undefined,
        error: undefined,
      });
    },
  );

  it("shows nothing without a code", () => {
    expect(pageMessages(new URLSearchParams(), copy)).toEqual({ notice: undefined, error: undefined });
    expect(ownMessage(copy.errors, null)).toBeUndefined();
  });
});
