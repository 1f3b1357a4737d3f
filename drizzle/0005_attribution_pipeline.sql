CREATE TABLE "contact_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"author_id" uuid,
	"author_username" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_utm_source" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_utm_medium" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_utm_term" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_utm_content" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_gclid" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_gbraid" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_wbraid" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_fbclid" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_msclkid" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_referrer_host" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_landing_path" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_touch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_utm_source" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_utm_medium" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_utm_campaign" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_utm_term" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_utm_content" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_gclid" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_gbraid" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_wbraid" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_fbclid" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_msclkid" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_referrer_host" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_landing_path" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "last_touch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "first_status_change_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_utm_source" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_utm_medium" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_utm_campaign" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_utm_term" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_utm_content" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_gclid" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_gbraid" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_wbraid" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_fbclid" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_msclkid" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_referrer_host" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_landing_path" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "first_touch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_utm_source" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_utm_medium" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_utm_campaign" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_utm_term" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_utm_content" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_gclid" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_gbraid" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_wbraid" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_fbclid" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_msclkid" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_referrer_host" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_landing_path" text;--> statement-breakpoint
ALTER TABLE "newsletters" ADD COLUMN "last_touch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_notes" ADD CONSTRAINT "contact_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_notes_contact_idx" ON "contact_notes" USING btree ("contact_id","created_at");--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_owner_submitted_idx" ON "contacts" USING btree ("owner_id","submitted_at");--> statement-breakpoint
CREATE INDEX "contacts_last_utm_source_submitted_idx" ON "contacts" USING btree ("last_utm_source","submitted_at");--> statement-breakpoint
CREATE INDEX "contacts_last_utm_medium_submitted_idx" ON "contacts" USING btree ("last_utm_medium","submitted_at");--> statement-breakpoint
CREATE INDEX "contacts_last_utm_campaign_submitted_idx" ON "contacts" USING btree ("last_utm_campaign","submitted_at");--> statement-breakpoint
CREATE INDEX "contacts_reports_idx" ON "contacts" USING btree ("submitted_at","source","status","last_utm_source","last_utm_medium","last_referrer_host","last_utm_campaign","first_status_change_at");--> statement-breakpoint
-- Leads whose status already changed: their first change, for the reports' median time to first response.
UPDATE "contacts" SET "first_status_change_at" = "first_change"."changed_at" FROM (SELECT "contact_id", min("changed_at") AS "changed_at" FROM "contact_status_history" GROUP BY "contact_id") AS "first_change" WHERE "first_change"."contact_id" = "contacts"."id";
