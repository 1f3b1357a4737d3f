import { ArrowRight } from "lucide-react";
import { ButtonLink } from "@/components/ui/button";

interface Link {
  label: string;
  href: string;
}

/** The closing call to action of a page: a heading, one line of reassurance and up to two buttons. */
export function CtaBand({
  id,
  heading,
  lead,
  primary,
  secondary,
}: {
  id: string;
  heading: string;
  lead: string;
  primary: Link;
  secondary?: Link;
}) {
  return (
    <section aria-labelledby={id} className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-8 px-4 py-14 md:flex-row md:items-center md:justify-between md:py-16">
        <div className="max-w-2xl">
          <h2 id={id} className="text-3xl font-extrabold tracking-tight text-balance">
            {heading}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-navy-100">{lead}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <ButtonLink href={primary.href} size="lg">
            {primary.label}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} size="lg" variant="outlineLight">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}
