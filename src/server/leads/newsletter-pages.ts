import type { ConfirmView, UnsubscribeView } from "@/lib/newsletter-views";
import { readPageForm } from "@/server/http/page-form";
import { confirmSubscription, resubscribe, subscriberForToken, unsubscribe, type UnsubscribeOutcome } from "./newsletter";

/**
 * The logic of the pages the newsletter's emailed links open (issue 35), kept out of the .astro routes so the
 * endpoint tests can call it with real Requests. Each answers the view to render and its status, or a Response to
 * send as it is (405, 413).
 */
export interface PageOutcome<View> {
  status: number;
  view: View;
}

/**
 * /newsletter/confirm?token=: a GET confirms (once); a HEAD, which some link checkers send first, answers 200 and
 * does not use the link up. 410 for an expired link, 400 for one that does not work.
 */
export async function confirmPage(request: Request, now = Date.now()): Promise<PageOutcome<ConfirmView> | Response> {
  if (request.method === "HEAD") return { status: 200, view: { kind: "invalid" } };
  if (request.method !== "GET") return new Response(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  const view = await confirmSubscription(new URL(request.url).searchParams.get("token"), now);
  return { status: view.kind === "expired" ? 410 : view.kind === "invalid" ? 400 : 200, view };
}

/**
 * /newsletter/unsubscribe?token=: GET shows a button and changes nothing (mail scanners open links). POST
 * unsubscribes, idempotently: the page's button, and the one-click POST mail providers send (RFC 8058,
 * `List-Unsubscribe=One-Click`), which carries no Origin and no session, so none is asked for: the signed token is
 * the authority. A POST with `action=resubscribe` (the page's second button) subscribes the address again.
 */
export async function unsubscribePage(request: Request): Promise<PageOutcome<UnsubscribeView> | Response> {
  const method = request.method;
  if (method !== "GET" && method !== "HEAD" && method !== "POST") {
    return new Response(null, { status: 405, headers: { Allow: "GET, HEAD, POST" } });
  }
  const token = new URL(request.url).searchParams.get("token");
  let outcome: UnsubscribeOutcome;
  let resubscribing = false;
  if (method === "POST") {
    const fields = await readPageForm(request);
    if (fields === null) {
      return new Response("The request body is too large.", { status: 413, headers: { "Content-Type": "text/plain" } });
    }
    resubscribing = fields.action === "resubscribe";
    outcome = resubscribing ? await resubscribe(token) : await unsubscribe(token);
  } else {
    outcome = await subscriberForToken(token);
  }
  if (outcome.kind === "invalid") return { status: 400, view: { kind: "invalid" } };
  const action = `/newsletter/unsubscribe?${new URLSearchParams({ token: token ?? "" })}`;
  const { email, status } = outcome;
  const kind =
    status === "unsubscribed"
      ? "done"
      : status === "inactive"
        ? "staff-removed"
        : resubscribing && status === "active"
          ? "resubscribed"
          : "confirm";
  return { status: 200, view: { kind, email, action } };
}
