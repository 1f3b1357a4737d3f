import type { APIRoute } from "astro";
import { staffMethodNotAllowed } from "@/server/admin/endpoint";
import { setStaffDisabled } from "@/server/admin/staff";
import { withAccountChange } from "@/server/admin/staff-endpoint";
import { logger } from "@/server/logger";

export const prerender = false;

/** POST /api/admin/users/:username/disable (staff admins): the account can no longer sign in and its sessions end at once. */
export const POST: APIRoute = (context) =>
  withAccountChange(context, "account-disabled", async (staff) => {
    const username = context.params.username ?? "";
    const result = await setStaffDisabled(username, true, staff);
    if (result.kind === "ok") logger.info("staff account disabled", { by: staff.username, username });
    return result;
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("POST");
