import type { ReactNode } from "react";
import { Info, TriangleAlert } from "lucide-react";
import { site } from "@/content/site";
import { cn } from "@/lib/utils";

/**
 * The components a post's MDX may use (the same names and props as the editor's content components in
 * keystatic.config.ts), so figures are read from the claims rather than retyped, and a callout looks the same in
 * every post. Passed to the rendered post as `<Content components={postComponents} />`; static HTML, no script.
 */
export type ClaimId = keyof typeof site.claims;
export const factNames = ["brand", "phone", "email"] as const;
export type FactName = (typeof factNames)[number];

/** A claim's figure or its whole sentence: `<Claim id="approvalRate" part="statement" />`. */
export function Claim({ id, part = "statement" }: { id: ClaimId; part?: "value" | "statement" }) {
  const claim = site.claims[id];
  if (!claim) throw new Error(`<Claim id="${id}">: no such claim in the published claims`);
  return <>{claim[part]}</>;
}

/** A contact point or the brand's name: `<Fact name="phone" />`. */
export function Fact({ name }: { name: FactName }) {
  const facts: Record<FactName, string> = {
    brand: site.brand.name,
    phone: site.contact.phone.display,
    email: site.contact.email,
  };
  if (!(name in facts)) throw new Error(`<Fact name="${name}">: unknown fact`);
  return <>{facts[name]}</>;
}

/** The payment methods we accept, as a list. */
export function PaymentMethods() {
  return (
    <ul>
      {site.acceptedPaymentMethods.map((method) => (
        <li key={method}>{method}</li>
      ))}
    </ul>
  );
}

/** A highlighted aside in the body: a note, or a warning the reader should not miss. */
export function Callout({ tone = "note", children }: { tone?: "note" | "warning"; children: ReactNode }) {
  const Icon = tone === "warning" ? TriangleAlert : Info;
  return (
    <aside
      className={cn(
        "mt-6 flex gap-4 rounded-xl border-l-4 p-5 [&_p]:mt-0 [&_p+p]:mt-3",
        tone === "warning" ? "border-brass-500 bg-brass-100/60" : "border-navy-700 bg-navy-50",
      )}
    >
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0 text-navy-800" />
      <div>{children}</div>
    </aside>
  );
}

export const postComponents = { Claim, Fact, PaymentMethods, Callout };
