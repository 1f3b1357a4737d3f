import { describe, expect, it } from "vitest";
import { CAROUSEL_INTERVAL_MS, isRotating, nextIndex, previousIndex } from "./carousel-state";

describe("carousel state", () => {
  it("advances every 8000 ms", () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(8000);
  });

  it("wraps forward from the last slide to the first", () => {
    expect([0, 1, 2, 3, 4].map((index) => nextIndex(index, 5))).toEqual([1, 2, 3, 4, 0]);
  });

  it("wraps backward from the first slide to the last", () => {
    expect([0, 1, 2, 3, 4].map((index) => previousIndex(index, 5))).toEqual([4, 0, 1, 2, 3]);
  });

  it("rotates only while playing and neither hovered nor focused", () => {
    expect(isRotating({ playing: true, hovered: false, focused: false })).toBe(true);
    expect(isRotating({ playing: false, hovered: false, focused: false })).toBe(false);
    expect(isRotating({ playing: true, hovered: true, focused: false })).toBe(false);
    expect(isRotating({ playing: true, hovered: false, focused: true })).toBe(false);
  });
});
