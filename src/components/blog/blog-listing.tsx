import type { BlogCategory, ListingPage } from "@/content/blog.schema";
import { resourcesContent } from "@/content/resources";
import { fillCopy } from "@/lib/fill-copy";
import { PostCard } from "./post-card";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { CssIcon } from "@/components/ui/css-icon";
import { ArrowLeft } from "lucide-react";

const linkClasses = "inline-flex items-center gap-2 font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950";

/**
 * One page of posts as cards with their illustrations (/blog, /blog/page/N, /blog/category/<slug>): the heading,
 * the cards, plain links to the newer and older pages (no rel=prev/next: search engines no longer read them), and
 * the categories.
 */
export function BlogListing({
  heading,
  page,
  categories,
  currentCategory,
}: {
  heading: string;
  page: ListingPage;
  categories: readonly Pick<BlogCategory, "slug" | "name" | "url">[];
  currentCategory?: string;
}) {
  const copy = resourcesContent.blog;
  return (
    <section aria-labelledby="posts-heading" className="mx-auto max-w-7xl px-page py-16 md:py-20">
      <h2 id="posts-heading" className="text-3xl font-extrabold tracking-tight text-navy-900">
        {keepWordsWhole(heading)}
      </h2>
      {page.total > 1 ? (
        <p className="mt-2 text-muted">{fillCopy(copy.pageLabel, { page: page.number, total: page.total })}</p>
      ) : null}
      <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {page.posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} withImage />
          </li>
        ))}
      </ul>
      {page.newerPath || page.olderPath ? (
        <nav
          aria-label={fillCopy(copy.pageLabel, { page: page.number, total: page.total })}
          className="mt-10 flex flex-wrap gap-6"
        >
          {page.newerPath ? (
            <a href={page.newerPath} className={linkClasses}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {copy.newerLink}
            </a>
          ) : null}
          {page.olderPath ? (
            <a href={page.olderPath} className={linkClasses}>
              {copy.olderLink}
              <CssIcon name="arrow-right" className="size-4" />
            </a>
          ) : null}
        </nav>
      ) : null}
      <nav aria-labelledby="categories-heading" className="mt-12 border-t border-navy-100 pt-8">
        <h2 id="categories-heading" className="text-xl font-bold text-navy-900">
          {copy.categoriesHeading}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          {categories.map((category) => (
            <li key={category.slug}>
              <a
                href={category.url}
                aria-current={category.slug === currentCategory ? "page" : undefined}
                className="inline-flex min-h-11 items-center rounded-full border border-navy-200 px-4 font-semibold text-navy-900 hover:bg-navy-50 aria-[current=page]:bg-navy-900 aria-[current=page]:text-white"
              >
                {category.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
