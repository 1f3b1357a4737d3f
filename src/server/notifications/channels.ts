import { site } from "@/content/site";
import type { Database } from "@/server/db/client";
import { appDatabase } from "@/server/db/database";
import type { Env } from "@/server/env";
import { logger } from "@/server/logger";
import { createEmailSender } from "./email";
import type { LeadPayload } from "./payload";
import { visitorMailFor } from "./visitor-mail";
import { postWebhook } from "./webhook";
import type { Channel, ChannelName, OutboxEvent } from "./worker";

/** What each channel sends: email the staff notification and the visitors' emails, the webhook the events. */
export const EMAIL_EVENTS = [
  "lead.created",
  "lead.receipt",
  "newsletter.confirmation",
  "newsletter.welcome",
] as const satisfies readonly OutboxEvent[];
export const WEBHOOK_EVENTS = [
  "lead.created",
  "newsletter.subscribed",
  "newsletter.unsubscribed",
] as const satisfies readonly OutboxEvent[];

/** The channels the environment configures: email when SMTP_URL is set, the webhook when WEBHOOK_URL is set. */
export function configuredChannelNames(env: Env): ChannelName[] {
  return [...(env.SMTP_URL ? (["email"] as const) : []), ...(env.WEBHOOK_URL ? (["webhook"] as const) : [])];
}

/**
 * The configured channels. `database` is where the newsletter emails read their subscriber and the link key at
 * delivery (the process's database unless a caller hands in its own).
 */
export function channelsFromEnv(
  env: Env,
  database: () => Promise<Database> = appDatabase,
): { channels: Channel[]; close: () => void } {
  const channels: Channel[] = [];
  const closers: (() => void)[] = [];
  if (env.SMTP_URL) {
    const to = env.SALES_EMAIL ?? site.contact.email;
    const sender = createEmailSender({
      smtpUrl: env.SMTP_URL,
      to,
      from: env.SMTP_FROM ?? `"${site.brand.name} website" <${to}>`,
      visitorFrom: env.SMTP_FROM ?? `"${site.brand.name}" <${to}>`,
      siteUrl: env.SITE_URL,
    });
    channels.push({
      name: "email",
      events: EMAIL_EVENTS,
      async send(message) {
        if (message.event === "lead.created") return sender.send(message.payload as LeadPayload, message.id);
        const mail = await visitorMailFor(message, await database(), env.SITE_URL);
        if (!mail) {
          logger.info("visitor email no longer due", { outboxId: message.id, event: message.event });
          return;
        }
        // Loaded at the first visitor email, never with the entry: React must load after NODE_ENV is settled
        // (scripts/build-server.mjs puts the renderer in a chunk of its own).
        const { renderMail } = await import("@/server/mail/render");
        await sender.sendVisitor(await renderMail(mail, env.SITE_URL), message.id);
      },
    });
    closers.push(() => sender.close());
  }
  if (env.WEBHOOK_URL && env.WEBHOOK_SECRET) {
    const url = env.WEBHOOK_URL;
    const secret = env.WEBHOOK_SECRET;
    channels.push({
      name: "webhook",
      events: WEBHOOK_EVENTS,
      send: (message) => postWebhook(url, secret, { deliveryId: message.id, event: message.event, body: message.body }),
    });
  }
  return { channels, close: () => closers.forEach((close) => close()) };
}
