import type { Hero } from "@/content/marketing.schema";
import { PageHero } from "@/components/layout/page-hero";
import { ActionLinks } from "./action-links";

/** The shared navy page hero filled from a content module's `hero` entry. */
export function ContentHero({ hero }: { hero: Hero }) {
  return (
    <PageHero eyebrow={hero.eyebrow} title={hero.title} lead={<p>{hero.lead}</p>}>
      <ActionLinks actions={hero.actions} onDark />
    </PageHero>
  );
}
