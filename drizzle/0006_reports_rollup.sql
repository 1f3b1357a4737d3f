CREATE TABLE "lead_report_days" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"value" text,
	"medium" text,
	"referrer_host" text,
	"leads" integer NOT NULL,
	"compacted" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
DROP INDEX "contacts_reports_idx";--> statement-breakpoint
CREATE INDEX "lead_report_days_idx" ON "lead_report_days" USING btree ("dimension","day");--> statement-breakpoint
CREATE INDEX "lead_report_days_fresh_idx" ON "lead_report_days" USING btree ("dimension","day") WHERE not "lead_report_days"."compacted";--> statement-breakpoint
CREATE INDEX "contacts_response_idx" ON "contacts" USING btree ((extract(epoch from ("first_status_change_at" - "submitted_at"))),"submitted_at","first_status_change_at") WHERE "contacts"."first_status_change_at" is not null;--> statement-breakpoint
-- The bucket of a time to first response (seconds) for the roll-up: width_bucket over fixed thresholds, the same
-- list as RESPONSE_BUCKET_SECONDS in src/lib/reports.ts (reports.test.ts checks they agree). 0 = negative.
CREATE FUNCTION lead_response_bucket(seconds numeric) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket($1, '{0,300,900,1800,3600,7200,10800,14400,21600,28800,36000,43200,54000,64800,75600,86400,108000,129600,151200,172800,216000,259200,302400,345600,432000,518400,604800,864000,1209600,1814400,2592000,5184000,7776000,15552000,31536000}'::numeric[])
$$;--> statement-breakpoint
-- The roll-up rows one lead counts in (see lead_report_days in src/server/db/schema.ts). The day is the submission
-- date in the staff time zone (src/lib/staff-time.ts); changing that zone means calling lead_report_days_rebuild().
CREATE FUNCTION lead_report_keys(submitted_at timestamptz, form text, status text, utm_source text, utm_medium text, referrer_host text, utm_campaign text, first_status_change_at timestamptz)
RETURNS TABLE (dimension text, day date, value text, medium text, referrer_host text) LANGUAGE sql STABLE AS $$
  SELECT k.dimension, ($1 AT TIME ZONE 'America/Chicago')::date, k.value, k.medium, k.referrer_host
  FROM (VALUES
    ('form', $2, NULL::text, NULL::text),
    ('source', $4, $5, CASE WHEN $4 IS NULL THEN $6 END),
    ('status', $3, NULL, NULL),
    ('campaign', $7, NULL, NULL),
    ('response', lead_response_bucket(extract(epoch from ($8 - $1)))::text, NULL, NULL)
  ) AS k(dimension, value, medium, referrer_host)
