import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Content-Security-Policy without 'unsafe-inline' for scripts: Astro writes a few small inline scripts (the island
 * loader and its directives), and every page is prerendered, so their hashes are collected from the built HTML
 * once at start-up and allowed one by one.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? "";
    const body = match[2] ?? "";
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']?application\/ld\+json/i.test(attributes) || body.length === 0) continue;
    hashes.push(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return hashes;
}

function htmlFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "_astro") found.push(...htmlFiles(full));
    } else if (entry.name.endsWith(".html")) {
      found.push(full);
    }
  }
  return found;
}

/** Every distinct inline-script hash in the built site. */
export function collectScriptHashes(clientDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(clientDir)) {
    for (const hash of inlineScriptHashes(readFileSync(file, "utf8"))) hashes.add(hash);
  }
  return [...hashes].sort();
}

export interface CspOptions {
  scriptHashes: string[];
  /** Extra origins allowed to run scripts (the scheduling widget, the ad tag) when they are configured. */
  scriptOrigins?: string[];
  frameOrigins?: string[];
  connectOrigins?: string[];
  imgOrigins?: string[];
  upgradeInsecureRequests?: boolean;
}

export function cspDirectives(options: CspOptions): Record<string, string[] | null> {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'", ...options.scriptHashes, ...(options.scriptOrigins ?? [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", ...(options.imgOrigins ?? [])],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(options.connectOrigins ?? [])],
    "frame-src": options.frameOrigins?.length ? options.frameOrigins : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'"],
    "upgrade-insecure-requests": options.upgradeInsecureRequests ? [] : null,
  };
}

/**
 * Origins Google's Ads tag (gtag.js) loads from and reports to, allowed only when an Ads id is configured
 * (the application Thank You view's conversion; see docs/leads.md).
 */
export const GOOGLE_ADS_ORIGINS = {
  scriptOrigins: [
    "https://www.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.google.com",
  ],
  connectOrigins: [
    "https://www.google.com",
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
    "https://www.googletagmanager.com",
  ],
  imgOrigins: ["https://www.google.com", "https://googleads.g.doubleclick.net", "https://www.googletagmanager.com"],
  frameOrigins: ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
} as const;

/** Features this site never uses, switched off for every page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/**
 * The content editor's page (/keystatic, built in only with GitHub storage: docs/deploying.md) is rendered on
 * demand, so its inline scripts are not among the built pages' hashes, and it talks to GitHub from the browser.
 * It gets a policy of its own, with the hashes of the page it is sent with: GitHub's API and the avatars it shows
 * are the only origins beyond the site.
 */
export function editorCsp(html: string): string {
  const directives = cspDirectives({
    scriptHashes: inlineScriptHashes(html),
    connectOrigins: ["https://api.github.com"],
    imgOrigins: ["blob:", "https://avatars.githubusercontent.com", "https://raw.githubusercontent.com"],
  });
  return Object.entries(directives)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}
