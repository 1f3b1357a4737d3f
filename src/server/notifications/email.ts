import nodemailer from "nodemailer";
import {
  applicationIndustryOptions,
  applicationInterestOptions,
  contactIndustryOptions,
  contactInterestOptions,
  currentProcessorOptions,
  type Option,
} from "@/lib/lead-schema";
import { formatStaffDateTime } from "@/lib/staff-time";
import type { LeadPayload } from "./payload";

/** The email channel: one plain-text message per lead to the sales address, over SMTP (SMTP_URL). */
export interface EmailSettings {
  smtpUrl: string;
  from: string;
  to: string;
  /** Public origin, for the link to the lead in the staff inbox. */
  siteUrl: string;
}

function labelOf(options: readonly Option[], value: string | null): string {
  if (!value) return "Not given";
  return options.find((option) => option.value === value)?.label ?? value;
}

/** Header-safe single line (no CR/LF from visitor input reaches a header). */
function oneLine(text: string): string {
  return text.replace(/[\r\n\t]+/g, " ").trim();
}

export function leadEmail(lead: LeadPayload, settings: Pick<EmailSettings, "siteUrl">) {
  const application = lead.kind === "application";
  const interests = application ? applicationInterestOptions : contactInterestOptions;
  const industries = application ? applicationIndustryOptions : contactIndustryOptions;
  const name = `${lead.firstName} ${lead.lastName}`;
  const subject = oneLine(
    `${application ? "New application" : "New contact message"}: ${lead.businessName} (${name}) [${lead.reference}]`,
  );
  const lines = [
    `${application ? "An application" : "A contact message"} arrived on the website.`,
    "",
    `Reference:          ${lead.reference}`,
    `Submitted:          ${formatStaffDateTime(lead.submittedAt)}`,
    `Name:               ${name}`,
    `Business:           ${lead.businessName}`,
    `Email:              ${lead.email}`,
    `Phone:              ${lead.phone || "Not given"}`,
    `Interested in:      ${labelOf(interests, lead.interestedIn)}`,
    `Industry:           ${labelOf(industries, lead.industry)}`,
    ...(application
      ? [
          `Current processor:  ${labelOf(currentProcessorOptions, lead.currentProcessor)}`,
          `Monthly volume:     ${lead.monthlyVolume || "Not given"}`,
        ]
      : []),
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
    close: () => transport.close(),
  };
}
