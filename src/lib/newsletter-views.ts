/**
 * What the newsletter's link pages render (issue 35): view types shared by the server's page logic
 * (src/server/leads/newsletter-pages.ts) and the components (src/components/newsletter), as staff-views.ts is for
 * the staff side.
 */
export type ConfirmView = { kind: "confirmed" | "already-confirmed"; email: string } | { kind: "expired" | "invalid" };

export type UnsubscribeView =
  | {
      kind: "confirm" | "done" | "resubscribed" | "staff-removed";
      email: string;
      /** The page's own URL with its token: where its buttons post. */
      action: string;
    }
  | { kind: "invalid" };
