import type { IconName, SectionIntro } from "@/content/marketing.schema";
import { site } from "@/content/site";
import { IconTile } from "@/components/marketing/marketing-icon";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

const { claims } = site;

/** The figures behind the promise: uptime, support and certification, all read from `site.claims`. */
const panelFigures: { claim: (typeof claims)[keyof typeof claims]; icon: IconName }[] = [
  { claim: claims.uptime, icon: "Activity" },
  { claim: claims.support, icon: "Headphones" },
  { claim: claims.pciCompliance, icon: "ShieldCheck" },
];

/** SPEC "/high-risk" security panel: 99.9% uptime and 24/7 support (plus the PCI level), on navy. */
export function SecurityPanel({ content }: { content: SectionIntro }) {
  return (
    <section aria-labelledby="security-heading" className="mx-auto max-w-7xl px-page py-16 md:py-20">
      <div className="rounded-2xl bg-navy-950 px-6 py-12 text-white md:px-12">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-center">
          <div>
            <h2 id="security-heading" className="text-3xl font-extrabold tracking-tight text-balance md:text-4xl">
              {keepWordsWhole(content.heading)}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-navy-100">{content.intro}</p>
          </div>
          <dl className="grid gap-4 sm:grid-cols-3">
            {panelFigures.map(({ claim, icon }) => (
              <div key={claim.label} className="rounded-xl border border-navy-800 bg-navy-900 p-5">
                <dt className="text-sm font-semibold text-navy-100">
                  <span className="mb-4 block">
                    <IconTile name={icon} dark />
                  </span>
                  {claim.label}
                </dt>
                <dd className="mt-1 text-2xl font-extrabold text-brass-400">{claim.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
    </section>
  );
}
