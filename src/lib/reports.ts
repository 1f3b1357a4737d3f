/**
 * The arithmetic of /admin/reports (issue 13), free of the database so it is tested on its own: the date range,
 * the weeks it covers, the weekly pivot with its "Other" series, the chart scale, durations, and the tables that
 * the page shows beside each chart and the CSV downloads repeat.
 */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 864e5;
/** Weeks the report shows by default. */
export const DEFAULT_WEEKS = 12;
/** Longest range a report covers (days). */
export const MAX_RANGE_DAYS = 371;
/** Earliest date a report's range may name (issue 33). */
export const MIN_REPORT_DATE = "2000-01-01";
/** Latest date a report's range may name: this many days after today in the staff time zone (issue 33). */
export const MAX_DAYS_AHEAD = 366;
/**
 * Most weeks (chart buckets) a range can touch: MAX_RANGE_DAYS + 1 days starting on a Sunday span 54 Mondays.
 * weeksOf refuses more, whatever range it is handed, so no range can make a loop run away.
 */
export const MAX_REPORT_WEEKS = Math.floor((MAX_RANGE_DAYS + 6) / 7) + 1;

export interface ReportRange {
  /** Inclusive dates (YYYY-MM-DD) in the staff time zone. */
  from: string;
  to: string;
}

/** A date (YYYY-MM-DD) as days since 1970-01-01; NaN for anything else. */
export function epochDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** The date (YYYY-MM-DD; ±YYYYYY-MM-DD outside years 0-9999) of an epoch day. */
export function dateOfEpochDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().split("T")[0]!;
}

function validDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const day = epochDay(value);
  return Number.isFinite(day) && dateOfEpochDay(day) === value;
}

export function addDays(date: string, days: number): string {
  return dateOfEpochDay(epochDay(date) + days);
}

/** The Monday of the week a date falls in (weeks start on Monday, as PostgreSQL's date_trunc('week')). */
export function weekStart(date: string): string {
  const day = epochDay(date);
  // 1970-01-01 was a Thursday: epoch day d is a Monday when (d + 3) % 7 === 0.
  return dateOfEpochDay(day - ((((day + 3) % 7) + 7) % 7));
}

/** The dates a report's range may name, inclusive: MIN_REPORT_DATE to MAX_DAYS_AHEAD days after today. */
export function reportDateBounds(today: string): { min: string; max: string } {
  return { min: MIN_REPORT_DATE, max: addDays(today, MAX_DAYS_AHEAD) };
}

export type ReportRangeProblem = {
  field: "from" | "to";
  kind: "format" | "range";
  /** The value as given, to show it again in the form. */
  value: string;
  min: string;
  max: string;
};

export type ReportRangeResult = { ok: true; range: ReportRange } | { ok: false; problem: ReportRangeProblem };

/**
 * The range of a report from its query string: `from` and `to` (swapped when reversed, `from` pulled in to at most
 * MAX_RANGE_DAYS before `to`); by default the last 12 weeks, Monday 11 weeks ago to today. A date that is not a
 * real YYYY-MM-DD date, or lies outside reportDateBounds, is a problem naming its field (the page shows it, the
 * CSV answers 400): such dates once ran the week loop past year 9999 (issue 33). An empty value is the default.
 */
export function parseReportRange(params: URLSearchParams, today: string): ReportRangeResult {
  const bounds = reportDateBounds(today);
  const min = epochDay(bounds.min);
  const max = epochDay(bounds.max);
  const read = (field: "from" | "to"): number | ReportRangeProblem | undefined => {
    const value = params.get(field)?.trim();
    if (!value) return undefined;
    if (!validDate(value)) return { field, kind: "format", value, ...bounds };
    const day = epochDay(value);
    return day < min || day > max ? { field, kind: "range", value, ...bounds } : day;
  };
  const givenFrom = read("from");
  if (typeof givenFrom === "object") return { ok: false, problem: givenFrom };
  const givenTo = read("to");
  if (typeof givenTo === "object") return { ok: false, problem: givenTo };
  let to = givenTo ?? epochDay(today);
  let from = givenFrom ?? epochDay(weekStart(dateOfEpochDay(to - 7 * (DEFAULT_WEEKS - 1))));
  if (from > to) [from, to] = [to, from];
  if (to - from > MAX_RANGE_DAYS) from = to - MAX_RANGE_DAYS;
  return { ok: true, range: { from: dateOfEpochDay(from), to: dateOfEpochDay(to) } };
}

/** The Mondays of every week the range touches, oldest first (at most MAX_REPORT_WEEKS, else a RangeError). */
export function weeksOf(range: ReportRange): string[] {
  const first = epochDay(weekStart(range.from));
  const last = epochDay(range.to);
  if (!Number.isFinite(first) || !Number.isFinite(last)) throw new RangeError("A report range needs two dates.");
  const count = last < first ? 0 : Math.floor((last - first) / 7) + 1;
  if (count > MAX_REPORT_WEEKS) throw new RangeError(`A report range touches at most ${MAX_REPORT_WEEKS} weeks.`);
  return Array.from({ length: count }, (_, index) => dateOfEpochDay(first + 7 * index));
}

