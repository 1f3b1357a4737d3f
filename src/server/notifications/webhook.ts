import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The webhook channel: each lead is POSTed as JSON with an HMAC-SHA256 signature in `X-Harborline-Signature`,
 * formatted `t=<unix seconds>,v1=<hex digest>` where the digest covers `<t>.<raw body>`. Signing the timestamp
 * lets a receiver refuse replays of an old delivery; `X-Harborline-Delivery` (the outbox row id) lets it drop a
 * repeat of a delivery it has already processed.
 */
export const SIGNATURE_HEADER = "X-Harborline-Signature";
export const DELIVERY_HEADER = "X-Harborline-Delivery";
export const EVENT_HEADER = "X-Harborline-Event";
export const WEBHOOK_TIMEOUT_MS = 10_000;

export function signWebhook(body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${digest}`;
}

/** What a receiver runs: true when the signature is ours and no older than `toleranceSeconds`. */
export function verifyWebhookSignature(
  body: string,
  header: string | null | undefined,
  secret: string,
  toleranceSeconds = 300,
  now = Math.floor(Date.now() / 1000),
): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(
    header.split(",").map((part) => {
      const index = part.indexOf("=");
      return [part.slice(0, index).trim(), part.slice(index + 1).trim()];
    }),
  );
  const timestamp = Number(parts.t);
  if (
    !Number.isSafeInteger(timestamp) ||
    Math.abs(now - timestamp) > toleranceSeconds ||
    !/^[0-9a-f]{64}$/.test(parts.v1 ?? "")
  ) {
    return false;
  }
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`, "utf8").digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1!, "hex"));
}

export interface WebhookMessage {
  deliveryId: string;
  event: string;
  body: string;
}

export async function postWebhook(url: string, secret: string, message: WebhookMessage): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": "Harborline-Webhooks/1",
      [SIGNATURE_HEADER]: signWebhook(message.body, secret),
      [DELIVERY_HEADER]: message.deliveryId,
      [EVENT_HEADER]: message.event,
    },
    body: message.body,
    redirect: "error",
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new Error(`webhook answered HTTP ${response.status}`);
}
