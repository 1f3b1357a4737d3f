import type { APIRoute } from "astro";
import { staffMethodNotAllowed, withStaff } from "@/server/admin/endpoint";
import { getLead } from "@/server/admin/leads";
import { json } from "@/server/http/api";

export const prerender = false;

/** GET /api/admin/leads/:id: every field of one lead, its notification state and its status history. */
export const GET: APIRoute = (context) =>
  withStaff(context, async () => {
    const detail = await getLead(context.params.id ?? "");
    return detail ? json(200, detail) : json(404, { message: "No lead has that id." });
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("GET");
