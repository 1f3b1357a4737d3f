import { Handshake } from "lucide-react";
import { marketingIcons } from "@/components/marketing/marketing-icon";
import { partnerContent } from "@/content/partner";
import { CheckList } from "@/components/marketing/check-list";
import { PageHero } from "@/components/layout/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { CtaBand } from "@/components/marketing/cta-band";
import { SectionHeading } from "@/components/marketing/section-heading";
import { IconCard } from "@/components/ui/icon-card";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { CssIcon } from "@/components/ui/css-icon";

const copy = partnerContent.overview;

/** /partner: hero, philosophy, six benefits, three partnership types, quick links and the closing call to action. */
export function PartnerOverview() {
  return (
    <>
      <PageHero visual="partner" eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead}>
        <ButtonLink href={copy.hero.primary.href} size="lg">
          {copy.hero.primary.label}
          <CssIcon name="arrow-right" />
        </ButtonLink>
        <ButtonLink href={copy.hero.secondary.href} size="lg" variant="outlineLight">
          {copy.hero.secondary.label}
        </ButtonLink>
      </PageHero>

      <section aria-labelledby="philosophy-heading" className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading id="philosophy-heading" eyebrow="Philosophy" title={copy.philosophy.heading} />
            <div className="mt-6 space-y-4 text-lg leading-relaxed text-ink">
              {copy.philosophy.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
          <ul className="space-y-4">
            {copy.philosophy.principles.map((principle) => (
              <li key={principle.title} className="flex gap-4 rounded-xl border border-navy-100 bg-navy-50 p-6">
                <Handshake aria-hidden="true" className="size-7 shrink-0 text-navy-700" />
                <div>
                  <h3 className="text-lg font-bold text-navy-900">{keepWordsWhole(principle.title)}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{principle.description}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="benefits-heading" className="bg-navy-50">
        <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
          <SectionHeading id="benefits-heading" eyebrow="Benefits" title={copy.benefits.heading} intro={copy.benefits.lead} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {copy.benefits.items.map((benefit) => {
              const Icon = marketingIcons[benefit.icon];
              return (
                <IconCard
                  key={benefit.title}
                  icon={<Icon aria-hidden="true" className="size-6" />}
                  title={benefit.title}
                  description={benefit.description}
                />
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="types-heading" className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <SectionHeading id="types-heading" eyebrow="Partnership types" title={copy.types.heading} intro={copy.types.lead} />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {copy.types.items.map((type) => {
            const Icon = marketingIcons[type.icon];
            return (
              <li key={type.title} className="flex flex-col rounded-xl border border-navy-100 p-6 md:p-8">
                <Icon aria-hidden="true" className="size-9 text-navy-700" />
                <h3 className="mt-4 text-2xl font-bold text-navy-900">{keepWordsWhole(type.title)}</h3>
                <p className="mt-2 leading-relaxed text-muted">{type.description}</p>
                <CheckList items={type.benefits} className="mt-5 space-y-3" />
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="quick-links-heading" className="bg-navy-50">
        <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
          <SectionHeading id="quick-links-heading" title={copy.quickLinks.heading} />
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {copy.quickLinks.items.map((link) => {
              const Icon = marketingIcons[link.icon];
              return (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="group flex h-full flex-col rounded-xl border border-navy-100 bg-white p-6 shadow-sm transition-shadow hover:shadow-md"
                  >
                    <Icon aria-hidden="true" className="size-8 text-navy-700" />
                    <h3 className="mt-4 text-xl font-bold text-navy-900 group-hover:underline">{keepWordsWhole(link.title)}</h3>
                    <p className="mt-2 flex-1 leading-relaxed text-muted">{link.description}</p>
                    <span className="mt-5 inline-flex items-center gap-2 font-semibold text-navy-800">
                      {link.cta}
                      <CssIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
                    </span>
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <CtaBand
        id="partner-closing-heading"
        band={{
          heading: copy.closing.heading,
          text: copy.closing.lead,
          actions: [copy.closing.primary, copy.closing.secondary],
        }}
      />
    </>
  );
}
