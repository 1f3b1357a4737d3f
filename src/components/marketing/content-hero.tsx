import type { Hero } from "@/content/marketing.schema";
import { PageHero } from "@/components/layout/page-hero";
import { ActionLinks } from "./action-links";
import { ProductVisual } from "./product-visual";
import type { HeroVisualName } from "@/content/hero-visuals";
import { PageHeroVisual } from "@/components/illustrations/page-hero-visuals";

/**
 * The shared navy page hero filled from a content module's `hero` entry. Its right half (from 1024 px) is a product
 * picture when the page sells that product ("dashboard", "terminal"), else the page's own picture.
 */
export function ContentHero({ hero, visual }: { hero: Hero; visual: "dashboard" | "terminal" | HeroVisualName }) {
  const aside =
    visual === "dashboard" || visual === "terminal" ? <ProductVisual kind={visual} /> : <PageHeroVisual name={visual} />;
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>} aside={aside}>
      <ActionLinks actions={hero.actions} onDark />
    </PageHero>
  );
}
