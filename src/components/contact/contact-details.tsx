import { Clock, Headphones, Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import { addressLine, emailHref, phoneHref, site } from "@/content/site";
import { EmailAddress } from "@/components/ui/email-address";

/**
 * Sales phone and email as tel:/mailto: links, the city when asked, the support line, what happens after applying
 * (when asked) and the veteran line; static HTML.
 */
export function ContactDetails({
  heading,
  intro,
  phoneLabel,
  emailLabel,
  addressLabel,
  headingLevel = "h2",
  withTimes = false,
}: {
  heading: string;
  intro?: string;
  phoneLabel: string;
  emailLabel: string;
  /** Shows the company's city (the structured data's address) under this label. */
  addressLabel?: string;
  headingLevel?: "h2" | "h3";
  /** Adds the two time figures, each saying what it times (approval decision, quote reply). */
  withTimes?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <aside aria-labelledby="contact-details-heading" className="rounded-xl bg-navy-900 p-6 text-white md:p-8 lg:self-start">
      <Heading id="contact-details-heading" className="text-2xl font-bold">
        {heading}
      </Heading>
      {intro ? <p className="mt-3 leading-relaxed text-navy-100">{intro}</p> : null}
      <dl className="mt-6 space-y-5">
        <div>
          <dt className="text-sm font-semibold tracking-wide text-brass-400 uppercase">{phoneLabel}</dt>
          <dd className="mt-1">
            <a href={phoneHref} className="inline-flex items-center gap-2 text-xl font-bold underline-offset-4 hover:underline">
              <Phone aria-hidden="true" className="size-5" />
              {site.contact.phone.display}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold tracking-wide text-brass-400 uppercase">{emailLabel}</dt>
          <dd className="mt-1">
            <a href={emailHref} className="inline-flex items-center gap-2 text-lg font-bold underline-offset-4 hover:underline">
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              <EmailAddress address={site.contact.email} />
            </a>
          </dd>
        </div>
        {addressLabel ? (
          <div>
            <dt className="text-sm font-semibold tracking-wide text-brass-400 uppercase">{addressLabel}</dt>
            <dd className="mt-1 inline-flex items-center gap-2 text-lg font-bold">
              <MapPin aria-hidden="true" className="size-5 shrink-0" />
              {addressLine}
            </dd>
          </div>
        ) : null}
      </dl>
      <ul className="mt-6 space-y-2 border-t border-navy-700 pt-5 text-sm text-navy-100">
        <li className="flex items-center gap-2">
          <Headphones aria-hidden="true" className="size-4 text-brass-400" />
          {site.claims.support.statement}
        </li>
        {withTimes
          ? [site.claims.approvalTime, site.claims.applicationReply].map((claim) => (
              <li key={claim.value} className="flex items-center gap-2">
                <Clock aria-hidden="true" className="size-4 shrink-0 text-brass-400" />
                {claim.statement}
              </li>
            ))
          : null}
        <li className="flex items-center gap-2">
          <ShieldCheck aria-hidden="true" className="size-4 text-brass-400" />
          {site.brand.veteranLine}
        </li>
      </ul>
    </aside>
  );
}
