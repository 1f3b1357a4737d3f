/** Copy with `{name}` slots filled: `fillCopy("Page {page} of {total}", { page: 2, total: 3 })`. An unknown slot throws. */
export function fillCopy(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`No value for {${name}} in "${template}"`);
    return String(values[name]);
  });
}
