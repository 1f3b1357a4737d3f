import { getEnv } from "@/server/env";
import { fieldProblem, json, originIsThisSite, readLimitedBytes } from "@/server/http/api";
import { checkJsonText } from "@/server/http/text-policy";
import type { StaffSession } from "./sessions";
import { tokensMatch } from "./sessions";

/**
 * The checks of every state-changing staff request: the Origin header must be present and be this site (a
 * browser always sends it on POST), and the request must carry the session's own token (a hidden form field or the
 * X-CSRF-Token header). Either failure is a 403 that names nothing internal.
 */
export { CSRF_FIELD } from "@/lib/staff-views";
export const CSRF_HEADER = "x-csrf-token";

export function hasSameOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  return originIsThisSite(origin, request, getEnv().SITE_URL);
}

export function refuseMutation(
  request: Request,
  staff: StaffSession,
  submittedToken: string | null | undefined,
): Response | null {
  if (!hasSameOrigin(request)) return json(403, { message: "This request must come from the staff pages of this site." });
  if (!tokensMatch(staff.csrfToken, submittedToken)) {
    return json(403, { message: "The form has expired. Reload the page and try again." });
  }
  return null;
}

const MAX_FORM_BYTES = 16 * 1024;

export type StaffBody = { kind: "form" | "json"; fields: Record<string, string> } | { kind: "invalid"; response: Response };

/** Staff fields that may hold several lines: the note left with a status change or on a lead. */
const STAFF_MULTILINE_FIELDS = ["note"];

/**
 * Reads a staff request body: an HTML form (application/x-www-form-urlencoded, from the pages, which need no
 * JavaScript) or JSON (scripts and tests). It is read as a stream and refused once past 16 KiB, declared or sent
 * chunked. Values are strings and pass the text policy; anything else is a 400/413/415 naming the field.
 */
export async function readStaffBody(request: Request): Promise<StaffBody> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "application/json") {
    await request.body?.cancel().catch(() => undefined);
    return { kind: "invalid", response: json(415, { message: "Send a form or JSON." }) };
  }
  const bytes = await readLimitedBytes(request, MAX_FORM_BYTES);
  if (bytes === null) return { kind: "invalid", response: json(413, { message: "The request body is too large." }) };
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { kind: "invalid", response: json(400, { message: "The request body is not valid UTF-8." }) };
  }
  let fields: Record<string, string>;
  if (type === "application/x-www-form-urlencoded") {
    fields = Object.create(null) as Record<string, string>;
    for (const [key, value] of new URLSearchParams(text)) fields[key] = value;
  } else {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return { kind: "invalid", response: json(400, { message: "The request body is not valid JSON." }) };
    }
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
      return { kind: "invalid", response: json(400, { message: "The request body must be a JSON object." }) };
    }
    fields = Object.create(null) as Record<string, string>;
    for (const [key, value] of Object.entries(parsed)) {
      if (typeof value === "string") fields[key] = value;
      else if (value !== null && value !== undefined) {
        return {
          kind: "invalid",
          response: json(400, { message: `The field ${key} must be text.`, fieldErrors: { [key]: "Must be text." } }),
        };
      }
    }
  }
  const problem = checkJsonText(fields, { multiline: STAFF_MULTILINE_FIELDS, maxDepth: 1 });
  if (problem) return { kind: "invalid", response: fieldProblem(problem.field, problem.message) };
  return { kind: type === "application/json" ? "json" : "form", fields };
}

/** After a form post: back to a staff page (Post/Redirect/Get), with a short notice or error code in the query. */
export function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}
