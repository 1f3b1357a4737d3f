import type { ReactNode } from "react";
import { calculatorContent } from "@/content/home";
import { ButtonLink } from "@/components/ui/button";
import { SectionHeading } from "@/components/marketing/section-heading";
import { CssIcon } from "@/components/ui/css-icon";

/**
 * Section 3, anchor "calculator": static heading, copy and Apply Now around the FeeCalculator island (children).
 * The section is focusable (tabindex -1) so the hero's Calculate Savings anchor moves focus here without script.
 */
export function CalculatorSection({ children }: { children?: ReactNode }) {
  const { eyebrow, heading, intro, apply, applyNote } = calculatorContent;
  return (
    <section
      id="calculator"
      tabIndex={-1}
      aria-labelledby="calculator-heading"
      className="bg-navy-50 focus-visible:outline-offset-[-6px]"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-page py-16 md:py-24 lg:grid-cols-[1fr_1.6fr] lg:grid-rows-[auto_1fr] lg:gap-x-14">
        <SectionHeading id="calculator-heading" eyebrow={eyebrow} title={heading} intro={intro} />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{children}</div>
        <div>
          <p className="max-w-md leading-relaxed text-ink">{applyNote}</p>
          <ButtonLink href={apply.href} variant="secondary" size="lg" className="mt-5">
            {apply.label}
            <CssIcon name="arrow-right" />
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
