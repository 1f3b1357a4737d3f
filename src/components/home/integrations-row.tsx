import { integrationsContent } from "@/content/home";
import { integrationBrands as brands } from "./integration-brands";
import { BrandIcon } from "@/components/ui/brand-icon";
import { brandMarkHref } from "./brand-sprite";
import { SectionHeading } from "@/components/marketing/section-heading";
import { PciBadge } from "@/components/trust/pci-badge";
import { CssIcon } from "@/components/ui/css-icon";

/** Section 8: a row of platforms we connect to, and View All (the POS systems page lists them all). */
export function IntegrationsRow() {
  const { heading, intro, viewAll } = integrationsContent;
  return (
    <section aria-labelledby="integrations-heading" className="border-y border-navy-100 bg-white">
      <div className="mx-auto max-w-7xl px-page py-14 md:py-20">
        <SectionHeading id="integrations-heading" title={heading} intro={intro} centered />
        <ul className="mx-auto mt-10 grid max-w-5xl grid-cols-3 gap-x-4 gap-y-8 sm:grid-cols-5 lg:grid-cols-9">
          {integrationsContent.brands.map((key) => {
            const icon = brands[key];
            return (
              <li key={key} className="flex flex-col items-center gap-2 text-center">
                <BrandIcon icon={icon} href={brandMarkHref(icon)} className="size-9 text-navy-800" />
                <span className="text-xs font-medium text-muted">{icon.title}</span>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 flex flex-wrap items-center justify-center gap-x-8 gap-y-4">
          <PciBadge />
          <a
            href={viewAll.href}
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
          >
            {viewAll.label}
            <span className="sr-only"> integrations</span>
            <CssIcon name="arrow-right" className="size-4" />
          </a>
        </div>
      </div>
    </section>
  );
}
