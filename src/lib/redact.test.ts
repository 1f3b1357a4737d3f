import { describe, expect, it } from "vitest";
import { redactPersonalData } from "./redact";

describe("redactPersonalData (issue 34)", () => {
  it.each([
    ["email me at jo.doe+rates@sub.example.co.uk please", "email me at [email] please"],
    ["JOHN_SMITH@EXAMPLE.COM", "[email]"],
    ["o'brien@example.ie wrote", "[email] wrote"],
    ["mail: jo @ example.com", "mail: [email]"],
    ["jo [at] example [dot] com", "[email]"],
    ["jo(at)example.com", "[email]"],
    ["jo {AT} example {DOT} org thanks", "[email] thanks"],
    ["reach jo at example dot com today", "reach [email] today"],
    ["<maría@correo.example.mx>", "<[email]>"],
    ["ｊｏ＠ｅｘａｍｐｌｅ．ｃｏｍ", "[email]"],
    ["a@b.c and x@y.io", "[email] and [email]"],
  ])("emails: %s", (text, expected) => {
    expect(redactPersonalData(text)).toBe(expected);
  });

  it.each([
    ["call (210) 555-0188 after 5", "call [phone] after 5"],
    ["210-555-0188", "[phone]"],
    ["210.555.0188.", "[phone]."],
    ["2105550188", "[phone]"],
    ["1-800-555-0188", "[phone]"],
    ["+1 (210) 555-0188", "[phone]"],
    ["+44 20 7946 0958", "[phone]"],
    ["+33612345678", "[phone]"],
    ["my cell is 555-0188", "my cell is [phone]"],
    ["tel:2105550188", "tel:[phone]"],
    ["２１０－５５５－０１８８", "[phone]"],
    ["210\u00a0555\u00a00188", "[phone]"],
  ])("phones: %s", (text, expected) => {
    expect(redactPersonalData(text)).toBe(expected);
  });

  it.each([
    ["my card 4111 1111 1111 1111 was declined", "my card [card] was declined"],
    ["4111-1111-1111-1111", "[card]"],
    ["4111111111111111", "[card]"],
    ["amex 3782 822463 10005", "amex [card]"],
    ["card4111111111111111", "card[card]"],
    ["4 1 1 1 1 1 1 1 1 1 1 1 1 1 1 1", "[card]"],
    ["6011 0009 9013 9424 123", "[card]"],
    ["411111111111", "[card]"],
    ["４１１１ １１１１ １１１１ １１１１", "[card]"],
    ["(4111) 1111-1111-1111", "[card]"],
  ])("cards: %s", (text, expected) => {
    expect(redactPersonalData(text)).toBe(expected);
  });

  it.each([
    "What are your rates? 1.5% + 10 cents per transaction",
    "We process 45,000 dollars a month, about 1,500,000 a year",
    "we do 1500000 a year",
    "Our ZIP is 78205-1234",
    "Open 9-5, 7 days, since 2017",
    "statement from 2025-03-01 to 03/31/2025",
    "between 2019-2024 we switched 3 times",
    "is the 39% claim real?",
    "CVV 123, exp 12/27",
    "at home. Next question",
    "we meet at noon. Thanks",
  ])("keeps what is not personal data: %s", (text) => {
    expect(redactPersonalData(text)).toBe(text.normalize("NFKC"));
  });

  it("redacts everything in one message, in any order", () => {
    expect(redactPersonalData("I'm Jo (jo@shop.example), 210-555-0188, card 5555 5555 5555 4444: why was I charged 3.5%?")).toBe(
      "I'm Jo ([email]), [phone], card [card]: why was I charged 3.5%?",
    );
  });

  it("stays linear on hostile input: 50,000 characters of each shape in well under 2 seconds", () => {
    // (A pattern that backtracked quadratically would take many seconds on these; the chat's messages are 4,000.)
    const size = 50_000;
    const hostile = ["a", "a.", "a@", "1 ", "1-", "(1", "+1", "a [at] ", "a at b dot ", "+", "jo@x.", "1.1"].map((unit) =>
      unit.repeat(Math.ceil(size / unit.length)).slice(0, size),
    );
    for (const text of hostile) {
      const started = performance.now();
      redactPersonalData(text);
      expect(performance.now() - started, text.slice(0, 12)).toBeLessThan(2_000);
    }
  });
});
