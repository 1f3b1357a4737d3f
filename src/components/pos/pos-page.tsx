import { posPage } from "@/content/pos";
import { ContentHero } from "@/components/marketing/content-hero";
import { CtaBand } from "@/components/marketing/cta-band";

/** /pos-systems opening: the hero. (The route composes the sections so the carousel can be an island.) */
export function PosHero() {
  return <ContentHero hero={posPage.hero} visual="terminal" />;
}

/** /pos-systems closing call to action: Get Started Today and Schedule Demo. */
export function PosClosing() {
  return <CtaBand id="closing-heading" band={posPage.closing} />;
}
