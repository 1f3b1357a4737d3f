/**
 * CSV as RFC 4180 describes it: fields separated by commas, records ended by CRLF, a field holding a comma, a
 * double quote, CR or LF enclosed in double quotes with inner quotes doubled. Text is UTF-8 with a byte-order mark,
 * which spreadsheet programs need to read accented names correctly.
 *
 * Cells that begin with =, +, -, @ (or a tab or carriage return, which some programs skip before a formula) are
 * prefixed with an apostrophe, so a lead who types `=HYPERLINK(...)` into a form cannot plant a formula in the
 * spreadsheet of the staff member who opens the export (OWASP, "CSV injection"). Their full-width forms (＝ U+FF1D,
 * ＋ U+FF0B, － U+FF0D, ＠ U+FF20) and small forms (﹦ U+FE66, ﹢ U+FE62, ﹣ U+FE63, ﹫ U+FE6B) count too: some
 * spreadsheet programs, in East Asian locales, read them as the ASCII operator (issue 33).
 */
export const CSV_BOM = "\uFEFF";
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20\uFE66\uFE62\uFE63\uFE6B]/;

export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvField(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = neutralizeFormula(value instanceof Date ? value.toISOString() : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRecord(values: readonly (string | number | Date | null | undefined)[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/** Streams a header and batches of records as a UTF-8 CSV body. */
export function csvStream<Row>(
  header: readonly string[],
  batches: AsyncIterable<Row[]>,
  toRecord: (row: Row) => readonly (string | number | Date | null | undefined)[],
  onError: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRecord(header)));
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) {
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map((row) => csvRecord(toRecord(row))).join("")));
      } catch (error) {
        onError(error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}

export function csvResponse(body: ReadableStream<Uint8Array>, filename: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8; header=present",
      "Content-Disposition": `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
