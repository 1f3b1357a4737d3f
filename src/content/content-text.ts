/**
 * Flattens a typed content object into the text a search index wants: the values of `title`/`heading` keys as
 * headings, every other visible string as body. Keys that hold addresses, icon names or ids are skipped.
 */
const HEADING_KEYS = new Set(["title", "heading", "name", "question"]);
const SKIP_KEYS = new Set(["href", "url", "icon", "id", "slug", "motif", "detailScene", "image", "logo", "variant", "value"]);

export function contentText(content: unknown): { headings: string[]; body: string[] } {
  const headings: string[] = [];
  const body: string[] = [];
  const walk = (value: unknown, key: string | undefined) => {
    if (key && SKIP_KEYS.has(key)) return;
    if (typeof value === "string") {
      (key && HEADING_KEYS.has(key) ? headings : body).push(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === "object") {
      for (const [childKey, child] of Object.entries(value)) walk(child, childKey);
    }
  };
  walk(content, undefined);
  return { headings, body };
}
