import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  analyzeStatement,
  detectNumberFormat,
  estimateSavings,
  feeColumnKind,
  MAX_ROWS,
  parseAdvertisedRate,
  parseMoney,
  type StatementFigures,
  type StatementResult,
} from "./statement";

/** The fixture files in ./fixtures/statements, written for these tests; every expected figure is added up by hand. */
const fixture = (name: string) => ({
  name,
  type: name.endsWith(".csv") ? "text/csv" : "text/plain",
  content: readFileSync(new URL(`./fixtures/statements/${name}`, import.meta.url), "utf8"),
});
const csv = (content: string) => ({ name: "statement.csv", type: "text/csv", content });
const txt = (content: string) => ({ name: "statement.txt", type: "text/plain", content });

function figures(result: StatementResult): StatementFigures {
  if (!result.ok) throw new Error(`expected figures, got ${JSON.stringify(result)}`);
  return result.figures;
}

describe("parseMoney", () => {
  it.each([
    ["$1,234.56", 1234.56],
    ["1234.5", 1234.5],
    ["(12.50)", -12.5],
    ["-$3.00", -3],
    ["$-3.00", -3],
    ["12.50-", -12.5],
    ["USD 10", 10],
    [".75", 0.75],
    ["1'234.50", 1234.5],
    [42, 42],
  ])("reads %s in a point-decimal file", (raw, value) => expect(parseMoney(raw)).toBe(value));

  it.each([
    ["1.234,56", 1234.56],
    ["1.234,56 €", 1234.56],
    ["4 512,30", 4512.3],
    ["4\u00a0512,30", 4512.3],
    ["(30,00)", -30],
    ["75,00-", -75],
    ["EUR 12,5", 12.5],
    ["1.000.000", 1_000_000],
  ])("reads %s in a comma-decimal file", (raw, value) => expect(parseMoney(raw, { decimal: "," })).toBe(value));

  it.each(["", "abc", "12/03/2025", "1.2.3", "$", "1,23", "12 34"])("rejects %s", (raw) =>
    expect(parseMoney(raw)).toBeUndefined(),
  );
});

describe("detectNumberFormat", () => {
  it("votes by the figures, ignoring dates and ambiguous thousands", () => {
    expect(detectNumberFormat("01.03.2025;1.234,56;24,69\n").decimal).toBe(",");
    expect(detectNumberFormat('2025-03-01,"1,045.50",31.62\n').decimal).toBe(".");
    expect(detectNumberFormat("01.03.2025;1.234;12\n", ";").decimal).toBe(",");
    expect(detectNumberFormat("a,1.234,12\n", ",").decimal).toBe(".");
    expect(detectNumberFormat("Total;4 512,30\n", ";")).toEqual({ decimal: ",", spaceGroups: true });
  });
});

describe("exports with a preamble above the header row", () => {
  it("finds the header below account, period and merchant lines", () => {
    const result = figures(analyzeStatement(fixture("preamble-export.csv")));
    // Sales 120.00 + 1,045.50 + 310.25 = 1,475.75; the -20.00 row is a refund.
    // Fees 3.78 + 31.62 + 0.00 + 10.86 = 46.26.
    expect(result).toMatchObject({
      transactionCount: 3,
      countSource: "rows",
      totalVolume: 1475.75,
      totalFees: 46.26,
      refunds: 20,
      skipped: 0,
      aggregatedRows: false,
      method: "table",
      separator: ",",
    });
  });

  it("reads a tab-separated export whose preamble has commas, and headers with a unit in brackets", () => {
    const result = figures(analyzeStatement(fixture("preamble-tabs.csv")));
    // Purchases 42.00 + 18.50 + 7.25 + 132.25 = 200.00; ($10.00) is a refund. Fees 1.52 + 0.84 + 0.51 + 4.13 = 7.00.
    expect(result).toMatchObject({ transactionCount: 4, totalVolume: 200, totalFees: 7, refunds: 10, separator: "\t" });
  });

  it("rebuilds gross sales from net and fee columns in a fully quoted export", () => {
    const result = figures(analyzeStatement(fixture("preamble-net.csv")));
    // (97.10 + 2.90) + (48.55 + 1.45) + (242.73 + 7.27) = 100 + 50 + 250 = 400; fees 2.90 + 1.45 + 7.27 = 11.62.
    expect(result).toMatchObject({ transactionCount: 3, totalVolume: 400, totalFees: 11.62 });
  });
});

