/**
 * Turns an assistant reply (plain text) into blocks the widget renders as React text nodes, never as HTML.
 * Only three things become links: links to our own pages (a bare "/high-risk" or "[High-risk processing](/high-risk)"),
 * US phone numbers (tel:) and email addresses (mailto:). Lines starting with "- " become a bulleted list.
 */
export type Segment = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };
export type Block = { kind: "paragraph"; segments: Segment[] } | { kind: "list"; items: Segment[][] };

// A path on this site: "/" then a letter (so "//host" and "/ 2" are not links), up to a space or closing punctuation.
const PATH = String.raw`\/[a-z][a-z0-9\-\/]*(?:#[a-z0-9\-]+)?(?:\?[a-z0-9=&%\-]+)?`;
const TOKEN = new RegExp(
  [
    String.raw`\[([^\]\n]{1,120})\]\((${PATH})\)`, // [text](/path)
    String.raw`(?<![\w/.])(${PATH})`, // /path
    String.raw`(\(\d{3}\) \d{3}-\d{4})`, // (210) 555-0142
    String.raw`([\w.+-]+@[\w-]+(?:\.[\w-]+)+)`, // email
  ].join("|"),
  "gi",
);

export function isInternalPath(href: string): boolean {
  return new RegExp(`^${PATH}$`, "i").test(href);
}

/** Splits one line into text and link segments. */
export function linkify(line: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  for (const match of line.matchAll(TOKEN)) {
    const [whole, label, labelledPath, barePath, phone, email] = match;
    let link: Segment | undefined;
    let consumed = whole;
    if (label && labelledPath) link = { kind: "link", text: label, href: labelledPath };
    else if (barePath) {
      // A sentence may end right after a path: "apply at /application." keeps the full stop as text.
      const path = barePath.replace(/[\/\-]+$/, "");
      consumed = path;
      link = { kind: "link", text: path, href: path };
    } else if (phone) link = { kind: "link", text: phone, href: `tel:+1${phone.replace(/\D/g, "")}` };
    else if (email) link = { kind: "link", text: email, href: `mailto:${email}` };
    if (!link) continue;
    const start = match.index;
    if (start > last) segments.push({ kind: "text", text: line.slice(last, start) });
    segments.push(link);
    last = start + consumed.length;
  }
  if (last < line.length) segments.push({ kind: "text", text: line.slice(last) });
  return segments;
}

/** Paragraphs are separated by blank lines; lines inside one paragraph keep their breaks as separate paragraphs. */
export function parseReply(text: string): Block[] {
  const blocks: Block[] = [];
  for (const rawLine of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trimEnd();
    if (!line.trim()) continue;
    const bullet = /^\s*[-•*]\s+(.*)$/.exec(line);
    if (bullet) {
      const previous = blocks.at(-1);
      const item = linkify(bullet[1]!);
      if (previous?.kind === "list") previous.items.push(item);
      else blocks.push({ kind: "list", items: [item] });
    } else {
      blocks.push({ kind: "paragraph", segments: linkify(line.trim()) });
    }
  }
  return blocks;
}
