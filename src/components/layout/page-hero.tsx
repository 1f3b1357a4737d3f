import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import type { HeroVisualName } from "@/content/hero-visuals";
import { PageHeroVisual } from "@/components/illustrations/page-hero-visuals";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { HeroEnd } from "@/components/layout/hero-end";

/** The navy band that opens inner pages: an optional eyebrow, the page's one h1, a lead paragraph and actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  aside,
  visual,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  /** A visual for the right half on wide screens (hidden below 1024 px), so the hero is not text beside a void. */
  aside?: ReactNode;
  /** Or the page's own picture (PageHeroVisual), by name. */
  visual?: HeroVisualName;
  className?: string;
}) {
  if (!aside && visual) aside = <PageHeroVisual name={visual} />;
  const text = (
    <>
      {eyebrow ? <p className="text-sm font-bold tracking-[0.2em] text-brass-400 uppercase">{eyebrow}</p> : null}
      <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance md:text-5xl">{keepWordsWhole(title)}</h1>
      {lead ? <div className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{lead}</div> : null}
      {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
    </>
  );
  return (
    <section className={cn("bg-navy-900 text-white", className)}>
      {aside ? (
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-page py-14 md:py-20 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
          <div>{text}</div>
          <div className="hidden lg:block">{aside}</div>
        </div>
      ) : (
        <div className="mx-auto max-w-7xl px-page py-14 md:py-20">{text}</div>
      )}
      <HeroEnd />
    </section>
  );
}
