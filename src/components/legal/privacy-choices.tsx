import { privacyChoicesCopy as copy } from "@/content/privacy-choices";
import type { PrivacyChoicesState } from "@/lib/ad-conversion";
import { PageHero } from "@/components/layout/page-hero";
import { Button } from "@/components/ui/button";

/**
 * /privacy-choices (issue 35): server HTML with one plain form (no JavaScript): the visitor's current choice and a
 * button that changes it. With Global Privacy Control the page says the browser is already opted out, and offers
 * no way to opt back in while the signal is sent.
 */
export function PrivacyChoicesPage({ state }: { state: PrivacyChoicesState }) {
  const optedOut = state.gpc || state.optedOut;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={copy.title} lead={<p>{copy.lead}</p>} />
      <article className="mx-auto max-w-3xl space-y-10 px-page py-12 md:py-16">
        <section aria-labelledby="choices-what" className="space-y-3 text-lg leading-relaxed text-ink">
          <h2 id="choices-what" className="text-2xl font-bold text-navy-900">
            {copy.whatHeading}
          </h2>
          {copy.what.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>
        <section
          aria-labelledby="choices-status"
          className="space-y-5 rounded-xl border border-navy-100 bg-navy-50 p-6 text-lg leading-relaxed text-ink md:p-8"
        >
          <h2 id="choices-status" className="text-2xl font-bold text-navy-900">
            {copy.statusHeading}
          </h2>
          {state.notice ? (
            <p role="status" className="font-semibold text-navy-900">
              {state.notice === "saved" ? (state.optedOut ? copy.savedOut : copy.savedIn) : copy.refused}
            </p>
          ) : null}
          <p data-testid="privacy-choice-state" data-opted-out={optedOut ? "true" : "false"}>
            {state.gpc ? copy.gpc : state.optedOut ? copy.optedOut : copy.optedIn}
          </p>
          {state.gpc ? null : (
            <form method="post" action="/privacy-choices">
              <input type="hidden" name="choice" value={state.optedOut ? "opt-in" : "opt-out"} />
              <Button type="submit" variant={state.optedOut ? "outline" : "secondary"} size="lg">
                {state.optedOut ? copy.optIn : copy.optOut}
              </Button>
            </form>
          )}
        </section>
        <section aria-labelledby="choices-storage" className="space-y-3 leading-relaxed text-ink">
          <h2 id="choices-storage" className="text-2xl font-bold text-navy-900">
            {copy.storageHeading}
          </h2>
          <p>{copy.storage}</p>
          <p>
            {copy.policyLead}{" "}
            <a href="/privacy-policy" className="font-semibold text-navy-800 underline underline-offset-4">
              {copy.policyLink}
            </a>
            .
          </p>
        </section>
      </article>
    </>
  );
}
