import { Quote } from "lucide-react";
import { testimonialsContent } from "@/content/home";
import { SectionHeading } from "@/components/marketing/section-heading";

/** Section 9: three merchant testimonials (quote, name, role). */
export function TestimonialsSection() {
  const { eyebrow, heading, items } = testimonialsContent;
  return (
    <section aria-labelledby="testimonials-heading" className="bg-navy-50">
      <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
        <SectionHeading id="testimonials-heading" eyebrow={eyebrow} title={heading} centered />
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-navy-100 bg-white p-7 shadow-sm">
                <Quote aria-hidden="true" className="size-8 text-brass-500" />
                <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-ink">
                  <p>{`“${item.quote}”`}</p>
                </blockquote>
                <figcaption className="mt-6 border-t border-navy-100 pt-4">
                  <span className="block font-bold text-navy-900">{item.name}</span>
                  <span className="block text-sm text-muted">{item.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
