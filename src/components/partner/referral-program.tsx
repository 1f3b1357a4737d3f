import type { ReactNode } from "react";
import { marketingIcons } from "@/components/marketing/marketing-icon";
import { CheckList } from "@/components/marketing/check-list";
import { partnerContent, referralTiers } from "@/content/partner";
import { formatResidual, formatTierAmount, formatTierRange } from "@/lib/referral-tiers";
import { PageHero } from "@/components/layout/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { CtaBand } from "@/components/marketing/cta-band";
import { SectionHeading } from "@/components/marketing/section-heading";
import { IconCard } from "@/components/ui/icon-card";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { CssIcon } from "@/components/ui/css-icon";

const copy = partnerContent.referral;

export function ReferralHero() {
  return (
    <PageHero visual="referral-program" eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead}>
      <ButtonLink href={copy.hero.join.href} size="lg">
        {copy.hero.join.label}
        <CssIcon name="arrow-right" />
      </ButtonLink>
    </PageHero>
  );
}

/** Benefits, who to refer and how it works: everything between the hero and the details box. */
export function ReferralOverview() {
  return (
    <>
      <section aria-labelledby="referral-benefits-heading" className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <SectionHeading id="referral-benefits-heading" title={copy.benefits.heading} />
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.benefits.items.map((benefit) => {
            const Icon = marketingIcons[benefit.icon];
            return (
              <IconCard
                key={benefit.title}
                icon={<Icon aria-hidden="true" className="size-6" />}
                title={benefit.title}
                description={benefit.description}
                bordered
              />
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="ideal-referrals-heading" className="bg-navy-50">
        <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
          <SectionHeading id="ideal-referrals-heading" title={copy.idealReferrals.heading} intro={copy.idealReferrals.lead} />
          <ul className="mt-10 grid gap-6 lg:grid-cols-3">
            {copy.idealReferrals.items.map((category) => {
              const Icon = marketingIcons[category.icon];
              return (
                <li key={category.title} className="rounded-xl bg-white p-6 shadow-sm md:p-8">
                  <Icon aria-hidden="true" className="size-8 text-navy-700" />
                  <h3 className="mt-4 text-xl font-bold text-navy-900">{keepWordsWhole(category.title)}</h3>
                  <p className="mt-2 leading-relaxed text-muted">{category.description}</p>
                  <CheckList items={category.examples} className="mt-4 space-y-2" />
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="how-it-works-heading" className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <SectionHeading id="how-it-works-heading" title={copy.steps.heading} />
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {copy.steps.items.map((step, index) => (
            <li key={step.title} className="relative rounded-xl border border-navy-100 p-6">
              <span
                aria-hidden="true"
                className="inline-flex size-11 items-center justify-center rounded-full bg-brass-400 text-lg font-extrabold text-navy-950"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold text-navy-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** Frames the Requirements / Support tabs island (passed in by the route). */
export function ReferralDetails({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="program-details-heading" className="bg-navy-50">
      {/* The site's one container (max-w-7xl) keeps every section's left edge in line; the text column is narrower. */}
      <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <div className="max-w-4xl">
          <SectionHeading id="program-details-heading" title={copy.details.heading} />
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </section>
  );
}

/** The tier table of SPEC section 9, straight from `referralTiers`, with the bonus, payout and fee terms. */
export function ReferralTiers() {
  return (
    <section aria-labelledby="tiers-heading" className="mx-auto max-w-7xl px-page py-16 md:py-20">
      <div className="max-w-5xl">
        <SectionHeading id="tiers-heading" title={copy.tiers.heading} intro={copy.tiers.lead} />
        <div
          className="mt-8 overflow-x-auto rounded-xl border border-navy-100"
          role="region"
          aria-label="Commission tier table"
          tabIndex={0}
        >
          <table className="w-full border-collapse text-left text-sm max-[359px]:text-xs sm:text-base">
            <caption className="sr-only">Referral commission tiers</caption>
            <thead className="bg-navy-900 text-white">
              <tr>
                <th scope="col" className="px-2.5 py-3 max-[359px]:px-1.5 font-semibold sm:px-5 sm:py-4">
                  Tier
                </th>
                <th scope="col" className="px-2.5 py-3 max-[359px]:px-1.5 font-semibold sm:px-5 sm:py-4">
                  Per referral
                </th>
                <th scope="col" className="px-2.5 py-3 max-[359px]:px-1.5 font-semibold sm:px-5 sm:py-4">
                  Monthly referrals
                </th>
                <th scope="col" className="px-2.5 py-3 max-[359px]:px-1.5 font-semibold sm:px-5 sm:py-4">
                  Residual
                </th>
              </tr>
            </thead>
            <tbody>
              {referralTiers.map((tier) => (
                <tr key={tier.name} className="border-t border-navy-100 even:bg-navy-50">
                  <th scope="row" className="px-2.5 py-3 max-[359px]:px-1.5 font-bold text-navy-900 sm:px-5 sm:py-4">
                    {tier.name}
                  </th>
                  <td className="px-2.5 py-3 max-[359px]:px-1.5 font-semibold sm:px-5 sm:py-4 sm:text-lg">
                    {formatTierAmount(tier.perReferralUsd)}
                  </td>
                  <td className="px-2.5 py-3 max-[359px]:px-1.5 sm:px-5 sm:py-4">{formatTierRange(tier.monthlyReferrals)}</td>
                  <td className="px-2.5 py-3 max-[359px]:px-1.5 sm:px-5 sm:py-4">{formatResidual(tier.residualPercent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <CheckList items={copy.tiers.footnotes} className="mt-6 space-y-2 text-muted" />
        <div className="mt-8">
          <ButtonLink href={copy.hero.join.href} size="lg" variant="secondary">
            {copy.hero.join.label}
            <CssIcon name="arrow-right" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export function ReferralClosing() {
  return (
    <CtaBand
      id="referral-closing-heading"
      band={{ heading: copy.closing.heading, text: copy.closing.lead, actions: [copy.closing.join] }}
    />
  );
}
