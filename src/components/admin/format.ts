import { adminCopy } from "@/content/admin";
import { formatStaffDateTime } from "@/lib/staff-time";

/** Fills `{slot}` placeholders of the staff copy. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

export interface DeliveryView {
  state: "delivered" | "retrying" | "waiting" | "failed" | "unconfigured" | "none";
  short: string;
  text: string;
  error: string | null;
}

export interface DeliveryInput {
  status: "pending" | "delivered" | "failed";
  attempts: number;
  deliveredChannels: string[];
  lastError: string | null;
  nextAttemptAt: Date | string;
  deliveredAt: Date | string | null;
}

/** How a lead's notification reads in the inbox; `channelsConfigured` tells "queued" from "kept, nothing to send". */
export function describeDelivery(delivery: DeliveryInput | null, channelsConfigured: boolean): DeliveryView {
  const copy = adminCopy.delivery;
  const view = (state: DeliveryView["state"], text: string, error: string | null = null): DeliveryView => ({
    state,
    short: copy.short[state],
    text,
    error,
  });
  if (!delivery) return view("none", copy.none);
  if (delivery.status === "delivered") {
    return view(
      "delivered",
      fill(copy.delivered, {
        channels: delivery.deliveredChannels.join(" and ") || "no channel",
        date: delivery.deliveredAt ? formatStaffDateTime(delivery.deliveredAt) : "",
      }),
    );
  }
  if (delivery.status === "failed") return view("failed", fill(copy.failed, { attempts: delivery.attempts }), delivery.lastError);
  if (!channelsConfigured) return view("unconfigured", copy.unconfigured);
  if (delivery.attempts > 0) {
    return view(
      "retrying",
      fill(copy.retrying, { attempts: delivery.attempts, date: formatStaffDateTime(delivery.nextAttemptAt) }),
      delivery.lastError,
    );
  }
  return view("waiting", copy.waiting);
}
