CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "reference" text;--> statement-breakpoint
-- Rows stored before references existed get one too (hex digits 0 and 1 mapped into the reference alphabet).
UPDATE "contacts" SET "reference" = translate(upper(substr(md5(random()::text || "id"::text), 1, 8)), '01', 'GH') WHERE "reference" IS NULL;--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "source" text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_reference_unique" UNIQUE("reference");
