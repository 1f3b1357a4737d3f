import { expect, test } from "@playwright/test";
import { htmlErrors } from "./html-validity";
import { NOT_FOUND_PATH, sitePaths } from "./routes";

/** Issue 15: the W3C Nu checker finds no error on any route (every sitemap page, the sign-in form, the 404). */
test("every route is valid HTML", async ({ request }) => {
  test.setTimeout(120_000);
  const paths = [...(await sitePaths(request)), "/admin/login", NOT_FOUND_PATH];
  expect(paths.length).toBeGreaterThan(30);
  const pages = [];
  for (const pagePath of paths) {
    const response = await request.get(pagePath);
    pages.push({ path: pagePath, html: await response.text() });
  }
  expect(htmlErrors(pages)).toEqual([]);
});
