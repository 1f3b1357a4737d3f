import { CreditCard, Smartphone, Tablet, type LucideIcon } from "lucide-react";
import { posContent } from "@/content/home";
import type { PosIconName } from "@/content/home.schema";
import { ButtonLink } from "@/components/ui/button";
import { SectionHeading } from "@/components/marketing/section-heading";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { CssIcon } from "@/components/ui/css-icon";

const icons: Record<PosIconName, LucideIcon> = { terminal: CreditCard, tablet: Tablet, smartphone: Smartphone };

/** Section 5: the three kinds of POS we support, and Explore POS Systems. */
export function PosSection() {
  const { eyebrow, heading, intro, types, explore } = posContent;
  return (
    <section aria-labelledby="pos-heading" className="bg-navy-50">
      <div className="mx-auto grid max-w-7xl gap-12 px-page py-16 md:py-24 lg:grid-cols-[1fr_1.2fr] lg:items-center">
        <div>
          <SectionHeading id="pos-heading" eyebrow={eyebrow} title={heading} intro={intro} />
          <ButtonLink href={explore.href} variant="secondary" size="lg" className="mt-8">
            {explore.label}
            <CssIcon name="arrow-right" />
          </ButtonLink>
        </div>
        <ul className="grid gap-4">
          {types.map((type) => {
            const Icon = icons[type.icon];
            return (
              <li key={type.title} className="flex gap-5 rounded-2xl border border-navy-100 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brass-100 text-navy-900 [&_svg]:size-6"
                >
                  <Icon />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-navy-900">{keepWordsWhole(type.title)}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{type.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
