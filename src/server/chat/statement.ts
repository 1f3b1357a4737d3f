/**
 * Reads a processing statement (a delimited export or a text statement) for the figures a fee analysis needs:
 * transaction count, total volume and total fees. Pure and synchronous, linear in the size of the file: the chat
 * service runs it in a worker thread with a time limit (statement-runner.ts). Never throws: a file it cannot use
 * gives `{ ok: false }` with what was found, which the reply explains to the visitor.
 *
 * Every regular expression here runs on one line or one cell at a time, and lines longer than MAX_LINE_CHARS are
 * never matched at all (they are reported as unreadable), so no input can make a pattern backtrack for long.
 */

/** Rows or lines read at most; the rest of a longer file is reported as not read (the result is partial). */
export const MAX_ROWS = 250_000;
/** A line longer than this is not a statement row: it is counted as unreadable without being matched. */
export const MAX_LINE_CHARS = 4_000;
/** Cells in one row at most. */
const MAX_CELLS = 200;
/** Lines searched for the column header row (below any preamble). */
const HEADER_SEARCH_LINES = 60;

export type Separator = "," | ";" | "\t";
export type DecimalMark = "." | ",";

export interface NumberFormat {
  decimal: DecimalMark;
  /** True when the file groups thousands with spaces ("1 234,56"). */
  spaceGroups?: boolean;
}

export type FigureName = "volume" | "fees" | "count";

export interface FigureCheck {
  figure: FigureName;
  /** What the statement states (its total row or total line). */
  stated: number;
  /** What its rows or itemised lines add up to. */
  rows: number;
}

export interface StatementFigures {
  /** Sales transactions; undefined when the file has no per-transaction data and states no count. */
  transactionCount?: number;
  /** Where the count comes from. */
  countSource?: "stated" | "count-column" | "rows" | "lines";
  /** Gross sales volume. */
  totalVolume: number;
  volumeSource: "stated" | "rows";
  /** Processing fees; undefined when the file does not show them. */
  totalFees?: number;
  feesSource?: "stated" | "rows";
  /** The fee columns and how they were read, when the file has more than one (a total and its parts, or parts). */
  feeColumns?: FeeColumns;
  /**
   * False when the fees could not be read with certainty (`feeColumns.doubt` says why): the reply then states
   * what it found, but no effective rate and no comparison with our pricing.
   */
  feesCertain: boolean;
  /** Refunds and reversals found (positive), reported but not part of the volume. */
  refunds?: number;
  /** True when the rows are totals (per day, per card type) rather than single transactions. */
  aggregatedRows: boolean;
  /** Stated totals compared with the rows: `matches` when equal, `differs` (the stated total was used). */
  checks: FigureCheck[];
  /** Rows or lines that looked like data but could not be read, with the first few line numbers. */
  skipped: number;
  skippedLines: number[];
  /** Rows or lines read as data (itemised), not counting totals and subtotals. */
  rowsRead: number;
  /** True when the file has more than MAX_ROWS rows and the rest was not read. */
  truncated: boolean;
  method: "table" | "text";
  separator?: Separator;
  decimal: DecimalMark;
}

export interface StatementFound {
  lines: number;
  separator?: Separator;
  /** The columns of the first row, when the file is delimited. */
  columns?: string[];
  /** Lines or rows that could not be read. */
  skipped: number;
  /** Lines longer than MAX_LINE_CHARS. */
  longLines: number;
}

export type StatementResult =
  { ok: true; figures: StatementFigures } | { ok: false; reason: "empty" | "unreadable" | "no-amounts"; found?: StatementFound };

export interface StatementFile {
  name: string;
  type: string;
  content: string;
}

/* ---------- numbers ---------- */

