import type { ReactNode } from "react";
import { industriesContent } from "@/content/home";
import { ButtonLink } from "@/components/ui/button";
import { SectionHeading } from "@/components/marketing/section-heading";
import { CssIcon } from "@/components/ui/css-icon";

/** Section 4: heading and View All Industries around the IndustriesTabs island (children). */
export function IndustriesSection({ children }: { children?: ReactNode }) {
  const { eyebrow, heading, intro, viewAll } = industriesContent;
  return (
    <section aria-labelledby="industries-heading" className="bg-white">
      <div className="mx-auto max-w-7xl px-page py-16 md:py-24">
        <div className="flex flex-col gap-6 lg:flex-row lg:items-end lg:justify-between">
          <SectionHeading id="industries-heading" eyebrow={eyebrow} title={heading} intro={intro} />
          <ButtonLink href={viewAll.href} variant="outline" className="self-start lg:shrink-0 lg:self-auto">
            {viewAll.label}
            <CssIcon name="arrow-right" />
          </ButtonLink>
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
}
