import type { ReactNode } from "react";
import { newsletterConfirmPage, newsletterUnsubscribePage } from "@/content/newsletter-pages";
import type { ConfirmView, UnsubscribeView } from "@/lib/newsletter-views";
import { PageHero } from "@/components/layout/page-hero";
import { Button, ButtonLink } from "@/components/ui/button";

/**
 * The pages the newsletter's emailed links open (issue 35): server HTML with plain forms, no JavaScript. The
 * visitor's address is shown as React text. The routes decide the outcome (src/pages/newsletter/*.astro).
 */

/** Fills `{email}` with the address in bold (as text). */
function withEmail(template: string, email: string): ReactNode {
  const [before, after] = template.split("{email}");
  return after === undefined ? (
    template
  ) : (
    <>
      {before}
      <strong className="font-semibold break-all">{email}</strong>
      {after}
    </>
  );
}

function ResultSection({ children }: { children: ReactNode }) {
  return (
    <section className="mx-auto max-w-3xl px-page py-12 md:py-16">
      <div className="space-y-6 rounded-xl border border-navy-100 bg-navy-50 p-6 text-lg leading-relaxed text-ink md:p-10">
        {children}
      </div>
    </section>
  );
}

/** /newsletter/confirm: what the link did. A link that no longer works offers the signup again (`signup`). */
export function NewsletterConfirmView({ view, signup }: { view: ConfirmView; signup?: ReactNode }) {
  const copy = newsletterConfirmPage;
  const text =
    view.kind === "confirmed"
      ? copy.confirmed
      : view.kind === "already-confirmed"
        ? copy.alreadyConfirmed
        : view.kind === "expired"
          ? copy.expired
          : copy.invalid;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={text.title} />
      <ResultSection>
        <p data-testid="newsletter-result">{"email" in view ? withEmail(text.text, view.email) : text.text}</p>
        {"email" in view ? (
          <ButtonLink href="/blog" variant="secondary">
            {copy.blogLink}
          </ButtonLink>
        ) : (
          signup
        )}
      </ResultSection>
    </>
  );
}

/**
 * /newsletter/unsubscribe: a button that unsubscribes (GET never does: mail scanners open links), then the result
 * with a button to subscribe again. `action` is the page's own URL with its token.
 */
export function NewsletterUnsubscribeView({ view }: { view: UnsubscribeView }) {
  const copy = newsletterUnsubscribePage;
  if (view.kind === "invalid") {
    return (
      <>
        <PageHero eyebrow={copy.eyebrow} title={copy.invalid.title} />
        <ResultSection>
          <p data-testid="newsletter-result">{copy.invalid.text}</p>
        </ResultSection>
      </>
    );
  }
  const text =
    view.kind === "confirm"
      ? copy.confirm
      : view.kind === "done"
        ? copy.done
        : view.kind === "resubscribed"
          ? copy.resubscribed
          : copy.staffRemoved;
  const button = view.kind === "confirm" ? copy.confirm.button : view.kind === "done" ? copy.done.button : undefined;
  return (
    <>
      <PageHero eyebrow={copy.eyebrow} title={text.title} />
      <ResultSection>
        <p data-testid="newsletter-result">{withEmail(text.text, view.email)}</p>
        {button ? (
          <form method="post" action={view.action}>
            {view.kind === "done" ? <input type="hidden" name="action" value="resubscribe" /> : null}
            <Button type="submit" variant={view.kind === "confirm" ? "secondary" : "primary"} size="lg">
              {button}
            </Button>
          </form>
        ) : null}
      </ResultSection>
    </>
  );
}
