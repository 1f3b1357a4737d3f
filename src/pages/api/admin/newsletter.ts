import type { APIRoute } from "astro";
import { staffMethodNotAllowed, withStaff } from "@/server/admin/endpoint";
import { parsePage } from "@/lib/lead-filters";
import { listSubscribers, parseSubscriberStatus } from "@/server/admin/newsletter";
import { json } from "@/server/http/api";

export const prerender = false;

/** GET /api/admin/newsletter?status=&page=: newsletter subscribers, newest first, with their subscribe dates. */
export const GET: APIRoute = (context) =>
  withStaff(context, async () => {
    const params = context.url.searchParams;
    return json(200, await listSubscribers(parseSubscriberStatus(params.get("status")), parsePage(params)));
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("GET");
