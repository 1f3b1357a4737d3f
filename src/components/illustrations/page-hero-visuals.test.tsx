import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { heroVisualNames, heroVisuals } from "@/content/hero-visuals";
import { PageHeroVisual } from "./page-hero-visuals";

/** Issue 37: eleven inner pages open on a picture of their own subject, not the same four figures. */
describe("page hero visuals", () => {
  const markup = new Map(heroVisualNames.map((name) => [name, renderToStaticMarkup(<PageHeroVisual name={name} />)]));

  it("draws a different picture for every page", () => {
    const bodies = [...markup.values()].map((svg) => svg.replace(/aria-label="[^"]*"|data-hero-visual="[^"]*"/g, ""));
    expect(new Set(bodies).size).toBe(heroVisualNames.length);
  });

  it("is an image named by the content's text alternative, with its box reserved", () => {
    for (const [name, svg] of markup) {
      expect(svg, name).toMatch(
        /^<svg role="img" aria-label="[^"]{40,}" data-hero-visual="[a-z-]+" width="480" height="360" viewBox="0 0 480 360"/,
      );
      expect(svg, name).toContain(`aria-label="${heroVisuals[name].alt.replaceAll("'", "&#x27;")}"`);
      expect(svg, name).not.toMatch(/<script|<image|href=/);
      expect(Buffer.byteLength(svg), name).toBeLessThan(9_000);
    }
  });
});
