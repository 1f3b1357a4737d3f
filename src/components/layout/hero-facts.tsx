import { ShieldCheck } from "lucide-react";
import { site } from "@/content/site";

export type ClaimKey = keyof typeof site.claims;

/**
 * The right half of a text-only page hero on wide screens (issue 19: "desktop heroes with an empty right half"):
 * four of the published figures of `site.claims` as a panel, and the veteran line under them. Built from content
 * only, no stock imagery; hidden below 1024 px, where the hero is one column and the figures would only push the
 * page down.
 */
export function HeroFacts({ claims, label }: { claims: readonly ClaimKey[]; label: string }) {
  return (
    <figure className="rounded-2xl border border-navy-700 bg-navy-800/70 p-6 shadow-2xl shadow-navy-950/40">
      <figcaption className="sr-only">{label}</figcaption>
      <dl className="grid grid-cols-2 gap-4">
        {claims.map((key) => {
          const claim = site.claims[key];
          return (
            <div key={key} className="flex flex-col-reverse rounded-xl bg-navy-900 p-4">
              <dt className="mt-1 text-sm text-navy-100">{claim.label}</dt>
              <dd className="text-2xl font-extrabold text-brass-400 xl:text-3xl">{claim.value}</dd>
            </div>
          );
        })}
      </dl>
      <p className="mt-5 flex items-center gap-2 border-t border-navy-700 pt-4 text-sm text-navy-100">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-brass-400" />
        {site.brand.veteranLine}
      </p>
    </figure>
  );
}
