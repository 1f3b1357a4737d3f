import nodemailer from "nodemailer";
import { leadFieldsIn, leadFieldText } from "@/content/lead-fields";
import { formatStaffDateTime } from "@/lib/staff-time";
import type { LeadPayload } from "./payload";
import type { RenderedMail } from "@/server/mail/render";

/**
 * The email channel over SMTP (SMTP_URL): one plain-text message per lead to the sales address, and the visitors'
 * own emails (receipts and the newsletter's, issue 35) rendered by src/server/mail.
 */
export interface EmailSettings {
  smtpUrl: string;
  from: string;
  to: string;
  /** Sender of the visitors' emails (receipts, newsletter); replies go to `to`, the sales address (issue 35). */
  visitorFrom?: string;
  /** Public origin, for the link to the lead in the staff inbox. */
  siteUrl: string;
}

/**
 * The one-line guard: every value a visitor typed goes through it before it reaches the subject, a header or a
 * line of the body. Line breaks (CR, LF, U+2028/2029) and other control characters (C0, DEL, C1, which includes
 * ESC and BEL) become one space, so a value can neither add a line nor a header. And `=?` becomes `= ?`: an RFC 2047
 * encoded word (`=?UTF-8?B?...?=`) typed by a visitor would otherwise reach the Subject and the Reply-To name as
 * it is, and mail clients would decode it into text of the visitor's choosing ("Admin <admin@...>"; issue 33).
 * With the space no client sees an encoded word; nodemailer encodes what the headers really hold.
 */
export function oneLine(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
    .trim()
    .replace(/=\?/g, "= ?");
}

/** "Label:" padded to one column, then the guarded value. */
const line = (label: string, value: string) => `${`${label}:`.padEnd(20)}${oneLine(value)}`;

export function leadEmail(lead: LeadPayload, settings: Pick<EmailSettings, "siteUrl">) {
  const application = lead.kind === "application";
  const name = oneLine(`${lead.firstName} ${lead.lastName}`);
  const subject = oneLine(
    `${application ? "New application" : "New contact message"}: ${oneLine(lead.businessName)} (${name}) [${lead.reference}]`,
  );
  const lines = [
    `${application ? "An application" : "A contact message"} arrived on the website.`,
    "",
    line("Reference", lead.reference),
    line("Submitted", formatStaffDateTime(lead.submittedAt)),
    line("Name", name),
    // Every lead field the email shows, in the descriptor's order, each through the one-line guard.
    ...leadFieldsIn("email", lead.kind).map((field) =>
      line(
        field.emailLabel ?? field.label,
        leadFieldText(field, lead[field.name as keyof LeadPayload] as string | null, lead.kind),
      ),
    ),
    "",
    `Open it in the staff inbox: ${new URL(`/admin/leads/${lead.id}`, settings.siteUrl).href}`,
    "Reply to this email to answer the lead directly.",
  ];
  return { subject, text: `${lines.join("\n")}\n` };
}

export function createEmailSender(settings: EmailSettings) {
  // Bounded waits: a stuck mail server must not hold an outbox lease for minutes (the worker retries later).
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(lead: LeadPayload, deliveryId: string): Promise<void> {
      const { subject, text } = leadEmail(lead, settings);
      await transport.sendMail({
        from: settings.from,
        to: settings.to,
        replyTo: { name: oneLine(`${lead.firstName} ${lead.lastName}`), address: lead.email },
        subject,
        text,
        headers: { "X-Harborline-Delivery": deliveryId },
      });
    },
    /**
     * A visitor's email (issue 35): HTML and plain-text parts of one template, Reply-To the sales address so a reply
     * reaches a person; newsletter messages add List-Unsubscribe (RFC 2369) with List-Unsubscribe-Post (RFC 8058),
     * so mail providers offer one-click unsubscribe (the POST goes to the same https URL).
     */
    async sendVisitor(mail: RenderedMail, deliveryId: string): Promise<void> {
      await transport.sendMail({
        from: settings.visitorFrom ?? settings.from,
        to: mail.to,
        replyTo: settings.to,
        subject: oneLine(mail.subject),
        text: mail.text,
        html: mail.html,
        ...(mail.unsubscribeUrl ? { list: { unsubscribe: mail.unsubscribeUrl } } : {}),
        headers: {
          "X-Harborline-Delivery": deliveryId,
          ...(mail.unsubscribeUrl ? { "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {}),
        },
      });
    },
    close: () => transport.close(),
  };
}
