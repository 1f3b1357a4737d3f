// `npm run mail:catch [-- <folder>]`: a local SMTP server for trying the site's email without sending any (issue
// 35). It listens on 127.0.0.1:2525 (MAIL_CATCHER_PORT), accepts every message, and writes each one into <folder>
// (default ./data/mail) as <n>-<recipient>.eml (the message as sent), .txt (its plain-text part, with the subject
// and the List-Unsubscribe headers on top) and .html (its HTML part, to open in a browser); it prints one line per
// message with the links it holds. Point the site at it with SMTP_URL=smtp://127.0.0.1:2525 (docs/deploying.md).
// The tests read messages with the same parseMail (src/test-support/mailbox.ts).
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * @typedef {{ headers: Map<string, string>, subject: string, text: string, html: string }} ParsedMail
 */

/** @param {string} raw */
function splitHead(raw) {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: "" };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

/** @param {string} head */
function parseHeaders(head) {
  /** @type {Map<string, string>} */
  const headers = new Map();
  for (const line of head.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** @param {string} text */
function decodeQuotedPrintable(text) {
  /** @type {number[]} */
  const bytes = [];
  const source = text.replace(/=\r?\n/g, "");
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    const hex = source.slice(index + 1, index + 3);
    if (char === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(char ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** @param {Map<string, string>} headers @param {string} body */
function decodeBody(headers, body) {
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

/** RFC 2047 encoded words (nodemailer writes them for non-ASCII header text). @param {string} value */
function decodeWords(value) {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind, data) =>
    String(kind).toLowerCase() === "b"
      ? Buffer.from(String(data), "base64").toString("utf8")
      : decodeQuotedPrintable(String(data).replace(/_/g, " ")),
  );
}

/**
 * Reads a message as nodemailer sends it: headers (names lower-cased, folded lines joined), the subject, and the
 * text and HTML parts of a multipart/alternative body (quoted-printable, base64 or plain).
 * @param {string} raw
 * @returns {ParsedMail}
 */
export function parseMail(raw) {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  /** @type {{ type: string, content: string }[]} */
  const parts = [];
  /** @param {Map<string, string>} partHeaders @param {string} partBody */
  const visit = (partHeaders, partBody) => {
    const type = partHeaders.get("content-type") ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      for (const section of partBody.split(`--${boundary}`).slice(1)) {
        if (section.startsWith("--")) break;
        const inner = splitHead(section.replace(/^\r?\n/, ""));
        visit(parseHeaders(inner.head), inner.body);
      }
      return;
    }
    parts.push({ type: type.toLowerCase(), content: decodeBody(partHeaders, partBody) });
  };
  visit(headers, body);
  return {
    headers,
    subject: decodeWords(headers.get("subject") ?? ""),
    text: parts.find((part) => part.type.startsWith("text/plain"))?.content ?? "",
    html: parts.find((part) => part.type.startsWith("text/html"))?.content ?? "",
  };
}

async function main() {
  const { SMTPServer } = await import("smtp-server");
  const port = Number(process.env.MAIL_CATCHER_PORT ?? 2525);
  const folder = path.resolve(process.argv[2] ?? "data/mail");
  mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = parseMail(raw);
        const to = session.envelope.rcptTo.map((recipient) => recipient.address).join(",");
        count += 1;
        const name = `${String(count).padStart(3, "0")}-${to.replace(/[^\w.@-]+/g, "_")}`;
        const top = [
          `To: ${to}`,
          `Subject: ${mail.subject}`,
          ...["list-unsubscribe", "list-unsubscribe-post"].flatMap((header) =>
            mail.headers.has(header)
              ? [`${header.replace(/(^|-)\w/g, (c) => c.toUpperCase())}: ${mail.headers.get(header)}`]
              : [],
          ),
        ];
        writeFileSync(path.join(folder, `${name}.eml`), raw);
        writeFileSync(path.join(folder, `${name}.txt`), `${top.join("\n")}\n\n${mail.text}`);
        if (mail.html) writeFileSync(path.join(folder, `${name}.html`), mail.html);
        const links = [...new Set(mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
        console.log(`${name}: "${mail.subject}" -> ${to}`);
        for (const link of links) console.log(`    ${link}`);
        callback();
      });
    },
  });
  server.listen(port, "127.0.0.1", () => {
    console.log(`catching mail on smtp://127.0.0.1:${port}, writing it to ${path.relative(process.cwd(), folder) || "."}`);
    console.log(`start the site with SMTP_URL=smtp://127.0.0.1:${port}; Ctrl+C stops this.`);
  });
  server.on("error", (error) => {
    console.error(`mail catcher: ${error.message}`);
    process.exit(1);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
