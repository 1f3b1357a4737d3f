import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderMail, type VisitorMail } from "./render";

/**
 * `npm run mail:preview` (scripts/mail-preview.mjs): renders every visitor email with made-up values into
 * `<outDir>/<name>.html` and `<name>.txt`, with the subject and headers on the first lines of the text file, for
 * review in a browser and a text editor. Nothing is sent and no database is opened.
 */
export const PREVIEW_SITE_URL = "https://www.harborlinepayments.com";

const token = "eyJwIjoiYyIsInMiOiJwcmV2aWV3In0.c2lnbmF0dXJlLW9mLXRoZS1wcmV2aWV3LW9ubHktMDAwMDAwMDA";

export const previewMails: Record<string, VisitorMail> = {
  "application-receipt": {
    kind: "application-receipt",
    to: "rosa@delgadotire.example",
    firstName: "Rosa",
    reference: "K7QM4TZP",
  },
  "contact-receipt": {
    kind: "message-receipt",
    source: "contact",
    to: "maria@alvarezcantina.example",
    firstName: "Maria",
    reference: "7K3MQ9XZ",
  },
  "chat-receipt": {
    kind: "message-receipt",
    source: "chat",
    to: "dwayne@okaforauto.example",
    firstName: "",
    reference: "P4RW8HNE",
  },
  "newsletter-confirmation": {
    kind: "newsletter-confirmation",
    to: "reader@harbor-deli.example",
    confirmUrl: `${PREVIEW_SITE_URL}/newsletter/confirm?token=${token}`,
    unsubscribeUrl: `${PREVIEW_SITE_URL}/newsletter/unsubscribe?token=${token}`,
  },
  "newsletter-welcome": {
    kind: "newsletter-welcome",
    to: "reader@harbor-deli.example",
    unsubscribeUrl: `${PREVIEW_SITE_URL}/newsletter/unsubscribe?token=${token}`,
  },
};

export async function writeMailPreviews(outDir: string, siteUrl = PREVIEW_SITE_URL): Promise<string[]> {
  mkdirSync(outDir, { recursive: true });
  const written: string[] = [];
  for (const [name, mail] of Object.entries(previewMails)) {
    const rendered = await renderMail(mail, siteUrl);
    const headers = [
      `To: ${rendered.to}`,
      `Subject: ${rendered.subject}`,
      ...(rendered.unsubscribeUrl
        ? [`List-Unsubscribe: <${rendered.unsubscribeUrl}>`, "List-Unsubscribe-Post: List-Unsubscribe=One-Click"]
        : []),
    ];
    writeFileSync(path.join(outDir, `${name}.html`), rendered.html);
    writeFileSync(path.join(outDir, `${name}.txt`), `${headers.join("\n")}\n\n${rendered.text}\n`);
    written.push(`${name}.html`, `${name}.txt`);
  }
  return written;
}
