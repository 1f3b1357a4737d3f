import { describe, expect, it } from "vitest";
import { chatCopyProblems, validateAllContent } from "./validate";

describe("validateAllContent", () => {
  it("finds every content module valid", async () => {
    await expect(validateAllContent()).resolves.toBeUndefined();
  });

  it("refuses a chat reply that links a page the site does not have or names a slot nobody fills", () => {
    expect(chatCopyProblems(["See {link:/contact} or {link:/industries/bars}."])).toEqual([]);
    expect(chatCopyProblems(["See {link:/pricing|our prices}."])).toEqual([
      "chat: no page /pricing (See {link:/pricing|our prices}.)",
    ]);
    expect(chatCopyProblems(["Call {phon}."])).toEqual(["chat: unknown slot {phon} (Call {phon}.)"]);
  });
});
