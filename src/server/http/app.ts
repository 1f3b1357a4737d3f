import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import compression from "compression";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";
import helmet from "helmet";
import { redirects } from "@/content/navigation";
import { logger } from "../logger";
import { schedulerCspOrigins, type SchedulerConfig } from "@/lib/scheduler";
import { GOOGLE_ADS_ORIGINS, PERMISSIONS_POLICY, collectScriptHashes, cspDirectives, type CspOptions } from "./security";
import { canonicalPath, decidePath, splitTarget } from "./paths";
import { findPrecompressed, sendPrecompressed } from "./precompressed";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "@/server/db/availability";

export interface AppOptions {
  /** dist/client: prerendered pages and hashed assets. */
  clientDir: string;
  /** Astro's middleware-mode handler (on-demand routes such as /api/*). */
  astroHandler: RequestHandler;
  /** Public origin; https turns on upgrade-insecure-requests. */
  siteUrl: string;
  /**
   * Express's `trust proxy`: false (clients connect directly), a hop count, or the proxies' addresses/subnets
   * (docs/deploying.md). The client address is then the one the nearest untrusted hop saw, never a value the
   * client wrote itself.
   */
  trustProxy?: TrustProxy;
  /** The scheduling widget of /partner/schedule-consult: its script and frame origins join the CSP. */
  scheduler?: SchedulerConfig;
  /** An Ads id is configured: the CSP lets Google's Ads tag load and report the application conversion. */
  adsTracking?: boolean;
  /** /readyz: whether the server is draining (SIGTERM) and whether its database is ready. */
  health?: HealthProbe;
}

export interface HealthProbe {
  draining(): boolean;
  ready(): Promise<{ ok: boolean; reason?: string }>;
}

export type TrustProxy = false | number | string[];

/** Methods a page (anything outside /api and the sign-in form's POST) answers; anything else is a 405. */
const PAGE_METHODS = new Set(["GET", "HEAD"]);
/**
 * On-demand routes that take other methods: the endpoints, the sign-in form, the newsletter's unsubscribe page (its
 * button and the mail providers' one-click POST, RFC 8058) and the privacy choices form (issue 35).
 */
function acceptsOtherMethods(path: string): boolean {
  return path.startsWith("/api/") || path === "/admin/login" || path === "/newsletter/unsubscribe" || path === "/privacy-choices";
}

/** Routes Astro injects that the site never serves: its image endpoint. Compared on the canonical path. */
function isInternalAstroRoute(canonical: string): boolean {
  return canonical === "/_image" || canonical.startsWith("/_image/");
}

/** An endpoint's path: its refusals are JSON, a page's are the site's pages. */
function isApiPath(req: Request): boolean {
  return (req.path ?? "").startsWith("/api/");
}

/** Staff paths (pages and endpoints), compared case-insensitively: never cached, never indexed. */
export function isStaffPath(path: string): boolean {
  return /^\/(api\/)?admin(\/|$)/i.test(path);
}

type OriginLists = Pick<CspOptions, "scriptOrigins" | "frameOrigins" | "connectOrigins" | "imgOrigins">;

/** Joins the extra origins that optional integrations (scheduler, ads tag) need, per directive. */
function mergeCspOrigins(parts: { readonly [K in keyof OriginLists]?: readonly string[] }[]): OriginLists {
  const merged: Required<OriginLists> = { scriptOrigins: [], frameOrigins: [], connectOrigins: [], imgOrigins: [] };
  for (const part of parts) {
    for (const key of Object.keys(merged) as (keyof OriginLists)[]) {
      for (const origin of part[key] ?? []) if (!merged[key].includes(origin)) merged[key].push(origin);
    }
  }
  return merged;
}

/** The policy for hashed assets: they are never rendered as documents, so nothing is allowed at all. */
export const ASSET_CSP = "default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** Pages revalidate on every visit (the ETag makes that cheap); other public files are cached for a day. */
const PAGE_CACHE = "public, max-age=0, must-revalidate";
const PUBLIC_FILE_CACHE = "public, max-age=86400";

