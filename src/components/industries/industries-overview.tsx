import { PageHero } from "@/components/layout/page-hero";
import { ButtonLink } from "@/components/ui/button";
import { load, loadOverview, type IndustriesOverview } from "@/content/industries";
import { industryHref, industrySlug } from "@/lib/industry-slug";
import { IndustryIllustration } from "./industry-illustration";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { CssIcon } from "@/components/ui/css-icon";

/** The /industries page: hero, the Low-Risk grid (#low-risk), the High-Risk grid (#high-risk) and Contact Us. */
export function IndustriesOverviewPage() {
  const overview = loadOverview();
  return (
    <>
      <PageHero
        visual="industries"
        eyebrow={overview.hero.eyebrow}
        title={overview.hero.title}
        lead={<p>{overview.hero.lead}</p>}
      >
        <ButtonLink href="#low-risk" size="lg">
          {overview.lowRisk.title}
        </ButtonLink>
        <ButtonLink href="#high-risk" variant="outlineLight" size="lg">
          {overview.highRisk.title}
        </ButtonLink>
      </PageHero>
      <IndustryGrid id="low-risk" grid={overview.lowRisk} />
      <IndustryGrid id="high-risk" grid={overview.highRisk} tinted />
      <section aria-labelledby="industries-contact-title" className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-page py-14 md:flex-row md:items-center md:justify-between md:[&>a]:shrink-0">
          <div className="max-w-2xl">
            <h2 id="industries-contact-title" className="text-2xl font-bold tracking-tight md:text-3xl">
              {keepWordsWhole(overview.contact.title)}
            </h2>
            <p className="mt-3 text-lg leading-relaxed text-navy-100">{overview.contact.description}</p>
          </div>
          <ButtonLink href="/contact" size="lg">
            Contact Us
            <CssIcon name="arrow-right" />
          </ButtonLink>
        </div>
      </section>
    </>
  );
}

function IndustryGrid({ id, grid, tinted = false }: { id: string; grid: IndustriesOverview["lowRisk"]; tinted?: boolean }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={tinted ? "scroll-mt-20 bg-navy-50" : "scroll-mt-20 bg-white"}>
      <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <h2 id={`${id}-title`} className="text-3xl font-bold tracking-tight text-navy-900 md:text-4xl">
          {keepWordsWhole(grid.title)}
        </h2>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-muted">{grid.intro}</p>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {grid.cards.map((card) => {
            const industry = load(industrySlug(card.title));
            if (!industry) throw new Error(`No industry page for the card "${card.title}"`);
            return (
              <li key={card.title} className="flex flex-col overflow-hidden rounded-xl border border-navy-100 bg-white shadow-sm">
                <IndustryIllustration
                  variant="card"
                  slug={industry.slug}
                  motif={industry.illustration.motif}
                  detailScene={industry.illustration.detailScene}
                />
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-xl font-bold text-navy-900">{keepWordsWhole(card.title)}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-muted">{card.description}</p>
                  <a
                    href={industryHref(card.title)}
                    className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
                  >
                    Learn More<span className="sr-only"> about {card.title}</span>
                    <CssIcon name="arrow-right" className="size-4" />
                  </a>
                </div>
              </li>
            );
          })}
          {grid.closingTile ? (
            <li
              className={`flex flex-col justify-center rounded-xl bg-navy-900 p-6 text-white ${closingTileSpan(grid.cards.length)}`}
            >
              <p className="text-xl font-bold">{keepWordsWhole(grid.closingTile.title)}</p>
              <p className="mt-2 max-w-xl leading-relaxed text-navy-100">{grid.closingTile.description}</p>
              <a
                href={grid.closingTile.link.href}
                className="mt-4 inline-flex items-center gap-1 self-start font-semibold text-brass-400 underline underline-offset-4 hover:text-white"
              >
                {grid.closingTile.link.label}
                <CssIcon name="arrow-right" className="size-4" />
              </a>
            </li>
          ) : null}
        </ul>
      </div>
    </section>
  );
}

// Columns per breakpoint of the grid above (1, sm 2, lg 3, xl 4): the closing tile spans what the last row has left
// (a whole row when the cards fill theirs). Full class names, so Tailwind finds them.
const SPANS = {
  sm: ["sm:col-span-2", "sm:col-span-1"],
  lg: ["lg:col-span-3", "lg:col-span-2", "lg:col-span-1"],
  xl: ["xl:col-span-4", "xl:col-span-3", "xl:col-span-2", "xl:col-span-1"],
} as const;

function closingTileSpan(cards: number): string {
  return [SPANS.sm[cards % 2], SPANS.lg[cards % 3], SPANS.xl[cards % 4]].join(" ");
}
