import type { APIRoute } from "astro";
import { parseLeadFilters, parsePage } from "@/lib/lead-filters";
import { listLeads } from "@/server/admin/leads";
import { staffMethodNotAllowed, withStaff } from "@/server/admin/endpoint";
import { json } from "@/server/http/api";

export const prerender = false;

/** GET /api/admin/leads?q=&status=&kind=&from=&to=&page=: one page of the inbox as JSON, newest first. */
export const GET: APIRoute = (context) =>
  withStaff(context, async (staff) => {
    const params = context.url.searchParams;
    const filters = parseLeadFilters(params);
    return json(200, { filters, ...(await listLeads(filters, parsePage(params), undefined, staff.userId)) });
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("GET");
