import { processContent } from "@/content/home";
import { ButtonLink } from "@/components/ui/button";
import { SectionHeading } from "@/components/marketing/section-heading";
import { CssIcon } from "@/components/ui/css-icon";

/** Section 6: the five numbered steps from application to ongoing support, and Apply Now. */
export function ProcessSteps() {
  const { eyebrow, heading, intro, steps, apply } = processContent;
  return (
    <section aria-labelledby="process-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-page py-16 md:py-24">
        <SectionHeading id="process-heading" eyebrow={eyebrow} title={heading} intro={intro} centered />
        <div className="relative mt-12">
          <span aria-hidden="true" className="absolute top-7 right-[10%] left-[10%] hidden h-0.5 bg-navy-100 lg:block" />
          <ol className="relative grid gap-8 md:grid-cols-2 lg:grid-cols-5 lg:gap-6">
            {steps.map((step) => (
              <li key={step.number} className="relative flex gap-4 lg:flex-col lg:items-center lg:text-center">
                <span
                  aria-hidden="true"
                  className="flex size-14 shrink-0 items-center justify-center rounded-full border-4 border-white bg-navy-900 text-xl font-extrabold text-brass-400 shadow-md"
                >
                  {step.number}
                </span>
                <div>
                  <h3 className="text-lg font-bold text-navy-900">
                    <span className="sr-only">{`Step ${step.number}: `}</span>
                    {step.title}
                  </h3>
                  <p className="mt-2 leading-relaxed text-muted">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        <div className="mt-12 flex justify-center">
          <ButtonLink href={apply.href} size="lg">
            {apply.label}
            <CssIcon name="arrow-right" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
