import { statsContent } from "@/content/home";
import { site } from "@/content/site";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/** Section 2: five headline figures, read from the site claims. */
export function StatsRow() {
  return (
    <section aria-labelledby="stats-heading" className="border-b border-navy-100 bg-white">
      <h2 id="stats-heading" className="sr-only">
        {keepWordsWhole(statsContent.heading)}
      </h2>
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-page py-10 sm:grid-cols-3 md:py-12 lg:grid-cols-5">
        {statsContent.keys.map((key) => {
          const claim = site.claims[key];
          return (
            <div key={key} className="flex flex-col-reverse items-center text-center last:col-span-2 sm:last:col-span-1">
              <dt className="mt-1 text-sm font-medium text-muted">{claim.label}</dt>
              <dd className="text-4xl font-extrabold tracking-tight text-navy-900 md:text-5xl">{claim.value}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
