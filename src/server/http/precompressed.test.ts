import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../../../scripts/precompress.mjs";
import { createApp } from "./app";
import { chooseEncoding } from "./precompressed";

/** Precompressed files written by the real build step, served by the real Express front over real HTTP. */
let server: Server;
let port: number;
let root: string;
const script = `export const rates = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ id: i, rate: i / 7 })))};`;
const page = `<!doctype html><title>Industries</title>${"<p>Card-present and online payments for bars.</p>".repeat(200)}`;
const policy = `<!doctype html><title>Privacy</title>${"<p>We keep leads private.</p>".repeat(200)}`;
const notFoundPage = `<!doctype html><title>Page Not Found</title>${"<p>Try the search or the home page.</p>".repeat(100)}`;

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "precompressed-"));
  mkdirSync(path.join(root, "_astro"));
  mkdirSync(path.join(root, "industries"));
  writeFileSync(path.join(root, "_astro", "rates.abc123.js"), script);
  writeFileSync(path.join(root, "_astro", "tiny.abc123.js"), "export{}");
  writeFileSync(path.join(root, "industries.html"), page);
  writeFileSync(path.join(root, "industries", "bars.html"), page);
  writeFileSync(path.join(root, "privacy-policy.html"), policy);
  writeFileSync(path.join(root, "index.html"), page);
  writeFileSync(path.join(root, "404.html"), notFoundPage);
  writeFileSync(path.join(root, "logo.png"), Buffer.alloc(4000, 7));
  await precompressDir(root);
  const app = createApp({
    clientDir: root,
    siteUrl: "https://www.harborline.example",
    astroHandler: (req, res, next) => {
      if (req.path === "/api/report") res.type("text/plain").send("on-demand answer ".repeat(400));
      else next();
    },
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose body is read as sent: fetch() would decode it and hide the encoding. */
function request(urlPath: string, headers: Record<string, string> = {}, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .request({ host: "127.0.0.1", port, path: urlPath, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject)
      .end();
  });
}

const file = (name: string) => readFileSync(path.join(root, name));

describe("the build step", () => {
  it("writes brotli and gzip copies that decode to the file, and none that would not be smaller", () => {
    expect(brotliDecompressSync(file("_astro/rates.abc123.js.br")).toString()).toBe(script);
    expect(gunzipSync(file("_astro/rates.abc123.js.gz")).toString()).toBe(script);
    expect(file("_astro/rates.abc123.js.br").byteLength).toBeLessThan(file("_astro/rates.abc123.js.gz").byteLength);
    expect(() => file("_astro/tiny.abc123.js.br")).toThrow();
    expect(() => file("logo.png.gz")).toThrow();
  });
});

describe.each([
  ["a hashed asset", "/_astro/rates.abc123.js", "_astro/rates.abc123.js", "text/javascript"],
  ["a page", "/privacy-policy", "privacy-policy.html", "text/html"],
  ["a page beside its folder", "/industries", "industries.html", "text/html"],
  ["a page in a folder", "/industries/bars", "industries/bars.html", "text/html"],
  ["the home page", "/", "index.html", "text/html"],
])("precompressed serving of %s", (_label, url, name, type) => {
  it("sends brotli when both are accepted, whatever the order", async () => {
    for (const accept of ["gzip, deflate, br, zstd", "br, gzip", "gzip, br"]) {
      const response = await request(url, { "accept-encoding": accept });
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBe("br");
      expect(response.headers["content-type"]).toContain(type);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(response.headers["content-length"])).toBe(response.body.byteLength);
      expect(response.body.equals(file(`${name}.br`))).toBe(true);
      expect(response.headers["content-security-policy"]).toBeTruthy();
      expect(response.headers["strict-transport-security"]).toBeTruthy();
    }
  });

  it("follows q-values", async () => {
    const gzip = await request(url, { "accept-encoding": "br;q=0.5, gzip;q=0.9" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.body.equals(file(`${name}.gz`))).toBe(true);
    expect(Number(gzip.headers["content-length"])).toBe(gzip.body.byteLength);
    expect((await request(url, { "accept-encoding": "br;q=0, gzip" })).headers["content-encoding"]).toBe("gzip");
    expect((await request(url, { "accept-encoding": "*" })).headers["content-encoding"]).toBe("br");
    const identity = await request(url, { "accept-encoding": "br;q=0.2, identity;q=1" });
    expect(identity.headers["content-encoding"]).toBeUndefined();
  });

  it("sends the file itself when no coding is accepted", async () => {
    const cases: Record<string, string>[] = [{}, { "accept-encoding": "identity" }, { "accept-encoding": "deflate" }];
    for (const headers of cases) {
      const response = await request(url, headers);
      expect(response.status).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.body.equals(file(name))).toBe(true);
      expect(Number(response.headers["content-length"])).toBe(file(name).byteLength);
    }
  });

  it("answers HEAD with the headers of the GET and no body", async () => {
    const head = await request(url, { "accept-encoding": "gzip" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(Number(head.headers["content-length"])).toBe(file(`${name}.gz`).byteLength);
  });

  it("gives each representation its own ETag and answers 304 only for the matching one", async () => {
    const br = await request(url, { "accept-encoding": "br" });
    const gzip = await request(url, { "accept-encoding": "gzip" });
    const identity = await request(url);
    const tags = [br, gzip, identity].map((response) => response.headers.etag);
    expect(new Set(tags).size).toBe(3);
    const again = await request(url, { "accept-encoding": "br", "if-none-match": br.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toMatch(/accept-encoding/i);
    // The gzip copy a cache holds is not the brotli one the client would now get.
    const switched = await request(url, { "accept-encoding": "br", "if-none-match": gzip.headers.etag! });
    expect(switched.status).toBe(200);
    expect(switched.headers["content-encoding"]).toBe("br");
  });

  it("answers a Range request from the file itself", async () => {
    const response = await request(url, { "accept-encoding": "br, gzip", range: "bytes=0-99" });
    expect(response.status).toBe(206);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers["content-range"]).toBe(`bytes 0-99/${file(name).byteLength}`);
    expect(response.headers["content-length"]).toBe("100");
    expect(response.body.equals(file(name).subarray(0, 100))).toBe(true);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe("what is not precompressed", () => {
  it("keeps the hashed asset cache policy and the assets' own CSP", async () => {
    const response = await request("/_astro/rates.abc123.js", { "accept-encoding": "br" });
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-security-policy"]).toContain("default-src 'none'");
    const pageResponse = await request("/privacy-policy", { "accept-encoding": "br" });
    expect(pageResponse.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("sends a file too small to compress as it is, once", async () => {
    const response = await request("/_astro/tiny.abc123.js", { "accept-encoding": "br, gzip" });
    expect(response.status).toBe(200);
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.body.toString()).toBe("export{}");
  });

  it("compresses answers built per request on the fly", async () => {
    const response = await request("/api/report", { "accept-encoding": "gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(response.body).toString()).toBe("on-demand answer ".repeat(400));
  });

  it("sends the 404 page precompressed, as a whole answer that never becomes a 304 or a 206", async () => {
    for (const [accept, decode] of [
      ["br, gzip", brotliDecompressSync],
      ["gzip", gunzipSync],
    ] as const) {
      const response = await request("/no-such-page", { "accept-encoding": accept });
      expect(response.status).toBe(404);
      expect(response.headers["content-encoding"]).toBe(accept === "gzip" ? "gzip" : "br");
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(Number(response.headers["content-length"])).toBe(response.body.byteLength);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(decode(response.body).toString()).toBe(notFoundPage);
    }
    const plain = await request("/no-such-page");
    expect(plain.status).toBe(404);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(notFoundPage);
    const lastModified = (await request("/privacy-policy")).headers["last-modified"] ?? new Date().toUTCString();
    const conditional = await request("/no-such-page", {
      "accept-encoding": "br",
      "if-none-match": "*",
      "if-modified-since": lastModified,
      range: "bytes=0-9",
    });
    expect(conditional.status).toBe(404);
    expect(conditional.headers["content-range"]).toBeUndefined();
    expect(brotliDecompressSync(conditional.body).toString()).toBe(notFoundPage);
    // A missing hashed asset gets the same page.
    const asset = await request("/_astro/gone.abc123.js", { "accept-encoding": "br" });
    expect(asset.status).toBe(404);
    expect(brotliDecompressSync(asset.body).toString()).toBe(notFoundPage);
    // HEAD: the headers without the body.
    const head = await request("/no-such-page", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(404);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.byteLength).toBe(0);
  });

  it("never serves a compressed copy under its own name", async () => {
    expect((await request("/_astro/rates.abc123.js.br")).status).toBe(404);
    expect((await request("/privacy-policy.html.gz")).status).toBe(404);
  });
});

describe("chooseEncoding", () => {
  const both = ["br", "gzip"] as const;
  it.each([
    [undefined, "identity"],
    ["", "identity"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["GZIP;Q=0.8", "gzip"],
    ["br;q=0.4, gzip;q=0.6", "gzip"],
    ["br;q=0.6, gzip;q=0.6", "br"],
    ["br;q=0", "identity"],
    ["*;q=0", "identity"],
    ["*", "br"],
    ["*, br;q=0", "gzip"],
    ["identity;q=1, br;q=0.5", "identity"],
    ["br;q=0.5", "br"],
    ["deflate", "identity"],
  ])("%s -> %s", (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it("only picks codings that have a copy", () => {
    expect(chooseEncoding("br, gzip", ["gzip"])).toBe("gzip");
    expect(chooseEncoding("br", ["gzip"])).toBe("identity");
  });
});