const CURRENCY = /[$€£¥]|\b(?:usd|us\$|eur|gbp|chf|cad|aud|mxn|brl)\b|\beuros?\b|\bdollars?\b/gi;
const GROUP_SPACES = /[\s\u00a0\u202f']/g;

/**
 * Parses a money figure in the given format: "$1,234.56", "1.234,56 €", "1 234,56", "(12.50)", "-3.00", "12.50-",
 * "USD 10". Returns undefined for anything else (dates, words, "1,23" in a dot-decimal file).
 */
export function parseMoney(raw: unknown, format: NumberFormat = { decimal: "." }): number | undefined {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : undefined;
  if (typeof raw !== "string") return undefined;
  let text = raw.trim();
  if (!text || text.length > 40) return undefined;
  let negative = false;
  if (text.startsWith("(") && text.endsWith(")")) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  text = text.replace(CURRENCY, "").trim();
  if (text.startsWith("-") || text.startsWith("−")) {
    negative = !negative;
    text = text.slice(1).trim();
  } else if (text.startsWith("+")) {
    text = text.slice(1).trim();
  }
  if (text.endsWith("-") || text.endsWith("−")) {
    negative = !negative;
    text = text.slice(0, -1).trim();
  }
  if (text.startsWith("-")) {
    negative = !negative;
    text = text.slice(1).trim();
  }
  const value = parseNumber(text, format);
  if (value === undefined) return undefined;
  return negative ? -value : value;
}

/** An unsigned number in the file's format; thousands groups must be groups of three. */
function parseNumber(text: string, format: NumberFormat): number | undefined {
  const thousands = format.decimal === "." ? "," : ".";
  let body = text;
  if (/[\s\u00a0\u202f']/.test(body)) {
    // "1 234,56" or "1'234.56": spaces and apostrophes only between groups of three digits.
    if (!/^\d{1,3}(?:[\s\u00a0\u202f']\d{3})+(?:[.,]\d+)?$/.test(body)) return undefined;
    body = body.replace(GROUP_SPACES, "");
  }
  const pattern =
    format.decimal === "." ? /^(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$|^\.\d+$/ : /^(?:\d{1,3}(?:\.\d{3})+|\d+)(?:,\d+)?$|^,\d+$/;
  if (!pattern.test(body)) return undefined;
  const value = Number(body.split(thousands).join("").replace(",", "."));
  return Number.isFinite(value) ? value : undefined;
}

/** A whole number of transactions ("3,708", "3.708" in a comma-decimal file, "3708"). */
function parseCount(raw: string | undefined, format: NumberFormat): number | undefined {
  if (raw === undefined) return undefined;
  const value = parseMoney(raw, format);
  return value !== undefined && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/**
 * The decimal mark the file uses, by vote: "12,50" and "1.234,56" vote for a comma, "12.50" and "1,234.56" for a
 * point. Ambiguous figures ("1,234" or "1.234") and dates ("01.03.2025") do not vote.
 */
export function detectNumberFormat(sample: string, separator?: Separator): NumberFormat {
  let comma = 0;
  let point = 0;
  let spaceGroups = 0;
  // In a comma-separated file a comma between figures separates cells: only quoted cells may hold decimal commas.
  const figures = separator === "," ? /\d+(?:\.\d+)+|"[^",\n]{0,30},\d{1,2}"/g : /\d+(?:[.,]\d+)+/g;
  for (const match of sample.matchAll(figures)) {
    const token = match[0].replace(/^"|"$/g, "").replace(/^\D+/, "");
    const before = sample.charCodeAt(match.index - 1);
    // "03/01/2025", "2025-03-01": parts of a date.
    if (before === 47 || before === 45 || sample[match.index + token.length] === "/") continue;
    const lastComma = token.lastIndexOf(",");
    const lastPoint = token.lastIndexOf(".");
    if (lastComma >= 0 && lastPoint >= 0) {
      if (lastComma > lastPoint) comma += 2;
      else point += 2;
      continue;
    }
    const mark = lastComma >= 0 ? "," : ".";
    const parts = token.split(mark);
    if (parts.length !== 2) continue; // "01.03.2025", "1,234,567": no vote
    const decimals = parts[1]!.length;
    if (decimals === 1 || decimals === 2) {
      if (mark === ",") comma += 1;
      else point += 1;
    }
  }
  for (const _ of sample.matchAll(/\d [\d]{3}[.,]\d{2}(?!\d)/g)) spaceGroups += 1;
  // A comma-separated file cannot use unquoted decimal commas, so its rare quoted ones must outvote the rest.
  const decimal: DecimalMark = comma > point || (comma === point && separator === ";") ? "," : ".";
  return { decimal, spaceGroups: spaceGroups > 0 };
}

/* ---------- words ---------- */

const NON_ASCII = /[^\x00-\x7f]/;

/** Lower case, accents removed ("Gebühr" -> "gebuhr", "comisión" -> "comision"). */
export function fold(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ß/g, "ss");
}

/** A header cell reduced to letters and digits, without currency words or a unit in brackets. */
export function headerKey(header: string): string {
  return fold(header)
    .replace(/\(.*?\)|\[.*?\]/g, "")
    .replace(/\b(?:usd|eur|gbp|chf|in|en)\b|[$€£]/g, "")
    .replace(/[^a-z0-9]/g, "");
}

export type ColumnRole = "amount" | "volume" | "fee" | "count" | "net" | "refund" | "type" | "date";

/**
 * Column names by role, in English, German, French, Spanish, Italian, Dutch and Portuguese (keys as headerKey gives
 * them). "volume" is an amount column whose rows are totals (per day, per card type) rather than single sales.
 */
const COLUMN_NAMES: Record<ColumnRole, string[]> = {
  amount: [
    "amount",
    "saleamount",
    "salesamount",
    "transactionamount",
    "txnamount",
    "chargeamount",
    "grossamount",
    "gross",
    "sale",
    "total",
    "totalamount",
    "amt",
    "payment",
    "paymentamount",
    "purchaseamount",
    "ticketamount",
    "umsatz",
    "betrag",
    "bruttobetrag",
    "brutto",
    "umsatzbetrag",
    "transaktionsbetrag",
    "verkaufsbetrag",
    "montant",
    "montantbrut",
    "montantdelatransaction",
    "montanttransaction",
    "vente",
    "montantttc",
    "importe",
    "importebruto",
    "monto",
    "montobruto",
    "venta",
    "importetransaccion",
    "importedelatransaccion",
    "importo",
    "importolordo",
    "vendita",
    "lordo",
    "importotransazione",
    "bedrag",
    "brutobedrag",
    "transactiebedrag",
    "verkoop",
    "valor",
    "valorbruto",
    "venda",
    "montante",
    "valordatransacao",
    "valortransacao",
  ],
  volume: [
    "volume",
    "sales",
    "salesvolume",
    "totalvolume",
    "totalsales",
    "grosssales",
    "netsales",
    "dailysales",
    "dailytotal",
    "dailyvolume",
    "turnover",
    "processedvolume",
    "cardsales",
    "totalsalesamount",
    "volumen",
    "tagesumsatz",
    "gesamtumsatz",
    "umsatze",
    "bruttoumsatz",
    "ventes",
    "chiffredaffaires",
    "volumedesventes",
    "totaldesventes",
    "ventas",
    "ventastotales",
    "volumendeventas",
    "vendite",
    "totalevendite",
    "transato",
    "volumedivendite",
    "omzet",
    "verkopen",
    "totaleomzet",
    "vendas",
    "volumedevendas",
    "totaldevendas",
  ],
  fee: [
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
    "merchantfees",
    "discountfee",
    "discount",
    "processingcost",
    "cost",
    "costs",
    "commission",
    "mdr",
    "msc",
    "charges",
    "gebuhr",
    "gebuhren",
    "gebuehr",
    "gebuehren",
    "entgelt",
    "entgelte",
    "provision",
    "disagio",
    "kosten",
    "transaktionsgebuhr",
    "transaktionsgebuhren",
    "bearbeitungsgebuhr",
    "frais",
    "fraisdetransaction",
    "fraistransaction",
    "commissions",
    "comision",
    "comisiones",
    "tarifa",
    "tarifas",
    "cargo",
    "cargos",
    "commissione",
    "commissioni",
    "costo",
    "costi",
    "spese",
    "transactiekosten",
    "provisie",
    "vergoeding",
    "taxa",
    "taxas",
    "comissao",
    "comissoes",
    "custo",
    "custos",
  ],
  count: [
    "count",
    "items",
    "transactions",
    "transactioncount",
    "txncount",
    "txns",
    "numberoftransactions",
    "nooftransactions",
    "numtransactions",
    "transactionsnumber",
    "qty",
    "quantity",
    "tickets",
    "salescount",
    "itemcount",
    "trans",
    "numberofsales",
    "number",
    "anzahl",
    "anzahltransaktionen",
    "transaktionen",
    "stuck",
    "stueck",
    "posten",
    "nombre",
    "nombredetransactions",
    "nb",
    "nbtransactions",
    "quantite",
    "nombredoperations",
    "cantidad",
    "numero",
    "numerodetransacciones",
    "transacciones",
    "operaciones",
    "numerodeoperaciones",
    "quantita",
    "transazioni",
    "numerotransazioni",
    "operazioni",
    "numerodioperazioni",
    "aantal",
    "aantaltransacties",
    "transacties",
    "quantidade",
    "transacoes",
    "numerodetransacoes",
    "qtd",
    "operacoes",
  ],
  net: [
    "net",
    "netamount",
    "payout",
    "deposit",
    "netdeposit",
    "netto",
    "nettobetrag",
    "auszahlung",
    "montantnet",
    "net",
    "neto",
    "importeneto",
    "montoneto",
    "importonetto",
    "nettobedrag",
    "valorliquido",
    "liquido",
  ],
  refund: [
    "refund",
    "refunds",
    "refundamount",
    "refundsamount",
    "refundvolume",
    "returnsamount",
    "erstattungen",
    "remboursements",
    "reembolsos",
    "devoluciones",
    "rimborsi",
    "terugbetalingen",
    "estornos",
  ],
  type: [
    "type",
    "transactiontype",
    "txntype",
    "kind",
    "category",
    "description",
    "cardtype",
    "card",
    "brand",
    "cardbrand",
    "typ",
    "art",
    "beschreibung",
    "buchungstext",
    "kartentyp",
    "karte",
    "typedecarte",
    "libelle",
    "description",
    "descripcion",
    "tipo",
    "concepto",
    "descrizione",
    "tipocarta",
    "omschrijving",
    "soort",
    "kaarttype",
    "descricao",
    "bandeira",
  ],
  date: [
    "date",
    "day",
    "businessdate",
    "settlementdate",
    "transactiondate",
    "datum",
    "tag",
    "jour",
    "fecha",
    "dia",
    "data",
    "giorno",
    "dag",
  ],
};

const ROLE_BY_KEY = new Map<string, ColumnRole>();
for (const [role, names] of Object.entries(COLUMN_NAMES) as [ColumnRole, string[]][]) {
  for (const name of names) if (!ROLE_BY_KEY.has(name)) ROLE_BY_KEY.set(name, role);
}

/** A rate, not an amount: "Markup %", "Discount Rate", "Fee (%)", "Interchange bps". */
function isRateHeader(header: string): boolean {
  if (header.includes("%")) return true;
  const key = fold(header).replace(/[^a-z0-9]/g, "");
  return /rates?$|^rate|percent|pct$|^pct|bps$|basispoints/.test(key);
}

/**
 * Parts of the fees that processors give columns of their own ("Interchange", "Assessments", "Markup $", "Dues"),
 * and other fee names ("Total Charges", "Other Costs"), read as fee columns.
 */
const FEE_PART_NAMES = /interchange|assessment|markup|^dues/;
const FEE_OTHER_NAMES =
  /^(?:total|other|processing|service|misc|monthly|bank|network|cardbrand|scheme|account)(?:charges?|costs?)$|^(?:charges?|costs?)total$/;

/** The role of one header cell: an exact name first, then a name that contains a known word. */
function columnRole(header: string): ColumnRole | undefined {
  if (header.length > 60) return undefined;
  const key = headerKey(header);
  if (!key || key.length > 40) return undefined;
  if (isRateHeader(header)) return undefined;
  const exact = ROLE_BY_KEY.get(key);
  if (exact) return exact;
  if (/fee|gebuhr|gebuehr|frais|comision|commission|kosten|taxa|spese|entgelt/.test(key)) return "fee";
  if ((FEE_PART_NAMES.test(key) && !/amount|sale|volume|count/.test(key)) || FEE_OTHER_NAMES.test(key)) return "fee";
  if (/^refund|refundamount|erstattungen|rembourse|reembolso|devoluciones|rimborsi/.test(key)) return "refund";
  if (/^net|netto|neto|liquido|payout/.test(key)) return "net";
  if (/count|anzahl|^number|^nombre|^numero|cantidad|aantal|quantidade|^qty|^no(?:of)?trans/.test(key)) return "count";
  if (/volume|volumen|umsatz|turnover|omzet|^(?:total|gross|daily)sales|ventas|vendite|vendas|ventes/.test(key)) {
    return "volume";
  }
  if (/amount|betrag|montant|importe|importo|bedrag|monto|valor|^sale/.test(key)) return "amount";
  if (/date|datum|fecha/.test(key)) return "date";
  if (/type|typ|tipo|descri|brand|card/.test(key)) return "type";
  return undefined;
}

interface Columns {
  amount?: number;
  /** True when the amount column holds totals (a "volume" name). */
  aggregated: boolean;
  /** The first fee column. */
  fee?: number;
  /** Every fee column, left to right (a total and its parts, or the parts alone). */
  fees: number[];
  count?: number;
  net?: number;
  refund?: number;
  type?: number;
  date?: number;
  labels: number[];
}

/** "Net Sales", "Nettoumsatz": sales after refunds, which a gross sales column beats wherever it stands. */
function isNetSales(header: string): boolean {
  return /^net|netto|neto|liquid/.test(headerKey(header));
}

/** Maps header cells to roles; undefined when there is no amount (nor net and fee) column. */
function mapColumns(headers: string[]): Columns | undefined {
  const columns: Columns = { aggregated: false, fees: [], labels: [] };
  headers.forEach((header, index) => {
    const role = columnRole(header);
    if (role === "amount" || role === "volume") {
      // The first amount column wins, except that gross sales beat net sales ("Net Sales" before "Gross Sales").
      const replacesNet = columns.amount !== undefined && isNetSales(headers[columns.amount]!) && !isNetSales(header);
      if (columns.amount === undefined || replacesNet) {
        columns.amount = index;
        columns.aggregated = role === "volume";
      }
    } else if (role === "fee") {
      columns.fee ??= index;
      columns.fees.push(index);
    } else if (role && role !== "type" && role !== "date") {
      if (columns[role] === undefined) columns[role] = index;
    } else if (role) {
      if (columns[role] === undefined) columns[role] = index;
      columns.labels.push(index);
    } else {
      columns.labels.push(index);
    }
  });
  if (columns.amount === undefined && !(columns.net !== undefined && columns.fee !== undefined)) return undefined;
  return columns;
}

/* ---------- fee columns ---------- */

/**
 * A fee column's kind: "total" when its name says it is the total of the fees ("Total Fees", "Fees Total", "Total
 * Processing Fees", "Total Charges", "Gesamtgebühren"), "part" when it names one part of them ("Interchange",
 * "Assessments", "Markup $", "Per-Item Fee", "Monthly Fee"), "generic" otherwise ("Fee", "Fees", "Processing Fee").
 */
export type FeeColumnKind = "total" | "part" | "generic";

const TOTAL_AT_START = /^(?:grand)?(?:total|totaal|totale|totales|gesamt|summe|somme)/;
const TOTAL_AT_END = /(?:total|totaal|totale|totales|totaux|gesamt|insgesamt|summe)$/;
/** Words of a header that names a part of the fees (interchange, a monthly fee, ...), not their total. */
const FEE_PART_WORDS = [
  "interchange",
  "assess",
  "markup",
  "dues",
  "peritem",
  "pertrans",
  "pertxn",
  "itemfee",
  "transactionfee",
  "authori[sz]ation",
  "authfee",
  "monthly",
  "annual",
  "yearly",
  "statementfee",
  "batch",
  "gateway",
  "pci",
  "compliance",
  "chargeback",
  "refund",
  "retrieval",
  "service",
  "brand",
  "network",
  "scheme",
  "other",
  "misc",
  "minimum",
  "equipment",
  "rental",
  "lease",
  "regulatory",
  "setup",
  "account",
  "avs",
  "voice",
  "wireless",
  "terminal",
  "discount",
  "passthrough",
  "crossborder",
  "international",
  "qualified",
  "amex",
  "visa",
  "mastercard",
  "discover",
];
const FEE_PART_KEY = new RegExp(FEE_PART_WORDS.join("|"));

export function feeColumnKind(header: string): FeeColumnKind {
  const key = headerKey(header);
  const rest = key.replace(TOTAL_AT_START, "").replace(TOTAL_AT_END, "");
  if (FEE_PART_KEY.test(rest)) return "part";
  return rest !== key && rest.length > 0 ? "total" : "generic";
}

/** How a file with more than one fee column was read. */
export interface FeeColumns {
  /** Every fee column, left to right, with what its rows add up to (its total row's figure when it has no rows). */
  columns: { name: string; kind: FeeColumnKind; total: number }[];
  /** The column read as the total of the fees; undefined when the fee columns are added up. */
  used?: string;
  /** What the used column adds up to, its blank cells filled with the row's other fee columns. */
  usedTotal?: number;
  /** What the other fee columns add up to (all of them when none is used). */
  others: number;
  /** True when the used column equals the other fee columns added up (its parts, checked). */
  agrees: boolean;
  /** Rows whose used cell was blank: their fees are their other fee columns added up. */
  filledRows: number;
  /**
   * Why the fees are not certain. "below-parts": the column used adds up to less than half of the other fee
   * columns, so it cannot be their total. "no-total": no column is named as the total, and the general fee column
   * ("Fees") is not the others added up, so it may be their total or one more part.
   */
  doubt?: "below-parts" | "no-total";
}

/** Sums of a set of fee columns over rows; a blank cell adds nothing. */
class FeeSums {
  readonly sums: number[];
  /** Per column: its cells, and where a cell is blank the row's other fee cells. */
  readonly filledSums: number[];
  readonly filled: number[];
  /** Per column: the rows with a figure in it. */
  readonly seen: number[];
  all = 0;
  rows = 0;

  constructor(size: number) {
    this.sums = new Array<number>(size).fill(0);
    this.filledSums = new Array<number>(size).fill(0);
    this.filled = new Array<number>(size).fill(0);
    this.seen = new Array<number>(size).fill(0);
  }

  add(values: (number | undefined)[]): void {
    let rowSum = 0;
    let any = false;
    for (const value of values) {
      if (value === undefined) continue;
      rowSum += Math.abs(value);
      any = true;
    }
    if (!any) return;
    this.rows++;
    this.all += rowSum;
    values.forEach((value, index) => {
      if (value === undefined) {
        this.filledSums[index]! += rowSum;
        this.filled[index]!++;
      } else {
        this.sums[index]! += Math.abs(value);
        this.filledSums[index]! += Math.abs(value);
        this.seen[index]!++;
      }
    });
  }
}

/** Two sums of cents equal up to rounding: a cent a row, or half a percent. */
function sameFigure(a: number, b: number, rows: number): boolean {
  return Math.abs(a - b) <= Math.max(0.01 * Math.max(rows, 1), 0.005 * Math.abs(b));
}

/**
 * The fees of a table's fee columns. One column: its cells. Several: a column named as the total wins over its
 * parts (a blank cell of it filled with the row's parts); without one, a general fee column that equals the others
 * added up is their total; parts alone are added up. A reading that cannot be sure is kept with a `doubt`.
 */
class FeeTally {
  readonly kinds: FeeColumnKind[];
  readonly rows: FeeSums;
  /** The statement's total row; a later total row with fees replaces an earlier one ("Total", then "Grand Total"). */
  stated: FeeSums;

  constructor(readonly names: string[]) {
    this.kinds = names.map(feeColumnKind);
    this.rows = new FeeSums(names.length);
    this.stated = new FeeSums(names.length);
  }

  /** Reads a total row. */
  state(values: (number | undefined)[]): void {
    if (values.every((value) => value === undefined)) return;
    this.stated = new FeeSums(this.names.length);
    this.stated.add(values);
  }

  /** The fee of one row, for rebuilding its gross amount from the net: the total column, else the cells added up. */
  rowFee(values: (number | undefined)[]): number | undefined {
    const total = this.kinds.indexOf("total");
    if (total >= 0 && values[total] !== undefined) return Math.abs(values[total]);
    if (this.kinds.includes("generic") && values.length > 1) {
      return values.find((value, index) => value !== undefined && this.kinds[index] === "generic");
    }
    const present = values.filter((value): value is number => value !== undefined);
    return present.length === 0 ? undefined : present.reduce((sum, value) => sum + Math.abs(value), 0);
  }

  settle(): { fees: number; seen: number; stated?: number; reading?: FeeColumns } {
    const { names, kinds, rows, stated } = this;
    if (names.length === 0) return { fees: 0, seen: 0 };
    const statedFees = (index: number | undefined) =>
      stated.rows === 0 ? undefined : index === undefined ? stated.all : stated.filledSums[index];
    if (names.length === 1) return { fees: rows.sums[0]!, seen: rows.rows, stated: statedFees(0) };

    const basis = rows.rows > 0 ? rows : stated;
    const othersOf = (index: number) => basis.all - basis.sums[index]!;
    let used: number | undefined = kinds.indexOf("total");
    let doubt: FeeColumns["doubt"];
    if (used < 0) used = undefined;
    if (used === undefined && kinds.includes("generic")) {
      used = kinds.findIndex(
        (kind, index) =>
          kind === "generic" && (othersOf(index) === 0 || sameFigure(basis.filledSums[index]!, othersOf(index), basis.rows)),
      );
      if (used < 0) {
        used = kinds.indexOf("generic");
        doubt = "no-total";
      }
    }
    const others = used === undefined ? basis.all : othersOf(used);
    const usedTotal = used === undefined ? undefined : doubt ? basis.sums[used]! : basis.filledSums[used]!;
    if (usedTotal !== undefined && !doubt && usedTotal < others / 2) doubt = "below-parts";
    const reading: FeeColumns = {
      columns: names.map((name, index) => ({ name, kind: kinds[index]!, total: roundCents(basis.sums[index]!) })),
      used: used === undefined ? undefined : names[used],
      usedTotal: usedTotal === undefined ? undefined : roundCents(usedTotal),
      others: roundCents(others),
      agrees: usedTotal !== undefined && others > 0 && sameFigure(usedTotal, others, basis.rows),
      filledRows: used === undefined || doubt === "no-total" ? 0 : rows.filled[used]!,
      doubt,
    };
    if (used === undefined) return { fees: rows.all, seen: rows.rows, stated: statedFees(undefined), reading };
    if (doubt === "no-total") {
      return {
        fees: rows.sums[used]!,
        seen: rows.seen[used]!,
        stated: stated.seen[used] ? stated.sums[used] : undefined,
        reading,
      };
    }
    return { fees: rows.filledSums[used]!, seen: rows.rows, stated: statedFees(used), reading };
  }
}

const REFUND =
  /refund|return|reversal|chargeback|credit memo|void|erstattung|gutschrift|storno|ruckbuchung|rembourse|annulation|reembolso|devolucion|rimborso|storno|terugbetaling|retour|estorno|devolucao/;
/** A total row or line ("TOTAL", "Grand total", "Gesamt", "Summe", "Totaal"...), not a subtotal. */
const TOTAL =
  /^(?:grand\s*)?total\b|^totals?$|^total general|^gesamt|^summe|^insgesamt|^somme|^totale?\b|^totaal|^importe total|^\w+ total$|\btotal$/;
const SUBTOTAL = /sub-?\s?totale?|zwischensumme|teilsumme|sous-?\s?total|subtotaal|\bsubtotal/;

function rowKind(text: string): "total" | "subtotal" | undefined {
  const folded = fold(text).trim();
  if (!folded || folded.length > 60) return undefined;
  if (SUBTOTAL.test(folded)) return "subtotal";
  if (!TOTAL.test(folded)) return undefined;
  // "Visa total", "March 3 total": a subtotal of a group; "Total", "Grand total", "Total general": the statement's.
  if (/^(?:grand\s*)?total|^gesamt|^summe|^insgesamt|^somme|^totale?\b|^totaal/.test(folded)) return "total";
  return "subtotal";
}

/* ---------- lines and cells ---------- */

/** Splits the file into lines (CRLF, LF or CR alone), at most `limit`; `more` when lines were left unread. */
function splitLines(content: string, limit: number): { lines: string[]; more: boolean } {
  const breakChar = content.includes("\n") ? "\n" : "\r";
  const lines: string[] = [];
  let start = 0;
  while (start <= content.length) {
    if (lines.length === limit) return { lines, more: content.slice(start).trim().length > 0 };
    let end = content.indexOf(breakChar, start);
    if (end < 0) end = content.length;
    let line = content.slice(start, end);
    if (line.endsWith("\r")) line = line.slice(0, -1);
    lines.push(line);
    start = end + 1;
  }
  return { lines, more: false };
}

/**
 * Splits one line into cells (RFC 4180 quoting within the line). `broken` when a quote is not closed on the line
 * or is followed by something other than the separator: such a row is reported as unreadable.
 */
function splitCells(line: string, separator: string): { cells: string[]; broken: boolean } {
  if (!line.includes('"')) return { cells: line.split(separator), broken: false };
  const cells: string[] = [];
  let cell = "";
  let i = 0;
  let atCellStart = true;
  while (i < line.length) {
    const char = line[i]!;
    if (atCellStart && char === '"') {
      let closed = false;
      i++;
      while (i < line.length) {
        const inner = line[i]!;
        if (inner === '"') {
          if (line[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          closed = true;
          i++;
          break;
        }
        cell += inner;
        i++;
      }
      if (!closed) return { cells: [...cells, cell], broken: true };
      // Spaces may follow the closing quote; anything else is broken quoting.
      while (line[i] === " ") i++;
      if (i < line.length && line[i] !== separator) return { cells: [...cells, cell], broken: true };
      atCellStart = false;
      continue;
    }
    if (char === separator) {
      cells.push(cell);
      cell = "";
      atCellStart = true;
      i++;
      continue;
    }
    if (char === '"') return { cells: [...cells, cell], broken: true };
    if (char !== " " || cell.length > 0) atCellStart = false;
    cell += char;
    i++;
  }
  cells.push(cell);
  return { cells, broken: false };
}

const SEPARATORS: Separator[] = ["\t", ";", ","];

function looksNumeric(cell: string): boolean {
  const text = cell.trim();
  return text.length <= 40 && /^[\s$€£(+\-−]*\d[\d\s.,'\u00a0\u202f]*[\s$€£)%\-−]*$/.test(text);
}

/** The header row below any preamble: the first line whose cells name an amount (or net and fee) column. */
function findHeader(lines: string[]): { index: number; separator: Separator; headers: string[]; columns: Columns } | undefined {
  let seen = 0;
  for (let index = 0; index < lines.length && seen < HEADER_SEARCH_LINES; index++) {
    const line = lines[index]!;
    if (!line.trim()) continue;
    seen++;
    if (line.length > 1_000) continue;
    let best: { separator: Separator; headers: string[]; columns: Columns } | undefined;
    for (const separator of SEPARATORS) {
      if (!line.includes(separator)) continue;
      const { cells, broken } = splitCells(line, separator);
      if (broken || cells.length < 2 || cells.length > MAX_CELLS) continue;
      const headers = cells.map((cell) => cell.trim());
      if (headers.some((header) => looksNumeric(header))) continue;
      const columns = mapColumns(headers);
      if (columns && (!best || headers.length > best.headers.length)) best = { separator, headers, columns };
    }
    if (best) return { index, ...best };
  }
  return undefined;
}

/** Words in a title or preamble that say the rows are totals per day or per period. */
const AGGREGATE_TITLE =
  /\bdaily\b|\bper day\b|\bby day\b|\bsummary\b|\btagesumsatz|\btaglich|\bpar jour\b|\bjournalier|\bdiario\b|\bpor dia\b|\bgiornalier|\bper giorno\b|\bdagelijks|\bper dag\b|\bdiario\b|\bpor dia\b/;

/* ---------- running totals ---------- */

class Tally {
  volume = 0;
  fees = 0;
  feesSeen = 0;
  count = 0;
  countSeen = 0;
  refunds = 0;
  rows = 0;
  skipped = 0;
  skippedLines: number[] = [];
  stated: { volume?: number; fees?: number; count?: number } = {};
  /** How several fee columns were read (tables only). */
  feeColumns?: FeeColumns;

  skip(lineNumber: number) {
    this.skipped++;
    if (this.skippedLines.length < 5) this.skippedLines.push(lineNumber);
  }
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The figures from a tally: stated totals first, rows otherwise; every stated total checked against the rows. */
function settle(
  tally: Tally,
  options: { aggregated: boolean; feesKnown: boolean; countKnown: boolean; rowCountSource: "count-column" | "rows" | "lines" },
  common: Pick<StatementFigures, "method" | "separator" | "decimal" | "truncated">,
): StatementResult | undefined {
  const checks: FigureCheck[] = [];
  const rowVolume = roundCents(tally.volume);
  const rowFees = roundCents(tally.fees);
  const { stated } = tally;
  const haveRows = tally.rows > 0;
  if (stated.volume === undefined && (!haveRows || rowVolume <= 0)) return undefined;

  const totalVolume = stated.volume ?? rowVolume;
  if (stated.volume !== undefined && haveRows) checks.push({ figure: "volume", stated: stated.volume, rows: rowVolume });

  let totalFees: number | undefined;
  let feesSource: StatementFigures["feesSource"];
  if (stated.fees !== undefined) {
    totalFees = stated.fees;
    feesSource = "stated";
    if (options.feesKnown && tally.feesSeen > 0) checks.push({ figure: "fees", stated: stated.fees, rows: rowFees });
  } else if (options.feesKnown && tally.feesSeen > 0) {
    totalFees = rowFees;
    feesSource = "rows";
  }

  let transactionCount: number | undefined;
  let countSource: StatementFigures["countSource"];
  const rowCount = options.rowCountSource === "count-column" ? (tally.countSeen > 0 ? tally.count : undefined) : tally.count;
  const rowCountUsable = options.countKnown && rowCount !== undefined && haveRows;
  if (stated.count !== undefined) {
    transactionCount = stated.count;
    countSource = "stated";
    if (rowCountUsable) checks.push({ figure: "count", stated: stated.count, rows: rowCount });
  } else if (rowCountUsable && rowCount > 0) {
    transactionCount = rowCount;
    countSource = options.rowCountSource;
  }

  return {
    ok: true,
    figures: {
      transactionCount,
      countSource,
      totalVolume: roundCents(totalVolume),
      volumeSource: stated.volume !== undefined ? "stated" : "rows",
      totalFees: totalFees === undefined ? undefined : roundCents(totalFees),
      feesSource,
      ...(tally.feeColumns && totalFees !== undefined ? { feeColumns: tally.feeColumns } : {}),
      feesCertain: !tally.feeColumns?.doubt,
      refunds: tally.refunds > 0 ? roundCents(tally.refunds) : undefined,
      aggregatedRows: options.aggregated,
      checks: checks.map((check) => ({ ...check, stated: roundCents(check.stated), rows: roundCents(check.rows) })),
      skipped: tally.skipped,
      skippedLines: tally.skippedLines,
      rowsRead: tally.rows,
      ...common,
    },
  };
}

/* ---------- delimited exports ---------- */

function analyzeTable(
  lines: string[],
  header: NonNullable<ReturnType<typeof findHeader>>,
  format: NumberFormat,
  truncated: boolean,
): StatementResult | undefined {
  const { separator, headers, columns } = header;
  const preamble = fold(lines.slice(0, header.index).join(" ").slice(0, 2_000));
  const aggregated =
    columns.count !== undefined || columns.aggregated || (AGGREGATE_TITLE.test(preamble) && columns.date !== undefined);
  const tally = new Tally();
  const fees = new FeeTally(columns.fees.map((index) => headers[index]!));
  const width = headers.length;
  const cellOf = (cells: string[], index: number | undefined) => (index === undefined ? undefined : cells[index]?.trim());

  for (let index = header.index + 1; index < lines.length; index++) {
    const line = lines[index]!;
    const lineNumber = index + 1;
    if (!line.trim()) continue;
    if (line.length > MAX_LINE_CHARS) {
      tally.skip(lineNumber);
      continue;
    }
    const { cells, broken } = splitCells(line, separator);
    if (cells.every((cell) => !cell.trim())) continue;
    // Trailing empty cells ("a,b,c,,") do not make a row ragged.
    while (cells.length > width && !cells.at(-1)!.trim()) cells.pop();
    if (broken || cells.length !== width) {
      // A line outside the table ("Total sales: 1,234.56" under it) may still state a total.
      if (!broken && readStatedLine(cells.join("  "), format, tally.stated)) continue;
      tally.skip(lineNumber);
      continue;
    }
    const labelText = columns.labels.map((i) => cells[i] ?? "").join(" ");
    const kind = columns.labels.map((i) => rowKind(cells[i] ?? "")).find(Boolean);
    const feeCells = columns.fees.map((index) => cellOf(cells, index));
    const feeValues = feeCells.map((cell) => (cell ? parseMoney(cell, format) : undefined));
    const feeBroken = feeCells.some((cell, at) => cell && feeValues[at] === undefined);
    const fee = fees.rowFee(feeValues);
    const amountCell = cellOf(cells, columns.amount);
    let amount = amountCell ? parseMoney(amountCell, format) : undefined;
    if (amount === undefined && columns.net !== undefined && fee !== undefined) {
      const net = parseMoney(cellOf(cells, columns.net) ?? "", format);
      if (net !== undefined) amount = net + Math.abs(fee);
    }
    const countCell = cellOf(cells, columns.count);
    const count = countCell ? parseCount(countCell, format) : undefined;
    if ((amountCell && amount === undefined) || feeBroken || (countCell && count === undefined)) {
      tally.skip(lineNumber);
      continue;
    }
    if (kind === "subtotal") continue;
    if (kind === "total") {
      if (amount !== undefined) tally.stated.volume = Math.abs(amount);
      fees.state(feeValues);
      if (count !== undefined) tally.stated.count = count;
      continue;
    }
    // A row without an amount (a note, a section name) adds its fees, if any, and nothing else.
    fees.rows.add(feeValues);
    if (amount === undefined) continue;
    const refundCell = cellOf(cells, columns.refund);
    const refund = refundCell ? parseMoney(refundCell, format) : undefined;
    if (refund) tally.refunds += Math.abs(refund);
    const typeText = fold(labelText);
    if (amount < 0 || (typeText && REFUND.test(typeText))) {
      tally.refunds += Math.abs(amount);
      continue;
    }
    if (amount === 0) continue;
    tally.rows++;
    tally.volume += amount;
    if (columns.count !== undefined) {
      if (count !== undefined) {
        tally.count += count;
        tally.countSeen++;
      }
    } else if (!aggregated) {
      tally.count++;
    }
  }
  const read = fees.settle();
  tally.fees = read.fees;
  tally.feesSeen = read.seen;
  if (read.stated !== undefined) tally.stated.fees = read.stated;
  tally.feeColumns = read.reading;
  return settle(
    tally,
    {
      aggregated,
      feesKnown: columns.fee !== undefined,
      countKnown: columns.count !== undefined || !aggregated,
      rowCountSource: columns.count !== undefined ? "count-column" : "rows",
    },
    { method: "table", separator, decimal: format.decimal, truncated },
  );
}

/* ---------- text statements ---------- */

interface Token {
  value: number;
  percent: boolean;
  currency: boolean;
  integer: boolean;
  index: number;
}

const DATE_AT_START = /^\s*(?:\d{1,4}[/.-]\d{1,2}(?:[/.-]\d{2,4})?|\d{1,2}\s+[a-z]{3,9}\.?(?:\s+\d{2,4})?)\b/i;

/** The figures on one line, left to right: "$1,234.56", "(12.50)", "1.234,56 €", "412", "2.9%". Dates are skipped. */
const NUMBER = /\d+(?:[.,']\d+)*/g;
const NUMBER_SPACE_GROUPS = /\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d+)?(?!\d)|\d+(?:[.,']\d+)*/g;
const SIGNS = /[-($€£%−]|usd|eur/i;

function tokens(line: string, format: NumberFormat): Token[] | undefined {
  const found: Token[] = [];
  const number = format.spaceGroups ? NUMBER_SPACE_GROUPS : NUMBER;
  number.lastIndex = 0;
  for (let match = number.exec(line); match; match = number.exec(line)) {
    const raw = match[0];
    const start = match.index;
    const end = start + raw.length;
    const before = line[start - 1] ?? "";
    const after = line[end] ?? "";
    // Dates and times ("03/01/2025", "2025-03-01", "10:32"), identifiers glued to letters ("MID883920").
    if (before === "/" || after === "/" || after === ":" || before === ":") continue;
    if (before === "-" && /\d/.test(line[start - 2] ?? "")) continue;
    if ((after === "-" && /\d/.test(line[end + 1] ?? "")) || /[a-z]/i.test(before + after)) continue;
    // "01.03.2025" and other dotted identifiers are not figures.
    const value = parseNumber(raw.includes("'") ? raw.replace(/'/g, "") : raw, format);
    if (value === undefined) continue;
    const prefix = line.slice(Math.max(0, start - 5), start);
    const suffix = line.slice(end, end + 5);
    let negative = false;
    let currency = false;
    let percent = false;
    if (SIGNS.test(prefix) || SIGNS.test(suffix)) {
      negative = /[(-]\s*[$€£]?\s*$/.test(prefix) || /^\s*[$€£]?\s*-/.test(suffix);
      currency = /[$€£]\s*-?\s*$/.test(prefix) || /^\s*-?\s*[€$£]/.test(suffix) || /\b(?:usd|eur)\s*$/i.test(prefix);
      percent = /^\s*%/.test(suffix);
    }
    found.push({ value: negative ? -value : value, percent, currency, integer: !/[.,]\d{1,2}$/.test(raw), index: start });
    if (found.length > 40) return undefined;
  }
  return found;
}

const VOLUME_WORDS =
  /\b(?:sales|volume|gross|processed|amount submitted|deposits? submitted|charges submitted|purchases|\w*umsatz|\w*umsatze|verkaufe|ventes|chiffre d'affaires|ventas|vendite|transato|omzet|verkopen|vendas|volumen)\b/;
const FEE_WORDS =
  /\b(?:fees?|charges|gebuhr\w*|gebuehr\w*|entgelte?|disagio|frais|commissions?|comision(?:es)?|commission[ei]|kosten|taxas?|tarifas?|spese|costi|custos?|provisi[eo]n?)\b/;
const COUNT_WORDS =
  /\b(?:transactions?|items|count|tickets|number of sales|anzahl|transaktionen|nombre|transacciones|operaciones|cantidad|numero|transazioni|operazioni|aantal|transacties|quantidade|transacoes|operacoes)\b/;
const STATED = /\b(?:total|totale?|gesamt\w*|insgesamt|summe|somme|totaal|grand)\b|\bthis period\b|\bfor the period\b/;
const SECTION_SALES =
  /\b(?:summary|sales|deposits?|batch(?:es)?|transactions?|chargebacks?|umsatze|ventes|ventas|vendite|omzet|vendas)\b/;

/** A statement line stating a total ("Total Sales $12,345.67", "TOTAL FEES THIS PERIOD 1,073.30", "Anzahl 412"). */
function readStatedLine(line: string, format: NumberFormat, stated: Tally["stated"]): boolean {
  if (line.length > MAX_LINE_CHARS) return false;
  const values = tokens(line, format);
  if (!values || values.length === 0) return false;
  const label = fold(line.slice(0, values[0]!.index)).trim();
  if (!label || SUBTOTAL.test(label)) return false;
  const money = values.filter((token) => !token.percent);
  if (money.length === 0) return false;
  // "Number of transactions 412", or a line that is only the count word ("Transactions: 200").
  const explicitCount =
    /\bnumber of\b|\bno\.? of\b|\bcount\b|\banzahl\b|\bnombre de\b|\bnumero de\b|\baantal\b|\bquantidade\b/.test(label) ||
    /^(?:transactions?|transaktionen|transacciones|operaciones|transazioni|transacties|transacoes|items|tickets)\s*:?$/.test(
      label,
    );
  if (
    COUNT_WORDS.test(label) &&
    (explicitCount || STATED.test(label)) &&
    !FEE_WORDS.test(label) &&
    !/\bamount|sales\b/.test(label)
  ) {
    const value = money[0]!;
    if (!value.currency && Number.isInteger(value.value) && value.value >= 0) {
      stated.count = value.value;
      return true;
    }
  }
  const isTotal = STATED.test(label) || /\b(?:charged|paid|berechnet|factures?|cobrad[ao]s?|addebitat[ei]|betaald)\b/.test(label);
  if (FEE_WORDS.test(label) && isTotal && !/\bsubmitted\b/.test(label)) {
    stated.fees = Math.abs(money.at(-1)!.value);
    return true;
  }
  if (
    VOLUME_WORDS.test(label) &&
    (isTotal || /^(?:gross|net)?\s*sales\b|^volume\b/.test(label)) &&
    !FEE_WORDS.test(label.replace(/charges submitted/, ""))
  ) {
    const value = money[0]!.value;
    if (value > 0) {
      stated.volume = value;
      return true;
    }
  }
  return false;
}

/** Splits a text table row or header into columns: two or more spaces, a tab, or a bar. */
function textColumns(line: string): string[] {
  return line
    .split(/\t|\s{2,}|\s*\|\s*/)
    .map((cell) => cell.trim())
    .filter(Boolean);
}

interface TextTable {
  /** Roles of the figure columns, left to right (after the label column). */
  roles: (ColumnRole | undefined)[];
  /** The positions of the fee columns among the figures, and their fees. */
  feeAt: number[];
  fees: FeeTally;
}

function textTableHeader(line: string): TextTable | undefined {
  const cells = textColumns(line);
  if (cells.length < 3 || cells.length > 12) return undefined;
  const roles = cells.map((cell) => columnRole(cell));
  const figures = roles.slice(1);
  const hasAmount = figures.some((role) => role === "amount" || role === "volume");
  const known = figures.filter((role) => role === "amount" || role === "volume" || role === "fee" || role === "count");
  if (!hasAmount || known.length < 2) return undefined;
  const feeAt = figures.flatMap((role, at) => (role === "fee" ? [at] : []));
  return {
    roles: figures.map((role) => (role === "volume" ? "amount" : role)),
    feeAt,
    fees: new FeeTally(feeAt.map((at) => cells[at + 1]!)),
  };
}

function analyzeText(
  lines: string[],
  format: NumberFormat,
  truncated: boolean,
  separator?: Separator,
): StatementResult | undefined {
  const tally = new Tally();
  const tableTally = { volume: 0, fees: 0, feesSeen: 0, count: 0, countSeen: 0, rows: 0 };
  const tableStated: Tally["stated"] = {};
  const tables: TextTable[] = [];
  const lineTally = { volume: 0, count: 0, fees: 0, feesSeen: 0 };
  let feeItems = 0;
  let feeItemsSeen = 0;
  let table: TextTable | undefined;
  let inFees = false;
  const title = fold(lines.slice(0, 10).join(" ").slice(0, 2_000));

  for (let index = 0; index < lines.length; index++) {
    let line = lines[index]!;
    const lineNumber = index + 1;
    if (!line.trim()) {
      table = undefined;
      continue;
    }
    if (line.length > MAX_LINE_CHARS) {
      tally.skip(lineNumber);
      table = undefined;
      continue;
    }
    if (separator) line = splitCells(line, separator).cells.join("  ");
    const values = tokens(line, format);
    if (!values) {
      tally.skip(lineNumber);
      continue;
    }
    const figures = values.filter((token) => !token.percent);
    if (values.length === 0) {
      const header = textTableHeader(line);
      if (header) {
        table = header;
        tables.push(header);
        continue;
      }
      table = undefined;
      const heading = fold(line).trim();
      if (heading.length <= 60) {
        if (FEE_WORDS.test(heading) && !/\bsubmitted\b/.test(heading)) inFees = true;
        else if (SECTION_SALES.test(heading)) inFees = false;
      }
      continue;
    }
    const label = fold(line.slice(0, values[0]!.index)).trim();
    const kind = rowKind(label.replace(/[:.\s]+$/, ""));

    if (table) {
      const cells = figures.length === table.roles.length ? figures : undefined;
      if (!cells) {
        // A row of the table with the wrong number of figures.
        tally.skip(lineNumber);
        continue;
      }
      const pick = (role: ColumnRole) => {
        const at = table!.roles.indexOf(role);
        return at < 0 ? undefined : cells[at]!.value;
      };
      const amount = pick("amount");
      const feeValues = table.feeAt.map((at) => cells[at]!.value);
      const count = pick("count");
      if (kind === "subtotal") continue;
      if (kind === "total") {
        if (amount !== undefined) tableStated.volume = Math.abs(amount);
        table.fees.state(feeValues);
        if (count !== undefined && Number.isInteger(count)) tableStated.count = count;
        continue;
      }
      if (amount === undefined) continue;
      if (amount < 0 || REFUND.test(label)) {
        tally.refunds += Math.abs(amount);
        continue;
      }
      tableTally.rows++;
      tableTally.volume += amount;
      table.fees.rows.add(feeValues);
      if (count !== undefined && Number.isInteger(count)) {
        tableTally.count += count;
        tableTally.countSeen++;
      }
      continue;
    }

    if (kind === "subtotal" || SUBTOTAL.test(label)) continue;
    if (readStatedLine(line, format, tally.stated)) continue;
    if (figures.length === 0) continue;

    const hasDate = DATE_AT_START.test(line);
    const isFee = FEE_WORDS.test(label) || FEE_WORDS.test(fold(line.slice(values[0]!.index)));
    if (hasDate) {
      const money = figures.filter((token) => !token.integer || token.currency);
      if (money.length === 0) continue;
      const amount = money[0]!.value;
      const isSale =
        /\b(?:sale|purchase|payment|charge|transaction|order|visa|mastercard|amex|discover|verkauf|vente|venta|vendita|verkoop|venda|kauf|achat|compra|acquisto|aankoop)\b/.test(
          fold(line),
        );
      if (isFee && isSale && money.length > 1) {
        lineTally.count++;
        lineTally.volume += amount;
        lineTally.fees += Math.abs(money.at(-1)!.value);
        lineTally.feesSeen++;
      } else if (isFee) {
        lineTally.fees += Math.abs(amount);
        lineTally.feesSeen++;
      } else if (REFUND.test(fold(line)) || amount < 0) {
        tally.refunds += Math.abs(amount);
      } else if (isSale) {
        lineTally.count++;
        lineTally.volume += amount;
      }
      continue;
    }
    if (inFees || isFee) {
      // An itemised fee: "Visa interchange 1.51% ... $301.10": the last figure that is not a rate.
      if (kind === "total") continue;
      feeItems += Math.abs(figures.at(-1)!.value);
      feeItemsSeen++;
    }
  }

  // The tables' fee columns: each table's total column, or its parts added up.
  let tableFeeColumns: FeeColumns | undefined;
  for (const { fees } of tables) {
    const read = fees.settle();
    tableTally.fees += read.fees;
    tableTally.feesSeen += read.seen;
    if (read.stated !== undefined) tableStated.fees = read.stated;
    if (read.reading && (!tableFeeColumns || (read.reading.doubt && !tableFeeColumns.doubt))) tableFeeColumns = read.reading;
  }
  // The fee columns decide the fees only when no fee line does (a "Total Fees" line, itemised fee lines).
  if (tally.stated.fees === undefined && feeItemsSeen === 0 && tableTally.rows > 0) tally.feeColumns = tableFeeColumns;

  // Which rows: a card-type (or daily) table, else transaction lines.
  const stated = tally.stated;
  stated.volume ??= tableStated.volume;
  stated.fees ??= tableStated.fees;
  stated.count ??= tableStated.count;
  let aggregated = false;
  let countKnown = true;
  let rowCountSource: "count-column" | "rows" | "lines" = "lines";
  if (tableTally.rows > 0) {
    tally.rows = tableTally.rows;
    tally.volume = tableTally.volume;
    tally.count = tableTally.count;
    tally.countSeen = tableTally.countSeen;
    tally.fees = tableTally.fees;
    tally.feesSeen = tableTally.feesSeen;
    aggregated = true;
    countKnown = tableTally.countSeen > 0;
    rowCountSource = "count-column";
  } else if (lineTally.count >= 1) {
    tally.rows = lineTally.count;
    tally.volume = lineTally.volume;
    tally.count = lineTally.count;
    tally.fees = lineTally.fees;
    tally.feesSeen = lineTally.feesSeen;
  } else {
    aggregated = true;
    countKnown = false;
  }
  if (feeItemsSeen > 0) {
    // The itemised fee lines are the fees of the statement; a table's fee column is only part of them.
    tally.fees = feeItems;
    tally.feesSeen = feeItemsSeen;
  }
  if (AGGREGATE_TITLE.test(title) && tableTally.rows > 0 && tableTally.countSeen === 0) countKnown = false;
  if (tally.rows === 0 && stated.volume === undefined) return undefined;
  if (tally.rows === 1 && lineTally.count === 1 && stated.volume === undefined) return undefined;
  return settle(
    tally,
    { aggregated, feesKnown: tally.feesSeen > 0, countKnown, rowCountSource },
    { method: "text", separator, decimal: format.decimal, truncated },
  );
}

/* ---------- entry ---------- */

/** Reads a statement: a delimited table (found below any preamble) by its columns, anything else line by line. */
export function analyzeStatement(file: StatementFile): StatementResult {
  try {
    const content = file.content.replace(/^\uFEFF/, "");
    if (!content.trim()) return { ok: false, reason: "empty" };
    if (content.includes("\u0000")) return { ok: false, reason: "unreadable" };
    const { lines, more: truncated } = splitLines(content, MAX_ROWS);
    const header = findHeader(lines);
    const sample = content.length > 200_000 ? content.slice(0, 200_000) : content;
    if (header) {
      const format = detectNumberFormat(sample, header.separator);
      const table = analyzeTable(lines, header, format, truncated);
      if (table) return table;
    }
    const separator = delimitedSeparator(lines);
    const format = detectNumberFormat(sample, separator);
    const text = analyzeText(lines, format, truncated, separator);
    if (text) return text;
    return { ok: false, reason: "no-amounts", found: describe(lines, separator, format) };
  } catch {
    // Nothing above throws on any input; a statement must still never take the assistant down.
    return { ok: false, reason: "unreadable" };
  }
}

/** The separator when most of the first lines are split by the same one (a two-column summary export). */
function delimitedSeparator(lines: string[]): Separator | undefined {
  const sample = lines.filter((line) => line.trim() && line.length <= 1_000).slice(0, 20);
  if (sample.length === 0) return undefined;
  for (const separator of SEPARATORS) {
    const split = sample.filter((line) => line.includes(separator)).length;
    if (split >= Math.max(2, sample.length * 0.6)) return separator;
  }
  return undefined;
}

/** What the file holds, for the reply when nothing usable was found. */
function describe(lines: string[], separator: Separator | undefined, format: NumberFormat): StatementFound {
  const nonEmpty = lines.filter((line) => line.trim());
  const longLines = nonEmpty.filter((line) => line.length > MAX_LINE_CHARS).length;
  const first = nonEmpty.find((line) => line.length <= 1_000);
  let columns: string[] | undefined;
  if (separator && first) {
    columns = splitCells(first, separator)
      .cells.map((cell) => cell.trim())
      .filter(Boolean)
      .slice(0, 8)
      .map((cell) => (cell.length > 30 ? `${cell.slice(0, 29)}…` : cell));
  }
  void format;
  return { lines: nonEmpty.length, separator, columns, skipped: longLines, longLines };
}

/* ---------- the estimate ---------- */

/** The pricing the site advertises (site.claims.startingRate.value, e.g. "1.5% + $0.10"), as numbers. */
export function parseAdvertisedRate(value: string): { percent: number; perTransaction: number } | undefined {
  const match = /([\d.]+)\s*%\s*\+\s*\$\s*([\d.]+)/.exec(value);
  if (!match) return undefined;
  return { percent: Number(match[1]), perTransaction: Number(match[2]) };
}

export interface SavingsEstimate {
  effectiveRate?: number;
  averageTicket?: number;
  /** The advertised rate's two parts for these sales, when the count is known. */
  percentPart?: number;
  perTransactionPart?: number;
  /** Fees at the advertised starting rate, when the transaction count is known. */
  feesAtAdvertisedRate?: number;
  /** Current fees minus fees at the advertised rate (never negative). */
  saving?: number;
  /** When the count is unknown: the saving at the site's average fee reduction. */
  savingAtAverageReduction?: number;
}

/** The figures a reply reports, and an estimate of the saving at the advertised pricing. */
export function estimateSavings(
  figures: Pick<StatementFigures, "transactionCount" | "totalVolume" | "totalFees">,
  advertised: { percent: number; perTransaction: number } | undefined,
  averageReductionPercent: number | undefined,
): SavingsEstimate {
  const estimate: SavingsEstimate = {};
  if (figures.transactionCount) estimate.averageTicket = roundCents(figures.totalVolume / figures.transactionCount);
  if (figures.totalFees === undefined || figures.totalVolume <= 0) return estimate;
  estimate.effectiveRate = (figures.totalFees / figures.totalVolume) * 100;
  if (advertised && figures.transactionCount) {
    estimate.percentPart = roundCents(figures.totalVolume * (advertised.percent / 100));
    estimate.perTransactionPart = roundCents(figures.transactionCount * advertised.perTransaction);
    estimate.feesAtAdvertisedRate = roundCents(estimate.percentPart + estimate.perTransactionPart);
    estimate.saving = roundCents(Math.max(0, figures.totalFees - estimate.feesAtAdvertisedRate));
  } else if (averageReductionPercent !== undefined) {
    estimate.savingAtAverageReduction = roundCents(figures.totalFees * (averageReductionPercent / 100));
  }
  return estimate;
}
