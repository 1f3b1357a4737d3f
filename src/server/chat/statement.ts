import Papa from "papaparse";

/**
 * Reads a processing statement (a CSV export or a text statement) for the figures a fee analysis needs:
 * transaction count, total volume and total fees. Never throws: a file it cannot read gives `{ ok: false }` with
 * the reason, which the assistant explains to the visitor.
 */
export interface StatementFigures {
  /** Sales counted (refunds excluded); undefined when the statement only gives totals without a count. */
  transactionCount?: number;
  /** Gross sales volume in dollars. */
  totalVolume: number;
  /** Processing fees in dollars; undefined when the statement does not show them. */
  totalFees?: number;
  /** Refunds and reversals found (in dollars, positive), reported but not part of the volume. */
  refunds?: number;
  /** How the figures were found, for the reply. */
  method: "csv-columns" | "text-totals" | "text-lines";
}

export type StatementResult =
  { ok: true; figures: StatementFigures } | { ok: false; reason: "empty" | "no-amounts" | "unreadable" };

/** Parses "$1,234.56", "1234.56", "(12.50)" (negative), "-3.00", "USD 10". Returns undefined for anything else. */
export function parseMoney(raw: unknown): number | undefined {
  if (typeof raw !== "string" && typeof raw !== "number") return undefined;
  let text = String(raw).trim();
  if (!text) return undefined;
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  text = text.replace(/\b(usd|us\$)\b/i, "").replace(/\s+/g, "");
  if (text.startsWith("-")) {
    negative = !negative;
    text = text.slice(1);
  }
  text = text.replace(/^\$/, "");
  if (text.startsWith("-")) {
    negative = !negative;
    text = text.slice(1);
  }
  if (!/^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$|^\.\d+$/.test(text)) return undefined;
  const value = Number(text.replace(/,/g, ""));
  if (!Number.isFinite(value)) return undefined;
  return negative ? -value : value;
}

const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/** Column names that hold a transaction's amount, best first. */
const AMOUNT_HEADERS = [
  "amount",
  "saleamount",
  "salesamount",
  "transactionamount",
  "txnamount",
  "chargeamount",
  "grossamount",
  "gross",
  "sale",
  "sales",
  "total",
  "totalamount",
  "amt",
  "payment",
  "paymentamount",
  "volume",
  "subtotal",
];
/** Column names that hold a transaction's processing fee. */
const FEE_HEADERS = [
  "fee",
  "fees",
  "processingfee",
  "processingfees",
  "totalfee",
  "totalfees",
  "feeamount",
  "transactionfee",
  "transactionfees",
  "merchantfee",
  "discountfee",
  "discount",
  "processingcost",
  "cost",
];
const NET_HEADERS = ["net", "netamount", "payout", "deposit", "netdeposit"];
const TYPE_HEADERS = ["type", "transactiontype", "txntype", "kind", "category", "description"];
const REFUND = /refund|return|reversal|chargeback|credit|void/i;

function findColumn(headers: string[], candidates: string[], fuzzy?: (normalized: string) => boolean): string | undefined {
  const normalized = headers.map((header) => ({ header, key: normalizeHeader(header) }));
  for (const candidate of candidates) {
    const match = normalized.find((entry) => entry.key === candidate);
    if (match) return match.header;
  }
  return fuzzy ? normalized.find((entry) => fuzzy(entry.key))?.header : undefined;
}

