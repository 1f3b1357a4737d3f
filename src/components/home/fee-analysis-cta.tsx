import { FileSearch } from "lucide-react";
import { feeAnalysisContent } from "@/content/home";
import { ButtonLink } from "@/components/ui/button";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/** Section 11: send a statement for a free fee analysis (Analyze My Fees goes to the application). */
export function FeeAnalysisCta() {
  const { heading, intro, steps, analyze } = feeAnalysisContent;
  return (
    <section aria-labelledby="fee-analysis-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-page py-16 md:py-24">
        <div className="grid gap-10 rounded-3xl bg-brass-100 p-8 md:p-12 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <FileSearch aria-hidden="true" className="size-10 text-navy-900" />
            <h2
              id="fee-analysis-heading"
              className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-navy-900 md:text-4xl"
            >
              {keepWordsWhole(heading)}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-ink">{intro}</p>
            <ButtonLink href={analyze.href} variant="secondary" size="lg" className="mt-8">
              {analyze.label}
            </ButtonLink>
          </div>
          <ol className="space-y-4">
            {steps.map((step, index) => (
              <li key={step} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-navy-900 font-bold text-white"
                >
                  {index + 1}
                </span>
                <p className="leading-relaxed text-ink">{step}</p>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
