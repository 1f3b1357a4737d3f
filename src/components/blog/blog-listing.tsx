import type { PostSummary } from "@/content/blog.schema";
import { resourcesContent } from "@/content/resources";
import { PostCard } from "./post-card";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/** Every post as a card with its illustration (/blog). */
export function BlogListing({ posts }: { posts: PostSummary[] }) {
  return (
    <section aria-labelledby="posts-heading" className="mx-auto max-w-7xl px-page py-16 md:py-20">
      <h2 id="posts-heading" className="text-3xl font-extrabold tracking-tight text-navy-900">
        {keepWordsWhole(resourcesContent.blog.postsHeading)}
      </h2>
      <ul className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCard post={post} withImage />
          </li>
        ))}
      </ul>
    </section>
  );
}
