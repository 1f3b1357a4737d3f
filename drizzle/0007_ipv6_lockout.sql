-- Issue 33: the clients each account signed in from (a username locked by failures from many addresses still signs in
-- from these), and an index on login_failures.failed_at for deleting old failures a few at a time. Schema-relative
-- references (no "public."), so the tests' per-run schemas on PostgreSQL hold their own tables.
CREATE TABLE "sign_in_clients" (
	"user_id" uuid NOT NULL,
	"client" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_in_clients_user_id_client_pk" PRIMARY KEY("user_id","client")
);
--> statement-breakpoint
ALTER TABLE "sign_in_clients" ADD CONSTRAINT "sign_in_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_clients_last_idx" ON "sign_in_clients" USING btree ("last_sign_in_at");--> statement-breakpoint
CREATE INDEX "login_failures_failed_at_idx" ON "login_failures" USING btree ("failed_at");