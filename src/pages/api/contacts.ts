import type { APIRoute } from "astro";
import {
  applicationSchema,
  chatLeadSchema,
  contactSchema,
  fieldErrorsOf,
  HONEYPOT_FIELD,
  leadSourceOf,
} from "@/content/lead-schema";
import { adsConfig, adsOptedOut } from "@/lib/ad-conversion";
import { getEnv } from "@/server/env";
import { handleJsonPost, json, methodNotAllowed } from "@/server/http/api";
import { attributionFromBody } from "@/server/leads/attribution";
import { createLead } from "@/server/leads/contacts";
import { generateReference } from "@/server/leads/reference";
import { logger } from "@/server/logger";

export const prerender = false;

/**
 * POST /api/contacts: the contact form, the application (SPEC 7) and the chat's inline lead form (`source: "chat"`,
 * with the conversation's last turns). One pipeline for all three: same origin, JSON, rate limit, body limit, text
 * policy, zod validation (400 naming the fields), honeypot, then the lead and its outbox row in one statement. 201
 * once the lead is stored. An application's answer also carries `conversion` (the Ads id and label) when the Ads
 * conversion is configured and the visitor has not opted out (Sec-GPC: 1 or the /privacy-choices cookie): the
 * Thank You view loads the tag only then (src/lib/ad-conversion.ts).
 */
export const POST: APIRoute = (context) =>
  handleJsonPost(
    context,
    "contacts",
    async ({ body, requestId }) => {
      const source = leadSourceOf(body);
      const schema = source === "chat" ? chatLeadSchema : source === "application" ? applicationSchema : contactSchema;
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        return json(400, { message: "Please correct the highlighted fields.", fieldErrors: fieldErrorsOf(parsed.error) });
      }
      const attribution = attributionFromBody(body);
      if (!attribution.ok) return attribution.response;
      if (parsed.data[HONEYPOT_FIELD]) {
        // A bot filled the field people never see: answer as if stored, store nothing.
        logger.info("honeypot submission dropped", { requestId, scope: "contacts" });
        return json(201, {
          id: crypto.randomUUID(),
          reference: generateReference(),
          status: "pending",
          submittedAt: new Date().toISOString(),
        });
      }
      const lead = await createLead(parsed.data, source, undefined, attribution.value);
      logger.info("lead stored", { requestId, id: lead.id, source });
      const conversion = source === "application" && !adsOptedOut(context.request.headers) ? adsConfig(getEnv()) : null;
      return json(201, {
        id: lead.id,
        reference: lead.reference,
        status: lead.status,
        submittedAt: lead.submittedAt.toISOString(),
        ...(conversion ? { conversion } : {}),
      });
    },
    { multiline: ["transcript.*.content"] },
  );

export const ALL: APIRoute = () => methodNotAllowed();
