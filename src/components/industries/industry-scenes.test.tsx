import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { industrySlugs } from "@/content/industries/industry.schema";
import { load } from "@/content/industries";
import { IndustryIllustration } from "./industry-illustration";

function markupOf(slug: (typeof industrySlugs)[number], variant: "hero" | "card" | "detail" = "hero"): string {
  const industry = load(slug)!;
  return renderToStaticMarkup(
    <IndustryIllustration
      variant={variant}
      slug={slug}
      motif={industry.illustration.motif}
      detailScene={industry.illustration.detailScene}
      label={variant === "hero" ? industry.hero.imageAlt : variant === "detail" ? industry.understanding.imageAlt : undefined}
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

/** Issue 37: the understanding section's picture is the industry's own too, drawn from its scene spec. */
describe("industry detail scenes", () => {
  it("gives every industry a scene spec of its own and a different picture", () => {
    const specs = industrySlugs.map((slug) => JSON.stringify(load(slug)!.illustration.detailScene));
    expect(new Set(specs).size).toBe(industrySlugs.length);
    const bodies = industrySlugs.map((slug) => markupOf(slug, "detail").replace(/aria-label="[^"]*"/, ""));
    expect(new Set(bodies).size).toBe(industrySlugs.length);
  });

  it("varies the composition, not only the icons: no record, device and screen shared by more than two", () => {
    const combos = new Map<string, number>();
    for (const slug of industrySlugs) {
      const { device, screen } = load(slug)!.illustration.detailScene;
      combos.set(`${device}/${screen}`, (combos.get(`${device}/${screen}`) ?? 0) + 1);
    }
    for (const [combo, count] of combos) expect(count, combo).toBeLessThanOrEqual(2);
  });

  it("is labelled from the content, reserves its box and stays small", () => {
    for (const slug of industrySlugs) {
      const svg = markupOf(slug, "detail");
      expect(svg, slug).toMatch(/^<svg role="img" aria-label="[^"]{20,}" width="480" height="360" viewBox="0 0 480 360"/);
      expect(svg, slug).not.toMatch(/<script|<image|href=/);
      expect(Buffer.byteLength(svg), slug).toBeLessThan(9_000);
    }
  });
});
