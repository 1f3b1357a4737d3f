import { readLimitedBytes } from "./api";

/** The largest body a public page's form POST may send (the unsubscribe page, the privacy choices form). */
export const PAGE_FORM_MAX_BYTES = 16 * 1024;

/**
 * Reads the small body of a public page's form POST (issue 35): `application/x-www-form-urlencoded` fields, read as
 * a stream and refused past 16 KiB (null). Any other body (RFC 8058's multipart `List-Unsubscribe=One-Click`, or
 * none) is read to its end within the same limit and gives no fields: those pages act on their URL, not the body.
 * A field value is kept only when it is short, one-line text; the pages compare them with fixed words.
 */
export async function readPageForm(request: Request): Promise<Record<string, string> | null> {
  const bytes = await readLimitedBytes(request, PAGE_FORM_MAX_BYTES);
  if (bytes === null) return null;
  const fields = Object.create(null) as Record<string, string>;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return fields;
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fields;
  }
  for (const [key, value] of new URLSearchParams(text)) {
    if (value.length <= 200 && !/[\u0000-\u001f\u007f-\u009f]/.test(value)) fields[key] = value;
  }
  return fields;
}
