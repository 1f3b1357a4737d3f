/** Header and footer links exactly as SPEC "Global navigation" and "Footer". */
import type { NavItem, NavLink } from "./schemas";

export type { NavItem, NavLink };

export const mainNav: NavItem[] = [
  { label: "Home", href: "/" },
  {
    label: "Solutions",
    href: "/solutions",
    description: "Merchant accounts, funding, ACH, underwriting and gateways.",
    children: [
      { label: "POS Systems", href: "/pos-systems", description: "Countertop, tablet and mobile POS, with 200+ integrations." },
      {
        label: "High-Risk Processing",
        href: "/high-risk",
        description: "Stable accounts for industries other processors decline.",
      },
    ],
  },
  {
    label: "Industries",
    href: "/industries",
    description: "Processing tuned to how your sector sells.",
    children: [
      {
        label: "Low-Risk Industries",
        href: "/industries#low-risk",
        description: "Restaurants, retail, law firms, home services and more.",
      },
      {
        label: "High-Risk Industries",
        href: "/industries#high-risk",
        description: "E-commerce, supplements, coaching, firearms and more.",
      },
    ],
  },
  { label: "ISV", href: "/isv" },
  {
    label: "Resources",
    href: "/resources",
    description: "Answers and articles for business owners.",
    children: [
      { label: "FAQ", href: "/resources#faq", description: "Straight answers about rates, approval and contracts." },
      { label: "Blog", href: "/blog", description: "Guides on fees, high-risk processing and customer service." },
    ],
  },
  {
    label: "Partner",
    href: "/partner",
    description: "Grow with us as an ISV, consultant or community partner.",
    children: [
      {
        label: "Schedule a Consultation",
        href: "/partner/schedule-consult",
        description: "Book a call with our partnership team.",
      },
      { label: "About Us", href: "/partner/about", description: "Our mission, values and the team behind them." },
      { label: "Referral Program", href: "/partner/referral-program", description: "Earn per referral plus monthly residuals." },
      { label: "Apply Now", href: "/application", description: "Open a merchant account in minutes." },
    ],
  },
  { label: "Contact", href: "/contact" },
];

/** The dropdown entries of an item, led by an Overview link to the parent page. */
export function withOverview(item: NavItem): NavLink[] {
  if (!item.children) return [];
  return [{ label: "Overview", href: item.href, description: item.description }, ...item.children];
}

export const getStarted: NavLink = { label: "Get Started", href: "/application" };

export const footerLinks: NavLink[] = [
  { label: "Solutions", href: "/solutions" },
  { label: "High-Risk Management", href: "/high-risk-management" },
  { label: "POS Systems", href: "/pos-systems" },
  { label: "Industries", href: "/industries" },
  { label: "About Us", href: "/partner/about" },
  { label: "Blog", href: "/resources" },
  { label: "Contact and Support", href: "/contact" },
  { label: "Privacy Policy", href: "/privacy-policy" },
  { label: "Apply Now", href: "/application" },
];

/**
 * "Your Privacy Choices" (issue 35): beside the copyright line, not among the SPEC's nine footer links, on every page
 * (the opt-out page for the ad conversion tag, as US state privacy laws expect it to be reachable).
 */
export const privacyChoicesLink: NavLink = { label: "Your Privacy Choices", href: "/privacy-choices" };

/** Permanent redirects answered by the server (see docs/content.md). */
export const redirects: Record<string, string> = {
  "/high-risk-management": "/high-risk",
};

/** Where the header search sends the visitor; blank text after trimming goes nowhere. */
export function searchHref(text: string): string | null {
  const query = text.trim();
  return query ? `/contact?search=${encodeURIComponent(query)}` : null;
}
