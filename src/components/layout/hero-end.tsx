/** The id of the mark each page's opening block (hero, blog post header, 404 message) ends with. */
export const HERO_END_ID = "hero-end";

/**
 * An empty, hidden mark placed as the last child of a page's opening block. BaseLayout's
 * `<link rel="expect" href="#hero-end" blocking="render">` holds the first paint until the parser reaches it, so the
 * first frame shows the whole header and hero. Without it Chromium paints whatever it has parsed when its parser
 * yields (a nav without its items, an empty Get Started slot, a hero column with its heading only), and what arrives
 * next moves what was painted. A browser without `rel=expect` paints as before.
 * docs/performance.md "The first paint waits for the hero".
 */
export function HeroEnd() {
  return <span id={HERO_END_ID} hidden />;
}
