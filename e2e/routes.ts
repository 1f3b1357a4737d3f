import type { APIRequestContext } from "@playwright/test";

/** Every page the built site has: the sitemap's URLs (as paths) plus a path that must 404. */
export async function sitePaths(request: APIRequestContext): Promise<string[]> {
  const index = await (await request.get("/sitemap-index.xml")).text();
  const paths = new Set<string>();
  for (const [, sitemapUrl] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(new URL(sitemapUrl!).pathname)).text();
    for (const [, url] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.add(new URL(url!).pathname);
  }
  return [...paths].sort();
}

export const NOT_FOUND_PATH = "/this-page-does-not-exist";

/**
 * A sweep over every route is written as several tests, each taking one share of the routes (every `parts`-th one
 * from `part`), so that the workers run the sweep side by side instead of one worker running all of it.
 */
export function shareOf<T>(items: readonly T[], part: number, parts: number): T[] {
  return items.filter((_, index) => index % parts === part);
}
