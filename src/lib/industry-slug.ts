/**
 * SPEC "/industries" slug rule: the lowercased title with spaces turned into hyphens, except for four fixed
 * titles. Both Firearms variants ("Firearms (In-Person)", "Firearms (Online)", "Firearms (Online Sales)") share
 * one page.
 */
const EXCEPTIONS: Record<string, string> = {
  "E-commerce Stores": "ecommerce-stores",
  "Semaglutide & Tirzepatide": "semaglutide-tirzepatide",
  "Home Service Business": "home-service-business",
};

export function industrySlug(title: string): string {
  const trimmed = title.trim();
  if (EXCEPTIONS[trimmed]) return EXCEPTIONS[trimmed];
  if (/^Firearms\b/.test(trimmed)) return "firearms";
  return trimmed.toLowerCase().replace(/\s+/g, "-");
}

export function industryHref(title: string): string {
  return `/industries/${industrySlug(title)}`;
}