export interface WeeklyCount {
  week: string;
  key: string;
  count: number;
}

export interface WeeklyPivot {
  weeks: string[];
  /** Series names, largest first; "Other" last when there are more than `top` keys. */
  series: string[];
  /** values[w][s]: leads of series s in week w (zero when none). */
  values: number[][];
  totals: number[];
}

/**
 * Counts per (week, key) as a table of weeks by series: every week of the range (zeros for empty ones), the `top`
 * largest keys over the whole range as their own series (ties broken by name) and the rest summed as `other`.
 */
export function pivotWeekly(rows: readonly WeeklyCount[], weeks: readonly string[], top: number, other: string): WeeklyPivot {
  const byKey = new Map<string, number>();
  for (const row of rows) byKey.set(row.key, (byKey.get(row.key) ?? 0) + row.count);
  const ranked = [...byKey.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([key]) => key);
  const kept = ranked.slice(0, top);
  const series = ranked.length > top ? [...kept, other] : kept;
  const index = new Map(kept.map((key, position) => [key, position]));
  const weekIndex = new Map(weeks.map((week, position) => [week, position]));
  const values = weeks.map(() => series.map(() => 0));
  for (const row of rows) {
    const w = weekIndex.get(row.week);
    if (w === undefined) continue;
    const s = index.get(row.key) ?? series.length - 1;
    values[w]![s]! += row.count;
  }
  return { weeks: [...weeks], series, values, totals: values.map((week) => week.reduce((sum, count) => sum + count, 0)) };
}

/** A round axis maximum at or above `value` (1, 2, 2.5 or 5 times a power of ten; at least 1). */
export function niceMax(value: number): number {
  if (value <= 1) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** A duration for people: "45 min", "3 h 20 min", "2 d 4 h". */
export function formatDuration(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}

/** The median of a list of numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Bucket thresholds (seconds) of the time to first response in the reports' daily roll-up: bucket i (1-based)
 * holds times in [RESPONSE_BUCKET_SECONDS[i-1], RESPONSE_BUCKET_SECONDS[i]), bucket 0 negative times, the last one
 * a year and more. The database function lead_response_bucket (migration 0006_reports_rollup) uses the same list;
 * they are checked against each other in src/server/admin/reports.test.ts. Finer buckets where most first
 * responses fall (the first days) keep the exact lookup of the median within a small slice of the leads.
 */
export const RESPONSE_BUCKET_SECONDS = [
  0, 300, 900, 1800, 3600, 7200, 10800, 14400, 21600, 28800, 36000, 43200, 54000, 64800, 75600, 86400, 108000, 129600, 151200,
  172800, 216000, 259200, 302400, 345600, 432000, 518400, 604800, 864000, 1209600, 1814400, 2592000, 5184000, 7776000, 15552000,
  31536000,
] as const;

/** The [lower, upper) seconds of a response bucket; null for an open end. */
export function responseBucketBounds(bucket: number): [number | null, number | null] {
  return [RESPONSE_BUCKET_SECONDS[bucket - 1] ?? null, RESPONSE_BUCKET_SECONDS[bucket] ?? null];
}

export interface MedianPosition {
  bucket: number;
  /** 0-based rank of the value within its bucket (in ascending order). */
  offset: number;
}

/**
 * Where the middle value(s) of a histogram lie: for an odd count the middle one twice, for an even count the two
 * middle ones (their mean is the median, as percentile_cont(0.5)). Null when the histogram is empty.
 */
export function medianPositions(buckets: readonly { bucket: number; count: number }[]): [MedianPosition, MedianPosition] | null {
  const sorted = buckets.filter((row) => row.count > 0).sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  const at = (rank: number): MedianPosition => {
    let before = 0;
    for (const row of sorted) {
      if (rank < before + row.count) return { bucket: row.bucket, offset: rank - before };
      before += row.count;
    }
    throw new Error("rank beyond the histogram");
  };
  return [at(Math.floor((total - 1) / 2)), at(Math.floor(total / 2))];
}

/** A report's table: what the page shows beside the chart and what its CSV download holds. */
export interface ReportTable {
  id: ReportId;
  header: string[];
  rows: (string | number)[][];
}

export const REPORT_IDS = ["by-source", "by-form", "pipeline", "response", "campaigns"] as const;
export type ReportId = (typeof REPORT_IDS)[number];

export function isReportId(value: string | undefined): value is ReportId {
  return (REPORT_IDS as readonly string[]).includes(value ?? "");
}

/** A weekly pivot as a table: one row per week, one column per series, and the total. */
export function weeklyTable(id: ReportId, pivot: WeeklyPivot, weekLabel: string, totalLabel: string): ReportTable {
  return {
    id,
    header: [weekLabel, ...pivot.series, totalLabel],
    rows: pivot.weeks.map((week, w) => [week, ...pivot.values[w]!, pivot.totals[w]!]),
  };
}
