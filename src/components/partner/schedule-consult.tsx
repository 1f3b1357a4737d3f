import type { ReactNode } from "react";
import { Clock, Mail, Phone } from "lucide-react";
import { partnerContent } from "@/content/partner";
import { phoneHref, site } from "@/content/site";
import { PageHero } from "@/components/layout/page-hero";
import { SectionHeading } from "@/components/marketing/section-heading";
import { EmailAddress } from "@/components/ui/email-address";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

const copy = partnerContent.consult;

/** /partner/schedule-consult: the hero is the `top` anchor, the direct-contact block the `contact` anchor. */
export function ScheduleConsultHero() {
  return (
    <div id="top" className="scroll-mt-24">
      <PageHero visual="schedule-consult" eyebrow={copy.hero.eyebrow} title={copy.hero.title} lead={copy.hero.lead} />
    </div>
  );
}

export function ConsultationTypes() {
  return (
    <section aria-labelledby="consultation-types-heading" className="mx-auto max-w-7xl px-page py-16 md:py-20">
      <SectionHeading id="consultation-types-heading" title={copy.types.heading} intro={copy.types.lead} />
      <ul className="mt-10 grid gap-6 lg:grid-cols-3">
        {copy.types.items.map((type) => (
          <li key={type.id} className="flex flex-col rounded-xl border border-navy-100 bg-white p-6 shadow-sm md:p-8">
            <p className="inline-flex items-center gap-2 self-start rounded-full bg-navy-900 px-3 py-1 text-sm font-semibold text-white">
              <Clock aria-hidden="true" className="size-4 text-brass-400" />
              {type.minutes} minutes
            </p>
            <h3 className="mt-4 text-xl font-bold text-navy-900">{keepWordsWhole(type.title)}</h3>
            <p className="mt-2 leading-relaxed text-muted">{type.description}</p>
            <ul className="mt-4 list-disc space-y-1 pl-5 marker:text-navy-700">
              {type.topics.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Frames the scheduling island (passed in by the route with client:visible). */
export function SchedulerSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="scheduler-heading" className="bg-navy-50">
      <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <div className="max-w-5xl">
          <SectionHeading id="scheduler-heading" title={copy.widget.heading} intro={copy.widget.lead} />
          <div className="mt-8">{children}</div>
        </div>
      </div>
    </section>
  );
}

export function DirectContact() {
  return (
    <section id="contact" aria-labelledby="direct-contact-heading" className="scroll-mt-24">
      <div className="mx-auto max-w-7xl px-page py-16 md:py-20">
        <SectionHeading id="direct-contact-heading" title={copy.contact.heading} intro={copy.contact.lead} />
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="rounded-xl border border-navy-100 p-6 md:p-8">
            <Phone aria-hidden="true" className="size-8 text-navy-700" />
            <h3 className="mt-4 text-xl font-bold text-navy-900">Phone</h3>
            <p className="mt-2">
              <a href={phoneHref} className="text-2xl font-bold text-navy-800 underline underline-offset-4 hover:text-navy-950">
                {site.contact.phone.display}
              </a>
            </p>
            <p className="mt-2 text-muted">{copy.contact.phoneHours}</p>
          </div>
          <div className="rounded-xl border border-navy-100 p-6 md:p-8">
            <Mail aria-hidden="true" className="size-8 text-navy-700" />
            <h3 className="mt-4 text-xl font-bold text-navy-900">Email</h3>
            <p className="mt-2">
              <a
                href={`mailto:${site.contact.partnerEmail}`}
                className="text-lg font-bold text-navy-800 underline underline-offset-4 hover:text-navy-950 md:text-xl"
              >
                <EmailAddress address={site.contact.partnerEmail} />
              </a>
            </p>
            <p className="mt-2 text-muted">{site.contact.partnerEmailResponse}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
