import type { ReactNode } from "react";
import { MailCheck } from "lucide-react";
import { resourcesContent } from "@/content/resources";
import { keepWordsWhole } from "@/components/ui/keep-words-whole";

/**
 * The newsletter band of /blog. The signup form itself is the shared newsletter island, handed in by the route as
 * `newsletterForm` (an Astro named slot), so this block stays static HTML.
 */
export function NewsletterBlock({ newsletterForm }: { newsletterForm?: ReactNode }) {
  const copy = resourcesContent.blog.newsletter;
  return (
    <section aria-labelledby="newsletter-heading" className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-page py-14 md:grid-cols-2 md:py-16">
        <div>
          <MailCheck aria-hidden="true" className="size-10 text-brass-400" />
          <h2 id="newsletter-heading" className="mt-4 text-3xl font-extrabold tracking-tight">
            {keepWordsWhole(copy.heading)}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-navy-100">{copy.lead}</p>
        </div>
        <div>{newsletterForm}</div>
      </div>
    </section>
  );
}
