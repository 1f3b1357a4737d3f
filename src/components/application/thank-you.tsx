import * as React from "react";
import { CheckCircle2, Phone } from "lucide-react";
import { applicationPage } from "@/content/lead-pages";
import { phoneHref, site } from "@/content/site";
import { formatReference } from "@/content/lead-schema";
import { browserConversionHost, fireAdConversion, type AdsConfig } from "@/lib/ad-conversion";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

const copy = applicationPage.thankYou;

/**
 * Replaces the application form after a successful submission (SPEC 2): processing, the reply window, the
 * customized quote, the veteran-founded team, plus the reference for /application-tracking. Focus moves to its
 * heading so screen-reader and keyboard users land on the confirmation; the ad conversion fires once, when the
 * server's answer carried it (`conversion`: configured, and no opt-out, issue 35).
 */
export function ThankYou({ reference, conversion }: { reference: string; conversion?: AdsConfig | null }) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const sectionRef = React.useRef<HTMLElement>(null);

  React.useEffect(() => {
    // The whole view, icon included, comes into sight below the sticky header (issue 37: focusing the heading alone
    // scrolled the icon under it); then focus moves without scrolling again.
    sectionRef.current?.scrollIntoView({ block: "start" });
    headingRef.current?.focus({ preventScroll: true });
    fireAdConversion(conversion, browserConversionHost());
  }, []);

  const [before, after] = copy.reply.split("{reply}");
  return (
    <section
      ref={sectionRef}
      aria-labelledby="thank-you-heading"
      className="scroll-mt-4 rounded-xl border border-navy-100 bg-navy-50 p-6 md:p-10"
    >
      <CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />
      <h2
        id="thank-you-heading"
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-3xl font-extrabold text-navy-900 outline-none"
      >
        {keepWordsWhole(copy.heading)}
      </h2>
      <div className="mt-4 space-y-3 text-lg leading-relaxed text-ink">
        <p>{copy.processing}</p>
        <p>
          {before}
          <strong>{site.claims.applicationReply.value}</strong>
          {after}
        </p>
        <p>{copy.team}</p>
      </div>
      <div className="mt-6 rounded-lg border border-navy-100 bg-white p-5">
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{copy.referenceLabel}</p>
        <p className="mt-1 font-mono text-3xl font-bold tracking-widest text-navy-900" data-testid="application-reference">
          {formatReference(reference)}
        </p>
        <p className="mt-2 text-sm text-muted">{copy.referenceHint}</p>
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-x-6 gap-y-3">
        <a
          href={`/application-tracking?reference=${formatReference(reference)}`}
          className="font-semibold text-navy-800 underline underline-offset-4 hover:text-navy-950"
        >
          {copy.trackLink}
        </a>
        <a href={phoneHref} className="inline-flex items-center gap-2 font-semibold text-navy-800 underline underline-offset-4">
          <Phone aria-hidden="true" className="size-4" />
          {site.contact.phone.display}
        </a>
      </div>
    </section>
  );
}
