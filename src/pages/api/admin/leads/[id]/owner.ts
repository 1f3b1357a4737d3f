import type { APIRoute } from "astro";
import { staffMethodNotAllowed, withLeadChange } from "@/server/admin/endpoint";
import { assignLead } from "@/server/admin/leads";
import { json } from "@/server/http/api";
import { logger } from "@/server/logger";

export const prerender = false;

/**
 * POST /api/admin/leads/:id/owner with { owner, csrf }: gives the lead to an active staff account (its username;
 * "Assign to me" sends the signed-in one's) or, with an empty owner, to nobody. Same session, Origin and CSRF
 * checks as the status workflow (withLeadChange).
 */
export const POST: APIRoute = (context) =>
  withLeadChange(context, async ({ staff, fields, id, answer }) => {
    const owner = (fields.owner ?? "").trim();
    const result = await assignLead(id, owner || null);
    switch (result.kind) {
      case "not-found":
        return json(404, { message: "No lead has that id." });
      case "no-such-staff":
        return answer(400, "no-such-staff", "That staff account does not exist or is disabled.", {
          fieldErrors: { owner: "Not an active staff account." },
        });
      case "ok":
        logger.info("lead owner changed", { id, owner: result.owner, by: staff.username });
        return answer(200, "owner-changed", "Owner updated.", { owner: result.owner });
    }
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("POST");
