import type { APIContext } from "astro";
import { CSRF_FIELD, CSRF_HEADER, readStaffBody, refuseMutation, seeOther } from "@/server/auth/guard";
import { sessionOf, unauthorized } from "@/server/auth/protect";
import type { StaffSession } from "@/server/auth/sessions";
import { json } from "@/server/http/api";
import { refuseStaffQuery } from "@/server/http/query-policy";
import { logger } from "@/server/logger";

type Context = Pick<APIContext, "request" | "locals" | "params" | "url">;

/**
 * Runs a staff endpoint: the session comes from the middleware, or is read here when the handler is called
 * directly, so an endpoint never trusts that it sits behind the gate. Its query parameters pass the text policy
 * here too (400 naming the parameter; the middleware checks them first). Faults are logged and answered with a 500.
 */
export async function withStaff(context: Context, handler: (staff: StaffSession) => Promise<Response>): Promise<Response> {
  try {
    const staff = context.locals.staff ?? (await sessionOf(context.request));
    if (!staff) return unauthorized();
    const refused = refuseStaffQuery(context.url, "api");
    if (refused) return refused;
    return await handler(staff);
  } catch (error) {
    logger.error("staff request failed", {
      requestId: context.request.headers.get("x-request-id") ?? undefined,
      path: context.url.pathname,
      error: error instanceof Error ? error.message : String(error),
    });
    return json(500, { message: "Something went wrong on our side. Please try again." });
  }
}

export function staffMethodNotAllowed(allow: string): Response {
  return json(405, { message: "Method not allowed." }, { Allow: allow });
}

export interface StaffChangeBody {
  kind: "form" | "json";
  fields: Record<string, string>;
}

/**
 * A staff endpoint that changes something: a signed-in session, a form or JSON body, then the same-origin check and
 * the session's CSRF token (from the form field or the header) before the handler runs.
 */
export function withStaffChange(
  context: Context,
  handler: (staff: StaffSession, body: StaffChangeBody) => Promise<Response>,
): Promise<Response> {
  return withStaff(context, async (staff) => {
    const body = await readStaffBody(context.request);
    if (body.kind === "invalid") return body.response;
    const token = body.fields[CSRF_FIELD] ?? context.request.headers.get(CSRF_HEADER);
    const refused = refuseMutation(context.request, staff, token);
    if (refused) return refused;
    return handler(staff, body);
  });
}

export interface LeadChange {
  staff: StaffSession;
  fields: Record<string, string>;
  /** The lead's id from the route. */
  id: string;
  /**
   * The answer: the lead page's form is sent back to the page (Post/Redirect/Get) with `notice=code` (2xx) or
   * `error=code` and the inbox view it came from; a JSON caller gets the status with `{ message, ...extra }`.
   */
  answer(status: number, code: string, message: string, extra?: Record<string, unknown>): Response;
}

/** A change to one lead, posted by the lead page's forms (/admin/leads/:id) or by a JSON caller. */
export function withLeadChange(context: Context, handler: (change: LeadChange) => Promise<Response>): Promise<Response> {
  return withStaffChange(context, (staff, body) => {
    const id = context.params.id ?? "";
    const page = `/admin/leads/${encodeURIComponent(id)}`;
    // The inbox view the lead was opened from travels along (the detail page validates it before using it).
    const back = (body.fields.back ?? "").slice(0, 500);
    const answer: LeadChange["answer"] = (status, code, message, extra = {}) =>
      body.kind === "form"
        ? seeOther(`${page}?${new URLSearchParams({ [status < 300 ? "notice" : "error"]: code, ...(back ? { back } : {}) })}`)
        : json(status, { message, ...extra });
    return handler({ staff, fields: body.fields, id, answer });
  });
}
