import { describe, expect, it } from "vitest";
import { isInternalPath, linkify, parseReply } from "./chat-text";

describe("reply text", () => {
  it("links our own pages, bare or labelled, and leaves the sentence's punctuation as text", () => {
    expect(linkify("Apply at /application.")).toEqual([
      { kind: "text", text: "Apply at " },
      { kind: "link", text: "/application", href: "/application" },
      { kind: "text", text: "." },
    ]);
    expect(linkify("See [High-Risk Processing](/high-risk) or /resources#faq, then /partner/referral-program")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "High-Risk Processing", href: "/high-risk" },
      { kind: "text", text: " or " },
      { kind: "link", text: "/resources#faq", href: "/resources#faq" },
      { kind: "text", text: ", then " },
      { kind: "link", text: "/partner/referral-program", href: "/partner/referral-program" },
    ]);
  });

  it("links the phone and email, and nothing else", () => {
    const segments = linkify("Call (210) 555-0142 or email sales@harborline-payments.example. 24/7 and/or $0.10/item.");
    expect(segments.filter((segment) => segment.kind === "link")).toEqual([
      { kind: "link", text: "(210) 555-0142", href: "tel:+12105550142" },
      { kind: "link", text: "sales@harborline-payments.example", href: "mailto:sales@harborline-payments.example" },
    ]);
  });

  it("never links another site, a protocol-relative URL or a script", () => {
    for (const text of [
      "https://evil.example/steal",
      "//evil.example/x",
      "javascript:alert(1)",
      "[click](https://evil.example)",
    ]) {
      expect(linkify(text).every((segment) => segment.kind === "text" || segment.href.startsWith("/"))).toBe(true);
      expect(linkify(text).some((segment) => segment.kind === "link" && /evil|javascript/.test(segment.href))).toBe(false);
    }
    expect(isInternalPath("/high-risk")).toBe(true);
    expect(isInternalPath("//evil.example")).toBe(false);
  });

  it("keeps markup as text", () => {
    expect(linkify("<img src=x onerror=alert(1)>")).toEqual([{ kind: "text", text: "<img src=x onerror=alert(1)>" }]);
  });

  it("splits lines into paragraphs and '- ' lines into one list", () => {
    const blocks = parseReply("Figures:\n- Transactions: 3\n- Total volume: $475.75\n\nApply at /application");
    expect(blocks.map((block) => block.kind)).toEqual(["paragraph", "list", "paragraph"]);
    expect(blocks[1]).toMatchObject({
      kind: "list",
      items: [[{ text: "Transactions: 3" }], [{ text: "Total volume: $475.75" }]],
    });
  });
});
