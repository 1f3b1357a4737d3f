import { parse } from "parse5";

/** parse5's tree, as much of it as the walk reads. */
interface Node {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  content?: Node;
}

/** Elements whose content a visitor never reads as text. */
const SKIPPED = new Set(["script", "style", "template", "noscript"]);

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
const attr = (node: Node, name: string) => node.attrs?.find((candidate) => candidate.name === name)?.value;

/**
 * The words a visitor reads on a page, in document order: the title, the meta description, then every text node of
 * the body (whitespace collapsed, one entry per node) and each image's alt text as `[alt: ...]`. Markup, classes,
 * scripts and island props are left out, so a change of structure or style that keeps the words keeps this list.
 */
export function visibleText(html: string): string[] {
  const lines: string[] = [];
  const push = (text: string | undefined) => {
    const line = collapse(text ?? "");
    if (line) lines.push(line);
  };
  const walk = (node: Node, inBody: boolean) => {
    if (SKIPPED.has(node.nodeName)) return;
    if (node.nodeName === "title" && !inBody) push(node.childNodes?.map((child) => child.value ?? "").join(""));
    if (node.nodeName === "meta" && attr(node, "name") === "description") push(`[description: ${attr(node, "content")}]`);
    if (node.nodeName === "img" && attr(node, "alt")) push(`[alt: ${attr(node, "alt")}]`);
    if (node.nodeName === "#text" && inBody) push(node.value);
    for (const child of node.childNodes ?? []) walk(child, inBody || node.nodeName === "body");
  };
  walk(parse(html) as unknown as Node, false);
  return lines;
}
