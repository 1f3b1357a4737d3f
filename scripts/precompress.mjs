// Writes a brotli (quality 11) and a gzip (level 9) copy beside every text file of the built site, for the
// Express front to send as is (src/server/http/precompressed.ts). A copy that would not be smaller than the file
// is not written, so tiny files are sent as they are.
//
//   node scripts/precompress.mjs [dir]   # default dist/client
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Extensions of the text files worth compressing (images and fonts are compressed already). */
export const TEXT_EXTENSIONS = [".js", ".mjs", ".css", ".html", ".svg", ".xml", ".json", ".txt", ".webmanifest", ".map"];

async function listFiles(dir) {
  const files = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(full)));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

/** Compresses every text file under `dir`; returns the totals. Copies left by an earlier build are replaced. */
export async function precompressDir(dir, { concurrency = 4 } = {}) {
  const all = await listFiles(dir);
  // Stale copies (their source gone or no longer worth compressing) never outlive a build.
  await Promise.all(all.filter((file) => /\.(br|gz)$/.test(file)).map((file) => rm(file, { force: true })));
  const files = all.filter((file) => TEXT_EXTENSIONS.includes(path.extname(file).toLowerCase()));
  const totals = { files: files.length, raw: 0, gzip: 0, brotli: 0, written: 0 };
  let next = 0;
  async function worker() {
    while (next < files.length) {
      const file = files[next++];
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      totals.raw += body.byteLength;
      for (const [copy, suffix, key] of [
        [br, ".br", "brotli"],
        [gz, ".gz", "gzip"],
      ]) {
        totals[key] += Math.min(copy.byteLength, body.byteLength);
        if (copy.byteLength < body.byteLength) {
          await writeFile(file + suffix, copy);
          totals.written += 1;
        }
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? "dist/client");
  await stat(dir);
  const started = Date.now();
  const totals = await precompressDir(dir);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `precompressed ${totals.files} text files in ${Date.now() - started} ms (${totals.written} copies): ` +
      `${kb(totals.raw)} raw, ${kb(totals.gzip)} gzip, ${kb(totals.brotli)} brotli`,
  );
}
