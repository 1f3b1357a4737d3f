/**
 * A rehype step for the blog's MDX: inside an article's h2/h3, hyphenated compounds ("high-risk", "in-store") are
 * wrapped in a nowrap span so a heading never breaks after the hyphen (issue 19). The same rule as
 * keepWordsWhole (src/components/ui/keep-words-whole.tsx) for the headings the components render.
 */
interface HastNode {
  type: string;
  tagName?: string;
  value?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

const UNBREAKABLE = /(\S+-\S+|\S+ \d[\w.%+]*)/g;

function wrapText(value: string): HastNode[] {
  return value
    .split(UNBREAKABLE)
    .map((part, index): HastNode =>
      index % 2 === 1
        ? {
            type: "element",
            tagName: "span",
            properties: { className: ["whitespace-nowrap"] },
            children: [{ type: "text", value: part }],
          }
        : { type: "text", value: part },
    )
    .filter((node) => node.type === "element" || node.value !== "");
}

function wrapIn(node: HastNode) {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === "text" && child.value) return wrapText(child.value);
    wrapIn(child);
    return [child];
  });
}

function visit(node: HastNode) {
  if (node.type === "element" && (node.tagName === "h2" || node.tagName === "h3")) {
    wrapIn(node);
    return;
  }
  node.children?.forEach(visit);
}

export function rehypeKeepWordsWhole() {
  return (tree: HastNode) => visit(tree);
}
