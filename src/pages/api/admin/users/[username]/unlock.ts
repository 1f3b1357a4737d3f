import type { APIRoute } from "astro";
import { seeOther } from "@/server/auth/guard";
import { unlockUsername } from "@/server/auth/login";
import { forbidden } from "@/server/auth/protect";
import { staffMethodNotAllowed, withStaffChange } from "@/server/admin/endpoint";
import { json } from "@/server/http/api";
import { logger } from "@/server/logger";

export const prerender = false;

/** POST /api/admin/users/:username/unlock (staff admins): clears the account's failed sign-ins from every address. */
export const POST: APIRoute = (context) =>
  withStaffChange(context, async (staff, body) => {
    if (staff.role !== "admin") return forbidden();
    const username = context.params.username ?? "";
    const cleared = await unlockUsername(username);
    logger.info("staff account unlocked", { by: staff.username, username, cleared });
    return body.kind === "form" ? seeOther("/admin/staff?notice=unlocked") : json(200, { message: "Unlocked.", cleared });
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("POST");
