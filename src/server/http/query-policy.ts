import { adminCopy } from "@/content/admin";
import { json } from "./api";
import { textProblem, type TextProblem } from "./text-policy";

/**
 * The text policy (text-policy.ts) on the query string of every staff page and endpoint (issue 33): a parameter
 * whose name or value holds a control character (NUL, ESC, DEL, C1), a line break or tab, a bidirectional override
 * or isolate, is refused with 400 naming it before any page or endpoint reads it. A NUL reaching a query was a 500
 * from the database (PostgreSQL refuses it in text), a NUL in `?next=` a 500 from the redirect's header.
 * Values are one-line text: no staff parameter holds several lines.
 */
export function queryProblem(params: URLSearchParams): TextProblem | null {
  for (const [name, value] of params) {
    const nameProblem = textProblem(name, false);
    // A name that breaks the policy is named by its printable part (it is echoed in the answer).
    if (nameProblem) return { field: printable(name), message: nameProblem };
    const valueProblem = textProblem(value, false);
    if (valueProblem) return { field: name, message: valueProblem };
  }
  return null;
}

function printable(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/g, "?");
}

/** The message of a refused parameter, naming it. */
export function queryProblemMessage(problem: TextProblem): string {
  return `The query parameter "${problem.field}" is not accepted. ${problem.message}`;
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/**
 * The answer to a staff request with a refused query parameter, or null when the query is acceptable: JSON
 * `{ message, field, fieldErrors }` for an endpoint, a plain 400 page for a page (no script, no inline style, so the
 * pages' CSP applies unchanged).
 */
export function refuseStaffQuery(url: URL, area: "page" | "api"): Response | null {
  const problem = queryProblem(url.searchParams);
  if (!problem) return null;
  const message = queryProblemMessage(problem);
  if (area === "api") {
    return json(400, { message, field: problem.field, fieldErrors: { [problem.field]: problem.message } });
  }
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Bad request | ${escapeHtml(adminCopy.brand)}</title>
</head>
<body>
<main>
<h1>This address cannot be opened</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/admin">${escapeHtml(adminCopy.nav.inbox)}</a></p>
</main>
</body>
</html>
`;
  return new Response(html, {
    status: 400,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
