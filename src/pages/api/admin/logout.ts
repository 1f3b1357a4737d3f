import type { APIRoute } from "astro";
import { CSRF_FIELD, CSRF_HEADER, readStaffBody, refuseMutation, seeOther } from "@/server/auth/guard";
import { clearedSessionCookie, isSecureRequest, revokeSession } from "@/server/auth/sessions";
import { staffMethodNotAllowed, withStaff } from "@/server/admin/endpoint";
import { json } from "@/server/http/api";

export const prerender = false;

/** POST /api/admin/logout: deletes the session row (it cannot be used again) and clears the cookie. */
export const POST: APIRoute = (context) =>
  withStaff(context, async (staff) => {
    const body = await readStaffBody(context.request);
    if (body.kind === "invalid") return body.response;
    const refused = refuseMutation(context.request, staff, body.fields[CSRF_FIELD] ?? context.request.headers.get(CSRF_HEADER));
    if (refused) return refused;
    await revokeSession(staff.sessionId);
    const response = body.kind === "form" ? seeOther("/admin/login?notice=signed-out") : json(200, { message: "Signed out." });
    response.headers.append("Set-Cookie", clearedSessionCookie(isSecureRequest(context.request)));
    return response;
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("POST");
