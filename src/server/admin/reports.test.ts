import type { APIContext } from "astro";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, desc, isNotNull, sql, type SQL } from "drizzle-orm";
import { LEAD_KIND_LABELS, LEAD_STATUSES, LEAD_STATUS_LABELS, isLeadStatus } from "@/lib/lead-status";
import * as reportCsvRoute from "@/pages/api/admin/reports/[report].csv";
import {
  REPORT_IDS,
  RESPONSE_BUCKET_SECONDS,
  addDays,
  parseReportRange,
  pivotWeekly,
  weeksOf,
  type ReportRange,
} from "@/lib/reports";
import { STAFF_TIME_ZONE, staffDate } from "@/lib/staff-time";
import { contacts, leadReportDays, users } from "@/server/db/schema";
import { useLeadTestDatabase, validApplication } from "@/test-support/api";
import { testDrivers } from "@/test-support/test-databases";
import { signedInStaff } from "@/test-support/staff";
import { createLead } from "@/server/leads/contacts";
import { changeLeadStatus } from "./leads";
import { compactReportRollup } from "./report-rollup";
import {
  pipelineCounts,
  reportsPage,
  responseTime,
  sourceMediumLabel,
  topCampaigns,
  weeklyByForm,
  weeklyBySource,
  type Reports,
} from "./reports";

/**
 * The reports read the daily roll-up lead_report_days (kept by triggers on contacts). These tests hold them to the
 * direct queries over contacts they replaced (below, as they were before the roll-up): the same figures for every
 * report and range, after inserts, status changes, other updates, deletes and a truncate, on both databases.
 */

function inRange(range: ReportRange): SQL {
  return and(
    sql`${contacts.submittedAt} >= (${range.from}::date)::timestamp at time zone ${STAFF_TIME_ZONE}`,
    sql`${contacts.submittedAt} < (${range.to}::date + 1)::timestamp at time zone ${STAFF_TIME_ZONE}`,
  )!;
}

function weekBucket(weeks: readonly string[]): SQL<number> {
  return sql<number>`width_bucket(${contacts.submittedAt}, (select array_agg((day::date)::timestamp at time zone ${STAFF_TIME_ZONE} order by day) from unnest(string_to_array(${weeks.join(",")}, ',')) as day))`;
}

/** The reports as direct queries over contacts (the implementation before the roll-up). */
async function directReports(
  db: ReturnType<typeof useLeadTestDatabase>["db"],
  range: ReportRange,
): Promise<Omit<Reports, "range">> {
  const weeks = weeksOf(range);
  const weekOf = (bucket: number) => weeks[Math.min(weeks.length, Math.max(1, Number(bucket))) - 1]!;
  const sourceRows = await db
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
  const bySource = pivotWeekly(
    sourceRows.map((row) => ({
      week: weekOf(row.bucket),
      key: sourceMediumLabel(row.source, row.medium, row.referrer),
      count: Number(row.count),
    })),
    weeks,
    5,
    "Other",
  );
  const formRows = await db
    .select({ bucket: weekBucket(weeks), key: contacts.source, count: sql<number>`count(*)::int` })
    .from(contacts)
    .where(inRange(range))
    .groupBy(sql`1`, sql`2`);
  const byForm = pivotWeekly(
    formRows.map((row) => ({
      week: weekOf(row.bucket),
      key: LEAD_KIND_LABELS[row.key as keyof typeof LEAD_KIND_LABELS] ?? row.key,
      count: Number(row.count),
    })),
    weeks,
    5,
    "Other",
  );
  const statusRows = await db
    .select({ status: contacts.status, count: sql<number>`count(*)::int` })
    .from(contacts)
    .where(inRange(range))
    .groupBy(contacts.status)
    .orderBy(contacts.status);
  const counts = new Map(statusRows.map((row) => [row.status, Number(row.count)]));
  const pipeline = [
    ...LEAD_STATUSES.map((status) => ({ status, label: LEAD_STATUS_LABELS[status], count: counts.get(status) ?? 0 })),
    ...statusRows
      .filter((row) => !isLeadStatus(row.status))
      .map((row) => ({ status: row.status, label: row.status, count: Number(row.count) })),
  ];
  const [median] = await db
    .select({
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${contacts.firstStatusChangeAt} - ${contacts.submittedAt}))`,
      responded: sql<number>`count(${contacts.firstStatusChangeAt})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(contacts)
    .where(inRange(range));
  const campaignRows = await db
    .select({ campaign: contacts.lastUtmCampaign, count: sql<number>`count(*)::int` })
    .from(contacts)
    .where(and(inRange(range), isNotNull(contacts.lastUtmCampaign)))
    .groupBy(contacts.lastUtmCampaign)
    .orderBy(desc(sql`2`), contacts.lastUtmCampaign)
    .limit(10);
  return {
    bySource,
    byForm,
    pipeline,
    response: {
      medianSeconds: median?.median === null || median?.median === undefined ? null : Number(median.median),
      responded: Number(median?.responded ?? 0),
      total: Number(median?.total ?? 0),
    },
    campaigns: campaignRows.map((row) => ({ campaign: row.campaign ?? "", count: Number(row.count) })),
  };
}

