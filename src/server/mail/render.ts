import * as React from "react";
import { render } from "@react-email/render";
import { mailCopy } from "@/content/mail";
import { formatReference } from "@/content/lead-schema";
import { oneLine } from "@/server/notifications/email";
import { ApplicationReceipt, fillText, MessageReceipt, NewsletterConfirmation, NewsletterWelcome } from "./templates";

/**
 * What a visitor email says, before it is rendered (issue 35). The outbox worker builds one from an outbox row at
 * delivery time (src/server/notifications/visitor-mail.ts); `npm run mail:preview` builds one of each with made-up
 * values (src/server/mail/preview.ts).
 */
export type VisitorMail =
  | { kind: "application-receipt"; to: string; firstName: string; reference: string }
  | { kind: "message-receipt"; source: "contact" | "chat"; to: string; firstName: string; reference: string }
  | { kind: "newsletter-confirmation"; to: string; confirmUrl: string; unsubscribeUrl: string }
  | { kind: "newsletter-welcome"; to: string; unsubscribeUrl: string };

export interface RenderedMail {
  to: string;
  /** Header-safe: through oneLine() (no control character, no RFC 2047 encoded word). */
  subject: string;
  html: string;
  text: string;
  /** Newsletter messages: the one-click unsubscribe URL for List-Unsubscribe (RFC 2369) and RFC 8058. */
  unsubscribeUrl?: string;
}

/** The tracking page with the reference filled in (src/pages/application-tracking.astro reads ?reference=). */
export function trackingUrl(siteUrl: string, reference: string): string {
  const url = new URL("/application-tracking", siteUrl);
  url.searchParams.set("reference", formatReference(reference));
  return url.href;
}

function element(mail: VisitorMail, siteUrl: string): { subject: string; node: React.ReactElement } {
  const siteHost = new URL(siteUrl).host;
  switch (mail.kind) {
    case "application-receipt": {
      const reference = formatReference(mail.reference);
      return {
        subject: fillText(mailCopy.application.subject, { reference }),
        node: React.createElement(ApplicationReceipt, {
          firstName: mail.firstName,
          reference,
          trackingUrl: trackingUrl(siteUrl, mail.reference),
          siteHost,
        }),
      };
    }
    case "message-receipt": {
      const reference = formatReference(mail.reference);
      return {
        subject: fillText(mailCopy[mail.source].subject, { reference }),
        node: React.createElement(MessageReceipt, { source: mail.source, firstName: mail.firstName, reference, siteHost }),
      };
    }
    case "newsletter-confirmation":
      return {
        subject: mailCopy.newsletterConfirmation.subject,
        node: React.createElement(NewsletterConfirmation, {
          email: mail.to,
          confirmUrl: mail.confirmUrl,
          unsubscribeUrl: mail.unsubscribeUrl,
          siteHost,
        }),
      };
    case "newsletter-welcome":
      return {
        subject: mailCopy.newsletterWelcome.subject,
        node: React.createElement(NewsletterWelcome, {
          blogUrl: new URL("/blog", siteUrl).href,
          unsubscribeUrl: mail.unsubscribeUrl,
          siteHost,
        }),
      };
  }
}

/**
 * The plain-text part: headings keep their case, and a phone or email link shows its text alone (the number and the
 * address are the text). Elements marked `data-skip-in-text` (a link repeated for HTML readers) are left out.
 */
const PLAIN_TEXT = {
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: "a[href^='tel:']", format: "anchor", options: { ignoreHref: true } },
    { selector: "a[href^='mailto:']", format: "anchor", options: { ignoreHref: true } },
  ],
};

/** A template's two parts: the HTML, and the plain text converted from that same HTML. */
export async function renderParts(node: React.ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(node), render(node, { plainText: true, htmlToTextOptions: PLAIN_TEXT })]);
  return { html, text };
}

/** Renders one message into its HTML and plain-text parts, both from the same template. */
export async function renderMail(mail: VisitorMail, siteUrl: string): Promise<RenderedMail> {
  const { subject, node } = element(mail, siteUrl);
  const { html, text } = await renderParts(node);
  return {
    to: mail.to,
    subject: oneLine(subject),
    html,
    text,
    ...("unsubscribeUrl" in mail ? { unsubscribeUrl: mail.unsubscribeUrl } : {}),
  };
}
