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
});
