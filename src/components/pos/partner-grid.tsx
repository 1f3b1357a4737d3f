import { posPage } from "@/content/pos";
import { ActionLinks } from "@/components/marketing/action-links";
import { SectionHeading } from "@/components/marketing/section-heading";
import { BrandIcon } from "@/components/ui/brand-icon";
import { partnerLogos } from "./partner-logos";

/** The 15 integration partners with their logos (SPEC "/pos-systems"), then Contact Us for Custom Integration. */
export function PartnerGrid() {
  const { partners } = posPage;
  return (
    <section aria-labelledby="partners-heading">
      <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <SectionHeading id="partners-heading" title={partners.heading} intro={partners.intro} />
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {partners.items.map((partner) => (
            <li
              key={partner.name}
              className="flex flex-col items-center rounded-xl border border-navy-100 bg-white px-4 py-6 text-center shadow-sm"
            >
              <BrandIcon icon={partnerLogos[partner.logo]} className="size-10 text-navy-800" />
              <span className="mt-3 font-bold text-navy-900">{partner.name}</span>
              <span className="mt-1 text-sm text-muted">{partner.category}</span>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-start gap-4 rounded-xl bg-navy-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-lg text-ink">{partners.customText}</p>
          <div className="shrink-0">
            <ActionLinks actions={[partners.customAction]} />
          </div>
        </div>
      </div>
    </section>
  );
}