describe("exports with a TOTAL row and a count column", () => {
  it("uses the count column and the total row, and never adds the total row to the sales", () => {
    const result = figures(analyzeStatement(fixture("total-row-count.csv")));
    // Rows: 3,600.00 + 2,400.00 + 3,000.50 = 9,000.50; 86.40 + 60.00 + 72.01 = 218.41; 120 + 80 + 100 = 300.
    // The TOTAL row states the same figures: checked, and not added (which would give 18,001.00).
    expect(result).toMatchObject({
      transactionCount: 300,
      countSource: "stated",
      totalVolume: 9000.5,
      volumeSource: "stated",
      totalFees: 218.41,
      aggregatedRows: true,
    });
    expect(result.checks).toEqual([
      { figure: "volume", stated: 9000.5, rows: 9000.5 },
      { figure: "fees", stated: 218.41, rows: 218.41 },
      { figure: "count", stated: 300, rows: 300 },
    ]);
  });

  it("uses the statement's own total when its rows add up to something else, and records both", () => {
    const result = figures(analyzeStatement(fixture("total-row-differs.csv")));
    // Rows: 500 + 600 = 1,100; 14.50 + 17.40 = 31.90; 10 + 12 = 22. Grand Total: 1,200, 34.80, 25.
    expect(result).toMatchObject({ transactionCount: 25, totalVolume: 1200, totalFees: 34.8 });
    expect(result.checks).toEqual([
      { figure: "volume", stated: 1200, rows: 1100 },
      { figure: "fees", stated: 34.8, rows: 31.9 },
      { figure: "count", stated: 25, rows: 22 },
    ]);
  });

  it("skips subtotal rows between the transactions", () => {
    const result = figures(analyzeStatement(fixture("subtotals.csv")));
    // Sales 100 + 50 + 200 = 350 (not 350 + 150 + 200 + 350 with the subtotals and total); fees 2.90 + 1.45 + 5.80.
    expect(result).toMatchObject({ transactionCount: 3, countSource: "rows", totalVolume: 350, totalFees: 10.15 });
    expect(result.checks.every((check) => check.stated === check.rows)).toBe(true);
  });

  it("counts a row's items from the count column in a card-type summary export without a total row", () => {
    const result = figures(
      analyzeStatement(csv("Card Type,Count,Sales,Fees\nVisa,40,2000.00,52.00\nMastercard,10,500.00,14.50\n")),
    );
    expect(result).toMatchObject({ transactionCount: 50, countSource: "count-column", totalVolume: 2500, totalFees: 66.5 });
  });
});

describe("semicolons and European numbers", () => {
  it("reads a German export: Umsatz, Gebühr, 1.234,56 and a Summe row", () => {
    const result = figures(analyzeStatement(fixture("european-german.csv")));
    // 1.234,56 + 89,90 + 2.000,00 = 3,324.46; fees 24,69 + 1,80 + 40,00 + 0,00 = 66.49; Erstattung -50,00 a refund.
    expect(result).toMatchObject({
      transactionCount: 3,
      totalVolume: 3324.46,
      totalFees: 66.49,
      refunds: 50,
      separator: ";",
      decimal: ",",
    });
    expect(result.checks).toEqual([
      { figure: "volume", stated: 3324.46, rows: 3324.46 },
      { figure: "fees", stated: 66.49, rows: 66.49 },
    ]);
  });

  it("reads English headers with euro signs and a trailing minus", () => {
    const result = figures(analyzeStatement(fixture("european-english.csv")));
    // Sales 1,234.56 + 89.90 + 2,000.00 = 3,324.46; the chargeback 75,00- is a reversal; fees 24.69 + 1.80 + 40 + 15.
    expect(result).toMatchObject({ transactionCount: 3, totalVolume: 3324.46, totalFees: 81.49, refunds: 75 });
  });

  it("reads French headers, a Nombre column and thousands grouped with spaces", () => {
    const result = figures(analyzeStatement(fixture("european-french.csv")));
    // 4 512,30 + 1 980,00 + 1 507,70 = 8,000.00; 40,61 + 27,72 + 21,11 = 89.44; 118 + 42 + 37 = 197.
    expect(result).toMatchObject({ transactionCount: 197, totalVolume: 8000, totalFees: 89.44, decimal: "," });
  });

  it("reads Spanish headers with quoted cells and a refund in parentheses", () => {
    const result = figures(analyzeStatement(fixture("european-spanish.csv")));
    // Ventas 1.500,00 + 250,50 = 1,750.50; comisiones 21,00 + 3,51 = 24.51; devolución (30,00).
    expect(result).toMatchObject({ transactionCount: 2, totalVolume: 1750.5, totalFees: 24.51, refunds: 30 });
  });

  it.each([
    ["Italian", "Data;Importo;Commissione;Numero\n01/03/2025;1.000,00;15,00;20\n02/03/2025;500,00;7,50;10\n"],
    ["Dutch", "Datum;Bedrag;Kosten;Aantal\n01-03-2025;1.000,00;15,00;20\n02-03-2025;500,00;7,50;10\n"],
    ["Portuguese", "Data;Valor;Taxa;Quantidade\n01/03/2025;1.000,00;15,00;20\n02/03/2025;500,00;7,50;10\n"],
    ["German with Anzahl", "Datum;Betrag;Entgelt;Anzahl\n01.03.2025;1.000,00;15,00;20\n02.03.2025;500,00;7,50;10\n"],
  ])("maps %s column names", (_language, content) => {
    // 1,000 + 500 = 1,500; 15 + 7.50 = 22.50; 20 + 10 = 30 transactions.
    expect(figures(analyzeStatement(csv(content)))).toMatchObject({
      transactionCount: 30,
      countSource: "count-column",
      totalVolume: 1500,
      totalFees: 22.5,
    });
  });
});

