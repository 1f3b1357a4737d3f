import { json } from "@/server/http/api";
import { isSecureRequest, readSession, tokenFromCookies, type StaffSession } from "./sessions";

/** Which requests belong to the staff side: every /admin page and every /api/admin endpoint. */
export function staffArea(pathname: string): "page" | "api" | null {
  if (pathname === "/api/admin" || pathname.startsWith("/api/admin/")) return "api";
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return "page";
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
