import type { ReactNode } from "react";
import { contactPage } from "@/content/lead-pages";
import { PageHero } from "@/components/layout/page-hero";
import { ContactDetails } from "./contact-details";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/** /contact hero: the page's h1 "Contact" and the veteran-founded team line. Static HTML. */
export function ContactHero() {
  return (
    <PageHero
      visual="contact"
      eyebrow={contactPage.hero.eyebrow}
      title={contactPage.hero.title}
      lead={<p>{contactPage.hero.lead}</p>}
    />
  );
}

/**
 * The form card beside the sales contact details and a newsletter signup; the form islands come in as children
 * and `newsletter`.
 */
export function ContactFormSection({ children, newsletter }: { children: ReactNode; newsletter?: ReactNode }) {
  return (
    <section aria-labelledby="contact-form-heading" className="mx-auto max-w-7xl px-page py-12 md:py-16">
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem] lg:gap-12">
        <div className="rounded-xl border border-navy-100 bg-white p-6 shadow-sm md:p-8 lg:self-start">
          <h2 id="contact-form-heading" className="text-2xl font-bold text-navy-900 md:text-3xl">
            {keepWordsWhole(contactPage.form.heading)}
          </h2>
          <p className="mt-2 mb-6 leading-relaxed text-muted">{contactPage.form.intro}</p>
          {children}
        </div>
        <div className="grid content-start gap-8">
          <ContactDetails
            heading={contactPage.details.heading}
            intro={contactPage.details.intro}
            phoneLabel={contactPage.details.phoneLabel}
            emailLabel={contactPage.details.emailLabel}
            addressLabel={contactPage.details.addressLabel}
            withTimes
          />
          {newsletter ? (
            <section aria-labelledby="contact-newsletter-heading" className="rounded-xl border border-navy-100 bg-navy-50 p-6">
              <h2 id="contact-newsletter-heading" className="text-xl font-bold text-navy-900">
                {keepWordsWhole(contactPage.newsletter.heading)}
              </h2>
              <p className="mt-2 mb-4 text-sm leading-relaxed text-muted">{contactPage.newsletter.intro}</p>
              {newsletter}
            </section>
          ) : null}
        </div>
      </div>
    </section>
  );
}
