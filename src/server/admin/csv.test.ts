import { describe, expect, it } from "vitest";
import { CSV_BOM, csvField, csvRecord, csvStream, neutralizeFormula } from "./csv";
import { parseCsv } from "./parse-csv";

describe("CSV writing", () => {
  it("quotes commas, quotes and line breaks, doubling inner quotes (RFC 4180)", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("Smith, Jones & Co")).toBe('"Smith, Jones & Co"');
    expect(csvField('The "Best" Tacos')).toBe('"The ""Best"" Tacos"');
    expect(csvField("line one\nline two")).toBe('"line one\nline two"');
    expect(csvField("a\r\nb")).toBe('"a\r\nb"');
    expect(csvField(null)).toBe("");
    expect(csvField(new Date("2025-03-04T05:06:07.000Z"))).toBe("2025-03-04T05:06:07.000Z");
    expect(csvRecord(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });

  it("neutralises cells that a spreadsheet would run as a formula", () => {
    for (const dangerous of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"]) {
      expect(neutralizeFormula(dangerous)).toBe(`'${dangerous}`);
    }
    expect(csvField('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvField("Tacos = joy")).toBe("Tacos = joy");
    expect(csvField("José Núñez")).toBe("José Núñez");
  });

  it("neutralises the full-width and small forms of =, +, - and @ too (issue 33)", () => {
    const forms = {
      "full-width equals U+FF1D": '\uFF1DHYPERLINK("http://evil.example")',
      "full-width plus U+FF0B": "\uFF0B1\uFF0B1",
      "full-width hyphen-minus U+FF0D": "\uFF0D2\uFF0B3",
      "full-width commercial at U+FF20": "\uFF20SUM(A1)",
      "small equals U+FE66": "\uFE66SUM(A1)",
      "small plus U+FE62": "\uFE621",
      "small hyphen-minus U+FE63": "\uFE631",
      "small commercial at U+FE6B": "\uFE6BSUM(A1)",
      "tab before a full-width equals": "\t\uFF1D1",
      "carriage return before a full-width equals": "\r\uFF1D1",
    };
    for (const [name, dangerous] of Object.entries(forms)) expect(neutralizeFormula(dangerous), name).toBe(`'${dangerous}`);
    expect(csvField("\uFF1D1+1")).toBe("'\uFF1D1+1");
    // Only at the start of a cell, like the ASCII ones.
    expect(csvField("Tacos \uFF1D joy")).toBe("Tacos \uFF1D joy");
  });

  it("streams a UTF-8 body with a BOM, the header and every batch, each record ending in CRLF", async () => {
    async function* batches() {
      yield [{ name: "Zoë, Inc." }, { name: "=cmd" }];
      yield [{ name: 'say "hi"' }];
    }
    const stream = csvStream(
      ["Name"],
      batches(),
      (row) => [row.name],
      () => undefined,
    );
    const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([["Name"], ["Zoë, Inc."], ["'=cmd"], ['say "hi"']]);
  });
});
