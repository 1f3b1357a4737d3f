import type { APIRoute } from "astro";
import { fieldErrorsOf, leadMessages, trackingSchema } from "@/content/lead-schema";
import { handleJsonPost, json, methodNotAllowed } from "@/server/http/api";
import { findApplicationStatus } from "@/server/leads/contacts";

export const prerender = false;

/**
 * POST /api/application-status with { reference, email }: the status and submission date of one application.
 * A POST (not a GET with the email in the URL) keeps personal data out of logs and history; both parts must match
 * and a mismatch never says which part was wrong. Rate-limited like the other endpoints.
 */
export const POST: APIRoute = (context) =>
  handleJsonPost(context, "application-status", async ({ body }) => {
    const parsed = trackingSchema.safeParse(body);
    if (!parsed.success) {
      return json(400, { message: "Please correct the highlighted fields.", fieldErrors: fieldErrorsOf(parsed.error) });
    }
    const found = await findApplicationStatus(parsed.data.reference, parsed.data.email);
    if (!found) return json(404, { message: leadMessages.tracking.notFound });
    return json(200, { reference: found.reference, status: found.status, submittedAt: found.submittedAt.toISOString() });
  });

export const ALL: APIRoute = () => methodNotAllowed();
