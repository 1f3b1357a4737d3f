import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";
import { inlineScriptHashes } from "./security";

/** The Express layer over a tiny built site: real HTTP requests, no Astro. */
let server: Server;
let base: string;
let clientDir: string;
const inlineScript = "console.log('island loader')";

beforeAll(async () => {
  clientDir = mkdtempSync(path.join(tmpdir(), "client-"));
  mkdirSync(path.join(clientDir, "_astro"));
  writeFileSync(path.join(clientDir, "_astro", "app.abc123.js"), "export const x = 1;".repeat(200));
  writeFileSync(
    path.join(clientDir, "privacy-policy.html"),
    `<!doctype html><title>Privacy</title><script>${inlineScript}</script><script type="application/ld+json">{"a":1}</script>${"<p>policy text</p>".repeat(100)}`,
  );
  writeFileSync(path.join(clientDir, "404.html"), "<!doctype html><title>Page Not Found</title>");
  writeFileSync(path.join(clientDir, "sitemap-index.xml"), "<sitemapindex/>");
  const app = createApp({
    clientDir,
    siteUrl: "https://www.harborline.example",
    astroHandler: (req, res, next) => {
      if (req.path === "/api/echo") res.json({ ok: true });
      else if (req.path === "/api/boom") next(new Error("secret internal detail"));
      else next();
    },
  });
  server = app.listen(0);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server?.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const SECURITY_HEADERS = [
  "content-security-policy",
  "strict-transport-security",
  "x-content-type-options",
  "referrer-policy",
  "permissions-policy",
];

describe("security headers", () => {
  it.each(["/privacy-policy", "/_astro/app.abc123.js", "/missing", "/api/echo", "/high-risk-management", "/sitemap.xml"])(
    "are on every response: %s",
    async (url) => {
      const response = await fetch(base + url, { redirect: "manual" });
      for (const header of SECURITY_HEADERS) expect(response.headers.get(header), header).toBeTruthy();
      expect(response.headers.get("x-powered-by")).toBeNull();
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
    },
  );

  it("has a CSP that forbids plugins, framing and foreign form targets, and allows the built inline script by hash", async () => {
    const csp = (await fetch(`${base}/privacy-policy`)).headers.get("content-security-policy")!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).toContain("upgrade-insecure-requests");
    const [hash] = inlineScriptHashes(`<script>${inlineScript}</script>`);
    expect(csp).toMatch(new RegExp(`script-src [^;]*${hash!.replace(/[+/=]/g, "\\$&")}`));
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it("gives hashed assets a short policy that allows nothing", async () => {
    const csp = (await fetch(`${base}/_astro/app.abc123.js`)).headers.get("content-security-policy");
    expect(csp).toBe("default-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
  });

  it("sends HSTS for a year", async () => {
    expect((await fetch(`${base}/privacy-policy`)).headers.get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });
});

describe("caching and compression", () => {
  it("caches hashed assets for a year, immutable", async () => {
    const response = await fetch(`${base}/_astro/app.abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("compresses HTML and makes it revalidate", async () => {
    const response = await fetch(`${base}/privacy-policy`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(response.headers.get("cache-control")).toContain("must-revalidate");
    expect(await response.text()).toContain("policy text");
  });

  it("answers a missing hashed asset with 404", async () => {
    expect((await fetch(`${base}/_astro/gone.js`)).status).toBe(404);
  });
});

describe("routing", () => {
  it("answers unknown paths 404 with the not-found page", async () => {
    const response = await fetch(`${base}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Page Not Found");
  });

  it("answers unknown API paths 404 in JSON", async () => {
    const response = await fetch(`${base}/api/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Not found" });
  });

  it("redirects /high-risk-management permanently to /high-risk, keeping the query", async () => {
    const response = await fetch(`${base}/high-risk-management?utm_source=footer`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/high-risk?utm_source=footer");
  });

  it("serves /sitemap.xml from the sitemap index", async () => {
    const response = await fetch(`${base}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("xml");
  });

  it("never leaks an error's details, and tags the answer with a request id", async () => {
    const response = await fetch(`${base}/api/boom`);
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain("secret internal detail");
    expect(text).not.toMatch(/at .*\.ts:\d+/);
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]{8,}$/);
  });
});
