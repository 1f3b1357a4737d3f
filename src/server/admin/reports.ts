import { and, desc, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { adminCopy } from "@/content/admin";
import { LEAD_KIND_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS, isLeadStatus } from "@/lib/lead-status";
import {
  formatDuration,
  medianPositions,
  parseReportRange,
  pivotWeekly,
  responseBucketBounds,
  weeklyTable,
  weeksOf,
  type ReportId,
  type ReportRange,
  type ReportRangeProblem,
  type ReportTable,
  type WeeklyPivot,
} from "@/lib/reports";
import { STAFF_TIME_ZONE } from "@/lib/staff-time";
import { contacts, leadReportDays } from "@/server/db/schema";
import { appDatabase } from "@/server/db/database";

/**
 * The queries behind /admin/reports (issue 13). Every report covers the leads submitted in the range (dates in the
 * staff time zone) and reads the last touch: its utm_source and utm_medium, or for a visit from another site
 * without UTM parameters the referring host with medium "referral", else "(direct)" / "(none)".
 *
 * They read the daily roll-up `lead_report_days` (src/server/db/schema.ts), which triggers on contacts keep in the
 * same statement as every lead change: a year is a few hundred rows per report instead of every lead of the year.
 * The median reads the roll-up's histogram of response times to find the bucket holding the middle lead(s), then
 * the exact times of that bucket from contacts_response_idx, so it stays exact (docs/staff.md).
 */
const copy = adminCopy.reports;
const TOP_SERIES = 5;
const TOP_CAMPAIGNS = 10;

type Dimension = "form" | "source" | "status" | "campaign" | "response";

/** The roll-up rows of one report's dimension for the days of the range. */
function daysOf(dimension: Dimension, range: ReportRange): SQL {
  return and(
    eq(leadReportDays.dimension, dimension),
    sql`${leadReportDays.day} between ${range.from}::date and ${range.to}::date`,
  )!;
}

const leads = sql<number>`sum(${leadReportDays.leads})::int`;
/** The Monday of the row's day (weeks start on Monday, as weekStart in src/lib/reports.ts). */
const weekOfDay = sql<string>`to_char(date_trunc('week', ${leadReportDays.day}::timestamp), 'YYYY-MM-DD')`;

export async function weeklyBySource(range: ReportRange): Promise<WeeklyPivot> {
  const db = await appDatabase();
  const rows = await db
    .select({
      week: weekOfDay,
      source: leadReportDays.value,
      medium: leadReportDays.medium,
      referrer: leadReportDays.referrerHost,
      count: leads,
    })
    .from(leadReportDays)
    .where(daysOf("source", range))
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`)
    .having(sql`sum(${leadReportDays.leads}) <> 0`);
  const counts = rows.map((row) => ({
    week: row.week,
    key: sourceMediumLabel(row.source, row.medium, row.referrer),
    count: Number(row.count),
  }));
  return pivotWeekly(counts, weeksOf(range), TOP_SERIES, copy.other);
}

/** "google / cpc"; a visit from another site without UTM parameters is "host / referral"; else "(direct) / (none)". */
export function sourceMediumLabel(source: string | null, medium: string | null, referrer: string | null): string {
  return `${source ?? referrer ?? copy.direct} / ${medium ?? (referrer && !source ? "referral" : copy.noCampaign)}`;
}

export async function weeklyByForm(range: ReportRange): Promise<WeeklyPivot> {
  const db = await appDatabase();
  const rows = await db
    .select({ week: weekOfDay, key: leadReportDays.value, count: leads })
    .from(leadReportDays)
    .where(daysOf("form", range))
    .groupBy(sql`1`, sql`2`)
    .having(sql`sum(${leadReportDays.leads}) <> 0`);
  const labelled = rows.map((row) => ({
    week: row.week,
    key: LEAD_KIND_LABELS[row.key as keyof typeof LEAD_KIND_LABELS] ?? row.key ?? "",
    count: Number(row.count),
  }));
  return pivotWeekly(labelled, weeksOf(range), TOP_SERIES, copy.other);
}

export interface PipelineCount {
  status: string;
  label: string;
  count: number;
}

/** Every workflow status (zero when none), in workflow order, then any other stored status. */
export async function pipelineCounts(range: ReportRange): Promise<PipelineCount[]> {
  const db = await appDatabase();
  const rows = await db
    .select({ status: leadReportDays.value, count: leads })
    .from(leadReportDays)
    .where(daysOf("status", range))
    .groupBy(leadReportDays.value)
    .having(sql`sum(${leadReportDays.leads}) <> 0`)
    .orderBy(leadReportDays.value);
  const counts = new Map(rows.map((row) => [row.status ?? "", Number(row.count)]));
  const known = LEAD_STATUSES.map((status) => ({ status, label: LEAD_STATUS_LABELS[status], count: counts.get(status) ?? 0 }));
  const others = rows
    .filter((row) => !isLeadStatus(row.status ?? ""))
    .map((row) => ({ status: row.status ?? "", label: row.status ?? "", count: Number(row.count) }));
  return [...known, ...others];
}

export interface ResponseTime {
  /** Median seconds from submission to the first status change; null when no lead has had one. */
  medianSeconds: number | null;
  responded: number;
  total: number;
}

/** Seconds from submission to the first status change, as contacts_response_idx orders the leads. */
const responseSeconds = sql`extract(epoch from (${contacts.firstStatusChangeAt} - ${contacts.submittedAt}))`;

/**
 * The exact median (as percentile_cont(0.5): the mean of the middle two for an even count) of the times to first
 * response of the range's leads. The roll-up gives how many leads fall in each time bucket; only the bucket(s)
 * holding the middle rank(s) are then read from contacts, in time order, from the index. Both reads are one
 * repeatable-read transaction, so a status change in between cannot shift the ranks.
 */
export async function responseTime(range: ReportRange): Promise<ResponseTime> {
  const db = await appDatabase();
  return db.transaction(
    async (tx) => {
      const rows = await tx
        .select({ bucket: leadReportDays.value, count: leads })
        .from(leadReportDays)
        .where(daysOf("response", range))
        .groupBy(leadReportDays.value);
      const total = rows.reduce((sum, row) => sum + Number(row.count), 0);
      const buckets = rows
        .filter((row) => row.bucket !== null)
        .map((row) => ({ bucket: Number(row.bucket), count: Number(row.count) }));
      const middle = medianPositions(buckets);
      const responded = buckets.reduce((sum, row) => sum + row.count, 0);
      if (!middle) return { medianSeconds: null, responded, total };
      const valuesAt = async (position: { bucket: number; offset: number }, count: number) => {
        const [lower, upper] = responseBucketBounds(position.bucket);
        const found = await tx
          .select({ seconds: sql<string>`${responseSeconds}` })
          .from(contacts)
          .where(
            and(
              isNotNull(contacts.firstStatusChangeAt),
              lower === null ? undefined : sql`${responseSeconds} >= ${lower}`,
              upper === null ? undefined : sql`${responseSeconds} < ${upper}`,
              inRange(range),
            ),
          )
          .orderBy(sql`${responseSeconds}`)
          .offset(position.offset)
          .limit(count);
        return found.map((row) => Number(row.seconds));
      };
      const [low, high] = middle;
      const values =
        low.bucket === high.bucket
          ? await valuesAt(low, high.offset - low.offset + 1)
          : [...(await valuesAt(low, 1)), ...(await valuesAt(high, 1))];
      const medianSeconds = values.length === 0 ? null : (values[0]! + values[values.length - 1]!) / 2;
      return { medianSeconds, responded, total };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/** Leads submitted within the range's dates (staff time zone), the same leads as the roll-up's days. */
function inRange(range: ReportRange): SQL {
  return and(
    sql`${contacts.submittedAt} >= (${range.from}::date)::timestamp at time zone ${STAFF_TIME_ZONE}`,
    sql`${contacts.submittedAt} < (${range.to}::date + 1)::timestamp at time zone ${STAFF_TIME_ZONE}`,
  )!;
}

export interface CampaignCount {
  campaign: string;
  count: number;
}

export async function topCampaigns(range: ReportRange): Promise<CampaignCount[]> {
  const db = await appDatabase();
  const rows = await db
    .select({ campaign: leadReportDays.value, count: leads })
    .from(leadReportDays)
    .where(and(daysOf("campaign", range), isNotNull(leadReportDays.value)))
    .groupBy(leadReportDays.value)
    .having(sql`sum(${leadReportDays.leads}) > 0`)
    .orderBy(desc(sql`2`), leadReportDays.value)
    .limit(TOP_CAMPAIGNS);
  return rows.map((row) => ({ campaign: row.campaign ?? "", count: Number(row.count) }));
}

export interface Reports {
  range: ReportRange;
  bySource: WeeklyPivot;
  byForm: WeeklyPivot;
  pipeline: PipelineCount[];
  response: ResponseTime;
  campaigns: CampaignCount[];
}

export async function allReports(range: ReportRange): Promise<Reports> {
  const [bySource, byForm, pipeline, response, campaigns] = await Promise.all([
    weeklyBySource(range),
    weeklyByForm(range),
    pipelineCounts(range),
    responseTime(range),
    topCampaigns(range),
  ]);
  return { range, bySource, byForm, pipeline, response, campaigns };
}

/** One report's table, as the page shows it and its CSV download holds it. */
export async function reportTable(id: ReportId, range: ReportRange): Promise<ReportTable> {
  switch (id) {
    case "by-source":
      return weeklyTable(id, await weeklyBySource(range), copy.week, copy.leads);
    case "by-form":
      return weeklyTable(id, await weeklyByForm(range), copy.week, copy.leads);
    case "pipeline":
      return pipelineTable(await pipelineCounts(range));
    case "response":
      return responseTable(await responseTime(range));
    case "campaigns":
      return campaignsTable(await topCampaigns(range));
  }
}

export function pipelineTable(pipeline: PipelineCount[]): ReportTable {
  return { id: "pipeline", header: [copy.status, copy.leads], rows: pipeline.map((row) => [row.label, row.count]) };
}

export function responseTable(response: ResponseTime): ReportTable {
  return {
    id: "response",
    header: ["Median time to first status change", "Median (seconds)", "Leads with a status change", "Leads"],
    rows: [
      [
        response.medianSeconds === null ? "" : formatDuration(response.medianSeconds),
        response.medianSeconds === null ? "" : Math.round(response.medianSeconds),
        response.responded,
        response.total,
      ],
    ],
  };
}

export function campaignsTable(campaigns: CampaignCount[]): ReportTable {
  return { id: "campaigns", header: [copy.campaign, copy.leads], rows: campaigns.map((row) => [row.campaign, row.count]) };
}

/** The message of a refused `from` or `to`, naming the field as the form labels it. */
export function reportRangeMessage(problem: ReportRangeProblem): string {
  const template = problem.kind === "range" ? copy.dateOutOfRange : copy.invalidDate;
  const values: Record<string, string> = {
    field: problem.field === "from" ? copy.from : copy.to,
    value: problem.value,
    min: problem.min,
    max: problem.max,
  };
  return template.replace(/\{(\w+)\}/g, (match: string, key: string) => values[key] ?? match);
}

/** /admin/reports: every report of the range with its table, or the refused date (the page answers 400 with it). */
export type ReportsPage =
  | { kind: "ok"; range: ReportRange; reports: Reports; tables: Record<ReportId, ReportTable> }
  | { kind: "invalid"; field: "from" | "to"; message: string; form: ReportRange; bounds: { min: string; max: string } };

export async function reportsPage(params: URLSearchParams, today: string): Promise<ReportsPage> {
  const parsed = parseReportRange(params, today);
  if (!parsed.ok) {
    const { problem } = parsed;
    return {
      kind: "invalid",
      field: problem.field,
      message: reportRangeMessage(problem),
      // The form shows what was typed, so it can be corrected.
      form: { from: (params.get("from") ?? "").slice(0, 40), to: (params.get("to") ?? "").slice(0, 40) },
      bounds: { min: problem.min, max: problem.max },
    };
  }
  const { range } = parsed;
  const reports = await allReports(range);
  return {
    kind: "ok",
    range,
    reports,
    tables: {
      "by-source": weeklyTable("by-source", reports.bySource, copy.week, copy.leads),
      "by-form": weeklyTable("by-form", reports.byForm, copy.week, copy.leads),
      pipeline: pipelineTable(reports.pipeline),
      response: responseTable(reports.response),
      campaigns: campaignsTable(reports.campaigns),
    },
  };
}
