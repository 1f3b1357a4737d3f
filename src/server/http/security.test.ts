import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { editorCsp } from "./security";

describe("editorCsp", () => {
  it("allows the editor page's own inline scripts and GitHub's API, and nothing inline beyond them", () => {
    const inline = "window.editor = 1;";
    const policy = editorCsp(`<html><script>${inline}</script><script type="module" src="/_astro/k.js"></script></html>`);
    const hash = createHash("sha256").update(inline, "utf8").digest("base64");
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(policy).toContain("connect-src 'self' https://api.github.com;");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("unsafe-inline';script");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
