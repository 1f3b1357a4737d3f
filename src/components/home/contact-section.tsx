import type { ReactNode } from "react";
import { Clock, Mail, Phone } from "lucide-react";
import { contactContent } from "@/content/home";
import { emailHref, phoneHref, site } from "@/content/site";
import { SectionHeading } from "@/components/marketing/section-heading";
import { EmailAddress } from "@/components/ui/email-address";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/**
 * Section 12, anchor "contact": static copy and contact details, with the two lead forms passed in as props
 * (Astro named slots "contactForm" and "newsletterForm", each an island). Two columns from 1024 px.
 */
export function ContactSection({ contactForm, newsletterForm }: { contactForm?: ReactNode; newsletterForm?: ReactNode }) {
  const { eyebrow, heading, intro, formHeading, newsletterHeading, newsletterIntro } = contactContent;
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-navy-50">
      <div className="mx-auto grid max-w-7xl gap-12 px-page py-16 md:py-24 lg:grid-cols-[1fr_1.3fr]">
        <div>
          <SectionHeading id="contact-heading" eyebrow={eyebrow} title={heading} intro={intro} />
          <ul className="mt-8 space-y-4 text-ink">
            <li>
              <a href={phoneHref} className="inline-flex min-h-11 items-center gap-3 font-semibold text-navy-800 hover:underline">
                <Phone aria-hidden="true" className="size-5 text-navy-700" />
                {site.contact.phone.display}
              </a>
            </li>
            <li>
              <a href={emailHref} className="inline-flex min-h-11 items-center gap-3 font-semibold text-navy-800 hover:underline">
                <Mail aria-hidden="true" className="size-5 text-navy-700" />
                <EmailAddress address={site.contact.email} />
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Clock aria-hidden="true" className="size-5 text-navy-700" />
              {site.contact.supportHours}
            </li>
          </ul>
          {newsletterForm ? (
            <div className="mt-10 rounded-2xl border border-navy-100 bg-white p-6 md:p-8">
              <h3 className="text-xl font-bold text-navy-900">{keepWordsWhole(newsletterHeading)}</h3>
              <p className="mt-2 leading-relaxed text-muted">{newsletterIntro}</p>
              <div className="mt-5">{newsletterForm}</div>
            </div>
          ) : null}
        </div>
        {contactForm ? (
          <div className="rounded-2xl border border-navy-100 bg-white p-6 shadow-sm md:p-8 lg:self-start">
            <h3 className="text-xl font-bold text-navy-900">{keepWordsWhole(formHeading)}</h3>
            <div className="mt-6">{contactForm}</div>
          </div>
        ) : null}
      </div>
    </section>
  );
}
