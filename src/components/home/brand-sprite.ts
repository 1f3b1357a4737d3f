import type { SimpleIcon } from "simple-icons";
import { integrationBrands } from "./integration-brands";

/**
 * The home page's brand marks (the hero's "Works with" row and the integrations row) as one external SVG file,
 * `/brand-marks.svg` (src/pages/brand-marks.svg.ts), each mark a path the page draws with `<use>` (issue 37): the
 * marks' path data was 22 KB of the home page's HTML, parsed before anything else could run. The file is served
 * like the other public files (a day's cache); the `v` query, a hash of its content, changes when a mark does.
 */
export function brandSpriteSvg(): string {
  const paths = Object.values(integrationBrands)
    .map((icon) => `<path id="${icon.slug}" d="${icon.path}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg"><defs>${paths}</defs></svg>\n`;
}

/** A short, stable hash of a string (FNV-1a, 32 bits), for the cache-busting query. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

const spriteUrl = `/brand-marks.svg?v=${fnv1a(brandSpriteSvg())}`;

/** The `<use>` reference of one mark in the file. */
export function brandMarkHref(icon: SimpleIcon): string {
  return `${spriteUrl}#${icon.slug}`;
}
