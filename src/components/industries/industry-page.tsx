import { Phone } from "lucide-react";
import { CheckList } from "@/components/marketing/check-list";
import type { Industry } from "@/content/industries/industry.schema";
import { phoneHref, site } from "@/content/site";
import { ButtonLink } from "@/components/ui/button";
import { IndustryIcon } from "./industry-icon";
import { IndustryIllustration } from "./industry-illustration";
import { IconCard } from "@/components/ui/icon-card";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { CssIcon } from "@/components/ui/css-icon";
import { HeroEnd } from "@/components/layout/hero-end";

/**
 * One industry page (SPEC "Industry pages"), static HTML with no JavaScript: hero with image, three feature cards,
 * the understanding section, a CTA band, four solution cards, the firearms page's sales-channel section when the
 * content has one, and the final CTA band.
 */
export function IndustryPage({ industry }: { industry: Industry }) {
  return (
    <>
      <IndustryHero industry={industry} />
      <FeatureCards industry={industry} />
      <Understanding industry={industry} />
      <CtaBand id="apply-band" title={industry.ctaBand.title} description={industry.ctaBand.description} tone="light" />
      <SolutionCards industry={industry} />
      {industry.salesChannels ? <SalesChannels channels={industry.salesChannels} /> : null}
      <CtaBand id="final-cta" title={industry.finalCta.title} description={industry.finalCta.description} tone="dark" />
    </>
  );
}

function IndustryHero({ industry }: { industry: Industry }) {
  const { hero, illustration } = industry;
  return (
    <section aria-labelledby="industry-hero-title" className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-page py-14 md:py-20 lg:grid-cols-[1.1fr_1fr]">
        <div>
          <p className="text-sm font-bold tracking-[0.2em] text-brass-400 uppercase">{hero.eyebrow}</p>
          <h1 id="industry-hero-title" className="mt-2 text-4xl font-extrabold tracking-tight text-balance md:text-5xl">
            {keepWordsWhole(hero.title)}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{hero.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink href="/application" size="lg">
              Apply Now
              <CssIcon name="arrow-right" />
            </ButtonLink>
            <ButtonLink href="/contact" variant="outlineLight" size="lg">
              Contact Us
            </ButtonLink>
          </div>
        </div>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <IndustryIllustration
            variant="hero"
            slug={industry.slug}
            motif={illustration.motif}
            detailScene={illustration.detailScene}
            label={hero.imageAlt}
          />
        </div>
      </div>
      <HeroEnd />
    </section>
  );
}

function FeatureCards({ industry }: { industry: Industry }) {
  return (
    <section aria-labelledby="industry-features-title" className="mx-auto max-w-7xl px-page py-16 md:py-20">
      <h2 id="industry-features-title" className="max-w-3xl text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">
        {keepWordsWhole(industry.features.title)}
      </h2>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {industry.features.cards.map((card) => (
          <IconCard
            key={card.title}
            icon={<IndustryIcon name={card.icon} className="size-6" />}
            title={card.title}
            description={card.description}
            bordered
          />
        ))}
      </ul>
    </section>
  );
}

function Understanding({ industry }: { industry: Industry }) {
  const { understanding, illustration } = industry;
  return (
    <section aria-labelledby="industry-understanding-title" className="bg-navy-50">
      <div className="mx-auto grid max-w-7xl items-start gap-12 px-page py-16 md:py-20 lg:grid-cols-2">
        <div>
          <h2 id="industry-understanding-title" className="text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">
            {keepWordsWhole(understanding.title)}
          </h2>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink">
            {understanding.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <CheckList
            items={understanding.benefits}
            aria-label="Benefits"
            className="mt-8 grid gap-3 space-y-0 leading-snug sm:grid-cols-2"
          />
        </div>
        <div className="mx-auto w-full max-w-md lg:sticky lg:top-28 lg:max-w-none">
          <IndustryIllustration
            variant="detail"
            slug={industry.slug}
            motif={illustration.motif}
            detailScene={illustration.detailScene}
            label={understanding.imageAlt}
          />
        </div>
      </div>
    </section>
  );
}

function SolutionCards({ industry }: { industry: Industry }) {
  const { solutions } = industry;
  return (
    <section aria-labelledby="industry-solutions-title" className="mx-auto max-w-7xl px-page py-16 md:py-20">
      <h2 id="industry-solutions-title" className="max-w-3xl text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">
        {keepWordsWhole(solutions.title)}
      </h2>
      <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{solutions.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {solutions.cards.map((card) => (
          <li key={card.title} className="flex flex-col rounded-xl border-t-4 border-brass-500 bg-navy-50 p-6">
            <IndustryIcon name={card.icon} className="size-8 text-navy-800" />
            <h3 className="mt-4 text-lg font-bold text-navy-900">{keepWordsWhole(card.title)}</h3>
            <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function SalesChannels({ channels }: { channels: NonNullable<Industry["salesChannels"]> }) {
  return (
    <section aria-labelledby="industry-channels-title" className="border-t border-navy-100 bg-white">
      <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <h2 id="industry-channels-title" className="max-w-3xl text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">
          {keepWordsWhole(channels.title)}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{channels.intro}</p>
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {channels.cards.map((card) => (
            <li key={card.title} className="rounded-xl border border-navy-100 p-6 shadow-sm md:p-8">
              <div className="flex items-center gap-3">
                <span className="inline-flex size-12 items-center justify-center rounded-lg bg-brass-100 text-navy-900">
                  <IndustryIcon name={card.icon} className="size-6" />
                </span>
                <h3 className="text-2xl font-bold text-navy-900">{keepWordsWhole(card.title)}</h3>
              </div>
              <p className="mt-4 leading-relaxed text-muted">{card.description}</p>
              <CheckList items={card.points} className="mt-5 space-y-2 leading-snug" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** A call-to-action band: light (brass tint, navy button) mid-page, dark (navy, brass button) to close the page. */
function CtaBand({ id, title, description, tone }: { id: string; title: string; description: string; tone: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={dark ? "bg-navy-900 text-white" : "bg-brass-100 text-navy-900"}>
      {/* Text and buttons side by side only from 1024 px: at 768 the buttons were squeezed into two lines (issue 37). */}
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-page py-12 md:py-14 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight md:text-3xl">
            {keepWordsWhole(title)}
          </h2>
          <p className={dark ? "mt-3 text-lg leading-relaxed text-navy-100" : "mt-3 text-lg leading-relaxed text-ink"}>
            {description}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-3">
          <ButtonLink href="/application" variant={dark ? "primary" : "secondary"} size="lg">
            Apply Now
            <CssIcon name="arrow-right" />
          </ButtonLink>
          {dark ? (
            <ButtonLink href={phoneHref} variant="outlineLight" size="lg">
              <Phone aria-hidden="true" />
              <span className="sr-only">Call </span>
              {site.contact.phone.display}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
