import { isvPage } from "@/content/isv";
import { cn } from "@/lib/utils";
import { ContentHero } from "@/components/marketing/content-hero";
import { CtaBand } from "@/components/marketing/cta-band";
import { IconTile } from "@/components/marketing/marketing-icon";
import { SectionHeading } from "@/components/marketing/section-heading";
import { DashboardIllustration } from "./dashboard-illustration";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/**
 * /isv (SPEC "/isv"): the tagged hero, the program's figures, five trust cards, the dashboard section with five
 * cards and four advantages, and the closing call to action. Static HTML.
 */
export function IsvPage() {
  const { hero, figures, trust, dashboard, closing } = isvPage;
  return (
    <>
      <ContentHero hero={hero} visual="isv" />

      <section aria-label="ISV program at a glance" className="border-b border-navy-100 bg-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-page py-10 lg:grid-cols-4">
          {figures.map((figure) => (
            <div key={figure.label} className="border-l-4 border-brass-400 pl-4">
              <dt className="text-sm font-semibold text-muted">{figure.label}</dt>
              <dd className="mt-1 text-2xl font-extrabold text-navy-900 md:text-3xl">{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="trust-heading">
        <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
          <SectionHeading id="trust-heading" title={trust.heading} intro={trust.intro} />
          {/* Five cards: two wide over three narrow on desktop, so no row is left with a gap. */}
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
            {trust.items.map((item, index) => (
              <li
                key={item.title}
                className={cn(
                  "rounded-xl border border-navy-100 bg-white p-6 shadow-sm",
                  index < 2 ? "lg:col-span-3" : "lg:col-span-2",
                  index === trust.items.length - 1 && "sm:max-lg:col-span-2",
                )}
              >
                <IconTile name={item.icon} />
                <h3 className="mt-5 text-lg font-bold text-navy-900">{keepWordsWhole(item.title)}</h3>
                <p className="mt-2 leading-relaxed text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="dashboard-heading" className="bg-navy-50">
        <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
          <div className="grid gap-10 lg:grid-cols-2 lg:items-center">
            <SectionHeading id="dashboard-heading" title={dashboard.heading} intro={dashboard.intro} />
            <DashboardIllustration className="rounded-2xl shadow-xl" />
          </div>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
            {dashboard.items.map((item) => (
              <li key={item.title} className="rounded-xl bg-white p-6 shadow-sm">
                <IconTile name={item.icon} />
                <h3 className="mt-4 text-lg font-bold text-navy-900">{keepWordsWhole(item.title)}</h3>
                <p className="mt-2 text-[15px] leading-relaxed text-muted">{item.text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-12 rounded-2xl bg-navy-900 p-8 text-white md:p-10">
            <h3 className="text-2xl font-extrabold">{keepWordsWhole(dashboard.advantagesHeading)}</h3>
            <ol className="mt-6 grid gap-6 md:grid-cols-2">
              {dashboard.advantages.map((advantage, index) => (
                <li key={advantage.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brass-400 font-bold text-navy-950"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-bold">{advantage.title}</p>
                    <p className="mt-1 leading-relaxed text-navy-100">{advantage.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <CtaBand id="closing-heading" band={closing} />
    </>
  );
}
