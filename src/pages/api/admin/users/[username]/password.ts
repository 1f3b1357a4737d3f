import type { APIRoute } from "astro";
import { staffMethodNotAllowed } from "@/server/admin/endpoint";
import { resetStaffPassword } from "@/server/admin/staff";
import { withAccountChange } from "@/server/admin/staff-endpoint";
import { logger } from "@/server/logger";

export const prerender = false;

/** POST /api/admin/users/:username/password with { password, csrf } (staff admins): sets a new password. */
export const POST: APIRoute = (context) =>
  withAccountChange(context, "password-reset", async (staff, body) => {
    const username = context.params.username ?? "";
    const result = await resetStaffPassword(username, body.fields.password ?? "");
    if (result.kind === "ok") logger.info("staff password reset", { by: staff.username, username });
    return result;
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("POST");
