/**
 * Cue tables (intents.ts, understand.ts) are long alternations, written over several lines: each line break and the indentation after
 * it are not part of the pattern, so the lines join into one regular expression. The text is raw, as in a regex
 * literal (`\b` is a word boundary); `${...}` inserts a shared piece. `cue` makes the RegExp, `cueText` the source.
 */
export function cueText(strings: TemplateStringsArray, ...values: string[]): string {
  return String.raw({ raw: strings.raw.map((part) => part.replace(/\n\s*/g, "")) }, ...values);
}

export function cue(strings: TemplateStringsArray, ...values: string[]): RegExp {
  return new RegExp(cueText(strings, ...values));
}
