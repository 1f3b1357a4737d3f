import { highRiskPage } from "@/content/high-risk";
import { industryHref, industrySlug } from "@/lib/industry-slug";
import { load } from "@/content/industries";
import { IndustryIllustration } from "@/components/industries/industry-illustration";
import { ContentHero } from "@/components/marketing/content-hero";
import { CtaBand } from "@/components/marketing/cta-band";
import { IconTile } from "@/components/marketing/marketing-icon";
import { SectionHeading } from "@/components/marketing/section-heading";
import { SecurityPanel } from "./security-panel";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { CssIcon } from "@/components/ui/css-icon";

/**
 * /high-risk (SPEC "/high-risk"): hero, the four risk factors, the ten industries (each linking to its page),
 * eight benefits, the security panel and the closing actions. Static HTML.
 */
export function HighRiskPage() {
  const { hero, riskFactors, industries, benefits, security, closing } = highRiskPage;
  return (
    <>
      <ContentHero hero={hero} visual="high-risk" />

      <section aria-labelledby="risk-factors-heading">
        <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
          <SectionHeading id="risk-factors-heading" title={riskFactors.heading} intro={riskFactors.intro} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {riskFactors.items.map((factor) => (
              <li key={factor.title} className="rounded-xl border border-navy-100 bg-white p-6 shadow-sm">
                <IconTile name={factor.icon} />
                <h3 className="mt-5 text-lg font-bold text-navy-900">{keepWordsWhole(factor.title)}</h3>
                <p className="mt-2 leading-relaxed text-muted">{factor.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="industries-heading" className="bg-navy-50">
        <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
          <SectionHeading id="industries-heading" title={industries.heading} intro={industries.intro} />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
            {industries.items.map((industry) => {
              const page = load(industrySlug(industry.title));
              if (!page) throw new Error(`No industry page for the card "${industry.title}"`);
              return (
                <li
                  key={industry.title}
                  className="group relative flex flex-col overflow-hidden rounded-xl border border-navy-100 bg-white shadow-sm transition-shadow focus-within:border-navy-700 hover:border-navy-700 hover:shadow-md"
                >
                  {/* The same banner as the industry's /industries card (decorative: the link names the industry). */}
                  <IndustryIllustration
                    variant="card"
                    slug={page.slug}
                    motif={page.illustration.motif}
                    detailScene={page.illustration.detailScene}
                  />
                  <div className="flex flex-1 flex-col p-5">
                    {/* The link's name is the industry; its ::after covers the card so the whole card is clickable. */}
                    <a
                      href={industryHref(industry.title)}
                      className="text-lg font-bold text-navy-900 after:absolute after:inset-0 after:rounded-xl group-hover:underline focus-visible:underline"
                    >
                      {industry.title}
                    </a>
                    <p className="mt-2 flex-1 text-[15px] leading-relaxed text-muted">{industry.description}</p>
                    <span aria-hidden="true" className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-navy-800">
                      Learn more
                      <CssIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
      </section>

      <section aria-labelledby="benefits-heading">
        <div className="mx-auto max-w-7xl px-page pt-16 md:pt-20">
          <SectionHeading id="benefits-heading" title={benefits.heading} intro={benefits.intro} />
          <ul className="mt-10 grid gap-x-8 gap-y-8 sm:grid-cols-2 lg:grid-cols-4">
            {benefits.items.map((benefit) => (
              <li key={benefit.title} className="flex gap-3">
                <CssIcon name="circle-check" className="mt-0.5 size-6 text-brass-600" />
                <div>
                  <h3 className="font-bold text-navy-900">{keepWordsWhole(benefit.title)}</h3>
                  <p className="mt-1.5 leading-relaxed text-muted">{benefit.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <SecurityPanel content={security} />
      <CtaBand id="closing-heading" band={closing} />
    </>
  );
}
