import { CheckList } from "@/components/marketing/check-list";
import { solutionsContent } from "@/content/home";
import { solutions } from "@/content/solutions";
import { marketingIcons } from "@/components/marketing/marketing-icon";
import { ButtonLink } from "@/components/ui/button";
import { SectionHeading } from "@/components/marketing/section-heading";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { CssIcon } from "@/components/ui/css-icon";

/** Section 7: the six solution cards (description, icon, four features, shared with /solutions) and Learn More. */
export function SolutionsGrid() {
  const { eyebrow, heading, intro, learnMore } = solutionsContent;
  return (
    <section aria-labelledby="solutions-heading" className="bg-navy-50">
      <div className="mx-auto max-w-7xl px-page py-16 md:py-24">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="solutions-heading" eyebrow={eyebrow} title={heading} intro={intro} />
          <ButtonLink href={learnMore.href} variant="outline" className="self-start lg:shrink-0 lg:self-auto">
            {learnMore.label}
            <span className="sr-only"> about our solutions</span>
            <CssIcon name="arrow-right" />
          </ButtonLink>
        </div>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {solutions.map((card) => {
            const Icon = marketingIcons[card.icon];
            return (
              <li key={card.title} className="flex flex-col rounded-2xl border border-navy-100 bg-white p-7 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-12 items-center justify-center rounded-xl bg-navy-900 text-brass-400 [&_svg]:size-6"
                >
                  <Icon />
                </span>
                <h3 className="mt-5 text-xl font-bold text-navy-900">{keepWordsWhole(card.title)}</h3>
                <p className="mt-2 leading-relaxed text-muted">{card.description}</p>
                <CheckList items={card.features} className="mt-5 space-y-2 border-t border-navy-100 pt-5 text-sm" />
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
