import type { Hero } from "@/content/marketing.schema";
import { PageHero } from "@/components/layout/page-hero";
import { ActionLinks } from "./action-links";
import { HeroFacts, type ClaimKey } from "@/components/layout/hero-facts";

/** The shared navy page hero filled from a content module's `hero` entry. */
export function ContentHero({ hero, facts }: { hero: Hero; facts?: readonly ClaimKey[] }) {
  return (
    <PageHero
      eyebrow={hero.eyebrow}
      title={hero.title}
      lead={<p>{hero.lead}</p>}
      aside={facts ? <HeroFacts claims={facts} label={`${hero.title}: key figures`} /> : undefined}
    >
      <ActionLinks actions={hero.actions} onDark />
    </PageHero>
  );
}