describe("text statements", () => {
  it("reads the card-type table, skips subtotals, and takes TOTAL FEES THIS PERIOD", () => {
    const result = figures(analyzeStatement(fixture("card-summary.txt")));
    // Items 412 + 301 + 44 + 57 = 814; sales 18,204.50 + 12,880.10 + 1,902.00 + 4,310.75 = 37,297.35 (the TOTAL line).
    // Fees itemised: 315.89 + 233.61 + 130.54 + 127.17 + 9.95 + 19.95 = 837.11, the TOTAL FEES line; the two
    // subtotals (549.50 and 287.61) are not added again.
    expect(result).toMatchObject({
      transactionCount: 814,
      totalVolume: 37297.35,
      totalFees: 837.11,
      feesSource: "stated",
      aggregatedRows: true,
      method: "text",
      skipped: 0,
    });
    expect(result.checks).toEqual([
      { figure: "volume", stated: 37297.35, rows: 37297.35 },
      { figure: "fees", stated: 837.11, rows: 837.11 },
      { figure: "count", stated: 814, rows: 814 },
    ]);
  });

  it("prefers the statement's total fees to the table's discount column", () => {
    const result = figures(analyzeStatement(fixture("card-summary-fees-column.txt")));
    // Table: 210 + 160 + 130 = 500 items, 9,450 + 4,800 + 5,750 = 20,000 (the Subtotal Visa row not added).
    // Fees: discount 300.80 + service 15.00 + gateway 10.00 + batch 5.50 = 331.30 = TOTAL FEES THIS PERIOD.
    expect(result).toMatchObject({ transactionCount: 500, totalVolume: 20000, totalFees: 331.3 });
  });

  it("reads total sales, total fees and the transaction count lines", () => {
    const result = figures(analyzeStatement(fixture("totals-only.txt")));
    expect(result).toMatchObject({ totalVolume: 12345.67, totalFees: 456.78, transactionCount: 412, countSource: "stated" });
    // The interchange line is one part of the fees: the check says so, and the stated total is used.
    expect(result.checks).toEqual([{ figure: "fees", stated: 456.78, rows: 300 }]);
  });

  it("reads 'volume' wording and ignores percentages", () => {
    const result = figures(analyzeStatement(txt("Total Volume: 8,000.00\nFee rate 2.9%\nFees Charged ........ $245.10\n")));
    expect(result).toMatchObject({ totalVolume: 8000, totalFees: 245.1, transactionCount: undefined });
  });

  it("adds up a statement that lists transactions line by line", () => {
    const result = figures(
      analyzeStatement(
        txt("03/01 Sale 45.00\n03/01 Sale 12.50\n03/02 Refund -5.00\n03/02 Processing fee 1.75\n03/03 Visa purchase $100.00\n"),
      ),
    );
    expect(result).toMatchObject({ transactionCount: 3, countSource: "lines", totalVolume: 157.5, totalFees: 1.75, refunds: 5 });
  });

  it("reads a two-column summary export as text", () => {
    const result = figures(
      analyzeStatement(csv('Summary,Value\nTotal Sales,"$12,345.67"\nTotal Fees,$456.78\nNumber of Transactions,412\n')),
    );
    expect(result).toMatchObject({ totalVolume: 12345.67, totalFees: 456.78, transactionCount: 412, method: "text" });
  });

  it("reads German total lines with European numbers", () => {
    const result = figures(
      analyzeStatement(
        txt("Abrechnung März 2025\nGesamtumsatz: 12.345,67 €\nAnzahl Transaktionen: 412\nGebühren gesamt: 456,78 €\n"),
      ),
    );
    expect(result).toMatchObject({ totalVolume: 12345.67, totalFees: 456.78, transactionCount: 412 });
  });
});

