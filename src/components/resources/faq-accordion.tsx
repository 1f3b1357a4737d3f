import { ChevronDown } from "lucide-react";
import type { FaqItem } from "@/content/resources.schema";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/** The name that makes the questions one exclusive group: opening one closes the others. */
const GROUP = "faq";

/**
 * The FAQ: one answer open at a time, and clicking the open question closes it (SPEC section 4, "FAQ accordion").
 * Native `<details name>` elements rendered on the server, with no JavaScript: the browser opens and closes them,
 * keeps one open per group, exposes each question as an expandable control (Enter and Space toggle it, Tab moves on)
 * and expands an answer that
 * a search in the page lands on. So no tap can be lost to a page still
 * loading, and /resources ships no code for it. Answers are in the HTML, for crawlers and visitors alike.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <div className="border-t border-navy-100">
      {items.map((item) => (
        <details key={item.id} name={GROUP} id={`faq-${item.id}`} className="group border-b border-navy-100">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-navy-900 hover:text-navy-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-500 [&::-webkit-details-marker]:hidden">
            <span>{keepWordsWhole(item.question)}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brass-600 transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="pb-5 leading-relaxed text-ink">
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
