import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "@/content/site";
import { ChatEngine } from "./engine";

const engine = new ChatEngine();
const { claims } = site;
const fixture = (name: string) => ({
  name,
  type: (name.endsWith(".csv") ? "text/csv" : "text/plain") as "text/csv" | "text/plain",
  content: readFileSync(new URL(`./fixtures/statements/${name}`, import.meta.url), "utf8"),
});
const analyze = (name: string) => engine.reply({ message: "", history: [], attachment: fixture(name) }).message;

describe("statement reply", () => {
  it("reports the corrected figures, where each came from, and how the saving is worked out", () => {
    const message = analyze("total-row-count.csv");
    expect(message).toMatch(/^Statement analysis of total-row-count\.csv:/);
    expect(message).toContain("- Transactions: 300 (the statement's total row)");
    expect(message).toContain("- Total volume: $9,000.50 (the statement's total row)");
    expect(message).toContain("- Total fees: $218.41 (the statement's total row)");
    expect(message).toContain("- Effective rate: 2.43% (total fees ÷ total volume)");
    expect(message).toContain("- Average ticket: $30.00 (total volume ÷ transactions)");
    expect(message).toContain("Checked: the statement's totals (volume, fees, transaction count) match its rows.");
    // 1.5% of $9,000.50 = $135.01; 300 x $0.10 = $30.00; $218.41 - $165.01 = $53.40.
    expect(message).toContain("Estimated saving: about $53.40 for this statement period");
    expect(message).toContain(
      "1.5% of $9,000.50 is $135.01, plus 300 × $0.10 is $30.00: about $165.01 in processing fees, against the $218.41 on this statement.",
    );
    expect(message).toContain(claims.startingRate.statement);
    expect(message).toContain("This is an estimate, not a quote.");
    expect(message).not.toMatch(/partial/i);
  });

  it("says which figure it used when the stated totals and the rows differ", () => {
    const message = analyze("total-row-differs.csv");
    expect(message).toContain(
      "Check: the statement's total volume is $1,200.00, but its rows add up to $1,100.00. I used the statement's total.",
    );
    expect(message).toContain("Check: the statement's total transaction count is 25, but its rows add up to 22.");
  });

  it("does not invent a count or an average ticket for daily totals, and explains the fallback estimate", () => {
    const message = analyze("daily-totals.csv");
    expect(message).toContain(
      "- Transactions: not in the file (its rows are totals, per day or per card type, not single sales)",
    );
    expect(message).toContain("- Average ticket: not in the file (it needs the number of transactions)");
    // 39% of $105.59 = $41.18.
    expect(message).toContain("Estimated saving: up to about $41.18 for this statement period.");
    expect(message).toContain(`average fee reduction of ${claims.feeReduction.value} to the $105.59 in fees`);
    expect(message).toContain(claims.feeReduction.statement);
  });

  it("calls a result with skipped rows partial and names the lines", () => {
    const message = analyze("malformed.csv");
    expect(message).toContain("- Transactions: 1 (one per row)");
    expect(message).toContain(
      "Partial result: 5 rows could not be read and were skipped (lines 2, 3, 4, 5, 6). The figures above leave them out.",
    );
  });

  it("reads the text statement's card table and fee total", () => {
    const message = analyze("card-summary.txt");
    expect(message).toContain("- Transactions: 814 (the statement's own total)");
    expect(message).toContain("- Total fees: $837.11 (the statement's own total)");
    expect(message).toContain("- Effective rate: 2.24%");
    expect(message).toContain("match its itemised lines");
  });

  it("says what it found and what it expected when nothing is usable", () => {
    const message = analyze("no-amounts.csv");
    expect(message).toContain("I couldn't find transaction amounts or totals in no-amounts.csv.");
    expect(message).toContain('What I found: 3 lines of text, separated by commas, with the columns "name", "email"');
    expect(message).toContain('"Umsatz", "Montant" or "Importe"');
    expect(message).toContain("(/application)");
  });

  it("answers a worker that ran out of time, and one that could not start", () => {
    const attachment = fixture("no-amounts.csv");
    const timeout = engine.reply({ message: "", history: [], attachment }, { ok: false, reason: "timeout" });
    expect(timeout.kind).toBe("analysis");
    expect(timeout.message).toContain("I couldn't finish reading no-amounts.csv: it took longer than 2 seconds");
    const busy = engine.reply({ message: "", history: [], attachment }, { ok: false, reason: "busy" });
    expect(busy.message).toContain("Please attach it again in a minute.");
  });

  describe("a statement with a total fee column and its parts (issue 33)", () => {
    const comparison = /Estimated saving|already at or below/;
    const reply = (name: string, content: string) =>
      engine.reply({ message: "", history: [], attachment: { name, type: "text/csv", content } }).message;

    it.each([
      ["fee-columns-total.csv", 'the statement\'s total row, "Total Fees" column'],
      ["fee-columns-no-total-row.csv", 'the "Total Fees" column, added up'],
      ["fee-columns-reordered.csv", 'the statement\'s total row, "Total Fees" column'],
      ["fee-columns-components.csv", 'the statement\'s total row: "Interchange" + "Assessments" + "Markup $" + "Per-Item Fee"'],
      ["fee-columns-total-blank.csv", 'the statement\'s total row, "Total Fees" column'],
    ])("reports the total fees of %s, its effective rate and the comparison", (name, from) => {
      const message = analyze(name);
      expect(message).toContain(`- Total fees: $3,729.43 (${from})`);
      expect(message).toContain("- Effective rate: 3.25% (total fees ÷ total volume)");
      expect(message).toContain("- Total volume: $114,751.69");
      expect(message).toContain("- Refunds and reversals (not counted as sales): $326.24");
      // 1.5% of $114,751.69 = $1,721.28; 3,708 x $0.10 = $370.80; $3,729.43 - $2,092.08 = $1,637.35.
      expect(message).toContain("Estimated saving: about $1,637.35 for this statement period");
      expect(message).not.toContain("already at or below");
      expect(message).not.toContain("$556.20");
      expect(message).not.toContain("0.48%");
    });

    it("says the Total Fees column was checked against its parts, and which rows were filled in", () => {
      expect(analyze("fee-columns-total.csv")).toContain(
        'Checked: the fee columns "Interchange", "Assessments", "Markup $" and "Per-Item Fee" add up to the "Total Fees" column ($3,729.43).',
      );
      expect(analyze("fee-columns-total-blank.csv")).toContain(
        '"Total Fees" was blank on 4 rows; for those I added up the row\'s other fee columns ("Interchange", "Assessments", "Markup $" and "Per-Item Fee").',
      );
    });

    it("names the fee columns it found, states no rate and makes no comparison when the fees are uncertain", () => {
      const message = analyze("fee-columns-unclear.csv");
      expect(message).toContain("- Total fees: not read with certainty");
      expect(message).toContain("- Effective rate: not worked out");
      expect(message).not.toMatch(/Effective rate: [\d.]+%/);
      expect(message).toContain(
        'I couldn\'t read the fees in this file with certainty. The file has 4 fee columns and none is named as their total: "Interchange" ($2,665.69), "Assessments" ($163.29), "Markup $" ($344.25) and "Fees" ($556.20).',
      );
      expect(message).not.toMatch(comparison);
      expect(message).not.toContain("Checked: the statement's totals (volume, fees");
      expect(message).toContain("Our team reviews statements for free: [apply online](/application)");
      expect(message).toContain(site.contact.phone.display);
    });

    it("does not take a Total Fees column that is a small fraction of the parts beside it", () => {
      const message = reply(
        "march.csv",
        "Date,Transactions,Sales,Interchange,Assessments,Total Fees\n03/01,30,1000.00,20.00,1.40,3.00\n03/02,15,500.00,10.00,0.70,1.50\n",
      );
      expect(message).toContain(
        'The "Total Fees" column adds up to $4.50, but the other fee columns, "Interchange" ($30.00) and "Assessments" ($2.10), add up to $32.10, more than twice as much',
      );
      expect(message).not.toMatch(/Effective rate: [\d.]+%/);
      expect(message).not.toMatch(comparison);
    });

    // 100 transactions, $10,000.00 of sales and $120.00 of fees (1.20%): our 1.5% + $0.10 would be $160.00.
    const lowFees = 'Date,Transactions,Sales,Fees\n2025-03-01,40,"4,000.00",48.00\n2025-03-02,60,"6,000.00",72.00\n';

    it("gives a comparison that does not favour us when the figures are certain", () => {
      const message = reply("low.csv", lowFees);
      expect(message).toContain("- Effective rate: 1.20%");
      expect(message).toContain("Your effective rate is already at or below what our advertised starting rate");
    });

    it("gives no unfavourable comparison on a partial reading, and offers the free review", () => {
      const message = reply("low.csv", `${lowFees}2025-03-03,55,abc,40.00\n`);
      expect(message).toContain("Partial result: 1 row could not be read");
      expect(message).toContain("- Effective rate: 1.20%");
      expect(message).not.toMatch(comparison);
      expect(message).toContain("Part of this file could not be read, so I won't compare these figures with our pricing");
      expect(message).toContain("Our team reviews statements for free");
    });
  });
});
