import { solutions, solutionsPage } from "@/content/solutions";
import { ContentHero } from "@/components/marketing/content-hero";
import { CtaBand } from "@/components/marketing/cta-band";
import { IconTile } from "@/components/marketing/marketing-icon";
import { SectionHeading } from "@/components/marketing/section-heading";
import { SolutionCard } from "./solution-card";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/** /solutions (SPEC "/solutions"): hero, the six solutions, the consultation band, why choose us. Static HTML. */
export function SolutionsPage() {
  const { hero, cards, consultation, whyChooseUs } = solutionsPage;
  return (
    <>
      <ContentHero hero={hero} visual="dashboard" />
      <section aria-labelledby="solutions-heading" className="bg-navy-50">
        <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
          <SectionHeading id="solutions-heading" title={cards.heading} intro={cards.intro} />
          <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {solutions.map((solution) => (
              <SolutionCard key={solution.id} solution={solution} />
            ))}
          </div>
        </div>
      </section>
      <CtaBand id="consultation-heading" band={consultation} />
      <section aria-labelledby="why-heading">
        <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
          <SectionHeading id="why-heading" title={whyChooseUs.heading} intro={whyChooseUs.intro} centered />
          <ul className="mt-12 grid gap-8 md:grid-cols-3">
            {whyChooseUs.points.map((point) => (
              <li key={point.title} className="text-center">
                <IconTile name={point.icon} dark large className="mx-auto" />
                <h3 className="mt-5 text-xl font-bold text-navy-900">{keepWordsWhole(point.title)}</h3>
                <p className="mt-3 leading-relaxed text-muted">{point.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
