import { Quote } from "lucide-react";
import { testimonialsContent } from "@/content/home";
import { SectionHeading } from "@/components/marketing/section-heading";
import { MonogramAvatar } from "@/components/trust/monogram-avatar";

/**
 * Section 9: three merchant testimonials (quote, name, role), each with a monogram avatar (drawn initials, never a
 * stock photo of a real person) and the kind of business.
 */
export function TestimonialsSection() {
  const { eyebrow, heading, items } = testimonialsContent;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-navy-50">
      <div className="mx-auto max-w-7xl px-page py-16 md:py-24">
        <SectionHeading id="testimonials-heading" eyebrow={eyebrow} title={heading} centered />
        {/* From 1024 px the three cards share their rows (subgrid): mark, quote, caption, so the dividers above the
            names line up whatever the length of each quote and role (issue 37). */}
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {items.map((item, index) => (
            <li key={item.name} className="lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-0">
              <figure className="flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-7 shadow-sm lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-0">
                <Quote aria-hidden="true" className="size-8 text-brass-500" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">
                  <p>{`“${item.quote}”`}</p>
                </blockquote>
                <figcaption className="mt-6 flex items-start gap-4 border-t border-navy-100 pt-4">
                  <MonogramAvatar name={item.name} tone={index} />
                  <span className="min-w-0">
                    <span className="block font-bold text-navy-900">{item.name}</span>
                    <span className="block text-sm text-muted">{item.role}</span>
                    <span className="mt-2 inline-flex items-center rounded-full bg-brass-100 px-2.5 py-0.5 text-xs font-semibold text-navy-900">
                      {item.business}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
