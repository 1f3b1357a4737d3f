import type { APIContext } from "astro";
import { sessionOf, unauthorized } from "@/server/auth/protect";
import type { StaffSession } from "@/server/auth/sessions";
import { json } from "@/server/http/api";
import { logger } from "@/server/logger";

type Context = Pick<APIContext, "request" | "locals" | "params" | "url">;

/**
 * Runs a staff endpoint: the session comes from the middleware, or is read here when the handler is called
 * directly, so an endpoint never trusts that it sits behind the gate. Faults are logged and answered with a 500.
 */
export async function withStaff(context: Context, handler: (staff: StaffSession) => Promise<Response>): Promise<Response> {
  try {
    const staff = context.locals.staff ?? (await sessionOf(context.request));
    if (!staff) return unauthorized();
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