describe("files of daily totals", () => {
  it("does not call a day a transaction: no count, no average ticket", () => {
    const result = figures(analyzeStatement(fixture("daily-totals.csv")));
    // 1,250.00 + 980.40 + 1,410.60 = 3,641.00; 36.25 + 28.43 + 40.91 = 105.59.
    expect(result).toMatchObject({ totalVolume: 3641, totalFees: 105.59, transactionCount: undefined, aggregatedRows: true });
    const estimate = estimateSavings(result, parseAdvertisedRate("1.5% + $0.10"), 39);
    expect(estimate.averageTicket).toBeUndefined();
    expect(estimate.saving).toBeUndefined();
    // 39% of 105.59 = 41.18.
    expect(estimate.savingAtAverageReduction).toBe(41.18);
  });

  it("reads German daily totals with a Summe row", () => {
    const result = figures(analyzeStatement(fixture("daily-totals-german.csv")));
    // 1.820,00 + 2.115,40 + 964,60 = 4,900.00; 45,50 + 52,89 + 24,12 = 122.51.
    expect(result).toMatchObject({ totalVolume: 4900, totalFees: 122.51, transactionCount: undefined });
  });

  it("uses a transactions column in a daily file", () => {
    const result = figures(analyzeStatement(fixture("daily-totals-with-count.csv")));
    expect(result).toMatchObject({ totalVolume: 4000, totalFees: 100, transactionCount: 130, countSource: "count-column" });
  });

  it("takes 'Daily totals' in the title as the rows' kind", () => {
    const result = figures(analyzeStatement(fixture("daily-totals-titled.csv")));
    expect(result).toMatchObject({ totalVolume: 1000, totalFees: 29, transactionCount: undefined, aggregatedRows: true });
  });
});

describe("malformed files", () => {
  it("reports every row it skipped: broken quoting, ragged rows, a word for an amount", () => {
    const result = figures(analyzeStatement(fixture("malformed.csv")));
    expect(result).toMatchObject({ transactionCount: 1, totalVolume: 100, totalFees: 2.9, skipped: 5, rowsRead: 1 });
    expect(result.skippedLines).toEqual([2, 3, 4, 5, 6]);
  });

  it("keeps the readable rows of a mostly clean file and says which were not", () => {
    const result = figures(analyzeStatement(fixture("malformed-partial.csv")));
    // 40.00 + 35.00 = 75.00; 1.16 + 1.01 = 2.17; line 3 is short a cell and line 4 opens a quote it never closes.
    expect(result).toMatchObject({ transactionCount: 2, totalVolume: 75, totalFees: 2.17, skipped: 2, skippedLines: [3, 4] });
  });

  it("says what it found when nothing is usable", () => {
    expect(analyzeStatement(fixture("no-amounts.csv"))).toEqual({
      ok: false,
      reason: "no-amounts",
      found: { lines: 3, separator: ",", columns: ["name", "email"], skipped: 0, longLines: 0 },
    });
  });

  it.each([
    ["an empty file", txt("   \n"), "empty"],
    ["a letter", txt("Dear merchant, thank you for your business."), "no-amounts"],
    ["binary content", txt("PK\u0003\u0004\u0000\u0000garbage"), "unreadable"],
    ["broken quoting only", csv('Amount,Fee\n"12.00,1\n"oops'), "no-amounts"],
  ])("explains %s instead of failing", (_name, file, reason) => {
    expect(analyzeStatement(file)).toMatchObject({ ok: false, reason });
  });

  it("reads one very long line as a long line, at once (the quadratic 'looks like CSV' test is gone)", () => {
    const started = performance.now();
    const result = analyzeStatement(txt(" 1,".repeat(32_000)));
    expect(result).toMatchObject({ ok: false, reason: "no-amounts", found: { lines: 1, longLines: 1 } });
    // Not a timing assertion: the figure is printed by bench/statement.mjs. This only guards a regression of minutes.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("reads at most MAX_ROWS lines and says the result is partial", () => {
    const rows = Array.from({ length: MAX_ROWS + 10 }, () => "1.00,0.03").join("\n");
    const result = figures(analyzeStatement(csv(`Amount,Fee\n${rows}\n`)));
    expect(result.truncated).toBe(true);
    // The header is line 1, so MAX_ROWS - 1 sales of $1.00 are read.
    expect(result.transactionCount).toBe(MAX_ROWS - 1);
    expect(result.totalVolume).toBe(MAX_ROWS - 1);
  });
});

