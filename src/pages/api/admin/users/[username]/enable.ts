import type { APIRoute } from "astro";
import { staffMethodNotAllowed } from "@/server/admin/endpoint";
import { setStaffDisabled } from "@/server/admin/staff";
import { withAccountChange } from "@/server/admin/staff-endpoint";
import { logger } from "@/server/logger";

export const prerender = false;

/** POST /api/admin/users/:username/enable (staff admins): a disabled account may sign in again. */
export const POST: APIRoute = (context) =>
  withAccountChange(context, "account-enabled", async (staff) => {
    const username = context.params.username ?? "";
    const result = await setStaffDisabled(username, false, staff);
    if (result.kind === "ok") logger.info("staff account enabled", { by: staff.username, username });
    return result;
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("POST");
