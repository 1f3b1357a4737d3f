import { describe, expect, it } from "vitest";
import {
  MAX_RANGE_DAYS,
  MAX_REPORT_WEEKS,
  MIN_REPORT_DATE,
  RESPONSE_BUCKET_SECONDS,
  addDays,
  formatDuration,
  median,
  medianPositions,
  niceMax,
  parseReportRange,
  pivotWeekly,
  reportDateBounds,
  responseBucketBounds,
  weekStart,
  weeksOf,
  weeklyTable,
} from "./reports";

describe("report arithmetic", () => {
  it("defaults to the last 12 weeks (Monday 11 weeks ago to today) and bounds a given range", () => {
    const range = (query: Record<string, string>, today: string) => {
      const parsed = parseReportRange(new URLSearchParams(query), today);
      if (!parsed.ok) throw new Error(`refused: ${JSON.stringify(parsed.problem)}`);
      return parsed.range;
    };
    // 2026-11-20 is a Friday.
    expect(range({}, "2026-11-20")).toEqual({ from: "2026-08-31", to: "2026-11-20" });
    expect(weeksOf({ from: "2026-08-31", to: "2026-11-20" })).toHaveLength(12);
    expect(range({ from: "2026-11-10", to: "2026-11-01" }, "2026-11-20")).toEqual({ from: "2026-11-01", to: "2026-11-10" });
    expect(range({ from: "2020-01-01", to: "2026-11-20" }, "2026-11-20").from).toBe("2025-11-14");
    expect(range({ from: "", to: "" }, "2026-11-20")).toEqual({ from: "2026-08-31", to: "2026-11-20" });
    expect(weekStart("2026-11-22")).toBe("2026-11-16");
    expect(weekStart("2026-11-16")).toBe("2026-11-16");
    expect(weekStart("1969-12-31")).toBe("1969-12-29");
    expect(weekStart("2000-01-01")).toBe("1999-12-27");
  });

  it("takes dates from 2000-01-01 to a year (366 days) after today, and names the field of any other (issue 33)", () => {
    const today = "2026-11-20";
    expect(reportDateBounds(today)).toEqual({ min: MIN_REPORT_DATE, max: "2027-11-21" });
    expect(MIN_REPORT_DATE).toBe("2000-01-01");
    const parse = (query: Record<string, string>) => parseReportRange(new URLSearchParams(query), today);
    expect(parse({ from: "2000-01-01", to: "2000-01-31" })).toEqual({
      ok: true,
      range: { from: "2000-01-01", to: "2000-01-31" },
    });
    expect(parse({ from: "2027-11-01", to: "2027-11-21" })).toEqual({
      ok: true,
      range: { from: "2027-11-01", to: "2027-11-21" },
    });
    const refused: [Record<string, string>, "from" | "to", "format" | "range"][] = [
      [{ to: "9999-12-31" }, "to", "range"],
      [{ from: "9999-12-31" }, "from", "range"],
      [{ from: "0000-01-01", to: "0000-01-31" }, "from", "range"],
      [{ from: "0000-01-01" }, "from", "range"],
      [{ from: "1999-12-31" }, "from", "range"],
      [{ to: "2027-11-22" }, "to", "range"],
      [{ from: "2026-01-01", to: "+010000-01-01" }, "to", "format"],
      [{ from: "2026-02-30" }, "from", "format"],
      [{ to: "20261120" }, "to", "format"],
      [{ from: "next week" }, "from", "format"],
    ];
    for (const [query, field, kind] of refused) {
      expect(parse(query), JSON.stringify(query)).toEqual({
        ok: false,
        problem: { field, kind, value: query[field], min: "2000-01-01", max: "2027-11-21" },
      });
    }
  });

  it("walks weeks as day numbers and refuses more than MAX_REPORT_WEEKS, whatever range it is handed", () => {
    expect(MAX_REPORT_WEEKS).toBe(54);
    // The longest range that parsing lets through, starting on a Sunday, touches exactly the cap.
    const longest = { from: "2025-11-16", to: addDays("2025-11-16", MAX_RANGE_DAYS) };
    expect(weeksOf(longest)).toHaveLength(MAX_REPORT_WEEKS);
    expect(weeksOf({ from: "2026-11-20", to: "2026-11-01" })).toEqual([]);
    expect(() => weeksOf({ from: "2000-01-01", to: "9999-12-31" })).toThrow(RangeError);
    // The range that looped forever (week boundaries compared as text, "+010000-01-03" < "9999-12-31") ends.
    expect(weeksOf({ from: "9999-12-31", to: "+010000-01-31" })).toEqual([
      "9999-12-27",
      "+010000-01-03",
      "+010000-01-10",
      "+010000-01-17",
      "+010000-01-24",
      "+010000-01-31",
    ]);
    // Across year 9999 the weeks are numbers, not text that sorts "+010000-01" before "9999-...".
    expect(weeksOf({ from: "9999-12-20", to: "9999-12-31" })).toEqual(["9999-12-20", "9999-12-27"]);
  });

  it("pivots weekly counts: every week (zeros too), the top series by total, the rest as Other", () => {
    const weeks = ["2026-11-02", "2026-11-09", "2026-11-16"];
    const pivot = pivotWeekly(
      [
        { week: "2026-11-02", key: "google / cpc", count: 5 },
        { week: "2026-11-16", key: "google / cpc", count: 1 },
        { week: "2026-11-02", key: "bing / cpc", count: 2 },
        { week: "2026-11-16", key: "(direct) / (none)", count: 3 },
        { week: "2026-11-16", key: "news.example.com / referral", count: 1 },
      ],
      weeks,
      2,
      "Other",
    );
    expect(pivot.series).toEqual(["google / cpc", "(direct) / (none)", "Other"]);
    expect(pivot.values).toEqual([
      [5, 0, 2],
      [0, 0, 0],
      [1, 3, 1],
    ]);
    expect(pivot.totals).toEqual([7, 0, 5]);
    expect(weeklyTable("by-source", pivot, "Week of", "Leads").rows[2]).toEqual(["2026-11-16", 1, 3, 1, 5]);
  });

  it("medians, durations and axis maxima", () => {
    expect(median([])).toBeNull();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(formatDuration(45 * 60)).toBe("45 min");
    expect(formatDuration(3 * 3600 + 20 * 60)).toBe("3 h 20 min");
    expect(formatDuration(52 * 3600)).toBe("2 d 4 h");
    expect([0, 1, 7, 12, 26, 480].map(niceMax)).toEqual([1, 1, 10, 20, 50, 500]);
  });

  it("finds the bucket and rank of the middle value(s) of a response-time histogram", () => {
    expect(medianPositions([])).toBeNull();
    expect(medianPositions([{ bucket: 3, count: 0 }])).toBeNull();
    // Odd count (7): the 4th value (rank 3), the second of bucket 5 whatever the order the rows come in.
    expect(
      medianPositions([
        { bucket: 5, count: 4 },
        { bucket: 2, count: 2 },
        { bucket: 9, count: 1 },
      ]),
    ).toEqual([
      { bucket: 5, offset: 1 },
      { bucket: 5, offset: 1 },
    ]);
    // Even count (4): ranks 1 and 2, which straddle two buckets.
    expect(
      medianPositions([
        { bucket: 1, count: 2 },
        { bucket: 4, count: 2 },
      ]),
    ).toEqual([
      { bucket: 1, offset: 1 },
      { bucket: 4, offset: 0 },
    ]);
    // Against the plain median of listed values, bucketed by the thresholds.
    const values = [5, 5, 299, 300, 301, 3599, 3600, 86400, 90000, 40_000_000, -3];
    for (let count = 1; count <= values.length; count += 1) {
      const some = values.slice(0, count);
      const bucketOf = (v: number) => RESPONSE_BUCKET_SECONDS.filter((t) => t <= v).length;
      const histogram = new Map<number, number[]>();
      for (const v of some) histogram.set(bucketOf(v), [...(histogram.get(bucketOf(v)) ?? []), v]);
      const [low, high] = medianPositions([...histogram].map(([bucket, list]) => ({ bucket, count: list.length })))!;
      const pick = (p: { bucket: number; offset: number }) => histogram.get(p.bucket)!.sort((a, b) => a - b)[p.offset]!;
      expect((pick(low) + pick(high)) / 2).toBe(median(some));
      for (const p of [low, high]) {
        const [lower, upper] = responseBucketBounds(p.bucket);
        expect(pick(p) >= (lower ?? -Infinity) && pick(p) < (upper ?? Infinity)).toBe(true);
      }
    }
  });
});
