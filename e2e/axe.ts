import AxeBuilder from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";

/** The time each audit adds to its test's timeout. */
const AUDIT_TIMEOUT_MS = 30_000;

/** The rule set of every axe check: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Whether every frame of the page shares the page's origin (about:blank and about:srcdoc frames do). */
function framesAreSameOrigin(page: Page): boolean {
  const origin = new URL(page.url()).origin;
  return page.frames().every((frame) => {
    const url = frame.url();
    if (url === "" || url.startsWith("about:")) return true;
    return new URL(url).origin === origin;
  });
}

/**
 * axe with the WCAG rule set over the page. By default @axe-core/playwright runs axe in each frame and then opens a
 * blank page to merge the frames' results, for every run: on this site's pages that made a run about 2.5 times as
 * slow as running axe in the page itself. So when every frame is of the page's origin (every page of the site
 * today), axe runs in the page ("legacy mode", which still checks same-origin frames); a page with a cross-origin
 * frame gets the per-frame run.
 */
export function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(framesAreSameOrigin(page));
  const analyze = builder.analyze.bind(builder);
  builder.analyze = async () => {
    // An audit of a long page takes seconds of the machine's time, more on a loaded one: each audit brings its own
    // 30 s, so it never eats the time the test's own steps were given.
    test.info().setTimeout(test.info().timeout + AUDIT_TIMEOUT_MS);
    await renderEverySection(page, true);
    try {
      return await analyze();
    } finally {
      await renderEverySection(page, false);
    }
  };
  return builder;
}

/**
 * Sections below the fold are laid out only as they come near (`content-visibility: auto`, src/styles.css). axe cannot
 * read a section the browser skipped: it takes the colour of whatever is painted at that point as the text's
 * background (navy text "on" the navy footer, 1.11:1; axe-core issue 2768). For the audit every section is rendered,
 * as it is when the visitor scrolls to it; afterwards the page's own rule applies again. Set through CSSOM, which the
 * page's CSP does not restrict.
 */
async function renderEverySection(page: Page, render: boolean) {
  await page.evaluate((on) => {
    for (const section of document.querySelectorAll<HTMLElement>("#main > section")) {
      if (on) section.style.setProperty("content-visibility", "visible");
      else section.style.removeProperty("content-visibility");
    }
  }, render);
}
