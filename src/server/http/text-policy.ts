/**
 * What text any endpoint accepts (issues 15 and 18). Checked on every string of a JSON body, at any depth, before
 * the endpoint's schema sees it, so no field can be forgotten:
 * - C0 control characters (NUL, ESC, BEL...), DEL and C1 controls are refused everywhere; tab, CR and LF only in
 *   the fields an endpoint declares multi-line (a chat message, a statement file, a staff note).
 * - Bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069), which make text read differently from
 *   what it is, are refused everywhere.
 * - Zero-width characters (U+200B-U+200D, U+2060, U+FEFF) are removed from one-line fields, so a name made only of
 *   them is empty and the schema refuses it as missing.
 * - Lone surrogates (not valid Unicode; PostgreSQL cannot store them) are refused.
 * The answer names the field as a dotted path (`history.3.content`).
 */
export interface TextPolicyOptions {
  /** Dotted paths of multi-line fields; `*` stands for one array index or key. */
  multiline: readonly string[];
  maxDepth: number;
}

export interface TextProblem {
  field: string;
  message: string;
}

// eslint-disable-next-line no-control-regex
const ALWAYS_REFUSED = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;
const LINE_BREAKS_AND_TABS = /[\t\r\n]/;
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/;
const ZERO_WIDTH_ALL = /[\u200b-\u200d\u2060\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const TEXT_MESSAGES = {
  control: "Contains a control or invisible formatting character that is not allowed.",
  lineBreak: "Must be a single line (no line breaks or tabs).",
  surrogate: "Contains text that is not valid Unicode.",
  tooDeep: "Is nested too deeply.",
} as const;

/** The problem with one string, or null when it is acceptable. */
export function textProblem(value: string, multiline: boolean): string | null {
  if (ALWAYS_REFUSED.test(value)) return TEXT_MESSAGES.control;
  if (!multiline && LINE_BREAKS_AND_TABS.test(value)) return TEXT_MESSAGES.lineBreak;
  if (LONE_SURROGATE.test(value)) return TEXT_MESSAGES.surrogate;
  return null;
}

/** One-line text with zero-width characters removed. */
export function stripZeroWidth(value: string): string {
  return value.replace(ZERO_WIDTH_ALL, "");
}

function patternOf(paths: readonly string[]): RegExp | null {
  if (paths.length === 0) return null;
  const escaped = paths.map((path) =>
    path
      .split(".")
      .map((part) => (part === "*" ? "[^.]+" : part.replace(/[$()*+.?[\\\]^{|}]/g, "\\$&")))
      .join("\\."),
  );
  return new RegExp(`^(?:${escaped.join("|")})$`);
}

/**
 * Checks (and, for one-line fields, cleans in place) every string of a parsed JSON value. Keys are checked too:
 * a key is a field name, and one with control characters is refused like a value.
 */
export function checkJsonText(root: Record<string, unknown>, options: TextPolicyOptions): TextProblem | null {
  const multiline = patternOf(options.multiline);
  const visit = (value: unknown, path: string, depth: number): TextProblem | null => {
    if (depth > options.maxDepth) return { field: path || "body", message: TEXT_MESSAGES.tooDeep };
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index += 1) {
        const item = value[index];
        const itemPath = path ? `${path}.${index}` : String(index);
        if (typeof item === "string") {
          const problem = checkString(value, index, item, itemPath);
          if (problem) return problem;
        } else {
          const problem = visit(item, itemPath, depth + 1);
          if (problem) return problem;
        }
      }
      return null;
    }
    if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        const keyPath = path ? `${path}.${key}` : key;
        const keyProblem = textProblem(key, false);
        if (keyProblem) return { field: path || "body", message: keyProblem };
        const item = record[key];
        if (typeof item === "string") {
          const problem = checkString(record, key, item, keyPath);
          if (problem) return problem;
        } else {
          const problem = visit(item, keyPath, depth + 1);
          if (problem) return problem;
        }
      }
    }
    return null;
  };
  const checkString = (
    holder: Record<string, unknown> | unknown[],
    key: string | number,
    text: string,
    path: string,
  ): TextProblem | null => {
    const isMultiline = multiline?.test(path) ?? false;
    const problem = textProblem(text, isMultiline);
    if (problem) return { field: path, message: problem };
    if (!isMultiline && ZERO_WIDTH.test(text)) (holder as Record<string | number, unknown>)[key] = stripZeroWidth(text);
    return null;
  };
  return visit(root, "", 0);
}
