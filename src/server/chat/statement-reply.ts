import type { site as siteContent } from "@/content/site";
import { pageLabel } from "./knowledge";
import {
  estimateSavings,
  MAX_LINE_CHARS,
  MAX_ROWS,
  parseAdvertisedRate,
  type FigureCheck,
  type StatementFigures,
  type StatementFound,
} from "./statement";
import type { StatementOutcome } from "./statement-runner";
import { STATEMENT_TIME_LIMIT_MS } from "./statement-runner";

/**
 * The assistant's reply to an attached statement: the figures, where each came from, what could not be read, and
 * the saving estimate with its working. Every claim comes from site.claims (the advertised starting rate and the
 * average fee reduction); nothing else is promised.
 */
type Site = typeof siteContent;

export interface StatementReply {
  message: string;
  sources: string[];
}

const money = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
const whole = new Intl.NumberFormat("en-US");
const formatMoney = (value: number) => money.format(value);
const link = (url: string, text = pageLabel(url)) => `[${text}](${url})`;

/** The first line of every analysis; the engine recognises an earlier analysis in the history by it. */
export const ANALYSIS_PREFIX = "Statement analysis of ";

const COPY = {
  expected:
    'I can read a CSV export (commas, semicolons or tabs) with a header row naming the sale amount (such as "Amount", "Sales", "Volume", "Umsatz", "Montant" or "Importe") and, if it has them, the fee ("Fee", "Gebühr", "Frais", "Comisión") and the number of transactions ("Count", "Items", "Anzahl"); or a text statement with lines like "Total Sales $12,345.67", "Total Fees $456.78" and "Number of Transactions 412".',
  pdfTip:
    "If your processor only gives you a PDF, download the transactions as CSV from its online dashboard, or copy the summary page into a .txt file and attach that.",
  estimateNote: "This is an estimate, not a quote.",
  noFees:
    "I couldn't find the fees you paid, so I can't work out your effective rate or a saving. Attach a statement that includes a fee column or a \"Total Fees\" line and I'll finish the comparison.",
} as const;

const FIGURE_LABEL: Record<FigureCheck["figure"], string> = {
  volume: "volume",
  fees: "fees",
  count: "transaction count",
};

function describeFound(found: StatementFound | undefined): string | undefined {
  if (!found) return undefined;
  if (found.longLines > 0 && found.longLines === found.lines) {
    return `What I found: ${found.lines === 1 ? "one line" : `${whole.format(found.lines)} lines`} of more than ${whole.format(MAX_LINE_CHARS)} characters, which is not how a statement's rows look.`;
  }
  const parts = [`${whole.format(found.lines)} ${found.lines === 1 ? "line" : "lines"} of text`];
  if (found.separator) {
    const name = found.separator === "," ? "commas" : found.separator === ";" ? "semicolons" : "tabs";
    parts.push(`separated by ${name}`);
    if (found.columns?.length) parts.push(`with the columns ${found.columns.map((column) => `"${column}"`).join(", ")}`);
  }
  return `What I found: ${parts.join(", ")}, but no column of sale amounts and no total lines.`;
}

function failureReply(name: string, outcome: Exclude<StatementOutcome, { ok: true }>, site: Site): StatementReply {
  const phone = site.contact.phone.display;
  const lines: string[] = [];
  switch (outcome.reason) {
    case "empty":
      lines.push(`${name} looks empty, so there was nothing for me to read.`, COPY.expected);
      break;
    case "unreadable":
      lines.push(`I couldn't read ${name} as text: it looks like a binary file (a spreadsheet or a PDF renamed).`, COPY.expected);
      break;
    case "no-amounts": {
      lines.push(`I couldn't find transaction amounts or totals in ${name}.`);
      const found = describeFound(outcome.found);
      if (found) lines.push(found);
      lines.push(COPY.expected);
      break;
    }
    case "timeout":
      lines.push(
        `I couldn't finish reading ${name}: it took longer than ${STATEMENT_TIME_LIMIT_MS / 1000} seconds, so I stopped rather than keep you waiting, and I have no figures from it.`,
        "A statement for one month, or its summary page copied into a .txt file, reads in a moment.",
      );
      break;
    case "busy":
      lines.push(
        `Several statements are being read right now, so I couldn't start on ${name}. Please attach it again in a minute.`,
      );
      break;
    case "failed":
      lines.push(`I couldn't finish reading ${name} just now, so I have no figures from it. Please attach it again.`);
      break;
  }
  lines.push(
    COPY.pdfTip,
    `You can also ${link("/application", "apply")} and our team will review your statement with you, or call ${phone}.`,
  );
  return { message: lines.join("\n"), sources: ["/application"] };
}

function source(kind: StatementFigures["volumeSource"] | StatementFigures["countSource"], figures: StatementFigures): string {
  switch (kind) {
    case "stated":
      return figures.method === "table" ? "the statement's total row" : "the statement's own total";
    case "count-column":
      return "the count column, added up";
    case "rows":
      return figures.method === "table" ? "one per row" : "the rows added up";
    case "lines":
      return "one per transaction line";
    default:
      return "";
  }
}

function checkLines(figures: StatementFigures): string[] {
  if (figures.checks.length === 0) return [];
  const differing = figures.checks.filter((check) => Math.abs(check.stated - check.rows) >= 0.005);
  const unit = figures.method === "table" ? "rows" : "itemised lines";
  if (differing.length === 0) {
    const names = figures.checks.map((check) => FIGURE_LABEL[check.figure]);
    return [`Checked: the statement's totals (${names.join(", ")}) match its ${unit}.`];
  }
  return differing.map((check) => {
    const format = (value: number) => (check.figure === "count" ? whole.format(value) : formatMoney(value));
    return `Check: the statement's total ${FIGURE_LABEL[check.figure]} is ${format(check.stated)}, but its ${unit} add up to ${format(check.rows)}. I used the statement's total.`;
  });
}

