import { describe, expect, it } from "vitest";
import { analyzeStatement, estimateSavings, parseAdvertisedRate, parseMoney } from "./statement";

const csv = (content: string) => ({ name: "statement.csv", type: "text/csv", content });
const txt = (content: string) => ({ name: "statement.txt", type: "text/plain", content });

describe("parseMoney", () => {
  it.each([
    ["$1,234.56", 1234.56],
    ["1234.5", 1234.5],
    ["(12.50)", -12.5],
    ["-$3.00", -3],
    ["$-3.00", -3],
    ["USD 10", 10],
    [".75", 0.75],
    [42, 42],
  ])("reads %s", (raw, value) => expect(parseMoney(raw)).toBe(value));

  it.each(["", "abc", "12/03/2025", "1.2.3", "$", "1,23"])("rejects %s", (raw) => expect(parseMoney(raw)).toBeUndefined());
});

describe("statement analysis: CSV", () => {
  it("reads amount and fee columns, counting refunds apart", () => {
    const result = analyzeStatement(
      csv(
        'Date,Description,Amount,Fee\n03/01,Sale,120.00,3.78\n03/02,Sale,"$1,045.50",31.62\n03/03,Refund,-20.00,0\n03/04,Sale,310.25,9.31\n',
      ),
    );
    expect(result).toEqual({
      ok: true,
      figures: { transactionCount: 3, totalVolume: 1475.75, totalFees: 44.71, refunds: 20, method: "csv-columns" },
    });
  });

  it("recognises other common column names, semicolons and a type column", () => {
    const result = analyzeStatement(
      csv("Transaction Type;Sale Amount;Processing Fee\nsale;100;2.9\nchargeback;50;15\nsale;200;5.8\n"),
    );
    expect(result).toMatchObject({ ok: true, figures: { transactionCount: 2, totalVolume: 300, totalFees: 23.7, refunds: 50 } });
  });

  it("rebuilds the gross amount from net and fee columns", () => {
    const result = analyzeStatement(csv("id,net,fees\n1,97.10,2.90\n2,48.55,1.45\n"));
    expect(result).toMatchObject({ ok: true, figures: { transactionCount: 2, totalVolume: 150, totalFees: 4.35 } });
  });

  it("reports volume without fees when the export has no fee column", () => {
    const result = analyzeStatement(csv("Date,Total\n1,10.00\n2,15.00\n"));
    expect(result).toMatchObject({ ok: true, figures: { transactionCount: 2, totalVolume: 25, totalFees: undefined } });
  });

  it("reads a CSV that holds summary lines instead of transactions", () => {
    const result = analyzeStatement(
      csv('Summary,Value\nTotal Sales,"$12,345.67"\nTotal Fees,$456.78\nNumber of Transactions,412\n'),
    );
    expect(result).toMatchObject({
      ok: true,
      figures: { totalVolume: 12345.67, totalFees: 456.78, transactionCount: 412, method: "text-totals" },
    });
  });
});

describe("statement analysis: text", () => {
  it("reads total sales, total fees and the transaction count", () => {
    const result = analyzeStatement(
      txt(
        "ACME PROCESSING MONTHLY STATEMENT\nPeriod: March 2025\nTotal Sales $12,345.67\nNumber of Transactions: 412\nInterchange fees $300.00\nTotal Fees $456.78\nEffective rate 3.7%\n",
      ),
    );
    expect(result).toEqual({
      ok: true,
      figures: { totalVolume: 12345.67, totalFees: 456.78, transactionCount: 412, method: "text-totals" },
    });
  });

  it("reads 'volume' wording and ignores percentages", () => {
    const result = analyzeStatement(txt("Total Volume: 8,000.00\nFee rate 2.9%\nFees Charged ........ $245.10\n"));
    expect(result).toMatchObject({ ok: true, figures: { totalVolume: 8000, totalFees: 245.1, transactionCount: undefined } });
  });

  it("adds up a statement that lists transactions line by line", () => {
    const result = analyzeStatement(
      txt("03/01 Sale 45.00\n03/01 Sale 12.50\n03/02 Refund -5.00\n03/02 Processing fee 1.75\n03/03 Visa purchase $100.00\n"),
    );
    expect(result).toMatchObject({
      ok: true,
      figures: { transactionCount: 3, totalVolume: 157.5, totalFees: 1.75, refunds: 5, method: "text-lines" },
    });
  });
});

describe("statement analysis: files it cannot read", () => {
  it.each([
    ["an empty file", txt("   \n"), "empty"],
    ["a letter", txt("Dear merchant, thank you for your business."), "no-amounts"],
    ["a CSV without amounts", csv("name,email\nAda,ada@example.com\n"), "no-amounts"],
    ["binary content", txt("PK\u0003\u0004\u0000\u0000garbage"), "unreadable"],
    ["broken quoting", csv('Amount,Fee\n"12.00,1\n"oops'), "no-amounts"],
  ])("explains %s instead of failing", (_name, file, reason) => {
    expect(analyzeStatement(file)).toEqual({ ok: false, reason });
  });
});

describe("savings estimate", () => {
  const advertised = parseAdvertisedRate("1.5% + $0.10");

  it("parses the advertised rate from the site's claim", () => {
    expect(advertised).toEqual({ percent: 1.5, perTransaction: 0.1 });
    expect(parseAdvertisedRate("call us")).toBeUndefined();
  });

  it("prices the same sales at the advertised rate and compares", () => {
    const estimate = estimateSavings(
      { transactionCount: 100, totalVolume: 10_000, totalFees: 350, method: "csv-columns" },
      advertised,
      39,
    );
    expect(estimate.effectiveRate).toBeCloseTo(3.5);
    expect(estimate.averageTicket).toBe(100);
    expect(estimate.feesAtAdvertisedRate).toBe(160);
    expect(estimate.saving).toBe(190);
  });

  it("never reports a negative saving", () => {
    const estimate = estimateSavings(
      { transactionCount: 10, totalVolume: 10_000, totalFees: 100, method: "csv-columns" },
      advertised,
      39,
    );
    expect(estimate.saving).toBe(0);
  });

  it("falls back to the average fee reduction when the count is unknown", () => {
    const estimate = estimateSavings({ totalVolume: 10_000, totalFees: 300, method: "text-totals" }, advertised, 39);
    expect(estimate.saving).toBeUndefined();
    expect(estimate.savingAtAverageReduction).toBe(117);
  });
});
