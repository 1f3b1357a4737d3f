import { json } from "@/server/http/api";
import { isSecureRequest, readSession, tokenFromCookies, type StaffSession } from "./sessions";

/**
 * Which requests belong to the staff side: every /admin page and every /api/admin endpoint. The path is compared
 * decoded, with repeated slashes collapsed and case ignored, so no spelling of it that a router might still map
 * to a staff route slips past (the Express front also redirects such spellings to the canonical path first).
 */
export function staffArea(pathname: string): "page" | "api" | null {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // keep the raw path: a malformed escape matches no route
  }
  path = path.replace(/[\\/]+/g, "/").toLowerCase();
  if (path === "/api/admin" || path.startsWith("/api/admin/")) return "api";
  if (path === "/admin" || path.startsWith("/admin/")) return "page";
  return null;
}

/** Pages anyone may open: the sign-in form. */
export const PUBLIC_STAFF_PAGES = new Set(["/admin/login"]);

export async function sessionOf(request: Request): Promise<StaffSession | null> {
  const token = tokenFromCookies(request.headers.get("cookie"), isSecureRequest(request));
  return token ? readSession(token) : null;
}

/** A same-site path under /admin to return to after signing in; anything else falls back to the inbox. */
export function safeNext(value: string | null | undefined): string {
  if (!value || !value.startsWith("/admin") || value.startsWith("//") || /[\\\s]/.test(value)) return "/admin";
  if (value.startsWith("/admin/login")) return "/admin";
  return value;
}

export function loginRedirect(url: URL): Response {
  const next = url.pathname + url.search;
  const location = next === "/admin" ? "/admin/login" : `/admin/login?next=${encodeURIComponent(next)}`;
  return new Response(null, { status: 303, headers: { Location: location, "Cache-Control": "no-store" } });
}

/**
 * The first lines of every staff page: the signed-in staff member, or the answer to send instead (the sign-in
 * redirect; 403 when the page needs the admin role). The page checks the session itself rather than trusting that
 * the middleware ran, so a routing quirk can never serve it without one.
 */
export async function requireStaffPage(
  context: { request: Request; url: URL; locals: App.Locals },
  role: "staff" | "admin" = "staff",
): Promise<StaffSession | Response> {
  const staff = context.locals.staff ?? (await sessionOf(context.request));
  if (!staff) return markPrivate(loginRedirect(context.url));
  context.locals.staff = staff;
  if (role === "admin" && staff.role !== "admin") {
    return markPrivate(
      new Response("This page is for staff admins.", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } }),
    );
  }
  return staff;
}

export function forbidden(): Response {
  return json(403, { message: "This needs the staff admin role." });
}

export function unauthorized(): Response {
  return json(401, { message: "Sign in to use the staff API." });
}

/** Staff responses are never cached or indexed. */
export function markPrivate(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set("X-Robots-Tag", "noindex, nofollow");
  if (!headers.has("Cache-Control") || !/no-store/.test(headers.get("Cache-Control") ?? ""))
    headers.set("Cache-Control", "no-store");
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