async function rolledUpReports(range: ReportRange): Promise<Omit<Reports, "range">> {
  return {
    bySource: await weeklyBySource(range),
    byForm: await weeklyByForm(range),
    pipeline: await pipelineCounts(range),
    response: await responseTime(range),
    campaigns: await topCampaigns(range),
  };
}

/**
 * 600 leads from mid-2025 to now, every 17 h 13 min (so times fall on every hour of the day, around midnight in
 * Chicago and across both DST changes), with attribution in every combination the labels distinguish, a status
 * outside the workflow, and response times from seconds to months, some equal (ties) and some negative.
 */
async function seed(db: ReturnType<typeof useLeadTestDatabase>["db"]) {
  await db.execute(sql`
    insert into contacts (first_name, last_name, email, phone, business_name, interested_in, industry, status, reference, source,
                          submitted_at, updated_at, last_utm_source, last_utm_medium, last_utm_campaign, last_referrer_host,
                          first_status_change_at)
    select 'Ana', 'Lee', 'lead' || i || '@example.com', '(210) 555-0100', 'Shop ' || i, 'pos-systems', 'restaurant',
           (array['pending','contacted','qualified','won','lost','archived'])[1 + i % 6],
           'T' || lpad(i::text, 7, '0'),
           (array['contact','application','chat'])[1 + i % 3],
           now() - i * interval '17 hours 13 minutes', now(),
           (array[null,'google','facebook','bing','newsletter','linkedin','partner','reddit'])[1 + i % 8],
           (array[null,'cpc','paid_social','cpc','email',null,'referral','paid_social'])[1 + i % 8],
           case when i % 5 = 0 then null else 'campaign-' || (i % 13) end,
           case when i % 4 = 0 then 'news.example.com' when i % 9 = 0 then 'blog.example.org' end,
           case when i % 6 = 0 then null
                when i % 11 = 0 then now() - i * interval '17 hours 13 minutes' + interval '1 hour'
                when i % 17 = 0 then now() - i * interval '17 hours 13 minutes' - interval '5 minutes'
                else now() - i * interval '17 hours 13 minutes' + (i * i % 4099) * interval '97 seconds' end
    from generate_series(1, 600) as i`);
}

function parsedRange(query: Record<string, string>, today: string): ReportRange {
  const parsed = parseReportRange(new URLSearchParams(query), today);
  if (!parsed.ok) throw new Error(`range refused: ${JSON.stringify(parsed.problem)}`);
  return parsed.range;
}

function ranges(): [string, ReportRange][] {
  const today = staffDate(new Date());
  return [
    ["default 12 weeks", parsedRange({}, today)],
    ["one year", parsedRange({ from: addDays(today, -365) }, today)],
    ["spring DST change", { from: "2026-03-07", to: "2026-03-09" }],
    ["autumn DST change", { from: "2025-11-01", to: "2025-11-03" }],
    ["one day", { from: addDays(today, -40), to: addDays(today, -40) }],
    ["no leads", { from: "2020-01-01", to: "2020-02-01" }],
  ];
}

async function expectSameAsDirect(db: ReturnType<typeof useLeadTestDatabase>["db"]) {
  for (const [name, range] of ranges()) {
    const expected = await directReports(db, range);
    const actual = await rolledUpReports(range);
    expect({ ...actual, response: { ...actual.response, medianSeconds: null } }, name).toEqual({
      ...expected,
      response: { ...expected.response, medianSeconds: null },
    });
    if (expected.response.medianSeconds === null) expect(actual.response.medianSeconds, name).toBeNull();
    else expect(actual.response.medianSeconds, name).toBeCloseTo(expected.response.medianSeconds, 6);
  }
}

