import { parseAttribution, type Attribution } from "@/lib/attribution";
import { fieldProblem } from "@/server/http/api";

/**
 * The one place every lead endpoint (contacts, applications, chat leads through /api/contacts, the newsletter)
 * reads the visitor's attribution from a JSON body: allow-listed keys and caps (src/lib/attribution.ts), a 400
 * naming the field (`attribution.last.utm_campaign`) for a bad value. The endpoint's own schema never sees it.
 */
export function attributionFromBody(
  body: Record<string, unknown>,
): { ok: true; value: Attribution } | { ok: false; response: Response } {
  const parsed = parseAttribution(body.attribution);
  if (!parsed.ok) return { ok: false, response: fieldProblem(parsed.field, parsed.message) };
  return parsed;
}
