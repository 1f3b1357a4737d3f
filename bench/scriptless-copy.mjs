// A scriptless copy of the site, served beside it for bench/lighthouse.mjs: every page it is asked for is the site's
// own HTML with every script removed (inline and external <script> elements, module preloads, inline event
// handlers), sent with the site's own response headers; everything else (stylesheet, font, images) is passed through
// to the site unchanged. The difference between a route and its copy is what the scripts cost; the copy alone is what
// the HTML costs.
//
// The headers matter (issue 37): the site's Cross-Origin-Opener-Policy makes Chromium load the page in a browsing
// context group, and a renderer process, of its own, which changes how the document is parsed and painted and costs
// Lighthouse's simulated TBT tens of milliseconds; a copy without it charged that cost to the scripts.
// COPY_DROP_HEADERS=cross-origin-opener-policy (a comma-separated list of lower-case names) leaves site headers off the
// copy, to read what one of them costs.
import http from "node:http";
import { brotliCompressSync, constants as zlibConstants } from "node:zlib";

/** Site headers left off the copy on request (COPY_DROP_HEADERS), to read what a header costs. */
const DROPPED_HEADERS = new Set(
  (process.env.COPY_DROP_HEADERS ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean),
);

/** Headers that describe the body or the connection, set here for the copy's own body; every other one is the site's. */
const OWN_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "etag",
  "last-modified",
  "accept-ranges",
  "date",
  "connection",
  "keep-alive",
  "vary",
]);

/** Data blocks (JSON-LD) are kept: the browser parses them as text and never runs them. */
const DATA_BLOCK = /^\s*type\s*=\s*["']?application\/(ld\+)?json/i;

/** The HTML without anything that runs. Exported for its unit test. */
export function stripScripts(html) {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (whole, attributes) => (DATA_BLOCK.test(attributes) ? whole : ""))
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "")
    .replace(/(<[a-z][\w-]*\b[^>]*?)\s+on[a-z]+=("[^"]*"|'[^']*')/gi, "$1");
}

/**
 * Starts the copy on `port` (0: any free port) in front of the site at `siteBase`. Answers { base, stop() }.
 * A page (any answer of type text/html) is fetched from the site once, stripped and sent with the site's status,
 * brotli-compressed when the browser accepts it, as the site sends its own prebuilt copies.
 */
export async function startScriptlessCopy(siteBase, port = 0) {
  const pages = new Map();
  const site = new URL(siteBase);

  async function page(pathname) {
    if (!pages.has(pathname)) {
      const response = await fetch(new URL(pathname, siteBase), { redirect: "manual" });
      const body = Buffer.from(stripScripts(await response.text()));
      const br = brotliCompressSync(body, {
        params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
      });
      pages.set(pathname, { status: response.status, headers: response.headers, body, br });
    }
    return pages.get(pathname);
  }

  const server = http.createServer(async (request, response) => {
    try {
      const pathname = new URL(request.url ?? "/", siteBase).pathname;
      const wantsPage = !/\.[a-z0-9]+$/i.test(pathname) || pathname.endsWith(".html");
      if (wantsPage && request.method === "GET") {
        const copy = await page(pathname);
        if ((copy.headers.get("content-type") ?? "").startsWith("text/html")) {
          const brotli = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""));
          const body = brotli ? copy.br : copy.body;
          const siteHeaders = Object.fromEntries(
            [...copy.headers].filter(([name]) => !OWN_HEADERS.has(name) && !DROPPED_HEADERS.has(name)),
          );
          response.writeHead(copy.status, {
            ...siteHeaders,
            "content-type": copy.headers.get("content-type"),
            "cache-control": copy.headers.get("cache-control") ?? "no-cache",
            "content-length": body.byteLength,
            vary: "Accept-Encoding",
            ...(brotli ? { "content-encoding": "br" } : {}),
          });
          response.end(body);
          return;
        }
      }
      // Anything else goes to the site as it is, and its answer comes back byte for byte.
      const upstream = http.request(
        { host: site.hostname, port: site.port, path: request.url, method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.on("error", () => response.destroy());
          answer.pipe(response);
        },
      );
      // A connection cut on either side (the browser closed at the end of a run, the site stopping) ends the
      // exchange; it must not end the bench.
      upstream.on("error", (error) => {
        if (response.headersSent) response.destroy();
        else response.writeHead(502).end(String(error));
      });
      request.on("error", () => upstream.destroy());
      response.on("error", () => upstream.destroy());
      request.pipe(upstream);
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return {
    base: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}`,
    stop: () => server.close(),
  };
}
