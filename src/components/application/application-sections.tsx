import type { ReactNode } from "react";
import { applicationPage } from "@/content/lead-pages";
import { site } from "@/content/site";
import { ContactDetails } from "@/components/contact/contact-details";
import { ApplicationIllustration } from "./application-illustration";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";
import { HeroEnd } from "@/components/layout/hero-end";

const copy = applicationPage;

/** /application hero: h1, what applying gets you, the hero image. Static HTML. */
export function ApplicationHero() {
  return (
    <section className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-page py-12 md:grid-cols-[1.2fr_1fr] md:py-16">
        <div>
          <p className="text-sm font-bold tracking-[0.2em] text-brass-400 uppercase">{copy.hero.eyebrow}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-balance md:text-5xl">
            {keepWordsWhole(copy.hero.title)}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{copy.hero.lead}</p>
          <ul className="mt-6 grid gap-2 text-navy-100 sm:grid-cols-2">
            {[site.claims.approvalTime, site.claims.setupFees, site.claims.contractTerms, site.claims.approvalRate].map(
              (claim) => (
                <li key={claim.label} className="flex items-baseline gap-2">
                  <span className="font-bold text-brass-400">{claim.value}</span>
                  <span>{claim.label}</span>
                </li>
              ),
            )}
          </ul>
        </div>
        <ApplicationIllustration title={copy.hero.imageAlt} className="hidden h-auto w-full max-w-md justify-self-end md:block" />
      </div>
      <HeroEnd />
    </section>
  );
}

/** Contact details and the 24/7 note beside the form card; the form island comes in as children. */
export function ApplicationFormSection({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="application-form-heading" className="mx-auto max-w-7xl px-page py-12 md:py-16">
      <div className="grid gap-8 lg:grid-cols-[22rem_1fr] lg:gap-12">
        <ContactDetails
          heading={copy.details.heading}
          phoneLabel={copy.details.phoneLabel}
          emailLabel={copy.details.emailLabel}
        />
        <div className="order-first rounded-xl border border-navy-100 bg-white p-6 shadow-sm md:p-8 lg:order-none">
          <h2 id="application-form-heading" className="text-2xl font-bold text-navy-900 md:text-3xl">
            {keepWordsWhole(copy.form.heading)}
          </h2>
          <p className="mt-2 mb-6 leading-relaxed text-muted">{copy.form.intro}</p>
          {children}
        </div>
      </div>
    </section>
  );
}
