import type * as React from "react";
import { adminCopy } from "@/content/admin";
import { Button } from "@/components/ui/button";
import { CSRF_FIELD } from "@/lib/staff-views";

/**
 * The staff pages' frame: a plain header (brand, the two sections, who is signed in, Sign out) and the content.
 * Everything is server-rendered HTML; Sign out is a form, so the staff side needs no JavaScript at all.
 */
export function AdminHeader({
  current,
  staff,
}: {
  current?: "inbox" | "newsletter" | "reports" | "staff";
  staff?: { username: string; csrfToken: string; admin?: boolean };
}) {
  const copy = adminCopy.nav;
  const link = (href: string, key: "inbox" | "newsletter" | "reports" | "staff", label: string) => (
    <a
      href={href}
      aria-current={current === key ? "page" : undefined}
      className="rounded-md px-3 py-2 text-sm font-semibold text-white hover:bg-navy-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brass-400 aria-[current=page]:bg-navy-800 aria-[current=page]:text-brass-400"
    >
      {label}
    </a>
  );
  return (
    <header className="bg-navy-900 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <span className="text-lg font-bold tracking-tight">{adminCopy.brand}</span>
        {staff ? (
          <>
            <nav aria-label="Staff" className="flex gap-1">
              {link("/admin", "inbox", copy.inbox)}
              {link("/admin/newsletter", "newsletter", copy.newsletter)}
              {link("/admin/reports", "reports", copy.reports)}
              {staff.admin ? link("/admin/staff", "staff", copy.staff) : null}
            </nav>
            <div className="ml-auto flex items-center gap-3 text-sm">
              <span>
                {copy.signedInAs} <strong>{staff.username}</strong>
              </span>
              <form method="post" action="/api/admin/logout">
                <input type="hidden" name={CSRF_FIELD} value={staff.csrfToken} />
                <Button type="submit" variant="outlineLight" size="sm">
                  {copy.signOut}
                </Button>
              </form>
            </div>
          </>
        ) : null}
      </div>
    </header>
  );
}

/** A notice after a form post: role="status" for news, role="alert" for a problem. */
export function Notice({ tone, children }: { tone: "success" | "error"; children: React.ReactNode }) {
  return tone === "success" ? (
    <p role="status" className="rounded-md border border-green-700 bg-green-50 px-4 py-3 text-sm font-medium text-green-900">
      {children}
    </p>
  ) : (
    <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
      {children}
    </p>
  );
}

export function PageHeading({ title, lead, children }: { title: string; lead?: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold text-navy-900 sm:text-3xl">{title}</h1>
        {lead ? <p className="mt-1 text-muted">{lead}</p> : null}
      </div>
      {children}
    </div>
  );
}

/** Native controls styled like the public forms' fields (a native select works without JavaScript). */
export const controlClass =
  "h-11 w-full rounded-md border border-gray-500 bg-white px-3 text-base text-ink focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brass-500";
export const labelClass = "text-sm font-semibold text-navy-900";

/** A labelled control of the staff pages' GET filter forms: the label above the control (given as children). */
export function FilterField({
  id,
  label,
  className = "",
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={`grid gap-1.5 ${className}`.trim()}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** A date of a filter form (from / to), labelled. */
export function DateField({
  id,
  name,
  label,
  value,
  min,
  max,
}: {
  id: string;
  name: string;
  label: string;
  value?: string;
  /** Earliest and latest dates the field accepts (YYYY-MM-DD). */
  min?: string;
  max?: string;
}) {
  return (
    <FilterField id={id} label={label}>
      <input id={id} name={name} type="date" defaultValue={value} min={min} max={max} className={controlClass} />
    </FilterField>
  );
}
