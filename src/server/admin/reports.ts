import { and, desc, isNotNull, sql, type SQL } from "drizzle-orm";
import { adminCopy } from "@/content/admin";
import { LEAD_KIND_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS, isLeadStatus } from "@/lib/lead-status";
import {
  formatDuration,
  pivotWeekly,
  weeklyTable,
  weeksOf,
  type ReportId,
  type ReportRange,
  type ReportTable,
  type WeeklyPivot,
} from "@/lib/reports";
import { STAFF_TIME_ZONE } from "@/lib/staff-time";
import { contacts } from "@/server/db/schema";
import { appDatabase } from "@/server/db/database";

/**
 * The queries behind /admin/reports (issue 13). Every report covers the leads submitted in the range (dates in the
 * staff time zone) and reads the last touch: its utm_source and utm_medium, or for a visit from another site
 * without UTM parameters the referring host with medium "referral", else "(direct)" / "(none)".
 */
const copy = adminCopy.reports;
const TOP_SERIES = 5;
const TOP_CAMPAIGNS = 10;

function inRange(range: ReportRange): SQL {
  return and(
    sql`${contacts.submittedAt} >= (${range.from}::date)::timestamp at time zone ${STAFF_TIME_ZONE}`,
    sql`${contacts.submittedAt} < (${range.to}::date + 1)::timestamp at time zone ${STAFF_TIME_ZONE}`,
  )!;
}

/**
 * The week of each lead as a bucket number (1 = the first week of the range): the Mondays' midnights in the staff
 * time zone are worked out once per query and each row only does a binary search (width_bucket), which costs a
 * fraction of converting every row's time zone and truncating it (bench/inbox.mjs).
 */
function weekBucket(weeks: readonly string[]): SQL<number> {
  return sql<number>`width_bucket(${contacts.submittedAt}, (select array_agg((day::date)::timestamp at time zone ${STAFF_TIME_ZONE} order by day) from unnest(string_to_array(${weeks.join(",")}, ',')) as day))`;
}

function weekOf(weeks: readonly string[], bucket: number): string {
  return weeks[Math.min(weeks.length, Math.max(1, Number(bucket))) - 1]!;
}

export async function weeklyBySource(range: ReportRange): Promise<WeeklyPivot> {
  const db = await appDatabase();
  const weeks = weeksOf(range);
  const rows = await db
    .select({
      bucket: weekBucket(weeks),
      source: contacts.lastUtmSource,
      medium: contacts.lastUtmMedium,
      referrer: sql<string | null>`case when ${contacts.lastUtmSource} is null then ${contacts.lastReferrerHost} end`,
      count: sql<number>`count(*)::int`,
    })
    .from(contacts)
    .where(inRange(range))
    .groupBy(sql`1`, sql`2`, sql`3`, sql`4`);
  const counts = rows.map((row) => ({
    week: weekOf(weeks, row.bucket),
    key: sourceMediumLabel(row.source, row.medium, row.referrer),
    count: Number(row.count),
  }));
  return pivotWeekly(counts, weeks, TOP_SERIES, copy.other);
}

/** "google / cpc"; a visit from another site without UTM parameters is "host / referral"; else "(direct) / (none)". */
export function sourceMediumLabel(source: string | null, medium: string | null, referrer: string | null): string {
  return `${source ?? referrer ?? copy.direct} / ${medium ?? (referrer && !source ? "referral" : copy.noCampaign)}`;
}

export async function weeklyByForm(range: ReportRange): Promise<WeeklyPivot> {
  const db = await appDatabase();
  const weeks = weeksOf(range);
  const rows = await db
    .select({ bucket: weekBucket(weeks), key: contacts.source, count: sql<number>`count(*)::int` })
    .from(contacts)
    .where(inRange(range))
    .groupBy(sql`1`, sql`2`);
  const labelled = rows.map((row) => ({
    week: weekOf(weeks, row.bucket),
    key: LEAD_KIND_LABELS[row.key as keyof typeof LEAD_KIND_LABELS] ?? row.key,
    count: Number(row.count),
  }));
  return pivotWeekly(labelled, weeks, TOP_SERIES, copy.other);
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
    .select({ status: contacts.status, count: sql<number>`count(*)::int` })
    .from(contacts)
    .where(inRange(range))
    .groupBy(contacts.status);
  const counts = new Map(rows.map((row) => [row.status, Number(row.count)]));
  const known = LEAD_STATUSES.map((status) => ({ status, label: LEAD_STATUS_LABELS[status], count: counts.get(status) ?? 0 }));
  const others = rows
    .filter((row) => !isLeadStatus(row.status))
    .map((row) => ({ status: row.status, label: row.status, count: Number(row.count) }));
  return [...known, ...others];
}

export interface ResponseTime {
  /** Median seconds from submission to the first status change; null when no lead has had one. */
  medianSeconds: number | null;
  responded: number;
  total: number;
}

export async function responseTime(range: ReportRange): Promise<ResponseTime> {
  const db = await appDatabase();
  const [row] = await db
    .select({
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${contacts.firstStatusChangeAt} - ${contacts.submittedAt}))`,
      responded: sql<number>`count(${contacts.firstStatusChangeAt})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(contacts)
    .where(inRange(range));
  return {
    medianSeconds: row?.median === null || row?.median === undefined ? null : Number(row.median),
    responded: Number(row?.responded ?? 0),
    total: Number(row?.total ?? 0),
  };
}

export interface CampaignCount {
  campaign: string;
  count: number;
}

export async function topCampaigns(range: ReportRange): Promise<CampaignCount[]> {
  const db = await appDatabase();
  const rows = await db
    .select({ campaign: contacts.lastUtmCampaign, count: sql<number>`count(*)::int` })
    .from(contacts)
    .where(and(inRange(range), isNotNull(contacts.lastUtmCampaign)))
    .groupBy(contacts.lastUtmCampaign)
    .orderBy(desc(sql`2`), contacts.lastUtmCampaign)
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
