import type { APIRoute } from "astro";
import { fieldErrorsOf, HONEYPOT_FIELD, newsletterSchema } from "@/content/lead-schema";
import { newsletterSignupAnswer } from "@/content/newsletter-pages";
import { handleJsonPost, json, methodNotAllowed } from "@/server/http/api";
import { attributionFromBody } from "@/server/leads/attribution";
import { subscribe } from "@/server/leads/newsletter";
import { logger } from "@/server/logger";

export const prerender = false;

/**
 * POST /api/newsletter: a signup (double opt-in, issue 35). Whatever the address's state (new, pending, subscribed,
 * unsubscribed) and whether a confirmation goes out, the answer is the same 202 with the same body, so the endpoint
 * never tells anyone whether an address is on the list. Only a bad request differs (400 naming the field, and the
 * shared pipeline's 403/413/415/429).
 */
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
      return json(202, { message: newsletterSignupAnswer });
    }
    const outcome = await subscribe(parsed.data.email, attribution.value);
    logger.info("newsletter signup", { requestId, outcome });
    return json(202, { message: newsletterSignupAnswer });
  });

export const ALL: APIRoute = () => methodNotAllowed();
