import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 38: one direction between src/lib and src/content. src/content is the site's copy as data and may import
 * src/lib (its types and pure formatting and logic); src/lib never imports src/content: its functions are given the
 * content they need by their callers (a page, a component, a content module), and a module that is really content
 * (a schema whose option lists and messages are the SPEC's copy) lives in src/content. So lib can be read, changed
 * and tested without the copy. Nor does anything in src/lib import a component, and lib's modules (tests aside: the
 * attribution test checks its values against the server's text policy) import nothing from src/server.
 */
const SRC = fileURLToPath(new URL("..", import.meta.url));
const LIB = path.join(SRC, "lib");

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The areas of src/ that a file under src/lib must not import, and which of lib's files each rule covers. */
const RULES: readonly { area: string; covers: (file: string) => boolean }[] = [
  { area: "content", covers: () => true },
  { area: "components", covers: () => true },
  { area: "server", covers: (file) => !isTest(file) },
];

/** The folder of src/ an import specifier resolves into ("content", "server"...), or null for a package. */
function areaOf(file: string, specifier: string): string | null {
  // Astro's content collections are the blog's files under src/content.
  if (specifier === "astro:content") return "content";
  let target: string;
  if (specifier.startsWith("@/")) target = path.join(SRC, specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.resolve(path.dirname(file), specifier);
  else return null;
  const inSrc = path.relative(SRC, target);
  if (inSrc.startsWith("..") || path.isAbsolute(inSrc)) return null;
  return inSrc.split(path.sep)[0] ?? null;
}

/**
 * Every import of `source` that breaks a rule for `file`, as "src/lib/x.ts:12 imports "@/content/site" (src/content)".
 * TypeScript's own scanner finds the imports: `import ... from`, `import type`, bare `import "..."`, `export ... from`,
 * dynamic `import()` and `typeof import()`, over any number of lines, and never text in comments or strings.
 */
function violationsIn(file: string, source: string): string[] {
  const name = path.relative(path.dirname(SRC), file).split(path.sep).join("/");
  const lineOf = (position: number) => source.slice(0, position).split("\n").length;
  const { importedFiles } = ts.preProcessFile(source, true, true);
  return importedFiles.flatMap(({ fileName: specifier, pos }) => {
    const area = areaOf(file, specifier);
    const broken = RULES.some((rule) => rule.area === area && rule.covers(file));
    return broken ? [`${name}:${lineOf(pos)} imports "${specifier}" (src/${area})`] : [];
  });
}

function libFiles(dir = LIB): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return libFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("src/lib imports in one direction", () => {
  it("never imports src/content or a component, and its modules never import src/server", () => {
    const files = libFiles();
    expect(files.map((file) => path.basename(file))).toEqual(expect.arrayContaining(["seo.ts", "chat-rules.ts"]));
    expect(files.flatMap((file) => violationsIn(file, readFileSync(file, "utf8")))).toEqual([]);
  });

  it("finds every form of import, on the line of its module name", () => {
    const source = [
      'import { site } from "@/content/site";',
      "import type {",
      "  Industry,",
      '} from "../content/industries/industry.schema";',
      'export { chatText } from "@/content/chat";',
      'const blog = () => import("@/content/blog");',
      'import { getCollection } from "astro:content";',
      'import { Button } from "@/components/ui/button";',
      'import { getDatabase } from "../server/db/client";',
      'import "./../content/site";',
      'import { z } from "zod";',
      'import { canonicalUrl } from "./seo";',
      '// import { site } from "@/content/site";',
      'const text = `import("@/content/site")`;',
    ].join("\n");
    expect(violationsIn(path.join(LIB, "example.ts"), source)).toEqual([
      'src/lib/example.ts:1 imports "@/content/site" (src/content)',
      'src/lib/example.ts:4 imports "../content/industries/industry.schema" (src/content)',
      'src/lib/example.ts:5 imports "@/content/chat" (src/content)',
      'src/lib/example.ts:6 imports "@/content/blog" (src/content)',
      'src/lib/example.ts:7 imports "astro:content" (src/content)',
      'src/lib/example.ts:8 imports "@/components/ui/button" (src/components)',
      'src/lib/example.ts:9 imports "../server/db/client" (src/server)',
      'src/lib/example.ts:10 imports "./../content/site" (src/content)',
    ]);
  });

  it("lets a test check lib against the server, never against content", () => {
    const source = 'import { checkJsonText } from "@/server/http/text-policy";\nimport { site } from "@/content/site";';
    expect(violationsIn(path.join(LIB, "example.test.ts"), source)).toEqual([
      'src/lib/example.test.ts:2 imports "@/content/site" (src/content)',
    ]);
  });
});
