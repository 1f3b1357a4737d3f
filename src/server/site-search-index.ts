import { getPosts } from "@/content/blog";
import { searchDocuments } from "@/content/search-documents";
import { createSiteSearch, type SearchHit, type SiteSearch } from "@/lib/site-search";

let instance: Promise<SiteSearch> | undefined;

/**
 * The site's search index, built once per process from the content compiled into the build (the content modules
 * and the blog collection's data store): at build time for prerendered pages, at the first search on an on-demand
 * page such as /contact.
 */
export function getSiteSearch(): Promise<SiteSearch> {
  instance ??= getPosts().then((posts) => createSiteSearch(searchDocuments({ posts })));
  return instance;
}

export async function searchSite(query: string): Promise<SearchHit[]> {
  return (await getSiteSearch()).search(query);
}
