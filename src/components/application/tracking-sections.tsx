import type { ReactNode } from "react";
import { trackingPage } from "@/content/lead-pages";
import { emailHref, phoneHref, site } from "@/content/site";
import { PageHero } from "@/components/layout/page-hero";
import { EmailAddress } from "@/components/ui/email-address";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

export function TrackingHero() {
  return (
    <PageHero
      visual="application-tracking"
      eyebrow={trackingPage.hero.eyebrow}
      title={trackingPage.hero.title}
      lead={<p>{trackingPage.hero.lead}</p>}
    />
  );
}

/** The lookup card; the tracking form island comes in as children. */
export function TrackingSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="tracking-form-heading" className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <div className="rounded-xl border border-navy-100 bg-white p-6 shadow-sm md:p-8">
        <h2 id="tracking-form-heading" className="mb-6 text-2xl font-bold text-navy-900">
          {keepWordsWhole(trackingPage.form.heading)}
        </h2>
        {children}
      </div>
      <p className="mt-6 leading-relaxed text-muted">
        {trackingPage.help}{" "}
        <a href={phoneHref} className="font-semibold text-navy-800 underline underline-offset-4">
          {site.contact.phone.display}
        </a>{" "}
        ·{" "}
        <a href={emailHref} className="font-semibold text-navy-800 underline underline-offset-4">
          <EmailAddress address={site.contact.email} />
        </a>
      </p>
    </section>
  );
}
