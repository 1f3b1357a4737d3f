import type { Database } from "@/server/db/client";
import type { ReceiptPayload } from "@/server/leads/contacts";
import { subscriberRow, type SubscriberMailPayload } from "@/server/leads/newsletter";
import { confirmToken, confirmUrl, linkKey, unsubscribeToken, unsubscribeUrl } from "@/server/leads/newsletter-tokens";
import type { VisitorMail } from "@/server/mail/render";
import type { OutboxMessage } from "./worker";

/**
 * The first name a receipt greets, or "" for none. A receipt goes to whatever address was typed into a form, so a
 * stranger could type someone else's address and a "name" such as "Claim your prize at example.com" to have us
 * mail it under our brand: only a short run of letters, spaces, apostrophes, hyphens and periods is used, and
 * nothing that reads as a domain or a link.
 */
export function greetingName(firstName: string): string {
  const name = firstName.trim().replace(/\s+/g, " ");
  if (name.length === 0 || name.length > 40) return "";
  if (!/^\p{L}[\p{L}\p{M}'’ .-]*$/u.test(name)) return "";
  if (/\.\p{L}{2,}/u.test(name)) return "";
  return name;
}

/**
 * The email an outbox row asks for, built at delivery time, or null when there is nothing to send any more: a
 * confirmation for an address that is no longer pending (confirmed through an earlier link, unsubscribed), a welcome
 * for one that has unsubscribed since. Confirmation links are signed now, so a message kept in the outbox while no
 * mail server was configured still carries a link valid for 7 days.
 */
export async function visitorMailFor(message: OutboxMessage, db: Database, siteUrl: string): Promise<VisitorMail | null> {
  switch (message.event) {
    case "lead.receipt": {
      const receipt = message.payload as ReceiptPayload;
      const firstName = greetingName(receipt.firstName);
      return receipt.source === "application"
        ? { kind: "application-receipt", to: receipt.email, firstName, reference: receipt.reference }
        : { kind: "message-receipt", source: receipt.source, to: receipt.email, firstName, reference: receipt.reference };
    }
    case "newsletter.confirmation":
    case "newsletter.welcome": {
      const { subscriberId } = message.payload as SubscriberMailPayload;
      const row = await subscriberRow(db, subscriberId);
      const key = await linkKey(db);
      if (!row) return null;
      const unsubscribe = unsubscribeUrl(siteUrl, unsubscribeToken(key, row.id));
      if (message.event === "newsletter.welcome") {
        return row.status === "active" ? { kind: "newsletter-welcome", to: row.email, unsubscribeUrl: unsubscribe } : null;
      }
      if (row.status !== "pending" || !row.confirmNonce) return null;
      return {
        kind: "newsletter-confirmation",
        to: row.email,
        confirmUrl: confirmUrl(siteUrl, confirmToken(key, row.id, row.confirmNonce)),
        unsubscribeUrl: unsubscribe,
      };
    }
    default:
      return null;
  }
}
