import { defineMiddleware } from "astro:middleware";
import { deferLayoutScript } from "@/lib/defer-layout-script";
import { loginRedirect, markPrivate, PUBLIC_STAFF_PAGES, sessionOf, staffArea, unauthorized } from "@/server/auth/protect";
import { refuseStaffQuery } from "@/server/http/query-policy";
import { editorCsp } from "@/server/http/security";

/**
 * The staff side's gate. Every on-demand /admin page and /api/admin endpoint needs a valid session: pages without
 * one redirect to the sign-in form, endpoints answer 401. Public routes pass straight through. Then every query
 * parameter passes the text policy (src/server/http/query-policy.ts): 400 naming it, before any page reads it.
 */
async function gate(context: Parameters<Parameters<typeof defineMiddleware>[0]>[0], next: () => Promise<Response>) {
  const area = staffArea(context.url.pathname);
  if (!area || context.isPrerendered) return next();
  const staff = await sessionOf(context.request);
  if (staff) context.locals.staff = staff;
  else if (!PUBLIC_STAFF_PAGES.has(context.url.pathname)) {
    return markPrivate(area === "api" ? unauthorized() : loginRedirect(context.url));
  }
  const refused = refuseStaffQuery(context.url, area);
  if (refused) return markPrivate(refused);
  return markPrivate(await next());
}

/** Every HTML page, prerendered or on demand, loads the layout's module after its first paint (see the module). */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await gate(context, next);
  if (!response.headers.get("content-type")?.startsWith("text/html") || !response.body) return response;
  const html = deferLayoutScript(await response.text());
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  if (context.url.pathname === "/keystatic" || context.url.pathname.startsWith("/keystatic/")) {
    headers.set("Content-Security-Policy", editorCsp(html));
  }
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
});
