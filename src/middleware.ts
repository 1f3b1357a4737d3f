import { defineMiddleware } from "astro:middleware";
import { loginRedirect, markPrivate, PUBLIC_STAFF_PAGES, sessionOf, staffArea, unauthorized } from "@/server/auth/protect";

/**
 * The staff side's gate. Every on-demand /admin page and /api/admin endpoint needs a valid session: pages without
 * one redirect to the sign-in form, endpoints answer 401. Public routes pass straight through.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const area = staffArea(context.url.pathname);
  if (!area || context.isPrerendered) return next();
  const staff = await sessionOf(context.request);
  if (staff) context.locals.staff = staff;
  else if (!PUBLIC_STAFF_PAGES.has(context.url.pathname)) {
    return markPrivate(area === "api" ? unauthorized() : loginRedirect(context.url));
  }
  return markPrivate(await next());
});
