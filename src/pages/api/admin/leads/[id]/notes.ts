import type { APIRoute } from "astro";
import { NOTE_MAX_LENGTH } from "@/lib/lead-status";
import { staffMethodNotAllowed, withLeadChange } from "@/server/admin/endpoint";
import { addLeadNote } from "@/server/admin/leads";
import { json } from "@/server/http/api";
import { logger } from "@/server/logger";

export const prerender = false;

/** POST /api/admin/leads/:id/notes with { note, csrf }: a note on the lead, signed by the staff member. */
export const POST: APIRoute = (context) =>
  withLeadChange(context, async ({ staff, fields, id, answer }) => {
    const note = (fields.note ?? "").trim();
    if (!note) return answer(400, "note-empty", "Write the note before saving it.", { fieldErrors: { note: "Required." } });
    if (note.length > NOTE_MAX_LENGTH) {
      return answer(400, "note-too-long", `The note must be at most ${NOTE_MAX_LENGTH} characters.`, {
        fieldErrors: { note: `At most ${NOTE_MAX_LENGTH} characters.` },
      });
    }
    const result = await addLeadNote({ id, body: note, staff });
    if (result.kind === "not-found") return json(404, { message: "No lead has that id." });
    logger.info("lead note added", { id, by: staff.username });
    return answer(201, "note-added", "Note saved.", { note: result.note });
  });

export const ALL: APIRoute = () => staffMethodNotAllowed("POST");
