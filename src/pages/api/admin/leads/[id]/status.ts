import type { APIRoute } from "astro";
import { NOTE_MAX_LENGTH } from "@/lib/lead-status";
import { staffMethodNotAllowed, withLeadChange } from "@/server/admin/endpoint";
import { changeLeadStatus } from "@/server/admin/leads";
import { json } from "@/server/http/api";
import { logger } from "@/server/logger";

export const prerender = false;

/**
 * POST /api/admin/leads/:id/status with { status, from?, note?, csrf }: moves the lead along the workflow.
 * The detail page's form posts here (and is sent back to the page); JSON callers get JSON.
 */
export const POST: APIRoute = (context) =>
  withLeadChange(context, async ({ staff, fields, id, answer }) => {
    const note = fields.note ?? "";
    if (note.length > NOTE_MAX_LENGTH) {
      return answer(400, "note-too-long", `The note must be at most ${NOTE_MAX_LENGTH} characters.`, {
        fieldErrors: { note: `At most ${NOTE_MAX_LENGTH} characters.` },
      });
    }
    const result = await changeLeadStatus({ id, to: fields.status ?? "", expectedFrom: fields.from || undefined, note, staff });
    switch (result.kind) {
      case "not-found":
        return json(404, { message: "No lead has that id." });
      case "conflict":
        return answer(409, "conflict", "Someone else changed this lead's status. Review it and try again.", {
          current: result.current,
        });
      case "invalid-transition":
        return answer(400, "invalid-transition", "That status change is not part of the workflow.", {
          current: result.current,
          fieldErrors: { status: "Not allowed from the current status." },
        });
      case "ok":
        logger.info("lead status changed", { id, from: result.change.fromStatus, to: result.status, by: staff.username });
        return answer(200, "status-updated", "Status updated.", {
          status: result.status,
          updatedAt: result.updatedAt.toISOString(),
          change: result.change,
        });
    }
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("POST");