function partialLines(figures: StatementFigures): string[] {
  const lines: string[] = [];
  const unit = figures.method === "table" ? "row" : "line";
  if (figures.skipped > 0) {
    const where = figures.skippedLines.map((line) => whole.format(line)).join(", ");
    const more = figures.skipped > figures.skippedLines.length ? ", ..." : "";
    const effect =
      figures.volumeSource === "stated"
        ? "The totals above are the statement's own, so they still cover everything."
        : `The figures above leave ${figures.skipped === 1 ? "it" : "them"} out.`;
    lines.push(
      `Partial result: ${whole.format(figures.skipped)} ${unit}${figures.skipped === 1 ? "" : "s"} could not be read and ${figures.skipped === 1 ? "was" : "were"} skipped (line${figures.skippedLines.length === 1 ? "" : "s"} ${where}${more}). ${effect}`,
    );
  }
  if (figures.truncated) {
    lines.push(
      `Partial result: the file has more than ${whole.format(MAX_ROWS)} lines; I read the first ${whole.format(MAX_ROWS)}.`,
    );
  }
  return lines;
}

function figuresReply(name: string, figures: StatementFigures, site: Site, rateSource: string): StatementReply {
  const { claims } = site;
  const advertised = parseAdvertisedRate(claims.startingRate.value);
  const reduction = Number.parseFloat(claims.feeReduction.value);
  const estimate = estimateSavings(figures, advertised, Number.isFinite(reduction) ? reduction : undefined);
  const notInFile = figures.aggregatedRows
    ? "not in the file (its rows are totals, per day or per card type, not single sales)"
    : "not in the file";
  const lines = [`${ANALYSIS_PREFIX}${name}:`];
  lines.push(
    `- Transactions: ${
      figures.transactionCount === undefined
        ? notInFile
        : `${whole.format(figures.transactionCount)} (${source(figures.countSource, figures)})`
    }`,
  );
  lines.push(`- Total volume: ${formatMoney(figures.totalVolume)} (${source(figures.volumeSource, figures)})`);
  lines.push(
    `- Total fees: ${
      figures.totalFees === undefined
        ? "not in the file"
        : `${formatMoney(figures.totalFees)} (${source(figures.feesSource, figures)})`
    }`,
  );
  lines.push(
    `- Effective rate: ${estimate.effectiveRate === undefined ? "needs the fees" : `${estimate.effectiveRate.toFixed(2)}% (total fees ÷ total volume)`}`,
  );
  lines.push(
    `- Average ticket: ${
      estimate.averageTicket === undefined
        ? "not in the file (it needs the number of transactions)"
        : `${formatMoney(estimate.averageTicket)} (total volume ÷ transactions)`
    }`,
  );
  if (figures.refunds) lines.push(`- Refunds and reversals (not counted as sales): ${formatMoney(figures.refunds)}`);
  lines.push(...checkLines(figures), ...partialLines(figures));

  if (figures.totalFees === undefined) {
    lines.push(COPY.noFees);
  } else if (
    estimate.saving !== undefined &&
    estimate.feesAtAdvertisedRate !== undefined &&
    advertised &&
    figures.transactionCount
  ) {
    const working = `${advertised.percent}% of ${formatMoney(figures.totalVolume)} is ${formatMoney(estimate.percentPart!)}, plus ${whole.format(figures.transactionCount)} × ${formatMoney(advertised.perTransaction)} is ${formatMoney(estimate.perTransactionPart!)}: about ${formatMoney(estimate.feesAtAdvertisedRate)} in processing fees, against the ${formatMoney(figures.totalFees)} on this statement.`;
    if (estimate.saving > 0) {
      lines.push(
        `Estimated saving: about ${formatMoney(estimate.saving)} for this statement period (about ${formatMoney(estimate.saving * 12)} a year if it covers one month).`,
        `How it's worked out: at our advertised starting rate of ${claims.startingRate.value} per transaction, ${working}`,
      );
    } else {
      lines.push(
        `Your effective rate is already at or below what our advertised starting rate of ${claims.startingRate.value} per transaction would cost on these sales, so I can't promise a saving from this statement. The working: ${working}`,
      );
    }
    lines.push(`${COPY.estimateNote} ${claims.startingRate.statement}`);
  } else if (estimate.savingAtAverageReduction !== undefined) {
    lines.push(
      `Estimated saving: up to about ${formatMoney(estimate.savingAtAverageReduction)} for this statement period.`,
      `How it's worked out: the file has no transaction count, so I can't price it at our per-transaction rate of ${claims.startingRate.value}; instead I applied our published average fee reduction of ${claims.feeReduction.value} to the ${formatMoney(figures.totalFees)} in fees. ${claims.feeReduction.statement}`,
      COPY.estimateNote,
    );
  }
  lines.push(`For an exact quote, ${link("/application", "apply online")} and include this statement.`);
  return { message: lines.join("\n"), sources: ["/application", rateSource] };
}

/** The reply to a statement outcome. `rateSource` is the page that publishes the advertised starting rate. */
export function statementReply(name: string, outcome: StatementOutcome, site: Site, rateSource: string): StatementReply {
  return outcome.ok ? figuresReply(name, outcome.figures, site, rateSource) : failureReply(name, outcome, site);
}
