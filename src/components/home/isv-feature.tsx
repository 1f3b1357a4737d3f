import { CalendarDays } from "lucide-react";
import { isvContent } from "@/content/home";
import { ButtonLink } from "@/components/ui/button";
import { SectionHeading } from "@/components/marketing/section-heading";
import { marketingIcons } from "@/components/marketing/marketing-icon";
import { CssIcon } from "@/components/ui/css-icon";

/** Section 10: embedded payments for software vendors, with Learn More and Schedule Consultation. */
export function IsvFeature() {
  const { eyebrow, heading, intro, points, learnMore, schedule } = isvContent;
  return (
    <section aria-labelledby="isv-heading" className="bg-navy-900">
      <div className="mx-auto grid max-w-7xl gap-12 px-page py-16 md:py-24 lg:grid-cols-2 lg:items-center">
        <div>
          <SectionHeading id="isv-heading" eyebrow={eyebrow} title={heading} intro={intro} tone="dark" />
          {/* Side by side while both fit on one line each, else one under the other (issue 37). */}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:[&>a]:shrink-0">
            <ButtonLink href={learnMore.href} size="lg">
              {learnMore.label}
              <span className="sr-only"> about payments for software vendors</span>
              <CssIcon name="arrow-right" />
            </ButtonLink>
            <ButtonLink href={schedule.href} variant="outlineLight" size="lg">
              <CalendarDays aria-hidden="true" />
              {schedule.label}
            </ButtonLink>
          </div>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {points.map((point) => {
            const Icon = marketingIcons[point.icon];
            return (
              <li key={point.text} className="rounded-2xl border border-navy-700 bg-navy-800 p-6">
                <Icon aria-hidden="true" className="size-7 text-brass-400" />
                <p className="mt-4 leading-relaxed text-white">{point.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
