import type { APIRoute } from "astro";
import { staffMethodNotAllowed, withLeadChange } from "@/server/admin/endpoint";
import { retryLeadNotification } from "@/server/admin/leads";
import { getEnv } from "@/server/env";
import { json } from "@/server/http/api";
import { logger } from "@/server/logger";
import { configuredChannelNames } from "@/server/notifications/channels";

export const prerender = false;

/**
 * POST /api/admin/leads/:id/retry-notification with { csrf }: queues a notification that failed after its last
 * attempt once more. The detail page's form posts here and is sent back to the page; JSON callers get JSON.
 */
export const POST: APIRoute = (context) =>
  withLeadChange(context, async ({ staff, id, answer }) => {
    if (configuredChannelNames(getEnv()).length === 0) {
      return answer(409, "no-channel", "No notification channel is configured, so a retry could not send anything.");
    }
    const result = await retryLeadNotification(id);
    switch (result.kind) {
      case "not-found":
        return json(404, { message: "No lead has that id." });
      case "not-failed":
        return answer(409, "not-failed", "This lead's notification has not failed, so there is nothing to retry.");
      case "ok":
        logger.info("lead notification queued again", { id, by: staff.username });
        return answer(200, "delivery-retried", "The notification is queued again.");
    }
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("POST");
