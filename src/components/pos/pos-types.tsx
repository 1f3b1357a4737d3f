import { posPage } from "@/content/pos";
import { CheckList } from "@/components/marketing/check-list";
import { IconTile } from "@/components/marketing/marketing-icon";
import { SectionHeading } from "@/components/marketing/section-heading";
import { deviceIllustrations } from "./device-illustrations";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/** The three POS types with their features and a drawing of each device. Static HTML. */
export function PosTypes() {
  const { types } = posPage;
  return (
    <section aria-labelledby="pos-types-heading">
      <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <SectionHeading id="pos-types-heading" title={types.heading} intro={types.intro} />
        <ul className="mt-10 grid gap-6 lg:grid-cols-3">
          {types.items.map((type) => {
            const Illustration = deviceIllustrations[type.device];
            return (
              <li key={type.title} className="flex flex-col overflow-hidden rounded-xl border border-navy-100 bg-white shadow-sm">
                <div className="bg-navy-50 px-10 py-6">
                  {/* Decorative: the heading and features say what the device is. */}
                  <Illustration className="mx-auto max-w-xs" />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <div className="flex items-center gap-3">
                    <IconTile name={type.icon} />
                    <h3 className="text-xl font-bold text-navy-900">{keepWordsWhole(type.title)}</h3>
                  </div>
                  <p className="mt-4 leading-relaxed text-muted">{type.description}</p>
                  <CheckList items={type.features} className="mt-5 border-t border-navy-100 pt-5" />
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