async function rollUpRows(db: ReturnType<typeof useLeadTestDatabase>["db"]) {
  return db
    .select()
    .from(leadReportDays)
    .orderBy(
      leadReportDays.dimension,
      leadReportDays.day,
      leadReportDays.value,
      leadReportDays.medium,
      leadReportDays.referrerHost,
    );
}

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`reports from the daily roll-up on ${driver}`, () => {
    const database = useLeadTestDatabase(driver);
    beforeEach(async () => {
      await database.db.execute(sql`truncate contacts, users cascade`);
    });

    it("match the direct queries after inserts, status changes, other updates and deletes", async () => {
      const db = database.db;
      await seed(db);
      expect((await directReports(db, ranges()[1]![1])).response.responded).toBeGreaterThan(200);
      await expectSameAsDirect(db);

      // The application's own paths: a new lead (one statement with its outbox row) and a status change.
      const lead = await createLead(validApplication as Parameters<typeof createLead>[0], "application", undefined, {
        first: null,
        last: { ...emptyTouch(), utm_source: "google", utm_medium: "cpc", utm_campaign: "campaign-3", at: new Date() },
      });
      const [staff] = await db.insert(users).values({ username: "casey", password: "x" }).returning();
      const changed = await changeLeadStatus({ id: lead.id, to: "contacted", staff: { userId: staff!.id, username: "casey" } });
      expect(changed.kind).toBe("ok");
      const [pending] = await db
        .select({ id: contacts.id })
        .from(contacts)
        .where(sql`${contacts.status} = 'pending'`)
        .limit(1);
      await changeLeadStatus({ id: pending!.id, to: "contacted", staff: { userId: staff!.id, username: "casey" } });
      await expectSameAsDirect(db);

      // Updates of many rows at once, one that moves no count (an owner), and deletes.
      await db.execute(sql`update contacts set status = 'lost', first_status_change_at = coalesce(first_status_change_at, now())
                           where ascii(right(reference, 1)) % 7 = 0`);
      await db.execute(
        sql`update contacts set last_utm_campaign = 'renamed', last_utm_source = null where ascii(right(reference, 1)) % 10 = 3`,
      );
      await db.execute(sql`update contacts set owner_id = ${staff!.id}`);
      await db.execute(sql`delete from contacts where ascii(right(reference, 2)) % 5 = 0`);
      await expectSameAsDirect(db);

      // Compaction folds the appended rows into one per day and key, changes no report, and leaves exactly what
      // recounting every lead gives (as the migration's backfill does).
      const appended = await rollUpRows(db);
      expect(appended.some((row) => !row.compacted)).toBe(true);
      expect(await compactReportRollup(db)).toBeGreaterThan(0);
      const kept = await rollUpRows(db);
      expect(kept.length).toBeLessThan(appended.length);
      expect(kept.every((row) => row.compacted && row.leads !== 0)).toBe(true);
      await expectSameAsDirect(db);
      expect(await compactReportRollup(db)).toBe(0);
      await db.execute(sql`select lead_report_days_rebuild()`);
      expect(await rollUpRows(db)).toEqual(kept);
    });

    it("empties with a truncate of the leads", async () => {
      await seed(database.db);
      await database.db.execute(sql`truncate contacts cascade`);
      expect(await rollUpRows(database.db)).toEqual([]);
      const year = ranges()[1]![1];
      expect(await responseTime(year)).toEqual({ medianSeconds: null, responded: 0, total: 0 });
      expect(await topCampaigns(year)).toEqual([]);
    });

    it("buckets response times with the same thresholds as src/lib/reports.ts", async () => {
      const probes = RESPONSE_BUCKET_SECONDS.flatMap((seconds) => [seconds - 0.000001, seconds]);
      const result: unknown = await database.db.execute(
        sql`select lead_response_bucket(probe) as bucket from unnest(${`{${probes.join(",")}}`}::numeric[]) with ordinality as p(probe, n) order by n`,
      );
      const rows = (result as { rows: { bucket: number }[] }).rows;
      expect(rows.map((row) => Number(row.bucket))).toEqual(RESPONSE_BUCKET_SECONDS.flatMap((_, index) => [index, index + 1]));
    });
  });
}

