import type { APIContext } from "astro";
import { getEnv } from "@/server/env";
import { logger } from "@/server/logger";
import { apiRateLimiter } from "./rate-limit";

/**
 * The checks every public JSON endpoint runs before it looks at the payload, in this order: same-origin (403),
 * JSON content type (415), rate limit (429), body size (413), well-formed JSON object (400). Each refusal is a
 * short JSON answer with no internal detail; the request id ties it to the server log.
 */
export const MAX_BODY_BYTES = 64 * 1024;

export type JsonObject = Record<string, unknown>;

const NO_STORE = { "Cache-Control": "no-store" } as const;

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...NO_STORE, ...headers },
  });
}

export function requestIdOf(request: Request): string | undefined {
  return request.headers.get("x-request-id") ?? undefined;
}

/** GET and every other method on a POST-only endpoint: nothing anonymous can read leads back. */
export function methodNotAllowed(): Response {
  return json(405, { message: "Method not allowed." }, { Allow: "POST" });
}

/**
 * Same origin means the Origin header's host equals the request's Host, or the Origin is the configured SITE_URL.
 * A request without Origin (curl, server-to-server) cannot be a cross-site browser form post and is allowed;
 * Sec-Fetch-Site: cross-site is refused even without Origin.
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  return originIsThisSite(origin, request, siteUrl);
}

/** The Origin header's value names this site: the request's own Host, or the configured SITE_URL. */
export function originIsThisSite(origin: string, request: Request, siteUrl: string): boolean {
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  const host = request.headers.get("host") ?? new URL(request.url).host;
  if (originUrl.host === host) return true;
  try {
    return originUrl.origin === new URL(siteUrl).origin;
  } catch {
    return false;
  }
}

export function isJsonContentType(request: Request): boolean {
  const type = request.headers.get("content-type");
  if (!type) return false;
  const essence = type.split(";")[0]!.trim().toLowerCase();
  return essence === "application/json" || /^application\/[\w.+-]+\+json$/.test(essence);
}

type BodyResult = { ok: true; value: JsonObject } | { ok: false; response: Response };

/** Reads at most MAX_BODY_BYTES (a larger body, declared or streamed, is refused with 413) and parses JSON. */
export async function readJsonObject(request: Request): Promise<BodyResult> {
  const tooLarge = { ok: false as const, response: json(413, { message: "The request body is too large." }) };
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > MAX_BODY_BYTES) return tooLarge;

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel().catch(() => undefined);
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }

  const malformed = { ok: false as const, response: json(400, { message: "The request body is not valid JSON." }) };
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    return malformed;
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) {
    return { ok: false, response: json(400, { message: "The request body must be a JSON object." }) };
  }
  return { ok: true, value: parsed as JsonObject };
}

export interface JsonPostContext {
  body: JsonObject;
  requestId: string | undefined;
}

/**
 * Runs the guards, then the endpoint's own handler. Anything the handler throws is logged with the request id
 * and answered with a generic 500 (a fault on our side, never the visitor's input).
 */
export async function handleJsonPost(
  context: Pick<APIContext, "request" | "clientAddress">,
  scope: string,
  handler: (input: JsonPostContext) => Promise<Response>,
): Promise<Response> {
  const { request } = context;
  const requestId = requestIdOf(request);
  const answer = async (): Promise<Response> => {
    if (!isSameOrigin(request, getEnv().SITE_URL)) {
      return json(403, { message: "Cross-site requests are not allowed." });
    }
    if (!isJsonContentType(request)) {
      return json(415, { message: "Send the request as application/json." });
    }
    const limited = await rateLimitResponse(context, scope);
    if (limited) return limited;
    const body = await readJsonObject(request);
    if (!body.ok) return body.response;
    return await handler({ body: body.value, requestId });
  };
  try {
    const response = await answer();
    if (response.status >= 400 && response.status < 500) {
      logger.info("api request refused", { requestId, scope, status: response.status });
    }
    return response;
  } catch (error) {
    logger.error("api request failed", {
      requestId,
      scope,
      error: error instanceof Error ? error.message : String(error),
    });
    return json(500, { message: "Something went wrong on our side. Please try again." });
  }
}

/** 429 with Retry-After when this client has spent its token bucket for the scope; null when it may go on. */
export async function rateLimitResponse(context: Pick<APIContext, "clientAddress">, scope: string): Promise<Response | null> {
  const decision = await apiRateLimiter().check(scope, clientOf(context));
  if (decision.allowed) return null;
  return json(
    429,
    { message: "Too many requests. Please wait a moment and try again." },
    { "Retry-After": String(decision.retryAfterSeconds) },
  );
}

/**
 * The client's address. Astro's clientAddress is the socket address, or the first X-Forwarded-For entry; the
 * Express layer strips X-Forwarded-For unless TRUST_PROXY is on, so a visitor cannot pick their own bucket.
 */
function clientOf(context: Pick<APIContext, "clientAddress">): string {
  try {
    return context.clientAddress || "unknown";
  } catch {
    return "unknown";
  }
}
