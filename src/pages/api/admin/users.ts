import type { APIRoute } from "astro";
import { staffMethodNotAllowed } from "@/server/admin/endpoint";
import { createStaffAccount } from "@/server/admin/staff";
import { withAccountChange } from "@/server/admin/staff-endpoint";
import { logger } from "@/server/logger";

export const prerender = false;

/** POST /api/admin/users with { username, password, role, csrf } (staff admins): creates a staff account. */
export const POST: APIRoute = (context) =>
  withAccountChange(context, "account-created", async (staff, body) => {
    const role = body.fields.role === "admin" ? "admin" : "staff";
    const result = await createStaffAccount({ username: body.fields.username ?? "", password: body.fields.password ?? "", role });
    if (result.kind === "ok") logger.info("staff account created", { by: staff.username, username: body.fields.username, role });
    return result;
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("POST");
