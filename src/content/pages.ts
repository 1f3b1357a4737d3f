import { z } from "zod";

/**
 * Search-engine data for every fixed route, keyed by path. Routes read their entry from here; the Open Graph
 * cards, the sitemap and the site search are generated from the same entries.
 */
export const pageEntrySchema = z.object({
  path: z.string().startsWith("/"),
  /** The page's own title; the layout appends the brand. */
  title: z.string().min(3).max(70),
  description: z.string().min(50).max(170),
  keywords: z.array(z.string().min(2)).min(1),
  noIndex: z.boolean().default(false),
  /** Listed in sitemap.xml (false for the not-found page). */
  inSitemap: z.boolean().default(true),
});

export type PageEntry = z.infer<typeof pageEntrySchema>;

const entries = z.array(pageEntrySchema).parse([
  {
    path: "/privacy-policy",
    title: "Privacy Policy",
    description:
      "How Harborline Payments collects, uses, protects and shares the information you give us, and the choices and rights you have over it.",
    keywords: ["privacy policy", "data protection", "payment processing privacy", "Harborline Payments"],
  },
  {
    path: "/contact",
    title: "Contact Us",
    description:
      "Talk to Harborline Payments' veteran-founded team about merchant accounts, POS systems, high-risk processing and lower fees. Call, email or send a message.",
    keywords: ["contact payment processor", "merchant services sales", "payment processing quote", "Harborline Payments contact"],
  },
  {
    path: "/application",
    title: "Apply for a Merchant Account",
    description:
      "Apply for card processing, POS and online payments in about two minutes. Get a customized quote from a veteran-founded payment processor.",
    keywords: ["merchant account application", "apply for credit card processing", "payment processing application", "high-risk merchant account"],
  },
  {
    path: "/application-tracking",
    title: "Track Your Application",
    description:
      "Check the status of your Harborline Payments merchant account application with the reference from your confirmation and your email address.",
    keywords: ["application status", "merchant account application tracking"],
  },
  {
    path: "/404",
    title: "Page Not Found",
    description:
      "The page you asked for is not on our site. Find payment processing, POS and merchant account information from our home page.",
    keywords: ["page not found"],
    noIndex: true,
    inSitemap: false,
  },
]);

export const pages: ReadonlyMap<string, PageEntry> = new Map(entries.map((entry) => [entry.path, entry]));

export function getPage(path: string): PageEntry {
  const entry = pages.get(path);
  if (!entry) throw new Error(`No page entry for ${path} in src/content/pages.ts`);
  return entry;
}
