import type { APIRoute } from "astro";
import { makeHandler } from "@keystatic/astro/api";
import config from "../../keystatic.config";
import { MAX_BODY_BYTES, readLimitedBytes } from "./http/api";

/**
 * The content editor's API (/api/keystatic/*, docs/deploying.md "The content editor"), in place of the one
 * @keystatic/astro injects (astro.config.mjs swaps the entrypoint). Behind the Express entry Astro builds request
 * URLs on http://localhost, and Keystatic names the request's origin as GitHub's OAuth redirect: in a build, the
 * request is handed over on the public origin (SITE_URL) instead. `astro dev` serves the editor itself, as it is.
 */
const handler = makeHandler({ config });

export const prerender = false;

export const ALL: APIRoute = async (context) => {
  const origin = import.meta.env.DEV ? undefined : process.env.SITE_URL?.trim();
  if (!origin) return handler(context);
  const { request } = context;
  const url = new URL(context.url.pathname + context.url.search, origin);
  // Only sign-in and token exchanges pass here (the editor commits to GitHub from the browser): a body is small, and
  // like every endpoint's it is read no further than its limit.
  let body: ArrayBuffer | undefined;
  if (request.method !== "GET" && request.method !== "HEAD") {
    const bytes = await readLimitedBytes(request, MAX_BODY_BYTES);
    if (bytes === null) return Response.json({ message: "The request body is too large." }, { status: 413 });
    body = bytes.buffer as ArrayBuffer;
  }
  return handler({ ...context, url, request: new Request(url, { method: request.method, headers: request.headers, body }) });
};
