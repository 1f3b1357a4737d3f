import { readFileSync, writeFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { visibleText } from "./route-text";
import { NOT_FOUND_PATH, sitePaths } from "./routes";

/**
 * Every route's words against a committed fixture (e2e/fixtures/route-text.json), read from the built site's HTML
 * without a browser: content moved from one file format to another, or read through another module, must leave
 * every page saying exactly what it said. `UPDATE_ROUTE_TEXT=1` rewrites the fixture from the current build, for a
 * change of copy made on purpose (its diff is then the review of that change).
 */
const FIXTURE = new URL("./fixtures/route-text.json", import.meta.url);

test("every route says word for word what the fixture records, and loads nothing of the editor", async ({ request }) => {
  test.setTimeout(120_000);
  const paths = [...(await sitePaths(request)), NOT_FOUND_PATH];
  const now: Record<string, string[]> = {};
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    // The content editor (Keystatic) is never part of a public page: no script, style or link of it.
    expect(html, path).not.toMatch(/keystatic/i);
    now[path] = visibleText(html);
  }

  if (process.env.UPDATE_ROUTE_TEXT) {
    writeFileSync(FIXTURE, `${JSON.stringify(now, null, 1)}\n`);
    return;
  }
  const recorded = JSON.parse(readFileSync(FIXTURE, "utf8")) as Record<string, string[]>;
  expect(Object.keys(now).sort(), "the routes").toEqual(Object.keys(recorded).sort());
  for (const path of paths) expect(now[path], path).toEqual(recorded[path]);
});
