import type { APIRoute } from "astro";
import { seeOther } from "@/server/auth/guard";
import { staffMethodNotAllowed, withStaffChange } from "@/server/admin/endpoint";
import { deactivateSubscriber } from "@/server/admin/newsletter";
import { json } from "@/server/http/api";
import { logger } from "@/server/logger";

export const prerender = false;

/** POST /api/admin/newsletter/:id/deactivate: the address gets no more mailings (status inactive). */
export const POST: APIRoute = (context) =>
  withStaffChange(context, async (staff, body) => {
    const row = await deactivateSubscriber(context.params.id ?? "");
    if (!row) return json(404, { message: "No subscriber has that id." });
    logger.info("newsletter subscriber deactivated", { id: row.id, by: staff.username });
    if (body.kind === "form") {
      const back = new URLSearchParams({ notice: "deactivated" });
      const returnTo = body.fields.returnTo ?? "";
      const query = returnTo.startsWith("?") ? new URLSearchParams(returnTo.slice(1)) : new URLSearchParams();
      for (const key of ["status", "page"]) {
        const value = query.get(key);
        if (value) back.set(key, value);
      }
      return seeOther(`/admin/newsletter?${back}`);
    }
    return json(200, { id: row.id, email: row.email, status: row.status });
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("POST");
