import { readdirSync, statSync, type Stats } from "node:fs";
import path from "node:path";
import type { Request, Response } from "express";

/** Content codings written beside the build's text files (scripts/precompress.mjs), best first. */
export const ENCODINGS = [
  { coding: "br", suffix: ".br" },
  { coding: "gzip", suffix: ".gz" },
] as const;
export type Coding = (typeof ENCODINGS)[number]["coding"] | "identity";

interface Variant {
  file: string;
  etag: string;
}

/** One built file and its precompressed copies. */
export interface PrecompressedFile {
  file: string;
  identity: Variant;
  encoded: Partial<Record<Exclude<Coding, "identity">, Variant>>;
}

/**
 * A strong ETag per representation: size and modification time of the file actually sent, plus the coding, so
 * the identity, gzip and brotli bodies of one URL never share a validator.
 */
function etagFor(stats: Stats, coding: Coding): string {
  const tag = `${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}`;
  return coding === "identity" ? `"${tag}"` : `"${tag}-${coding}"`;
}

/**
 * Parses Accept-Encoding and picks the representation to send among the available codings: the highest q-value
 * wins; on a tie brotli beats gzip and both beat identity (browsers list `gzip, deflate, br, zstd` in that order but
 * mean no preference). `*` covers codings not named. Identity is acceptable unless excluded (`identity;q=0`, or
 * `*;q=0` without naming it); when not named it ranks with the lowest q-value listed, as the negotiator package
 * does. No header at all means identity. When nothing listed is acceptable the identity file is sent anyway
 * (RFC 9110 allows that rather than a 406).
 */
export function chooseEncoding(header: string | undefined, available: readonly Coding[]): Coding {
  if (!header || !header.trim()) return "identity";
  const q = new Map<string, number>();
  for (const part of header.split(",")) {
    const [rawName, ...params] = part.trim().split(";");
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let value = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) value = Math.min(1, Math.max(0, Number(match[1]) || 0));
    }
    // A coding named twice keeps its highest q-value.
    q.set(name, Math.max(value, q.get(name) ?? 0));
  }
  const star = q.get("*");
  const listed = [...q.values()];
  const qualityOf = (coding: Coding): number => {
    if (q.has(coding)) return q.get(coding)!;
    if (coding === "identity") {
      if (star !== undefined && star === 0) return 0;
      return listed.length ? Math.min(...listed.filter((value) => value > 0), 1) : 1;
    }
    return star ?? 0;
  };
  let best: Coding = "identity";
  let bestQ = qualityOf("identity");
  for (const { coding } of ENCODINGS) {
    if (!available.includes(coding)) continue;
    const value = qualityOf(coding);
    if (value > 0 && value >= bestQ && !(value === bestQ && best !== "identity")) {
      best = coding;
      bestQ = value;
    }
  }
  return best;
}

/**
 * Every file under `root` that has at least one precompressed copy, by absolute path. The build does not change
 * while the server runs, so the folder is read once, at start-up.
 */
export function findPrecompressed(root: string): Map<string, PrecompressedFile> {
  const found = new Map<string, PrecompressedFile>();
  const walk = (dir: string) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    const names = new Set(entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
    for (const entry of entries) {
      if (entry.name.startsWith(".")) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (!entry.isFile() || ENCODINGS.some(({ suffix }) => entry.name.endsWith(suffix))) continue;
      const encoded: PrecompressedFile["encoded"] = {};
      for (const { coding, suffix } of ENCODINGS) {
        if (names.has(entry.name + suffix)) {
          encoded[coding] = { file: full + suffix, etag: etagFor(statSync(full + suffix), coding) };
        }
      }
      if (Object.keys(encoded).length === 0) continue;
      found.set(full, { file: full, identity: { file: full, etag: etagFor(statSync(full), "identity") }, encoded });
    }
  };
  walk(root);
  return found;
}

/**
 * Sends a built file in the best representation the client accepts: the brotli or gzip copy written at build time
 * (Content-Encoding, Content-Length of that copy, its own ETag), or the file itself. `Vary: Accept-Encoding` on
 * every answer. HEAD, If-None-Match / If-Modified-Since (304) and If-Range are answered by `send` against the
 * headers set here. A Range request is always answered from the identity file, so byte offsets mean the same thing
 * whatever the client accepts. The on-the-fly compression middleware leaves these answers alone
 * (`res.locals.precompressed`).
 */
export function sendPrecompressed(
  req: Request,
  res: Response,
  entry: PrecompressedFile,
  cacheControl: string,
  done: (error?: unknown) => void,
  { asError = false }: { asError?: boolean } = {},
): void {
  const available = Object.keys(entry.encoded) as Coding[];
  // An error page (the 404) is one whole answer: never a range of it (send() already never answers 304 for it).
  const coding = req.headers.range && !asError ? "identity" : chooseEncoding(req.get("accept-encoding"), available);
  const variant = coding === "identity" ? entry.identity : entry.encoded[coding]!;
  res.locals.precompressed = true;
  res.vary("Accept-Encoding");
  // The type of the original file, not of its `.br`/`.gz` copy.
  res.type(path.extname(entry.file));
  res.setHeader("Cache-Control", cacheControl);
  if (!asError) res.setHeader("ETag", variant.etag);
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  const options = asError
    ? { etag: false, cacheControl: false, dotfiles: "allow" as const, lastModified: false, acceptRanges: false }
    : { etag: false, cacheControl: false, dotfiles: "allow" as const };
  res.sendFile(variant.file, options, (error) => {
    if (error) done(error);
  });
}
