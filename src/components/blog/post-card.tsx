import { CalendarDays } from "lucide-react";
import type { PostSummary } from "@/content/blog.schema";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { CssIcon } from "@/components/ui/css-icon";

type CardPost = Pick<
  PostSummary,
  | "slug"
  | "url"
  | "title"
  | "excerpt"
  | "category"
  | "categoryUrl"
  | "dateLabel"
  | "dateIso"
  | "image"
  | "imageAlt"
  | "imageWidth"
  | "imageHeight"
>;

/**
 * A post teaser: category, title, excerpt, date and a Read More link (SPEC /resources and /blog). The blog listing
 * shows the illustration as well; it is sized and lazy, so it never shifts the layout or delays the page.
 */
export function PostCard({ post, withImage = false }: { post: CardPost; withImage?: boolean }) {
  const titleId = `post-${post.slug}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-navy-100 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      {withImage ? (
        <img
          src={post.image}
          alt={post.imageAlt}
          width={post.imageWidth}
          height={post.imageHeight}
          loading="lazy"
          decoding="async"
          className="aspect-[40/21] h-auto w-full bg-navy-50 object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <a href={post.categoryUrl} className="rounded-full bg-brass-100 px-3 py-1 font-semibold text-navy-900 hover:underline">
            {post.category}
          </a>
          <span className="inline-flex items-center gap-1.5 text-muted">
            <CalendarDays aria-hidden="true" className="size-4" />
            <time dateTime={post.dateIso}>{post.dateLabel}</time>
          </span>
        </p>
        <h3 id={titleId} className="mt-4 text-xl leading-snug font-bold text-navy-900">
          <a href={post.url} className="hover:underline">
            {keepWordsWhole(post.title)}
          </a>
        </h3>
        <p className="mt-3 flex-1 leading-relaxed text-muted">{post.excerpt}</p>
        <a
          href={post.url}
          className="mt-5 inline-flex items-center gap-2 self-start font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <CssIcon name="arrow-right" className="size-4" />
        </a>
      </div>
    </article>
  );
}
