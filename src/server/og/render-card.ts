import sharp from "sharp";
import { site } from "@/content/site";
import { OG_IMAGE_SIZE } from "@/lib/seo";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Greedy word wrap for the card title; SVG text does not wrap by itself. */
export function wrapTitle(title: string, maxChars = 26, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[.,;:]?$/, "")}…`;
    return kept;
  }
  return lines;
}

/** A 1200x630 PNG Open Graph card for one page, rendered at build time (no network, no headless browser). */
export async function renderOgCard(title: string, eyebrow: string): Promise<Buffer> {
  const { width, height } = OG_IMAGE_SIZE;
  const lines = wrapTitle(title);
  const titleSvg = lines
    .map(
      (line, index) =>
        `<text x="80" y="${250 + index * 84}" font-size="72" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif">
  <rect width="${width}" height="${height}" fill="#0b1f3a"/>
  <rect x="0" y="${height - 18}" width="${width}" height="18" fill="#f0b429"/>
  <g transform="translate(80 70) scale(1.6)">
    <path d="M20 2 5 8v11c0 9.4 6.4 16.6 15 19 8.6-2.4 15-9.6 15-19V8L20 2Z" fill="#12305a"/>
    <path d="m11 15 9 6 9-6v4l-9 6-9-6v-4Z" fill="#f0b429"/>
  </g>
  <text x="160" y="118" font-size="34" font-weight="700" fill="#ffffff">${escapeXml(site.brand.name)}</text>
  <text x="80" y="${lines.length > 2 ? 200 : 190}" font-size="26" font-weight="700" letter-spacing="4" fill="#f0b429">${escapeXml(eyebrow.toUpperCase())}</text>
  ${titleSvg}
  <text x="80" y="${height - 60}" font-size="28" fill="#e6edf7">${escapeXml(site.brand.veteranLine)} · ${escapeXml(site.claims.support.statement.replace(/\.$/, ""))}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
