import type { APIRoute } from "astro";
import { fieldErrorsOf, HONEYPOT_FIELD, newsletterSchema } from "@/content/lead-schema";
import { handleJsonPost, json, methodNotAllowed } from "@/server/http/api";
import { attributionFromBody } from "@/server/leads/attribution";
import { subscribe } from "@/server/leads/newsletter";
import { logger } from "@/server/logger";

export const prerender = false;

/** POST /api/newsletter: 201 for a new subscriber, 200 for an address already subscribed (no second row). */
export const POST: APIRoute = (context) =>
  handleJsonPost(context, "newsletter", async ({ body, requestId }) => {
    const parsed = newsletterSchema.safeParse(body);
    if (!parsed.success) {
      return json(400, { message: "Please enter a valid email address.", fieldErrors: fieldErrorsOf(parsed.error) });
    }
    const attribution = attributionFromBody(body);
    if (!attribution.ok) return attribution.response;
    if (parsed.data[HONEYPOT_FIELD]) {
      logger.info("honeypot submission dropped", { requestId, scope: "newsletter" });
      return json(201, { status: "active", message: "Subscribed." });
    }
    const subscription = await subscribe(parsed.data.email, attribution.value);
    if (!subscription.created) return json(200, { status: subscription.status, message: "You are already subscribed." });
    logger.info("newsletter signup stored", { requestId });
    return json(201, { status: subscription.status, message: "Subscribed." });
  });

export const ALL: APIRoute = () => methodNotAllowed();
