import type { ReactNode } from "react";
import { resourcesContent } from "@/content/resources";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/** The FAQ block of /resources (anchor `faq`); the accordion island is passed in as children by the route. */
export function FaqSection({ children }: { children: ReactNode }) {
  const copy = resourcesContent.faq;
  return (
    <section id="faq" aria-labelledby="faq-heading" className="scroll-mt-24 bg-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-page py-16 md:py-20 lg:grid-cols-[1fr_2fr]">
        <div>
          <p className="text-sm font-bold tracking-[0.2em] text-navy-700 uppercase">{copy.eyebrow}</p>
          <h2 id="faq-heading" className="mt-2 text-3xl font-extrabold tracking-tight text-navy-900 md:text-4xl">
            {keepWordsWhole(copy.heading)}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-muted">{copy.lead}</p>
          <p className="mt-6">
            <a href={copy.askLink.href} className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950">
              {copy.askLink.label}
            </a>
          </p>
        </div>
        <div>{children}</div>
      </div>
    </section>
  );
}
