import type { Solution } from "@/content/solutions.schema";
import { CheckList } from "@/components/marketing/check-list";
import { IconTile } from "@/components/marketing/marketing-icon";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/** One solution: icon, title, description and its four features. The id is an anchor (/solutions#ach-solutions). */
export function SolutionCard({ solution }: { solution: Solution }) {
  return (
    <article
      id={solution.id}
      aria-labelledby={`${solution.id}-title`}
      className="flex scroll-mt-24 flex-col rounded-xl border border-navy-100 bg-white p-6 shadow-sm md:p-7"
    >
      <IconTile name={solution.icon} />
      <h3 id={`${solution.id}-title`} className="mt-5 text-xl font-bold text-navy-900">
        {keepWordsWhole(solution.title)}
      </h3>
      <p className="mt-3 leading-relaxed text-muted">{solution.description}</p>
      <CheckList items={solution.features} className="mt-5 border-t border-navy-100 pt-5 text-[15px]" />
    </article>
  );
}
