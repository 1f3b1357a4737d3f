import { Compass, Eye, Target } from "lucide-react";
import { marketingIcons } from "@/components/marketing/marketing-icon";
import { partnerContent } from "@/content/partner";
import { PageHero } from "@/components/layout/page-hero";
import { CtaBand } from "@/components/marketing/cta-band";
import { SectionHeading } from "@/components/marketing/section-heading";
import { IconCard } from "@/components/ui/icon-card";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

const copy = partnerContent.about;

/** /partner/about: mission and vision, the founding story, the founders' path and team by role, four core values, four metrics and the calls to action. */
export function AboutPage() {
  return (
    <>
      <PageHero visual="partner-about" eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />

      <section aria-label="Mission and vision" className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { ...copy.mission, Icon: Target, id: "mission-heading" },
            { ...copy.vision, Icon: Eye, id: "vision-heading" },
          ].map(({ heading, text, Icon, id }) => (
            <article key={id} aria-labelledby={id} className="rounded-xl border border-navy-100 bg-navy-50 p-6 md:p-8">
              <Icon aria-hidden="true" className="size-9 text-navy-700" />
              <h2 id={id} className="mt-4 text-2xl font-bold text-navy-900">
                {keepWordsWhole(heading)}
              </h2>
              <p className="mt-3 text-lg leading-relaxed text-ink">{text}</p>
            </article>
          ))}
        </div>
      </section>

      <section aria-labelledby="story-heading" className="mx-auto max-w-7xl px-page pb-16 md:pb-20">
        <div className="max-w-3xl">
          <div className="flex items-center gap-3">
            <Compass aria-hidden="true" className="size-7 text-navy-700" />
            <h2 id="story-heading" className="text-3xl font-extrabold tracking-tight text-navy-900">
              {keepWordsWhole(copy.story.heading)}
            </h2>
          </div>
          <div className="mt-5 space-y-4 text-lg leading-relaxed text-ink">
            {copy.story.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </div>
      </section>

      <section aria-labelledby="founders-heading" className="border-t border-navy-100 bg-white">
        <div className="mx-auto grid max-w-7xl gap-12 px-page py-16 md:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
          <div>
            <div className="flex items-center gap-4">
              <ServiceEmblem />
              <h2 id="founders-heading" className="text-3xl font-extrabold tracking-tight text-navy-900">
                {keepWordsWhole(copy.founders.heading)}
              </h2>
            </div>
            <p className="mt-5 text-lg leading-relaxed text-ink">{copy.founders.lead}</p>
            <ol className="mt-8 space-y-0">
              {copy.founders.milestones.map((step, index) => (
                <li key={step.title} className="relative grid grid-cols-[6.5rem_minmax(0,1fr)] gap-4 pb-8 last:pb-0">
                  {index < copy.founders.milestones.length - 1 ? (
                    <span aria-hidden="true" className="absolute top-8 bottom-0 left-[3.25rem] w-0.5 bg-navy-100" />
                  ) : null}
                  <span className="relative z-10 inline-flex h-8 items-center justify-center self-start rounded-full bg-navy-900 px-2 text-xs font-bold text-brass-400">
                    {step.marker}
                  </span>
                  <span>
                    <span className="block text-lg font-bold text-navy-900">{step.title}</span>
                    <span className="mt-1 block leading-relaxed text-muted">{step.text}</span>
                  </span>
                </li>
              ))}
            </ol>
          </div>
          <div>
            <h3 className="text-2xl font-bold text-navy-900">{keepWordsWhole(copy.founders.team.heading)}</h3>
            <ul className="mt-6 grid gap-4">
              {copy.founders.team.items.map((item) => {
                const Icon = marketingIcons[item.icon];
                return (
                  <li key={item.title} className="flex gap-4 rounded-xl border border-navy-100 bg-navy-50 p-5">
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-brass-400">
                      <Icon aria-hidden="true" className="size-5" />
                    </span>
                    <span>
                      <span className="block font-bold text-navy-900">{item.title}</span>
                      <span className="mt-1 block leading-relaxed text-muted">{item.description}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="values-heading" className="bg-navy-50">
        <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
          <SectionHeading id="values-heading" title={copy.values.heading} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {copy.values.items.map((value) => {
              const Icon = marketingIcons[value.icon];
              return (
                <IconCard
                  key={value.title}
                  icon={<Icon aria-hidden="true" className="size-6" />}
                  title={value.title}
                  description={value.description}
                />
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="metrics-heading" className="bg-navy-950 text-white">
        <div className="mx-auto max-w-7xl px-page py-14 md:py-16">
          <SectionHeading id="metrics-heading" title={copy.metrics.heading} tone="dark" centered />
          <dl className="mt-10 grid grid-cols-2 gap-6 text-center lg:grid-cols-4">
            {copy.metrics.items.map((metric) => (
              <div key={metric.label} className="flex flex-col-reverse rounded-xl bg-navy-900 px-4 py-6">
                <dt className="mt-1 text-base text-navy-100">{metric.label}</dt>
                <dd className="text-4xl font-extrabold text-brass-400 md:text-5xl">{metric.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <CtaBand
        id="about-closing-heading"
        band={{
          heading: copy.closing.heading,
          text: copy.closing.lead,
          actions: [copy.closing.primary, copy.closing.secondary],
        }}
      />
    </>
  );
}

/** A drawn service emblem (shield and chevrons): decorative, our own artwork, not any branch's insignia. */
function ServiceEmblem() {
  return (
    <svg aria-hidden="true" focusable="false" width="48" height="56" viewBox="0 0 48 56" className="shrink-0">
      <path d="M24 2 46 10v16c0 14-9.5 23.5-22 28C11.5 49.5 2 40 2 26V10Z" fill="#0b1f3a" />
      <path d="m13 24 11 7 11-7M13 33l11 7 11-7" fill="none" stroke="#f0b429" strokeWidth="4" strokeLinejoin="round" />
      <circle cx="24" cy="15" r="3.5" fill="#f0b429" />
    </svg>
  );
}
