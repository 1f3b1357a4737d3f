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

export interface AppOptions {
  /** dist/client: prerendered pages and hashed assets. */
  clientDir: string;
  /** Astro's middleware-mode handler (on-demand routes such as /api/*). */
  astroHandler: RequestHandler;
  /** Public origin; https turns on upgrade-insecure-requests. */
  siteUrl: string;
  trustProxy?: boolean;
  /** The scheduling widget of /partner/schedule-consult: its script and frame origins join the CSP. */
  scheduler?: SchedulerConfig;
  /** An Ads id is configured: the CSP lets Google's Ads tag load and report the application conversion. */
  adsTracking?: boolean;
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

/**
 * The Express application in front of Astro: security headers on every response, compression, long-lived caching
 * of hashed assets, permanent redirects, and the real 404 (Astro in middleware mode leaves unmatched URLs to us).
 */
export function createApp(options: AppOptions) {
  const app = express();
  app.disable("x-powered-by");
  if (options.trustProxy) app.set("trust proxy", true);

  app.use((req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("x-request-id");
    const id = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    req.headers["x-request-id"] = id;
    res.locals.requestId = id;
    res.setHeader("X-Request-Id", id);
    // Astro's clientAddress (the API rate limiter's key) reads X-Forwarded-For when present; only a trusted proxy
    // may set it, otherwise a visitor could choose their own rate-limit bucket.
    if (!options.trustProxy) delete req.headers["x-forwarded-for"];
    next();
  });

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
  app.use(compression());

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
  app.use(
    "/_astro",
    express.static(path.join(options.clientDir, "_astro"), {
      immutable: true,
      maxAge: ONE_YEAR_SECONDS * 1000,
      index: false,
      fallthrough: false,
    }),
  );

  const sitemapIndex = path.join(options.clientDir, "sitemap-index.xml");
  if (existsSync(sitemapIndex)) {
    app.get("/sitemap.xml", (_req, res) => {
      res.type("application/xml").sendFile(sitemapIndex);
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
    res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    res.sendFile(file, (error) => {
      if (error) next(error);
    });
  });

  app.use(
    express.static(options.clientDir, {
      extensions: ["html"],
      index: ["index.html"],
      redirect: false,
      setHeaders(res, filePath) {
        // Pages revalidate on every visit (ETag makes that cheap); other public files for a day.
        res.setHeader(
          "Cache-Control",
          filePath.endsWith(".html") ? "public, max-age=0, must-revalidate" : "public, max-age=86400",
        );
      },
    }),
  );

  app.use(options.astroHandler);

  const notFoundFile = path.join(options.clientDir, "404.html");
  const notFoundPage = existsSync(notFoundFile) ? notFoundFile : undefined;
  app.use((req: Request, res: Response) => {
    res.status(404);
    if (req.path.startsWith("/api/")) {
      res.json({ message: "Not found" });
      return;
    }
    res.setHeader("Cache-Control", "no-cache");
    if (notFoundPage) res.sendFile(notFoundPage);
    else res.type("text/plain").send("Page Not Found");
  });

  // Last resort: never a stack trace in an answer; the log line carries the request id.
  app.use((error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const status =
      typeof error === "object" && error && "status" in error && typeof error.status === "number" ? error.status : 500;
    if (status === 404) {
      res.status(404);
      if (notFoundPage) res.sendFile(notFoundPage);
      else res.type("text/plain").send("Page Not Found");
      return;
    }
    logger.error("unhandled request error", {
      requestId: res.locals.requestId,
      method: req.method,
      path: req.path,
      error: error instanceof Error ? error.message : String(error),
    });
    if (res.headersSent) return;
    res
      .status(status >= 400 && status < 600 ? status : 500)
      .json({ message: "Something went wrong on our side. Please try again." });
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