describe("savings estimate", () => {
  const advertised = parseAdvertisedRate("1.5% + $0.10");

  it("parses the advertised rate from the site's claim", () => {
    expect(advertised).toEqual({ percent: 1.5, perTransaction: 0.1 });
    expect(parseAdvertisedRate("call us")).toBeUndefined();
  });

  it("prices the corrected figures at the advertised rate", () => {
    const result = figures(analyzeStatement(fixture("total-row-count.csv")));
    const estimate = estimateSavings(result, advertised, 39);
    // 1.5% of 9,000.50 = 135.01; 300 x 0.10 = 30.00; 165.01 against 218.41: 53.40.
    expect(estimate).toMatchObject({ percentPart: 135.01, perTransactionPart: 30, feesAtAdvertisedRate: 165.01, saving: 53.4 });
    expect(estimate.averageTicket).toBe(30);
    expect(estimate.effectiveRate).toBeCloseTo(2.4267, 3);
  });

  it("never reports a negative saving", () => {
    const estimate = estimateSavings({ transactionCount: 10, totalVolume: 10_000, totalFees: 100 }, advertised, 39);
    expect(estimate.saving).toBe(0);
  });
});

describe("a count line that is only the count word (session 3)", () => {
  it('reads "Transactions: 200" in a sectioned text statement as the transaction count', () => {
    const content =
      "ACME PROCESSING\nMerchant: Joe's Diner\n\nSUMMARY\nGross Sales: $8,000.00\nTransactions: 200\n\nFEES\nInterchange: $150.00\nService fee: $90.00\nTotal Fees: $240.00\n";
    const result = figures(analyzeStatement(txt(content)));
    expect(result.transactionCount).toBe(200);
    expect(result.countSource).toBe("stated");
    expect(result.totalVolume).toBe(8000);
    expect(result.totalFees).toBe(240);
  });
});

