CREATE TABLE "anonymous_action_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"target_id" text,
	"input" jsonb,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pre_registrations" DROP CONSTRAINT "pre_registrations_account_id_accounts_id_fk";
--> statement-breakpoint
-- The anonymous action-log lines (no account) move to anonymous_action_log, which stays local on Citus.
INSERT INTO "anonymous_action_log" ("id", "method", "target_id", "input", "before", "after", "ip", "at")
  SELECT "id", "method", "target_id", "input", "before", "after", "ip", "at" FROM "action_log" WHERE "account_id" IS NULL;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"anonymous_action_log"', 'id'), coalesce(max("id"), 0) + 1, false) FROM "anonymous_action_log";--> statement-breakpoint
DELETE FROM "action_log" WHERE "account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "action_log" DROP CONSTRAINT "action_log_pkey";--> statement-breakpoint
ALTER TABLE "action_log" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
CREATE INDEX "anonymous_action_log_at_idx" ON "anonymous_action_log" USING btree ("at");