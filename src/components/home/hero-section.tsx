import { Calculator, CheckCircle2, ShieldCheck } from "lucide-react";
import { heroContent } from "@/content/home";
import { ButtonLink } from "@/components/ui/button";
import { HeroIllustration } from "@/components/illustrations/hero-illustration";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { BrandIcon } from "@/components/ui/brand-icon";
import { integrationBrands, wideBrandMarks } from "./integration-brands";
import { brandMarkHref } from "./brand-sprite";
import { HeroEnd } from "@/components/layout/hero-end";

/** Section 1: the page's one h1, Apply Now, and Calculate Savings (an in-page anchor to the calculator). */
export function HeroSection() {
  const { eyebrow, title, lead, apply, calculate, trustPoints, worksWith } = heroContent;
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-navy-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_80%_30%,rgba(27,68,124,0.85),transparent_50%),radial-gradient(circle_at_0%_100%,rgba(18,48,90,0.9),transparent_45%)]"
      />
      <div className="relative mx-auto grid max-w-7xl gap-12 px-page py-14 md:py-20 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brass-400/40 bg-navy-950/40 px-3 py-1 text-sm font-semibold text-brass-400">
            <ShieldCheck aria-hidden="true" className="size-4" />
            {eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-balance md:text-5xl xl:text-[3.5rem] xl:leading-[1.08]"
          >
            {keepWordsWhole(title)}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-navy-100 md:text-xl">{lead}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={apply.href} size="lg">
              {apply.label}
            </ButtonLink>
            <ButtonLink href={calculate.href} variant="outlineLight" size="lg">
              <Calculator aria-hidden="true" />
              {calculate.label}
            </ButtonLink>
          </div>
          {/* Marked so the chat's automatic opening never covers it (issue 37). */}
          <ul data-keep-clear className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm font-medium text-navy-100">
            {trustPoints.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckCircle2 aria-hidden="true" className="size-4 text-brass-400" />
                {point}
              </li>
            ))}
          </ul>
          <div className="mt-8 border-t border-navy-700 pt-6">
            <p className="text-xs font-bold tracking-[0.18em] text-navy-100 uppercase">{worksWith.label}</p>
            {/* Six marks in whole rows: two columns on phones and beside the illustration (1024-1279 px), else three. */}
            <ul className="mt-4 grid max-w-2xl grid-cols-2 gap-x-2 gap-y-4 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-2 xl:grid-cols-3">
              {worksWith.brands.map((key) => {
                const icon = integrationBrands[key];
                const wide = wideBrandMarks[key];
                return (
                  <li
                    key={key}
                    className="flex min-w-0 flex-wrap items-center gap-x-1.5 gap-y-1 text-sm font-semibold text-white"
                  >
                    <BrandIcon
                      icon={icon}
                      href={brandMarkHref(icon)}
                      viewBox={wide?.viewBox}
                      className={`shrink-0 ${wide?.className ?? "size-6"}`}
                    />
                    {/* Too narrow a column (320 px, or the visitor's own text spacing) puts the name under its mark. */}
                    <span className="min-w-0 [overflow-wrap:anywhere]">{icon.title}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
        <div className="hidden lg:block">
          <HeroIllustration className="mx-auto h-auto w-full max-w-lg" />
        </div>
      </div>
      <HeroEnd />
    </section>
  );
}