describe("a total fee column and its parts (issue 33)", () => {
  // fee-columns-total.csv: Date, Batch #, Card Type, Txn Count, Gross Sales, Refunds, Net Sales, Interchange,
  // Assessments, Markup %, Markup $, Per-Item Fee, Total Fees, Net Deposit; five days x Visa, Mastercard, Amex,
  // Discover, and a TOTAL row. On every row Total Fees = Interchange + Assessments + Markup $ + Per-Item Fee.
  // Totals: 3,708 transactions, gross sales 114,751.69, refunds 42.50 + 189.00 + 29.99 + 64.75 = 326.24,
  // interchange 2,665.69 + assessments 163.29 + markup 344.25 + per-item 556.20 (3,708 x $0.15) = 3,729.43.
  // Effective rate 3,729.43 / 114,751.69 = 3.2500%; the Per-Item Fee column alone would give 0.48%.
  const expected = { transactionCount: 3708, totalVolume: 114751.69, totalFees: 3729.43, refunds: 326.24, feesCertain: true };
  const effectiveRate = (result: StatementFigures) => estimateSavings(result, undefined, undefined).effectiveRate;

  it("reads the Total Fees column, not the Per-Item Fee column before it, and checks it against its parts", () => {
    const result = figures(analyzeStatement(fixture("fee-columns-total.csv")));
    expect(result).toMatchObject({ ...expected, volumeSource: "stated", feesSource: "stated", skipped: 0, rowsRead: 20 });
    expect(effectiveRate(result)).toBeCloseTo(3.25, 4);
    expect(result.feeColumns).toMatchObject({ used: "Total Fees", usedTotal: 3729.43, others: 3729.43, agrees: true });
    expect(result.feeColumns?.doubt).toBeUndefined();
    expect(result.feeColumns?.columns).toEqual([
      { name: "Interchange", kind: "part", total: 2665.69 },
      { name: "Assessments", kind: "part", total: 163.29 },
      { name: "Markup $", kind: "part", total: 344.25 },
      { name: "Per-Item Fee", kind: "part", total: 556.2 },
      { name: "Total Fees", kind: "total", total: 3729.43 },
    ]);
    expect(result.checks).toEqual([
      { figure: "volume", stated: 114751.69, rows: 114751.69 },
      { figure: "fees", stated: 3729.43, rows: 3729.43 },
      { figure: "count", stated: 3708, rows: 3708 },
    ]);
  });

  it("adds up the Total Fees column when there is no TOTAL row", () => {
    const result = figures(analyzeStatement(fixture("fee-columns-no-total-row.csv")));
    expect(result).toMatchObject({ ...expected, volumeSource: "rows", feesSource: "rows", countSource: "count-column" });
    expect(effectiveRate(result)).toBeCloseTo(3.25, 4);
    expect(result.checks).toEqual([]);
  });

  it("reads the columns by name in any order, and gross sales before the net sales column left of it", () => {
    // Card Type, Date, Batch #, Net Sales, Refunds, Gross Sales, Txn Count, Total Fees, Net Deposit, Per-Item Fee,
    // Markup $, Markup %, Assessments, Interchange. Net sales would be 114,751.69 - 326.24 = 114,425.45.
    const result = figures(analyzeStatement(fixture("fee-columns-reordered.csv")));
    expect(result).toMatchObject({ ...expected, feesSource: "stated" });
    expect(result.feeColumns).toMatchObject({ used: "Total Fees", agrees: true });
    expect(effectiveRate(result)).toBeCloseTo(3.25, 4);
  });

  it("adds up the fee columns when there is no total column", () => {
    // The same file without Total Fees: 2,665.69 + 163.29 + 344.25 + 556.20 = 3,729.43 (the TOTAL row's parts),
    // and the rows' parts add up to the same.
    const result = figures(analyzeStatement(fixture("fee-columns-components.csv")));
    expect(result).toMatchObject({ ...expected, feesSource: "stated" });
    expect(result.feeColumns).toMatchObject({ used: undefined, others: 3729.43 });
    expect(result.checks).toContainEqual({ figure: "fees", stated: 3729.43, rows: 3729.43 });
    expect(effectiveRate(result)).toBeCloseTo(3.25, 4);
  });

  it("fills a blank Total Fees cell with the row's parts", () => {
    // Total Fees is blank on the Amex 03-03 (101.83), Amex 03-04 (109.86), Mastercard 03-06 (234.04) and
    // Mastercard 03-07 (281.00) rows: its cells add up to 3,729.43 - 726.73 = 3,002.70, and those four rows' parts
    // (interchange + assessments + markup + per-item) add the 726.73 back.
    const withTotalRow = figures(analyzeStatement(fixture("fee-columns-total-blank.csv")));
    expect(withTotalRow).toMatchObject({ ...expected, feesSource: "stated" });
    expect(withTotalRow.feeColumns).toMatchObject({ used: "Total Fees", filledRows: 4, usedTotal: 3729.43, agrees: true });
    expect(withTotalRow.feeColumns?.columns.at(-1)).toEqual({ name: "Total Fees", kind: "total", total: 3002.7 });
    expect(withTotalRow.checks).toContainEqual({ figure: "fees", stated: 3729.43, rows: 3729.43 });

    const content = fixture("fee-columns-total-blank.csv").content.replace(/^TOTAL,.*\n/m, "");
    const withoutTotalRow = figures(analyzeStatement(csv(content)));
    expect(withoutTotalRow).toMatchObject({ ...expected, feesSource: "rows" });
    expect(withoutTotalRow.feeColumns).toMatchObject({ filledRows: 4 });
    expect(effectiveRate(withoutTotalRow)).toBeCloseTo(3.25, 4);
  });

  it("flags a general Fees column that is not the other fee columns added up", () => {
    // Per-Item Fee renamed "Fees", no Total Fees: "Fees" (556.20) could be the total or one more part.
    const result = figures(analyzeStatement(fixture("fee-columns-unclear.csv")));
    expect(result).toMatchObject({ totalVolume: 114751.69, totalFees: 556.2, feesCertain: false });
    expect(result.feeColumns).toMatchObject({ used: "Fees", usedTotal: 556.2, others: 3173.23, doubt: "no-total" });
  });

  it("flags a total column that is a small fraction of the fee columns beside it", () => {
    // Total Fees 3.00 + 1.50 = 4.50 against interchange and assessments 21.40 + 10.70 = 32.10.
    const result = figures(
      analyzeStatement(
        csv("Date,Sales,Interchange,Assessments,Total Fees\n03/01,1000.00,20.00,1.40,3.00\n03/02,500.00,10.00,0.70,1.50\n"),
      ),
    );
    expect(result).toMatchObject({ totalFees: 4.5, feesCertain: false });
    expect(result.feeColumns).toMatchObject({ used: "Total Fees", usedTotal: 4.5, others: 32.1, doubt: "below-parts" });
  });

  it("takes a general Fees column as the total when it is the other fee columns added up", () => {
    // 20.00 + 1.40 + 3.60 = 25.00 and 10.00 + 0.70 + 1.80 = 12.50: the Fees column is their total, 37.50.
    const result = figures(
      analyzeStatement(
        csv(
          "Date,Sales,Interchange,Assessments,Markup,Fees\n03/01,1000.00,20.00,1.40,3.60,25.00\n03/02,500.00,10.00,0.70,1.80,12.50\n",
        ),
      ),
    );
    expect(result).toMatchObject({ totalFees: 37.5, feesCertain: true });
    expect(result.feeColumns).toMatchObject({ used: "Fees", agrees: true });
  });

  it("keeps a file with one fee column as it was", () => {
    const result = figures(analyzeStatement(fixture("total-row-count.csv")));
    expect(result.feeColumns).toBeUndefined();
    expect(result.feesCertain).toBe(true);
  });

  it("reads a text statement's card table by its total fee column", () => {
    // Interchange 315.89 + 233.61 = 549.50 (the first fee column); total fees 357.09 + 263.71 = 620.80.
    const content = [
      "NORTHWIND MERCHANT SERVICES",
      "MONTHLY PROCESSING STATEMENT",
      "Merchant: Blue Door Cafe",
      "Statement period: 03/01/2025 - 03/31/2025",
      "",
      "SUMMARY BY CARD TYPE",
      "Card Type     Items     Sales Amount     Interchange     Per-Item Fee     Total Fees",
      "VISA            412       $18,204.50         $315.89           $41.20        $357.09",
      "MASTERCARD      301       $12,880.10         $233.61           $30.10        $263.71",
      "TOTAL           713       $31,084.60         $549.50           $71.30        $620.80",
      "",
    ].join("\n");
    const result = figures(analyzeStatement(txt(content)));
    expect(result).toMatchObject({
      method: "text",
      transactionCount: 713,
      totalVolume: 31084.6,
      totalFees: 620.8,
      feesCertain: true,
    });
    expect(result.feeColumns).toMatchObject({ used: "Total Fees", agrees: true });
  });

  it.each([
    ["Total Fees", "total"],
    ["Fees Total", "total"],
    ["Total Processing Fees", "total"],
    ["Total Charges", "total"],
    ["Total Fees (USD)", "total"],
    ["Gesamtgebühren", "total"],
    ["Interchange", "part"],
    ["Assessments", "part"],
    ["Markup $", "part"],
    ["Per-Item Fee", "part"],
    ["Total Interchange", "part"],
    ["Fee", "generic"],
    ["Fees", "generic"],
    ["Processing Fee", "generic"],
  ])("names %s a %s fee column", (header, kind) => expect(feeColumnKind(header)).toBe(kind));

  it("does not read a rate column as fees", () => {
    // "Markup %" and "Discount Rate" hold percentages; the fees are the Fees column, 2.90 + 1.45.
    const result = figures(
      analyzeStatement(csv("Date,Amount,Markup %,Discount Rate,Fees\n03/01,100.00,0.30%,2.9,2.90\n03/02,50.00,0.30%,2.9,1.45\n")),
    );
    expect(result).toMatchObject({ totalVolume: 150, totalFees: 4.35, skipped: 0 });
    expect(result.feeColumns).toBeUndefined();
  });
});
