import { site } from "@/content/site";
import type { Env } from "@/server/env";
import { createEmailSender } from "./email";
import { postWebhook } from "./webhook";
import type { Channel, ChannelName } from "./worker";

/** The channels the environment configures: email when SMTP_URL is set, the webhook when WEBHOOK_URL is set. */
export function configuredChannelNames(env: Env): ChannelName[] {
  return [...(env.SMTP_URL ? (["email"] as const) : []), ...(env.WEBHOOK_URL ? (["webhook"] as const) : [])];
}

export function channelsFromEnv(env: Env): { channels: Channel[]; close: () => void } {
  const channels: Channel[] = [];
  const closers: (() => void)[] = [];
  if (env.SMTP_URL) {
    const to = env.SALES_EMAIL ?? site.contact.email;
    const sender = createEmailSender({
      smtpUrl: env.SMTP_URL,
      to,
      from: env.SMTP_FROM ?? `"${site.brand.name} website" <${to}>`,
      siteUrl: env.SITE_URL,
    });
    channels.push({ name: "email", send: (message) => sender.send(message.lead, message.id) });
    closers.push(() => sender.close());
  }
  if (env.WEBHOOK_URL && env.WEBHOOK_SECRET) {
    const url = env.WEBHOOK_URL;
    const secret = env.WEBHOOK_SECRET;
    channels.push({
      name: "webhook",
      send: (message) => postWebhook(url, secret, { deliveryId: message.id, event: message.event, body: message.body }),
    });
  }
  return { channels, close: () => closers.forEach((close) => close()) };
}
