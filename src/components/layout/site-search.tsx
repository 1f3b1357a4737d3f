import * as React from "react";
import { Search } from "lucide-react";
import { searchHref } from "@/content/navigation";
import { cn } from "@/lib/utils";
import { useHydrated } from "@/components/forms/fields";

/** Refuses text that is only spaces, before any script runs (SPEC 5: blank text, after trimming, is ignored). */
export const SEARCH_PATTERN = ".*\\S.*";

/**
 * The header search. Without JavaScript it is a plain GET form to /contact whose field is `required` with a pattern
 * that refuses whitespace only, so blank text never leaves the page; once hydrated the form skips the browser's
 * check (`noValidate`), ignores blank text silently and navigates to /contact?search=<URL-encoded text>.
 */
export function SiteSearch({ id, className }: { id: string; className?: string }) {
  const hydrated = useHydrated();
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const href = searchHref(String(data.get("search") ?? ""));
    if (href) window.location.assign(href);
  };

  return (
    <form
      role="search"
      action="/contact"
      method="get"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className={cn("relative flex items-center", className)}
    >
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        name="search"
        type="search"
        required
        pattern={SEARCH_PATTERN}
        title="Type a word or two to search for"
        placeholder="Search"
        autoComplete="off"
        enterKeyHint="search"
        className="h-10 w-full rounded-md border border-navy-100 bg-navy-50 pr-10 pl-3 text-sm text-ink placeholder:text-muted focus:border-navy-700 focus:bg-white"
      />
      <button
        type="submit"
        aria-label="Submit search"
        title="Search pages, industries and articles"
        className="absolute right-1 inline-flex size-8 items-center justify-center rounded text-navy-800 hover:bg-navy-100"
      >
        <Search aria-hidden="true" className="size-4" />
      </button>
    </form>
  );
}
