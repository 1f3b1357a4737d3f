import type { ReactNode } from "react";
import { posPage } from "@/content/pos";
import { ActionLinks } from "@/components/marketing/action-links";
import { SectionHeading } from "@/components/marketing/section-heading";

export const POS_SYSTEMS_HEADING_ID = "pos-systems-heading";

/** The frame around the carousel island: heading, introduction, the carousel (children), Contact Us for More. */
export function PosSystemsSection({ children }: { children?: ReactNode }) {
  const { systems } = posPage;
  return (
    <section aria-labelledby={POS_SYSTEMS_HEADING_ID} className="bg-navy-50">
      <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <SectionHeading id={POS_SYSTEMS_HEADING_ID} title={systems.heading} intro={systems.intro} />
        {children}
        <div className="mt-10 flex flex-col items-start gap-4 rounded-xl bg-white p-6 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg text-ink">{systems.moreText}</p>
          <div className="shrink-0">
            <ActionLinks actions={[systems.moreAction]} />
          </div>
        </div>
      </div>
    </section>
  );
}
