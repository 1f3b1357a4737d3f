import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The checker knows `blocking` only on stylesheet links; the HTML standard also gives it to `rel=expect` (the link that
 * holds rendering until an element is parsed: "#link-type-expect"), which every page's head carries
 * (src/components/layout/hero-end.tsx). This message is set aside only on a page whose every blocking link is that one.
 */
const BLOCKING_ONLY_ON_STYLESHEETS =
  "A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.";
const onlyExpectLinksBlock = (html: string) =>
  (html.match(/<link\b[^>]*\bblocking=[^>]*>/g) ?? []).every((tag) => /\brel="expect"/.test(tag));

/**
 * The W3C Nu HTML checker (vnu-jar, run with the machine's Java) over pages as served. Returns the errors, CSS
 * messages aside: the checker's CSS grammar is older than Tailwind 4 (issue 15), and so is its link grammar (above).
 */
export function htmlErrors(pages: { path: string; html: string }[]): string[] {
  const jar = createRequire(import.meta.url)("vnu-jar") as string;
  const dir = mkdtempSync(path.join(tmpdir(), "vnu-"));
  try {
    const files = pages.map((page, index) => {
      const file = path.join(dir, `${String(index).padStart(3, "0")}${page.path.replace(/[^a-z0-9]+/gi, "_")}.html`);
      writeFileSync(file, page.html);
      return file;
    });
    const result = spawnSync("java", ["-jar", jar, "--errors-only", "--format", "gnu", ...files], { encoding: "utf8" });
    if (result.error) throw result.error;
    const byFile = new Map(files.map((file, index) => [file, pages[index]!.path]));
    const expectOnly = new Set(files.filter((_, index) => onlyExpectLinksBlock(pages[index]!.html)));
    const knownGap = (line: string) =>
      line.includes(BLOCKING_ONLY_ON_STYLESHEETS) && [...expectOnly].some((file) => line.includes(file));
    return `${result.stdout}${result.stderr}`
      .split("\n")
      .filter((line) => line.includes("error:") && !/ CSS: /.test(line) && !knownGap(line))
      .map((line) => {
        for (const [file, pagePath] of byFile) if (line.includes(file)) return line.replace(`"file:${file}"`, pagePath);
        return line;
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
