import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** The navy band that opens inner pages: an optional eyebrow, the page's one h1, a lead paragraph and actions. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("bg-navy-900 text-white", className)}>
      <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
        {eyebrow ? <p className="text-sm font-bold tracking-[0.2em] text-brass-400 uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance md:text-5xl">{title}</h1>
        {lead ? <div className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{lead}</div> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
