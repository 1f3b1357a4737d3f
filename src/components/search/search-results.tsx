import { SearchX } from "lucide-react";
import { emailHref, phoneHref, site } from "@/content/site";
import { normalizeQuery, type SearchHit } from "@/lib/site-search";
import { EmailAddress } from "@/components/ui/email-address";
import { CssIcon } from "@/components/ui/css-icon";

/**
 * "Results for <text>" on /contact?search=<text>: the matching pages, best first, or a plain statement that nothing
 * matched, pointing to the contact form below. Static HTML; the visitor's text is only ever rendered as text
 * (React escapes it), never as markup. Renders nothing when there is no query.
 */
export function SearchResults({ query, results }: { query: string | null | undefined; results: readonly SearchHit[] }) {
  const text = normalizeQuery(query);
  if (!text) return null;
  return (
    <section aria-labelledby="search-results-heading" className="mx-auto max-w-4xl px-4 py-12" data-testid="search-results">
      <h2 id="search-results-heading" className="text-2xl font-bold tracking-tight text-navy-900 md:text-3xl">
        Results for <span className="break-words text-navy-700">{text}</span>
      </h2>
      {results.length > 0 ? (
        <>
          <p className="mt-2 text-muted">
            {results.length === 1 ? "1 page matches" : `${results.length} pages match`} your search, best match first.
          </p>
          <ol className="mt-6 space-y-4">
            {results.map((hit) => (
              <li key={hit.url} className="rounded-xl border border-navy-100 bg-white p-5 shadow-sm">
                <a
                  href={hit.url}
                  className="group inline-flex items-center gap-2 text-lg font-bold text-navy-800 underline-offset-4 hover:underline"
                >
                  {hit.title}
                  <CssIcon name="arrow-right" className="size-4 transition-transform group-hover:translate-x-1" />
                </a>
                <p className="mt-1 leading-relaxed text-muted">{hit.description}</p>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-muted">Not what you needed? Ask us directly with the contact form below.</p>
        </>
      ) : (
        <div className="mt-6 flex gap-4 rounded-xl border border-navy-100 bg-navy-50 p-6">
          <SearchX aria-hidden="true" className="size-7 shrink-0 text-navy-700" />
          <div>
            <p className="text-lg font-semibold text-navy-900">No pages matched your search.</p>
            <p className="mt-2 leading-relaxed text-ink">
              Tell us what you are looking for in the contact form below and our team will answer you directly, or call{" "}
              <a href={phoneHref} className="font-semibold text-navy-800 underline underline-offset-4">
                {site.contact.phone.display}
              </a>{" "}
              or email{" "}
              <a href={emailHref} className="font-semibold text-navy-800 underline underline-offset-4">
                <EmailAddress address={site.contact.email} />
              </a>
              .
            </p>
          </div>
        </div>
      )}
    </section>
  );
}
