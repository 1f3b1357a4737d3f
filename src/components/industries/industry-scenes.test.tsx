import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { industrySlugs } from "@/content/industries/industry.schema";
import { load } from "@/content/industries";
import { IndustryIllustration } from "./industry-illustration";

function markupOf(slug: (typeof industrySlugs)[number], variant: "hero" | "card" = "hero"): string {
  const industry = load(slug)!;
  return renderToStaticMarkup(
    <IndustryIllustration
      variant={variant}
      slug={slug}
      motif={industry.illustration.motif}
      accents={industry.illustration.accents}
      label={variant === "hero" ? industry.hero.imageAlt : undefined}
    />,
  );
}

/** Issue 19: each industry has its own hero picture, not one template with a swapped icon. */
describe("industry hero scenes", () => {
  const markup = new Map(industrySlugs.map((slug) => [slug, markupOf(slug)] as const));

  it("draws a different picture for every industry page", () => {
    // The scene without the shared backdrop and the label: what a visitor sees as the page's own artwork.
    const bodies = [...markup.values()].map((svg) => svg.replace(/aria-label="[^"]*"/, ""));
    expect(new Set(bodies).size).toBe(industrySlugs.length);
  });

  it("reserves its box, is labelled from the content and stays small", () => {
    for (const [slug, svg] of markup) {
      expect(svg, slug).toMatch(/^<svg role="img" aria-label="[^"]{20,}" width="480" height="360" viewBox="0 0 480 360"/);
      expect(svg, slug).not.toMatch(/<script|<image|href=/);
      expect(Buffer.byteLength(svg), slug).toBeLessThan(9_000);
    }
  });

  it("gives every /industries card the industry's own scene, decorative", () => {
    const cards = industrySlugs.map((slug) => markupOf(slug, "card"));
    expect(new Set(cards).size).toBe(industrySlugs.length);
    for (const svg of cards) expect(svg).toMatch(/^<svg aria-hidden="true" focusable="false" width="320" height="160"/);
  });
});
