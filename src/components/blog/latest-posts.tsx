import type { PostSummary } from "@/content/blog.schema";
import { resourcesContent } from "@/content/resources";
import { ButtonLink } from "@/components/ui/button";
import { PostCard } from "./post-card";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { CssIcon } from "@/components/ui/css-icon";

/** The three latest posts on /resources with their illustrations (as on /blog), and the link to the full blog. */
export function LatestPosts({ posts }: { posts: PostSummary[] }) {
  const copy = resourcesContent.latest;
  return (
    <section aria-labelledby="latest-heading" className="bg-navy-50">
      <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <div className="max-w-2xl">
            <p className="text-sm font-bold tracking-[0.2em] text-navy-700 uppercase">{copy.eyebrow}</p>
            <h2 id="latest-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-navy-900 md:text-4xl">
              {keepWordsWhole(copy.heading)}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-muted">{copy.lead}</p>
          </div>
          <ButtonLink href={copy.allLink.href} variant="secondary">
            {copy.allLink.label}
            <CssIcon name="arrow-right" />
          </ButtonLink>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} withImage />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
