import { describe, expect, it } from "vitest";
import { REFERENCE_ALPHABET, REFERENCE_LENGTH } from "@/content/lead-schema";
import { generateReference } from "./reference";

describe("generateReference", () => {
  it("draws 8 characters from the unambiguous alphabet, evenly enough and without repeats in practice", () => {
    const seen = new Set<string>();
    const counts = new Map<string, number>();
    for (let index = 0; index < 5000; index += 1) {
      const reference = generateReference();
      expect(reference).toHaveLength(REFERENCE_LENGTH);
      seen.add(reference);
      for (const character of reference) counts.set(character, (counts.get(character) ?? 0) + 1);
    }
    expect(seen.size).toBe(5000);
    expect([...counts.keys()].sort().join("")).toBe([...REFERENCE_ALPHABET].sort().join(""));
    const expected = (5000 * REFERENCE_LENGTH) / REFERENCE_ALPHABET.length;
    for (const count of counts.values()) expect(Math.abs(count - expected) / expected).toBeLessThan(0.15);
  });
});
