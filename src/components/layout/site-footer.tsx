import { Mail, MapPin, Phone, ShieldCheck } from "lucide-react";
import { siFacebook, siX } from "simple-icons";
import { footerLinks, privacyChoicesLink } from "@/content/navigation";
import { addressLine, emailHref, phoneHref, site } from "@/content/site";
import { BrandIcon } from "@/components/ui/brand-icon";
import { Logo } from "./logo";
import { EmailAddress } from "@/components/ui/email-address";
import { PciBadge } from "@/components/trust/pci-badge";

const socialIcons = { facebook: siFacebook, x: siX } as const;

/** The footer on every page; static HTML, no JavaScript. */
export function SiteFooter() {
  return (
    <footer className="bg-navy-950 text-navy-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-page py-12 md:grid-cols-[1.3fr_1fr_1fr]">
        <div className="space-y-4">
          <a href="/" className="inline-block rounded-md" aria-label={`${site.brand.name} home`}>
            <Logo light />
          </a>
          <p className="max-w-sm text-sm leading-relaxed">{site.brand.description}</p>
          <p className="flex items-center gap-2 text-sm font-semibold text-brass-400">
            <ShieldCheck aria-hidden="true" className="size-5" />
            {site.brand.veteranLine}
          </p>
          <PciBadge tone="dark" />
        </div>
        <nav aria-label="Footer">
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Company</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm md:grid-cols-1">
            {footerLinks.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="inline-block py-1 hover:text-white hover:underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">Talk to us</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a href={phoneHref} className="inline-flex items-center gap-2 py-1 hover:text-white hover:underline">
                <Phone aria-hidden="true" className="size-4" />
                {site.contact.phone.display}
              </a>
            </li>
            <li>
              <a href={emailHref} className="inline-flex items-center gap-2 py-1 hover:text-white hover:underline">
                <Mail aria-hidden="true" className="size-4" />
                <EmailAddress address={site.contact.email} />
              </a>
            </li>
            <li>{site.contact.supportHours}</li>
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {addressLine}
            </li>
          </ul>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {site.social.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  rel="noopener noreferrer me"
                  target="_blank"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-navy-800 text-white hover:bg-navy-700"
                >
                  <BrandIcon icon={socialIcons[link.icon]} />
                  <span className="sr-only">{`${site.brand.name} on ${link.name} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-navy-800">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-page py-5 text-xs text-navy-100">
          <p>
            © {site.brand.copyrightYear} {site.brand.legalName}. All rights reserved. {site.brand.veteranLine}.
          </p>
          <a href={privacyChoicesLink.href} className="inline-block py-1 underline underline-offset-2 hover:text-white">
            {privacyChoicesLink.label}
          </a>
        </div>
      </div>
    </footer>
  );
}
