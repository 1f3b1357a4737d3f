import type { Hero } from "@/content/marketing.schema";
import { PageHero } from "@/components/layout/page-hero";
import { ActionLinks } from "./action-links";
import { HeroFacts, type ClaimKey } from "@/components/layout/hero-facts";
import { ProductVisual } from "./product-visual";

/**
 * The shared navy page hero filled from a content module's `hero` entry. Its right half (from 1024 px) is a product
 * picture when the page sells that product (`visual`), else the published figures (`facts`).
 */
export function ContentHero({
  hero,
  facts,
  visual,
}: {
  hero: Hero;
  facts?: readonly ClaimKey[];
  visual?: "dashboard" | "terminal";
}) {
  const aside = visual ? (
    <ProductVisual kind={visual} />
  ) : facts ? (
    <HeroFacts claims={facts} label={`${hero.title}: key figures`} />
  ) : undefined;
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>} aside={aside}>
      <ActionLinks actions={hero.actions} onDark />
    </PageHero>
  );
}
