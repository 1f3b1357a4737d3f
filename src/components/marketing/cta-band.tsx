import type { CtaBand as CtaBandContent } from "@/content/marketing.schema";
import { ActionLinks } from "./action-links";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/** A navy call-to-action band: heading, one sentence and the page's actions. */
export function CtaBand({ id, band }: { id: string; band: CtaBandContent }) {
  return (
    <section aria-labelledby={id} className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col gap-8 px-page py-14 md:py-16 lg:flex-row lg:items-center lg:justify-between">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance md:text-4xl">
            {keepWordsWhole(band.heading)}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-navy-100">{band.text}</p>
        </div>
        <div className="flex flex-wrap gap-3 lg:shrink-0">
          <ActionLinks actions={band.actions} onDark />
        </div>
      </div>
    </section>
  );
}
