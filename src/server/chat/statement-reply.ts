import { statementReplyCopy as COPY } from "@/content/chat";
import type { site as siteContent } from "@/content/site";
import { pageLabel } from "./knowledge";
import {
  estimateSavings,
  MAX_LINE_CHARS,
  MAX_ROWS,
  parseAdvertisedRate,
  type FeeColumns,
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

/** The free statement review, with our phone number: offered whenever the reply makes no comparison. */
const reviewOffer = (phone: string) =>
  `Our team reviews statements for free: ${link("/application", "apply online")} and a specialist will ask for this statement, mark every fee and show you in writing what we would charge; or call ${phone}.`;

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

/** A column name from the file, as plain text (no brackets that could read as a link), at most 30 characters. */
function columnName(name: string): string {
  const text = name.replace(/[[\]]/g, "").replace(/\s+/g, " ").trim();
  return `"${text.length > 30 ? `${text.slice(0, 29)}…` : text}"`;
}

/** "a", "a and b", "a, b and c". */
function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The fee columns other than the one used, by name. */
function otherColumns(reading: FeeColumns): FeeColumns["columns"] {
  const used = reading.columns.findIndex((column) => column.name === reading.used);
  return reading.columns.filter((_, index) => index !== used);
}

/** Where the total fees come from, when the file has several fee columns. */
function feeColumnsSource(figures: StatementFigures, reading: FeeColumns): string {
  if (reading.used) {
    return figures.feesSource === "stated"
      ? `the statement's total row, ${columnName(reading.used)} column`
      : `the ${columnName(reading.used)} column, added up`;
  }
  const parts = reading.columns.map((column) => columnName(column.name)).join(" + ");
  return figures.feesSource === "stated" ? `the statement's total row: ${parts}` : `${parts}, added up over the rows`;
}

/** What the fee columns show when they were read with certainty: the check of the total against its parts. */
function feeColumnLines(reading: FeeColumns): string[] {
  if (!reading.used) return [];
  const used = columnName(reading.used);
  const others = otherColumns(reading);
  const names = list(others.map((column) => columnName(column.name)));
  const lines: string[] = [];
  if (reading.filledRows > 0) {
    lines.push(
      `${used} was blank on ${whole.format(reading.filledRows)} ${reading.filledRows === 1 ? "row" : "rows"}; for ${reading.filledRows === 1 ? "it" : "those"} I added up the row's other fee columns (${names}).`,
    );
  }
  if (reading.others <= 0) return lines;
  if (reading.agrees) {
    lines.push(`Checked: the fee columns ${names} add up to the ${used} column (${formatMoney(reading.others)}).`);
  } else {
    lines.push(
      `Check: the ${used} column adds up to ${formatMoney(reading.usedTotal ?? 0)}, and the other fee columns (${names}) to ${formatMoney(reading.others)}. I used ${used}, the file's own total of the fees.`,
    );
  }
  return lines;
}

/** Why the fees are not certain, naming every fee column and what it adds up to. */
function doubtLines(reading: FeeColumns, phone: string): string[] {
  const used = columnName(reading.used ?? "");
  const others = otherColumns(reading);
  const named = (columns: FeeColumns["columns"]) =>
    list(columns.map((column) => `${columnName(column.name)} (${formatMoney(column.total)})`));
  const found =
    reading.doubt === "below-parts"
      ? `The ${used} column adds up to ${formatMoney(reading.usedTotal ?? 0)}, but the other fee columns, ${named(others)}, add up to ${formatMoney(reading.others)}, more than twice as much, so ${used} cannot be the total of the fees.`
      : `The file has ${whole.format(reading.columns.length)} fee columns and none is named as their total: ${named(reading.columns)}. ${used} is not the others added up (${formatMoney(reading.others)}), so it may be their total or one more part of the fees (${formatMoney(reading.others + (reading.usedTotal ?? 0))} with them).`;
  return [`I couldn't read the fees in this file with certainty. ${found}`, COPY.uncertainFees, reviewOffer(phone)];
}

/** True when part of the file was not read and the statement's own totals do not make up for it. */
function isPartial(figures: StatementFigures): boolean {
  if (figures.truncated) return true;
  return figures.skipped > 0 && !(figures.volumeSource === "stated" && figures.feesSource === "stated");
}

function figuresReply(name: string, figures: StatementFigures, site: Site, rateSource: string): StatementReply {
  const { claims } = site;
  const phone = site.contact.phone.display;
  const advertised = parseAdvertisedRate(claims.startingRate.value);
  const reduction = Number.parseFloat(claims.feeReduction.value);
  const reading = figures.feeColumns;
  // Fees that could not be read with certainty give no rate and no comparison: a wrong figure is worse than none.
  const doubt = !figures.feesCertain && figures.totalFees !== undefined && reading?.doubt !== undefined;
  const estimate = estimateSavings(
    doubt ? { ...figures, totalFees: undefined } : figures,
    advertised,
    Number.isFinite(reduction) ? reduction : undefined,
  );
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
  let fees: string;
  if (figures.totalFees === undefined) fees = "not in the file";
  else if (doubt) fees = "not read with certainty (the file's fee columns disagree, see below)";
  else {
    const from = reading ? feeColumnsSource(figures, reading) : source(figures.feesSource, figures);
    fees = `${formatMoney(figures.totalFees)} (${from})`;
  }
  lines.push(`- Total fees: ${fees}`);
  let rate: string;
  if (estimate.effectiveRate !== undefined) rate = `${estimate.effectiveRate.toFixed(2)}% (total fees ÷ total volume)`;
  else if (doubt) rate = "not worked out (it needs fees I can be sure of)";
  else rate = "needs the fees";
  lines.push(`- Effective rate: ${rate}`);
  lines.push(
    `- Average ticket: ${
      estimate.averageTicket === undefined
        ? "not in the file (it needs the number of transactions)"
        : `${formatMoney(estimate.averageTicket)} (total volume ÷ transactions)`
    }`,
  );
  if (figures.refunds) lines.push(`- Refunds and reversals (not counted as sales): ${formatMoney(figures.refunds)}`);
  // The fees' check would vouch for a column the doubt below says may be the wrong one.
  lines.push(...checkLines(doubt ? { ...figures, checks: figures.checks.filter((check) => check.figure !== "fees") } : figures));
  if (reading && !doubt) lines.push(...feeColumnLines(reading));
  lines.push(...partialLines(figures));

  if (doubt) {
    lines.push(...doubtLines(reading!, phone));
    return { message: lines.join("\n"), sources: ["/application"] };
  }
  if (figures.totalFees === undefined) {
    lines.push(COPY.noFees);
  } else if (
    estimate.saving !== undefined &&
    estimate.feesAtAdvertisedRate !== undefined &&
    advertised &&
    figures.transactionCount
  ) {
    const working = [
      `${advertised.percent}% of ${formatMoney(figures.totalVolume)} is ${formatMoney(estimate.percentPart!)}, `,
      `plus ${whole.format(figures.transactionCount)} × ${formatMoney(advertised.perTransaction)} is `,
      `${formatMoney(estimate.perTransactionPart!)}: about ${formatMoney(estimate.feesAtAdvertisedRate)} in processing fees, `,
      `against the ${formatMoney(figures.totalFees)} on this statement.`,
    ].join("");
    if (estimate.saving > 0) {
      lines.push(
        `Estimated saving: about ${formatMoney(estimate.saving)} for this statement period (about ${formatMoney(estimate.saving * 12)} a year if it covers one month).`,
        `How it's worked out: at our advertised starting rate of ${claims.startingRate.value} per transaction, ${working}`,
      );
      lines.push(`${COPY.estimateNote} ${claims.startingRate.statement}`);
    } else if (isPartial(figures)) {
      // A comparison that does not favour us is given only on figures that cover the whole statement.
      lines.push(COPY.partialNoComparison, reviewOffer(phone));
      return { message: lines.join("\n"), sources: ["/application"] };
    } else {
      lines.push(
        `Your effective rate is already at or below what our advertised starting rate of ${claims.startingRate.value} per transaction would cost on these sales, so I can't promise a saving from this statement. The working: ${working}`,
      );
      lines.push(`${COPY.estimateNote} ${claims.startingRate.statement}`);
    }
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
