import { Mail, Phone } from "lucide-react";
import { privacyPolicy } from "@/content/privacy-policy";
import { emailHref, phoneHref, site } from "@/content/site";
import { PageHero } from "@/components/layout/page-hero";
import { EmailAddress } from "@/components/ui/email-address";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/** The privacy policy page body: static HTML rendered at build time. */
export function PrivacyPolicyPage() {
  return (
    <>
      <PageHero
        eyebrow={site.brand.name}
        title="Privacy Policy"
        lead={
          <p>
            Effective date: <time dateTime={privacyPolicy.effectiveDateIso}>{privacyPolicy.effectiveDate}</time>
          </p>
        }
      />
      <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
        <div className="space-y-4 text-lg leading-relaxed text-ink">
          {privacyPolicy.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <ol className="mt-10 space-y-10">
          {privacyPolicy.sections.map((section) => (
            <li key={section.number} id={`section-${section.number}`} className="scroll-mt-24">
              <h2 className="text-2xl font-bold text-navy-900">
                <span className="mr-2 text-brass-600">{section.number}.</span>
                {section.title}
              </h2>
              <div className="mt-3 space-y-3 leading-relaxed text-ink">
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
                {section.bullets ? (
                  <ul className="list-disc space-y-2 pl-6 marker:text-brass-600">
                    {section.bullets.map((bullet) => (
                      <li key={bullet.slice(0, 40)}>{bullet}</li>
                    ))}
                  </ul>
                ) : null}
                {section.closing ? <p>{section.closing}</p> : null}
              </div>
            </li>
          ))}
        </ol>
        <section aria-labelledby="privacy-contact" className="mt-12 rounded-xl border border-navy-100 bg-navy-50 p-6 md:p-8">
          <h2 id="privacy-contact" className="text-2xl font-bold text-navy-900">
            {keepWordsWhole(privacyPolicy.contactHeading)}
          </h2>
          <p className="mt-2 leading-relaxed">{privacyPolicy.contactText}</p>
          <address className="mt-4 space-y-2 not-italic">
            <p className="font-semibold">{site.brand.legalName}</p>
            <p>
              <a
                href={phoneHref}
                className="inline-flex items-center gap-2 font-semibold text-navy-800 underline underline-offset-4"
              >
                <Phone aria-hidden="true" className="size-4" />
                {site.contact.phone.display}
              </a>
            </p>
            <p>
              <a
                href={emailHref}
                className="inline-flex items-center gap-2 font-semibold text-navy-800 underline underline-offset-4"
              >
                <Mail aria-hidden="true" className="size-4" />
                <EmailAddress address={site.contact.email} />
              </a>
            </p>
          </address>
        </section>
      </article>
    </>
  );
}
