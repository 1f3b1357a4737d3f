import type { APIContext } from "astro";
import { getEnv } from "@/server/env";
import { logger } from "@/server/logger";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@/server/db/availability";
import { apiRateLimiter } from "./rate-limit";
import { checkJsonText } from "./text-policy";

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

/** Any method an endpoint does not answer: 405 with the methods it does (`Allow`). */
export function methodNotAllowed(allow = "POST"): Response {
  return json(405, { message: "Method not allowed." }, { Allow: allow });
}

/**
 * Same origin means the Origin header's scheme, host and port equal the request's own (originIsThisSite), or the
 * Origin is the configured SITE_URL.
 * A request without Origin (curl, server-to-server) cannot be a cross-site browser form post and is allowed;
 * Sec-Fetch-Site: cross-site is refused even without Origin.
 */
export function isSameOrigin(request: Request, siteUrl: string): boolean {
  if (request.headers.get("sec-fetch-site") === "cross-site") return false;
  const origin = request.headers.get("origin");
  if (origin === null) return true;
  return originIsThisSite(origin, request, siteUrl);
}

/**
 * The Origin header's value names this site: the request's own origin (scheme, host and port), or the configured
 * SITE_URL. The request's scheme is the one its URL carries: the Express front sets it from the socket, or from
 * X-Forwarded-Proto only when TRUST_PROXY trusts the proxy that sent it (src/server/http/app.ts); its host and port
 * are the Host header's. `https://host` posting to `http://host` (or the other way round) is another origin.
 */
export function originIsThisSite(origin: string, request: Request, siteUrl: string): boolean {
  let originUrl: URL;
  try {
    originUrl = new URL(origin);
  } catch {
    return false;
  }
  if (originUrl.origin === "null") return false;
  const requestUrl = new URL(request.url);
  const host = request.headers.get("host") ?? requestUrl.host;
  let own: string;
  try {
    own = new URL(`${requestUrl.protocol}//${host}`).origin;
  } catch {
    own = "";
  }
  if (originUrl.origin === own) return true;
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

/**
 * Reads a request body as a stream, stopping as soon as it passes `limit` bytes (declared or sent chunked):
 * null when it is too large. No endpoint ever buffers more than its limit.
 */
export async function readLimitedBytes(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) {
    await request.body?.cancel().catch(() => undefined);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        return null;
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
  return bytes;
}

/** Deepest nesting a JSON body may have (ours are two levels deep; a deeper one is hostile). */
const MAX_JSON_DEPTH = 8;

export interface BodyOptions {
  /** Byte limit of the body (default MAX_BODY_BYTES). */
  maxBytes?: number;
  /** The 413 answer's message (and field), for endpoints whose limit is a visitor's file. */
  tooLarge?: { message: string; field?: string };
  /** Fields that may hold several lines (tab, CR and LF allowed), as dotted paths; `*` matches one array index. */
  multiline?: readonly string[];
}

/**
 * Reads at most the byte limit (a larger body, declared or streamed, is refused with 413), parses a JSON object
 * and checks every string in it with the text policy (src/server/http/text-policy.ts): 400 naming the field.
 */
export async function readJsonObject(request: Request, options: BodyOptions = {}): Promise<BodyResult> {
  const limit = options.maxBytes ?? MAX_BODY_BYTES;
  const bytes = await readLimitedBytes(request, limit);
  if (bytes === null) {
    const tooLarge = options.tooLarge ?? { message: "The request body is too large." };
    return { ok: false, response: json(413, tooLarge) };
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
  const problem = checkJsonText(parsed as JsonObject, { multiline: options.multiline ?? [], maxDepth: MAX_JSON_DEPTH });
  if (problem) return { ok: false, response: fieldProblem(problem.field, problem.message) };
  return { ok: true, value: parsed as JsonObject };
}

/** 400 naming one field, in both shapes the clients read (`fieldErrors` for the forms, `field` for the chat). */
export function fieldProblem(field: string, message: string): Response {
  return json(400, { message: `${field}: ${message}`, field, fieldErrors: { [field]: message } });
}

export interface JsonPostContext {
  body: JsonObject;
  requestId: string | undefined;
}

export interface JsonPostOptions extends BodyOptions {
  /**
   * When the rate limiter itself fails (its table unreachable): "refuse" answers like any other fault (503/500);
   * "continue" serves the request unthrottled (the chat, which needs no database to answer).
   */
  limiterFailure?: "refuse" | "continue";
}

/**
 * Runs the guards, then the endpoint's own handler. A database that does not answer in time is a 503 with
 * Retry-After; anything else the handler throws is logged with the request id and answered with a generic 500
 * (a fault on our side, never the visitor's input).
 */
export async function handleJsonPost(
  context: Pick<APIContext, "request" | "clientAddress">,
  scope: string,
  handler: (input: JsonPostContext) => Promise<Response>,
  options: JsonPostOptions = {},
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
    try {
      const limited = await rateLimitResponse(context, scope);
      if (limited) return limited;
    } catch (error) {
      if (options.limiterFailure !== "continue") throw error;
      logger.error("rate limiter failed; serving unthrottled", { requestId, scope, error: errorText(error) });
    }
    const body = await readJsonObject(request, options);
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
    return faultResponse(error, { requestId, scope });
  }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The answer to a fault: 503 with Retry-After when the database is unreachable or too slow (a pool timeout, a
 * statement timeout, a refused or dropped connection), otherwise 500. Logged either way, never shown.
 */
export function faultResponse(error: unknown, log: Record<string, unknown>): Response {
  if (isDatabaseUnavailable(error)) {
    logger.error("database unavailable", { ...log, error: errorText(error) });
    return json(
      503,
      { message: "We can't take requests right now. Please try again in a minute." },
      { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
    );
  }
  logger.error("api request failed", { ...log, error: errorText(error) });
  return json(500, { message: "Something went wrong on our side. Please try again." });
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
 * Express layer replaces X-Forwarded-For with the address it settled on (TRUST_PROXY), so a visitor cannot pick
 * their own bucket.
 */
export function clientOf(context: Pick<APIContext, "clientAddress">): string {
  try {
    return context.clientAddress || "unknown";
  } catch {
    return "unknown";
  }
}
