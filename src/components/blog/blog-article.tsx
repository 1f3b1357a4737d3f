import type { ReactNode } from "react";
import { ArrowLeft, CalendarDays, Clock, UserRound } from "lucide-react";
import type { PostSummary } from "@/content/blog.schema";
import { resourcesContent } from "@/content/resources";
import { ButtonLink } from "@/components/ui/button";
import { PostCard } from "./post-card";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { fillCopy } from "@/lib/fill-copy";
import { HeroEnd } from "@/components/layout/hero-end";

/** Typography for the rendered MDX body (no typography plugin: a few descendant rules keep the CSS small). */
const proseClasses = [
  "text-lg leading-relaxed text-ink",
  "[&_p]:mt-5",
  "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-navy-900 md:[&_h2]:text-3xl",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-navy-900",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li]:marker:text-navy-700",
  "[&_strong]:font-semibold [&_strong]:text-navy-900",
  "[&_a]:font-semibold [&_a]:text-navy-800 [&_a]:underline [&_a]:underline-offset-4",
].join(" ");

/**
 * A blog article: back link to /resources, category (a link to its page), title, byline, date and reading time, the
 * illustration, the body (the MDX content, passed in as children), the author's short bio, then Contact Us and Apply
 * Now and the related posts (same category first).
 */
export function BlogArticle({ post, related, children }: { post: PostSummary; related: PostSummary[]; children: ReactNode }) {
  const { backLink, closing, moreHeading, readingTime, authorHeading } = resourcesContent.article;
  return (
    <>
      <article aria-labelledby="article-title">
        <header className="bg-navy-50">
          <div className="mx-auto max-w-3xl px-4 pt-8 pb-10 md:pt-10">
            <a
              href={backLink.href}
              className="inline-flex items-center gap-2 font-semibold text-navy-800 underline-offset-4 hover:underline"
            >
              <ArrowLeft aria-hidden="true" className="size-4" />
              {backLink.label}
            </a>
            <p className="mt-8">
              <a
                href={post.categoryUrl}
                className="rounded-full bg-brass-100 px-3 py-1 text-sm font-semibold text-navy-900 hover:underline"
              >
                {post.category}
              </a>
            </p>
            <h1
              id="article-title"
              className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-navy-900 md:text-5xl"
            >
              {keepWordsWhole(post.title)}
            </h1>
            <p className="mt-5 text-lg leading-relaxed text-muted">{post.excerpt}</p>
            <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-2 text-base text-ink">
              <p className="inline-flex items-center gap-2">
                <UserRound aria-hidden="true" className="size-5 text-navy-700" />
                <span>
                  By <span className="font-semibold">{post.author.name}</span>, {post.author.role}
                </span>
              </p>
              <p className="inline-flex items-center gap-2">
                <CalendarDays aria-hidden="true" className="size-5 text-navy-700" />
                <time dateTime={post.dateIso}>{post.dateLabel}</time>
              </p>
              <p className="inline-flex items-center gap-2">
                <Clock aria-hidden="true" className="size-5 text-navy-700" />
                {fillCopy(readingTime, { minutes: post.readingMinutes })}
              </p>
            </div>
          </div>
          <HeroEnd />
        </header>
        <div className="mx-auto max-w-3xl px-4">
          <img
            src={post.image}
            alt={post.imageAlt}
            width={post.imageWidth}
            height={post.imageHeight}
            decoding="async"
            className="mt-10 aspect-[40/21] h-auto w-full rounded-xl bg-navy-50 object-cover"
          />
          <div className={proseClasses}>{children}</div>
          <aside aria-labelledby="author-heading" className="mt-14 rounded-2xl border border-navy-100 p-6 md:p-8">
            <h2 id="author-heading" className="text-sm font-bold tracking-[0.2em] text-navy-700 uppercase">
              {authorHeading}
            </h2>
            <p className="mt-3 text-lg font-bold text-navy-900">
              {post.author.name}, <span className="font-semibold text-ink">{post.author.role}</span>
            </p>
            <p className="mt-2 leading-relaxed text-muted">{post.author.bio}</p>
          </aside>
        </div>
        <footer className="mx-auto max-w-3xl px-4 py-14">
          <div className="rounded-2xl bg-navy-900 p-8 text-white md:p-10">
            <h2 className="text-2xl font-bold tracking-tight md:text-3xl">{keepWordsWhole(closing.heading)}</h2>
            <p className="mt-3 text-lg leading-relaxed text-navy-100">{closing.lead}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <ButtonLink href={closing.contact.href} variant="outlineLight">
                {closing.contact.label}
              </ButtonLink>
              <ButtonLink href={closing.apply.href}>{closing.apply.label}</ButtonLink>
            </div>
          </div>
        </footer>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="more-posts-heading" className="bg-navy-50">
          <div className="mx-auto max-w-7xl px-page py-14">
            <h2 id="more-posts-heading" className="text-2xl font-bold tracking-tight text-navy-900 md:text-3xl">
              {keepWordsWhole(moreHeading)}
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {related.map((other) => (
                <li key={other.slug}>
                  <PostCard post={other} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