function analyzeCsv(content: string): StatementResult | undefined {
  const parsed = Papa.parse<Record<string, string>>(content, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => header.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  if (headers.length < 2) return undefined;
  const feeColumn = findColumn(headers, FEE_HEADERS, (key) => key.includes("fee"));
  const amountColumn = findColumn(
    headers.filter((header) => header !== feeColumn),
    AMOUNT_HEADERS,
    (key) => (key.includes("amount") || key.includes("sale")) && !key.includes("fee") && !key.includes("net"),
  );
  const netColumn = findColumn(headers, NET_HEADERS);
  const typeColumn = findColumn(headers, TYPE_HEADERS);
  if (!amountColumn && !(netColumn && feeColumn)) return undefined;

  let transactionCount = 0;
  let totalVolume = 0;
  let totalFees = 0;
  let feesSeen = 0;
  let refunds = 0;
  for (const row of parsed.data) {
    const fee = feeColumn ? parseMoney(row[feeColumn]) : undefined;
    let amount = amountColumn ? parseMoney(row[amountColumn]) : undefined;
    if (amount === undefined && netColumn && fee !== undefined) {
      const net = parseMoney(row[netColumn]);
      if (net !== undefined) amount = net + Math.abs(fee);
    }
    if (fee !== undefined) {
      totalFees += Math.abs(fee);
      feesSeen += 1;
    }
    if (amount === undefined || amount === 0) continue;
    const isRefund = amount < 0 || (typeColumn !== undefined && REFUND.test(row[typeColumn] ?? ""));
    if (isRefund) {
      refunds += Math.abs(amount);
      continue;
    }
    transactionCount += 1;
    totalVolume += amount;
  }
  if (transactionCount === 0) return undefined;
  return {
    ok: true,
    figures: {
      transactionCount,
      totalVolume: roundCents(totalVolume),
      totalFees: feesSeen > 0 ? roundCents(totalFees) : undefined,
      refunds: refunds > 0 ? roundCents(refunds) : undefined,
      method: "csv-columns",
    },
  };
}

const MONEY = String.raw`\(?-?\$?\s?-?\d[\d,]*(?:\.\d+)?\)?`;
const VOLUME_LINE = new RegExp(
  String.raw`\b(?:total|gross|net)?\s*(?:card\s+)?(?:sales|volume|amount\s+submitted|processed|processing\s+volume|deposits?\s+submitted|charges\s+submitted)\b[^0-9$(\n-]{0,40}(${MONEY})`,
  "i",
);
const FEES_LINE = new RegExp(
  String.raw`\b(?:total\s+)?(?:processing\s+|merchant\s+|card\s+)?(?:fees|fee|charges)(?:\s+charged|\s+paid|\s+total)?\b[^0-9$(\n-]{0,40}(${MONEY})`,
  "i",
);
const COUNT_LINE =
  /\b(?:number\s+of\s+(?:transactions|sales|items|tickets)|(?:total\s+)?(?:transactions|transaction\s+count|sales\s+count|items|tickets)(?:\s+count)?)\b[^0-9\n]{0,20}(\d[\d,]*)(?!\.\d)/i;

/** "Fee rate 2.9%": the figure is a percentage, not dollars. */
function isPercentage(line: string, match: RegExpExecArray): boolean {
  return line
    .slice(match.index + match[0].length)
    .trimStart()
    .startsWith("%");
}

/** Text statements: summary lines such as "Total Sales $12,345.67", "Total Fees: $456.78", "Transactions 412". */
function analyzeTextTotals(content: string): StatementResult | undefined {
  let totalVolume: number | undefined;
  let totalFees: number | undefined;
  let transactionCount: number | undefined;
  for (const line of content.split(/\r?\n/)) {
    const isFeeLine = /\bfees?\b/i.test(line) || /\btotal\s+charges\b/i.test(line);
    if (isFeeLine) {
      const match = FEES_LINE.exec(line);
      const value = match && !isPercentage(line, match) ? parseMoney(match[1]!.replace(/\s/g, "")) : undefined;
      // The statement's grand total wins over per-category subtotals listed before it.
      if (value !== undefined && (totalFees === undefined || /\btotal\b/i.test(line))) totalFees = Math.abs(value);
      continue;
    }
    const count = COUNT_LINE.exec(line);
    if (count && !/\$/.test(line)) {
      const value = Number(count[1]!.replace(/,/g, ""));
      if (Number.isInteger(value) && value > 0) transactionCount = value;
      continue;
    }
    const volume = VOLUME_LINE.exec(line);
    if (volume && !isPercentage(line, volume)) {
      const value = parseMoney(volume[1]!.replace(/\s/g, ""));
      if (value !== undefined && value > 0 && (totalVolume === undefined || /\b(total|gross)\b/i.test(line))) totalVolume = value;
    }
  }
  if (totalVolume === undefined) return undefined;
  return {
    ok: true,
    figures: {
      transactionCount,
      totalVolume: roundCents(totalVolume),
      totalFees: totalFees === undefined ? undefined : roundCents(totalFees),
      method: "text-totals",
    },
  };
}

/** Text statements that list transactions, one per line: "03/02 Sale $45.00" and "03/02 Processing fee $1.42". */
function analyzeTextLines(content: string): StatementResult | undefined {
  let transactionCount = 0;
  let totalVolume = 0;
  let totalFees = 0;
  let feesSeen = 0;
  let refunds = 0;
  for (const line of content.split(/\r?\n/)) {
    const amounts = [...line.matchAll(/(?:^|\s)(\(?-?\$-?\d[\d,]*\.\d{2}\)?|\(?-?\d[\d,]*\.\d{2}\)?)(?=\s|$)/g)]
      .map((match) => parseMoney(match[1]!))
      .filter((value): value is number => value !== undefined);
    if (amounts.length === 0) continue;
    const amount = amounts[0]!;
    const isFee = /\bfees?\b/i.test(line);
    const isSale = /\b(sale|purchase|payment|charge|transaction|order|visa|mastercard|amex|discover)\b/i.test(line);
    if (isFee && isSale && amounts.length > 1) {
      // "Sale $45.00 fee $1.42" on one line: the first figure is the sale, the last the fee.
      transactionCount += 1;
      totalVolume += amount;
      totalFees += Math.abs(amounts.at(-1)!);
      feesSeen += 1;
    } else if (isFee) {
      totalFees += Math.abs(amount);
      feesSeen += 1;
    } else if (REFUND.test(line) || amount < 0) {
      refunds += Math.abs(amount);
    } else if (isSale) {
      transactionCount += 1;
      totalVolume += amount;
    }
  }
  if (transactionCount < 2) return undefined;
  return {
    ok: true,
    figures: {
      transactionCount,
      totalVolume: roundCents(totalVolume),
      totalFees: feesSeen > 0 ? roundCents(totalFees) : undefined,
      refunds: refunds > 0 ? roundCents(refunds) : undefined,
      method: "text-lines",
    },
  };
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Reads a statement. CSV files (by type or by content) are read by column; anything else by its text lines. */
export function analyzeStatement(file: { name: string; type: string; content: string }): StatementResult {
  try {
    const content = file.content.replace(/^\uFEFF/, "");
    if (!content.trim()) return { ok: false, reason: "empty" };
    if (content.includes("\u0000")) return { ok: false, reason: "unreadable" };
    const looksLikeCsv = file.type === "text/csv" || /\.csv$/i.test(file.name) || /^[^\n]*[,;\t][^\n]*\n/.test(content);
    const result = (looksLikeCsv ? analyzeCsv(content) : undefined) ?? analyzeTextTotals(content) ?? analyzeTextLines(content);
    return result ?? { ok: false, reason: "no-amounts" };
  } catch {
    // papaparse does not throw on malformed input, but a statement must never take the assistant down.
    return { ok: false, reason: "unreadable" };
  }
}

/** The pricing the site advertises (site.claims.startingRate.value, e.g. "1.5% + $0.10"), as numbers. */
export function parseAdvertisedRate(value: string): { percent: number; perTransaction: number } | undefined {
  const match = /([\d.]+)\s*%\s*\+\s*\$\s*([\d.]+)/.exec(value);
  if (!match) return undefined;
  return { percent: Number(match[1]), perTransaction: Number(match[2]) };
}

export interface SavingsEstimate {
  effectiveRate?: number;
  averageTicket?: number;
  /** Fees at the advertised starting rate, when the transaction count is known. */
  feesAtAdvertisedRate?: number;
  /** Current fees minus fees at the advertised rate (never negative). */
  saving?: number;
  /** When the count is unknown: the saving at the site's average fee reduction. */
  savingAtAverageReduction?: number;
}

/** The figures a reply reports, and an estimate of the saving at the advertised pricing. */
export function estimateSavings(
  figures: StatementFigures,
  advertised: { percent: number; perTransaction: number } | undefined,
  averageReductionPercent: number | undefined,
): SavingsEstimate {
  const estimate: SavingsEstimate = {};
  if (figures.transactionCount) estimate.averageTicket = roundCents(figures.totalVolume / figures.transactionCount);
  if (figures.totalFees === undefined || figures.totalVolume <= 0) return estimate;
  estimate.effectiveRate = (figures.totalFees / figures.totalVolume) * 100;
  if (advertised && figures.transactionCount) {
    estimate.feesAtAdvertisedRate = roundCents(
      figures.totalVolume * (advertised.percent / 100) + figures.transactionCount * advertised.perTransaction,
    );
    estimate.saving = roundCents(Math.max(0, figures.totalFees - estimate.feesAtAdvertisedRate));
  } else if (averageReductionPercent !== undefined) {
    estimate.savingAtAverageReduction = roundCents(figures.totalFees * (averageReductionPercent / 100));
  }
  return estimate;
}
