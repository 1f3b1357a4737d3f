import { adminCopy } from "@/content/admin";
import { logger } from "@/server/logger";
import { apiRateLimiter } from "@/server/http/rate-limit";
import { hasSameOrigin, readStaffBody } from "./guard";
import { HashingBusy } from "./password";
import { signIn } from "./login";
import { safeNext } from "./protect";
import { isSecureRequest, sessionCookie } from "./sessions";

/**
 * The sign-in form's POST (handled by /admin/login itself, so a refusal is answered with its real status and the
 * form again: 401 wrong credentials, 429 locked with Retry-After, 403 cross-site).
 */
export type LoginOutcome =
  | { kind: "redirect"; response: Response }
  | { kind: "form"; status: number; message: string; username: string; retryAfterSeconds?: number };

export function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? "1 minute" : `${minutes} minutes`;
}

export async function handleLoginPost(request: Request, client: string): Promise<LoginOutcome> {
  const copy = adminCopy.login;
  if (!hasSameOrigin(request)) {
    await request.body?.cancel().catch(() => undefined);
    return { kind: "form", status: 403, message: copy.crossSite, username: "" };
  }
  // Sign-in POSTs spend the same per-address token bucket as the API, before the body is even read.
  const decision = await apiRateLimiter().check("login", client);
  if (!decision.allowed) {
    await request.body?.cancel().catch(() => undefined);
    return {
      kind: "form",
      status: 429,
      message: copy.locked.replace("{minutes}", waitText(decision.retryAfterSeconds)),
      username: "",
      retryAfterSeconds: decision.retryAfterSeconds,
    };
  }
  const body = await readStaffBody(request);
  if (body.kind === "invalid") {
    const status = body.response.status;
    return { kind: "form", status, message: status === 413 ? copy.tooLarge : copy.failed, username: "" };
  }
  if (body.kind !== "form") return { kind: "form", status: 400, message: copy.failed, username: "" };
  const username = (body.fields.username ?? "").slice(0, 200);
  const password = (body.fields.password ?? "").slice(0, 1024);
  let result;
  try {
    result = await signIn({ username, password, client, userAgent: request.headers.get("user-agent") });
  } catch (error) {
    if (!(error instanceof HashingBusy)) throw error;
    logger.warn("staff sign-in refused: password hashing busy", { client });
    return { kind: "form", status: 503, message: copy.busy, username, retryAfterSeconds: error.retryAfterSeconds };
  }
  if (result.kind === "locked") {
    logger.warn("staff sign-in locked", { client });
    return {
      kind: "form",
      status: 429,
      message: copy.locked.replace("{minutes}", waitText(result.retryAfterSeconds)),
      username,
      retryAfterSeconds: result.retryAfterSeconds,
    };
  }
  if (result.kind === "invalid") {
    logger.info("staff sign-in failed", { client });
    return { kind: "form", status: 401, message: copy.failed, username };
  }
  logger.info("staff signed in", { username: result.username });
  const secure = isSecureRequest(request);
  const location = safeNext(new URL(request.url).searchParams.get("next"));
  return {
    kind: "redirect",
    response: new Response(null, {
      status: 303,
      headers: { Location: location, "Set-Cookie": sessionCookie(result.token, secure), "Cache-Control": "no-store" },
    }),
  };
}