/**
 * Dates outside the range reports cover (issue 33): `to=9999-12-31` looped forever (weeks compared as text sort
 * "+010000-01" before "9999-..."), `from=0000-01-01` was a 500 from PostgreSQL. The page and every CSV endpoint
 * now refuse them with 400 naming the field, before any query runs.
 */
const REFUSED_QUERIES: { query: string; field: "from" | "to" }[] = [
  { query: "to=9999-12-31", field: "to" },
  { query: "from=9999-12-31", field: "from" },
  { query: "from=0000-01-01&to=0000-01-31", field: "from" },
  { query: "from=0000-01-01", field: "from" },
  { query: "from=1999-12-31", field: "from" },
  { query: "from=%2B010000-01-01", field: "from" },
  { query: "from=2026-01-01&to=2026-02-30", field: "to" },
];

for (const { driver, skip } of testDrivers) {
  describe.skipIf(skip)(`report dates outside the range reports cover on ${driver}`, { timeout: 60_000 }, () => {
    const database = useLeadTestDatabase(driver);
    let cookie = "";
    beforeAll(async () => {
      cookie = (await signedInStaff(database.db, "reese")).cookie;
      await seed(database.db);
    });

    const csv = (report: string, query: string) => {
      const request = new Request(`http://localhost:3000/api/admin/reports/${report}.csv?${query}`, {
        headers: { host: "localhost:3000", cookie },
      });
      return reportCsvRoute.GET({
        request,
        url: new URL(request.url),
        params: { report },
        locals: {},
        clientAddress: "203.0.113.9",
      } as unknown as APIContext);
    };

    for (const { query, field } of REFUSED_QUERIES) {
      it(`/admin/reports?${query}: a 400 page naming ${field}, at once`, async () => {
        const started = performance.now();
        const page = await reportsPage(new URLSearchParams(query), staffDate(new Date()));
        expect(performance.now() - started).toBeLessThan(1000);
        expect(page.kind).toBe("invalid");
        if (page.kind !== "invalid") return;
        expect(page.field).toBe(field);
        expect(page.message).toContain(`The ${field === "from" ? "From" : "To"} date`);
        expect(page.message).toContain("2000-01-01");
        expect(page.message).toContain(page.bounds.max);
        // The form shows what was typed.
        expect(page.form[field]).toBe(new URLSearchParams(query).get(field));
      });

      it(`every report CSV with ?${query}: 400 naming ${field}`, async () => {
        for (const report of REPORT_IDS) {
          const started = performance.now();
          const response = await csv(report, query);
          expect(performance.now() - started, report).toBeLessThan(1000);
          expect(response.status, report).toBe(400);
          const body = (await response.json()) as { field: string; fieldErrors: Record<string, string>; message: string };
          expect(body.field, report).toBe(field);
          expect(Object.keys(body.fieldErrors), report).toEqual([field]);
          expect(body.message, report).toMatch(new RegExp(`^${field}: The (From|To) date`));
        }
      });
    }

    it("the bounds themselves are served: 2000-01-01 and a year (366 days) ahead, on the page and as CSV", async () => {
      const today = staffDate(new Date());
      for (const query of [
        "from=2000-01-01&to=2000-12-31",
        `from=${addDays(today, -5)}&to=${addDays(today, 366)}`,
        "from=&to=",
      ]) {
        const page = await reportsPage(new URLSearchParams(query), today);
        expect(page.kind, query).toBe("ok");
        if (page.kind === "ok") expect(page.tables["by-form"].rows.length, query).toBeLessThanOrEqual(54);
        for (const report of REPORT_IDS) expect((await csv(report, query)).status, `${report} ${query}`).toBe(200);
      }
      // The longest range (371 days back from a year ahead) has its weeks and its figures.
      const longest = await reportsPage(new URLSearchParams({ from: "2000-01-01", to: addDays(today, 366) }), today);
      expect(longest.kind).toBe("ok");
      if (longest.kind === "ok") expect(longest.range.from).toBe(addDays(today, 366 - 371));
    });
  });
}

function emptyTouch() {
  return {
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    gclid: null,
    gbraid: null,
    wbraid: null,
    fbclid: null,
    msclkid: null,
    referrer: null,
    landing_path: null,
    at: null,
  };
}
