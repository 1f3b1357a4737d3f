import { Bot, FlaskConical, Fuel, Leaf, Sprout, UtensilsCrossed, Wine, Wrench, type LucideIcon } from "lucide-react";
import type { IndustryIconName, IndustryTab } from "@/content/home.schema";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { CssIcon } from "@/components/ui/css-icon";

const icons: Record<IndustryIconName, LucideIcon> = {
  wrench: Wrench,
  wine: Wine,
  fuel: Fuel,
  utensils: UtensilsCrossed,
  leaf: Leaf,
  bot: Bot,
  sprout: Sprout,
  flask: FlaskConical,
};

/**
 * The Low-Risk (default) and High-Risk tabs of the home industries section (island, client:interaction="visible"). Both panels
 * are in the prerendered HTML; the inactive one is hidden until its tab is chosen. The tabs come in as props
 * (`industriesContent.tabs`) so the island bundles no content module: its script shares nothing with the header's
 * but React and Radix. Each card is one link (named by the industry) to its page, or to the section of /industries
 * that lists the two pages a card covers (issue 37).
 */
export function IndustriesTabs({ tabs }: { tabs: readonly [IndustryTab, IndustryTab] }) {
  const [lowRisk] = tabs;
  return (
    <Tabs defaultValue={lowRisk.value}>
      <TabsList aria-label="Industry risk level">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value} forceMount className="data-[state=inactive]:hidden">
          <p className="max-w-3xl text-lg leading-relaxed text-ink">{tab.intro}</p>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {tab.cards.map((card) => {
              const Icon = icons[card.icon];
              return (
                <li
                  key={card.title}
                  className="group relative flex gap-4 rounded-2xl border border-navy-100 bg-navy-50 p-5 transition-shadow focus-within:border-navy-700 hover:border-navy-700 hover:shadow-md sm:flex-col sm:gap-0 sm:p-6"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-navy-900 text-brass-400 sm:size-14 [&_svg]:size-7"
                  >
                    <Icon />
                  </span>
                  <div className="flex flex-1 flex-col">
                    <h3 className="text-xl font-bold text-navy-900 sm:mt-5">
                      {/* The link's ::after covers the card, so the whole card opens the industry. */}
                      <a
                        href={card.href}
                        className="after:absolute after:inset-0 after:rounded-2xl group-hover:underline focus-visible:underline"
                      >
                        {keepWordsWhole(card.title)}
                      </a>
                    </h3>
                    <p className="mt-2 flex-1 leading-relaxed text-muted">{card.description}</p>
                    <span aria-hidden="true" className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-navy-800">
                      Learn more
                      <CssIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-0.5" />
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
        </TabsContent>
      ))}
    </Tabs>
  );
}
