import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app";

/** The page routing of the Express front: real files on disk, real HTTP requests. */
describe("createApp page files", () => {
  let dir: string;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    const root = mkdtempSync(path.join(tmpdir(), "app-pages-"));
    // A page-with-folder pair outside the build folder, which no request may reach.
    writeFileSync(path.join(root, "outside.html"), "<h1>outside</h1>");
    mkdirSync(path.join(root, "outside"));
    dir = path.join(root, "client");
    mkdirSync(path.join(dir, "industries"), { recursive: true });
    writeFileSync(path.join(dir, "industries.html"), "<h1>overview</h1>");
    writeFileSync(path.join(dir, "industries", "bars.html"), "<h1>bars</h1>");
    writeFileSync(path.join(dir, "privacy-policy.html"), "<h1>privacy</h1>");
    writeFileSync(path.join(dir, "404.html"), "<h1>Page Not Found</h1>");
    const app = createApp({ clientDir: dir, siteUrl: "http://localhost", astroHandler: (_req, _res, next) => next() });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it("serves a page that also has child pages", async () => {
    const response = await fetch(`${base}/industries`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("overview");
  });

  it("serves child pages and ordinary pages", async () => {
    expect(await (await fetch(`${base}/industries/bars`)).text()).toContain("bars");
    expect(await (await fetch(`${base}/privacy-policy`)).text()).toContain("privacy");
  });

  it("redirects a trailing slash to the page without it", async () => {
    const response = await fetch(`${base}/industries/`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/industries");
  });

  it("answers the real 404 for a page that was not built, and does not climb out of the build folder", async () => {
    for (const url of [`${base}/industries/not-a-real-industry`, `${base}/..%2foutside`, `${base}/%2e%2e%2foutside`]) {
      const response = await fetch(url);
      expect(response.status, url).toBe(404);
    }
  });
});