$$;--> statement-breakpoint
-- Keeps lead_report_days in step with contacts, in the statement that changes them (statement-level triggers with
-- transition tables: one insert per statement, whatever its row count). Each change is appended (+n / -n per key)
-- rather than added to a counter, so concurrent lead inserts never wait on one another's row locks. Updates that
-- move no count (an owner, updated_at, ...) append nothing.
CREATE FUNCTION lead_report_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM lead_report_days;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO lead_report_days (dimension, day, value, medium, referrer_host, leads)
    SELECT k.dimension, k.day, k.value, k.medium, k.referrer_host, count(*)::int
    FROM lead_report_added AS c
    CROSS JOIN LATERAL lead_report_keys(c.submitted_at, c.source, c.status, c.last_utm_source, c.last_utm_medium, c.last_referrer_host, c.last_utm_campaign, c.first_status_change_at) AS k
    GROUP BY 1, 2, 3, 4, 5;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO lead_report_days (dimension, day, value, medium, referrer_host, leads)
    SELECT k.dimension, k.day, k.value, k.medium, k.referrer_host, -count(*)::int
    FROM lead_report_removed AS c
    CROSS JOIN LATERAL lead_report_keys(c.submitted_at, c.source, c.status, c.last_utm_source, c.last_utm_medium, c.last_referrer_host, c.last_utm_campaign, c.first_status_change_at) AS k
    GROUP BY 1, 2, 3, 4, 5;
  ELSE
    INSERT INTO lead_report_days (dimension, day, value, medium, referrer_host, leads)
    SELECT k.dimension, k.day, k.value, k.medium, k.referrer_host, sum(c.n)::int
    FROM (
      SELECT 1 AS n, submitted_at, source, status, last_utm_source, last_utm_medium, last_referrer_host, last_utm_campaign, first_status_change_at FROM lead_report_added
      UNION ALL
      SELECT -1, submitted_at, source, status, last_utm_source, last_utm_medium, last_referrer_host, last_utm_campaign, first_status_change_at FROM lead_report_removed
    ) AS c
    CROSS JOIN LATERAL lead_report_keys(c.submitted_at, c.source, c.status, c.last_utm_source, c.last_utm_medium, c.last_referrer_host, c.last_utm_campaign, c.first_status_change_at) AS k
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.n) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Replaces the rows of every (dimension, day) that has appended ones by their sums (keys summing to zero go), in
-- one statement: what it deletes is exactly what it sums, so a concurrent append or compaction changes no total.
-- Answers the number of rows written.
CREATE FUNCTION lead_report_days_compact() RETURNS integer LANGUAGE sql AS $$
  WITH fresh AS (SELECT DISTINCT dimension, day FROM lead_report_days WHERE NOT compacted),
  removed AS (
    DELETE FROM lead_report_days AS r USING fresh AS f WHERE r.dimension = f.dimension AND r.day = f.day
    RETURNING r.dimension, r.day, r.value, r.medium, r.referrer_host, r.leads
  ),
  summed AS (
    INSERT INTO lead_report_days (dimension, day, value, medium, referrer_host, leads, compacted)
    SELECT dimension, day, value, medium, referrer_host, sum(leads)::int, true FROM removed
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(leads) <> 0
    RETURNING 1
  )
  SELECT count(*)::int FROM summed;
$$;--> statement-breakpoint
-- Recounts the roll-up from contacts (the backfill below; also after a change of the staff time zone).
CREATE FUNCTION lead_report_days_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM lead_report_days;
  INSERT INTO lead_report_days (dimension, day, value, medium, referrer_host, leads, compacted)
  SELECT k.dimension, k.day, k.value, k.medium, k.referrer_host, count(*)::int, true
  FROM contacts AS c
  CROSS JOIN LATERAL lead_report_keys(c.submitted_at, c.source, c.status, c.last_utm_source, c.last_utm_medium, c.last_referrer_host, c.last_utm_campaign, c.first_status_change_at) AS k
  GROUP BY 1, 2, 3, 4, 5;
$$;--> statement-breakpoint
CREATE TRIGGER lead_report_days_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS lead_report_added FOR EACH STATEMENT EXECUTE FUNCTION lead_report_days_apply();--> statement-breakpoint
CREATE TRIGGER lead_report_days_update AFTER UPDATE ON contacts REFERENCING OLD TABLE AS lead_report_removed NEW TABLE AS lead_report_added FOR EACH STATEMENT EXECUTE FUNCTION lead_report_days_apply();--> statement-breakpoint
CREATE TRIGGER lead_report_days_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS lead_report_removed FOR EACH STATEMENT EXECUTE FUNCTION lead_report_days_apply();--> statement-breakpoint
CREATE TRIGGER lead_report_days_truncate AFTER TRUNCATE ON contacts FOR EACH STATEMENT EXECUTE FUNCTION lead_report_days_apply();--> statement-breakpoint
-- The triggers exist before the backfill: creating them locks out writes to contacts until this migration
-- commits, so no lead is written between the count and the triggers (none missed, none counted twice).
SELECT lead_report_days_rebuild();