/** The decoded path, or undefined when its percent-encoding is malformed (the static handler then answers). */
function safeDecode(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/**
 * The Express application in front of Astro: security headers on every response, compression, long-lived caching
 * of hashed assets, permanent redirects, and the real 404 (Astro in middleware mode leaves unmatched URLs to us).
 */
export function createApp(options: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  // Express's own last resort (finalhandler: an error no handler below could take) prints the stack trace outside
  // "production". No answer of this app ever carries one, whatever NODE_ENV says.
  app.set("env", "production");
  app.set("trust proxy", options.trustProxy ?? false);
  // `/Admin` and `/admin` are different paths; the router must never match them as one.
  app.set("case sensitive routing", true);
  app.set("strict routing", true);

  app.use((req: Request, res: Response, next: NextFunction) => {
    // While draining, every answer asks the client to close its connection, so none is reused after the stop.
    // Checked when the head is written, so a request that began before the drain and ends during it says so too.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
      if (health?.draining() && !this.headersSent) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    const incoming = req.get("x-request-id");
    const id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    req.headers["x-request-id"] = id;
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    // Astro's clientAddress (the rate limiters' key) is the first X-Forwarded-For entry when there is one. Replace
    // the header with the address Express settled on: the socket's, or with `trust proxy` the one the nearest
    // untrusted hop saw. A visitor cannot choose their own bucket by writing the header.
    if (req.ip) req.headers["x-forwarded-for"] = req.ip;
    else delete req.headers["x-forwarded-for"];
    // Astro builds the request's URL (the scheme the staff Origin check compares) from X-Forwarded-Proto whatever
    // sent it. Replace it with the scheme Express settled on: the socket's, or with `trust proxy` the one the
    // trusted proxy reported.
    req.headers["x-forwarded-proto"] = req.protocol;
    next();
  });

  // Built files with brotli/gzip copies beside them (scripts/precompress.mjs), found once at start-up.
  const precompressed = findPrecompressed(options.clientDir);
  const notFoundFile = path.join(options.clientDir, "404.html");
  const notFoundPage = existsSync(notFoundFile) ? notFoundFile : undefined;
  const notFoundCompressed = notFoundPage ? precompressed.get(notFoundPage) : undefined;
  /** The built 404 page, as its brotli or gzip copy when the client takes one. */
  function sendNotFoundPage(req: Request, res: Response) {
    if (notFoundCompressed) {
      sendPrecompressed(
        req,
        res,
        notFoundCompressed,
        String(res.getHeader("Cache-Control") ?? "no-cache"),
        () => {
          if (!res.headersSent) res.type("text/plain").send("Page Not Found");
        },
        { asError: true },
      );
    } else if (notFoundPage) res.sendFile(notFoundPage);
    else res.type("text/plain").send("Page Not Found");
  }
  function notFound(req: Request, res: Response) {
    res.status(404);
    if (isApiPath(req)) {
      res.json({ message: "Not found" });
      return;
    }
    if (!res.getHeader("Cache-Control")) res.setHeader("Cache-Control", "no-cache");
    sendNotFoundPage(req, res);
  }

  const https = options.siteUrl.startsWith("https://");
  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: cspDirectives({
          scriptHashes: collectScriptHashes(options.clientDir),
          ...mergeCspOrigins([
            options.scheduler ? schedulerCspOrigins(options.scheduler) : {},
            options.adsTracking ? GOOGLE_ADS_ORIGINS : {},
          ]),
          upgradeInsecureRequests: https,
        }),
      },
      strictTransportSecurity: { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      xFrameOptions: { action: "deny" },
      // Legacy headers with no effect in current browsers: left out to keep every response (and asset) lean.
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });
  // Health endpoints for a load balancer or orchestrator: answered first, never cached, never rate-limited, not
  // pages (so not in the sitemap). /healthz: the process answers. /readyz: it should get traffic (database reachable,
  // migrations applied, not draining); 503 otherwise.
  const health = options.health;
  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  app.get("/readyz", async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (health?.draining()) {
      res.status(503).json({ status: "draining" });
      return;
    }
    const readiness = health ? await health.ready() : { ok: true };
    res.status(readiness.ok ? 200 : 503).json(readiness.ok ? { status: "ready" } : { status: readiness.reason ?? "not-ready" });
  });

  // On-the-fly compression for answers built per request (API, on-demand pages) and for built files without a
  // precompressed copy; never for the brotli/gzip copies written at build time (scripts/precompress.mjs).
  app.use(
    compression({
      filter: (req, res) => !(res as Response).locals.precompressed && compression.filter(req, res),
    }),
  );

  // One canonical path before any check: repeated slashes, dot segments and a trailing slash redirect to the
  // canonical path (301 for GET/HEAD, 308 keeps the method of anything else); encoded slashes, backslashes and
  // control characters are refused. Routing and the staff gate then see the same string.
  app.use((req: Request, res: Response, next: NextFunction) => {
    // An absolute-form target (`GET http://host/path`) is served as its path, a bare `http://host` as `/`. One with
    // a query and no path (`http://host?a`) is the site's 404: the router could not read a path there (issue 33).
    const absolute = /^https?:\/\/[^/?#]*/i.exec(req.url);
    if (absolute) {
      const rest = req.url.slice(absolute[0].length);
      req.url = rest.startsWith("/") ? rest : `/${rest}`;
      if (!rest.startsWith("/") && rest !== "") {
        notFound(req, res);
        return;
      }
    }
    // Anything else that is not a path (`*`, `ftp://x`, `x`) has no page: the router cannot even read its path.
    if (!req.url.startsWith("/")) {
      req.url = "/";
      res.setHeader("Cache-Control", "no-store");
      res.status(400).type("text/plain").send("Bad request.");
      return;
    }
    const { path: rawPath, query } = splitTarget(req.url);
    // Astro's image endpoint (/_image, injected into every build with on-demand routes) is never used by the site
    // and turned whatever built file it was pointed at into an image, or spent seconds of CPU on it: no such page,
    // however the path is spelled (`/_IMAGE`, `/%5Fimage`, `/_image/`).
    const canonical = canonicalPath(rawPath);
    if (canonical !== null && isInternalAstroRoute(canonical)) {
      notFound(req, res);
      return;
    }
    const decision = decidePath(rawPath);
    if (decision.kind === "redirect") {
      res.setHeader("Cache-Control", "no-store");
      res.redirect(PAGE_METHODS.has(req.method) ? 301 : 308, `${decision.path}${query}`);
      return;
    }
    if (decision.kind === "refuse") {
      res.locals.refusedPath = true;
      notFound(req, res);
      return;
    }
    if (isStaffPath(rawPath)) {
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("X-Robots-Tag", "noindex, nofollow");
    }
    if (!PAGE_METHODS.has(req.method) && (req.method === "TRACE" || !acceptsOtherMethods(rawPath))) {
      res.setHeader("Allow", "GET, HEAD");
      res.status(405).type("text/plain").send("Method not allowed.");
      return;
    }
    next();
  });

  for (const [from, to] of Object.entries(redirects)) {
    app.all(from, (req, res) => {
      const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
      res.redirect(301, `${to}${query}`);
    });
  }

  // Vite names these files by content hash, so a year-long immutable cache is safe. Scripts and styles are never
  // documents, so they carry a short deny-everything policy instead of the pages' long one.
  app.use("/_astro", (_req, res, next) => {
    res.setHeader("Content-Security-Policy", ASSET_CSP);
    next();
  });
  const astroDir = path.join(options.clientDir, "_astro");
  const ASSET_CACHE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
  // The `.br`/`.gz` copies are only ever sent for their file's URL, never under their own name.
  const isPrecompressedCopy = (file: string) =>
    /\.(br|gz)$/.test(file) && precompressed.has(file.slice(0, -path.extname(file).length));
  app.use("/_astro", (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const file = path.join(astroDir, safeDecode(req.path) ?? "\0");
    if (isPrecompressedCopy(file)) return notFound(req, res);
    const entry = precompressed.get(file);
    if (!entry) return next();
    sendPrecompressed(req, res, entry, ASSET_CACHE, next);
  });
  app.use(
    "/_astro",
    express.static(astroDir, {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
      fallthrough: false,
    }),
  );

  const sitemapIndex = path.join(options.clientDir, "sitemap-index.xml");
  if (existsSync(sitemapIndex)) {
    app.get("/sitemap.xml", (req, res, next) => {
      const entry = precompressed.get(sitemapIndex);
      // The cache policy `sendFile` has always given this answer.
      if (entry) sendPrecompressed(req, res, entry, "public, max-age=0", next);
      else res.type("application/xml").sendFile(sitemapIndex);
    });
  }

  // A page with child pages is built as `industries.html` beside an `industries/` folder. serve-static sees the
  // folder first and never tries the `.html` extension (it only does so for missing paths), so serve the page here.
  // The build does not change while the server runs, so those pages are found once, at start-up.
  const pagesBesideFolders = findPagesBesideFolders(options.clientDir);
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(req.path);
    } catch {
      return next(); // malformed percent-encoding: let the static handler answer it
    }
    const file = pagesBesideFolders.get(urlPath);
    if (!file) return next();
    const entry = precompressed.get(file);
    if (entry) return sendPrecompressed(req, res, entry, PAGE_CACHE, next);
    res.setHeader("Cache-Control", PAGE_CACHE);
    res.sendFile(file, (error) => {
      if (error) next(error);
    });
  });

  // The other built files that have precompressed copies, found the way the static handler below finds them: the
  // path itself when it is a file, else the path plus `.html` (`/privacy-policy`), and `index.html` for `/`.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const urlPath = safeDecode(req.path);
    if (urlPath === undefined || urlPath.includes("\0")) return next();
    const target = path.join(options.clientDir, urlPath.endsWith("/") ? `${urlPath}index.html` : urlPath);
    if (!target.startsWith(options.clientDir + path.sep)) return next();
    if (isPrecompressedCopy(target)) return notFound(req, res);
    const entry =
      precompressed.get(target) ??
      (precompressed.has(`${target}.html`) && !existsSync(target) ? precompressed.get(`${target}.html`) : undefined);
    if (!entry) return next();
    sendPrecompressed(req, res, entry, entry.file.endsWith(".html") ? PAGE_CACHE : PUBLIC_FILE_CACHE, next);
  });

  app.use(
    express.static(options.clientDir, {
      extensions: ["html"],
      index: ["index.html"],
      redirect: false,
      setHeaders(res, filePath) {
        // Pages revalidate on every visit (ETag makes that cheap); other public files for a day.
        res.setHeader("Cache-Control", filePath.endsWith(".html") ? PAGE_CACHE : PUBLIC_FILE_CACHE);
      },
    }),
  );

  app.use(options.astroHandler);

  app.use(notFound);

  // Last resort: never a stack trace in an answer; the log line carries the request id.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status =
      typeof error === "object" && error && "status" in error && typeof error.status === "number" ? error.status : 500;
    if (status === 404) {
      res.status(404);
      sendNotFoundPage(req, res);
      return;
    }
    if (isDatabaseUnavailable(error) && !res.headersSent) {
      logger.error("database unavailable", { requestId: res.locals.requestId, method: req.method, path: req.path });
      res.setHeader("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
      res.status(503).json({ message: "We can't take requests right now. Please try again in a minute." });
      return;
    }
    // The visitor closed the connection while a file was being sent (send's ECONNABORTED): nothing went wrong here.
    if (typeof error === "object" && error && "code" in error && error.code === "ECONNABORTED") {
      logger.info("request aborted by the client", { requestId: res.locals.requestId, method: req.method, path: req.path });
      return;
    }
    logger.error("unhandled request error", {
      requestId: res.locals.requestId,
      method: req.method,
      path: req.path,
      error: error instanceof Error ? error.message : String(error),
    });
    if (res.headersSent) return;
    res.status(status >= 400 && status < 600 ? status : 500);
    // A plain answer: an endpoint's JSON message, a page's short text. Never the error itself.
    if (isApiPath(req)) res.json({ message: "Something went wrong on our side. Please try again." });
    else res.type("text/plain").send("Something went wrong on our side. Please try again.");
  });

  return app;
}

/**
 * URL path -> file of every built page that sits beside a folder of the same name (`industries.html` beside
 * `industries/`), anywhere under the build folder except the hashed assets.
 */
export function findPagesBesideFolders(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string, urlPrefix: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const folders = new Set(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name));
    for (const entry of entries) {
      if (entry.isFile() && entry.name.endsWith(".html") && folders.has(entry.name.slice(0, -".html".length))) {
        pages.set(`${urlPrefix}/${entry.name.slice(0, -".html".length)}`, path.join(dir, entry.name));
      }
    }
    for (const folder of folders) {
      if (!(urlPrefix === "" && folder === "_astro")) walk(path.join(dir, folder), `${urlPrefix}/${folder}`);
    }
  };
  if (existsSync(clientDir)) walk(clientDir, "");
  return pages;
}
