import { describe, expect, it } from "vitest";
import { MAX_QUERY_LENGTH, normalizeQuery } from "./site-search";

describe("site search", () => {
  it("normalises the visitor's text", () => {
    expect(normalizeQuery("  high \n risk  ")).toBe("high risk");
    expect(normalizeQuery(null)).toBe("");
    expect(normalizeQuery("x".repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
  });
});
