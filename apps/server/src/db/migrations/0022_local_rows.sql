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
CREATE TABLE "unmatched_consultations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"outcome" smallint NOT NULL,
	"ip" "inet" NOT NULL,
	"country" text,
	"language" text,
	"user_agent" text,
	"embedding_site" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seal_consultations" DROP CONSTRAINT "seal_consultations_seal_check";--> statement-breakpoint
ALTER TABLE "pre_registrations" DROP CONSTRAINT "pre_registrations_account_id_accounts_id_fk";
--> statement-breakpoint
-- The anonymous action-log lines (no account) move to anonymous_action_log, which stays local on Citus.
INSERT INTO "anonymous_action_log" ("id", "method", "target_id", "input", "before", "after", "ip", "at")
  SELECT "id", "method", "target_id", "input", "before", "after", "ip", "at" FROM "action_log" WHERE "account_id" IS NULL;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"anonymous_action_log"', 'id'), coalesce(max("id"), 0) + 1, false) FROM "anonymous_action_log";--> statement-breakpoint
DELETE FROM "action_log" WHERE "account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "action_log" DROP CONSTRAINT "action_log_pkey";--> statement-breakpoint
ALTER TABLE "action_log" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
-- The consultations of references that named no seal (no account) move to unmatched_consultations, which stays local on Citus.
INSERT INTO "unmatched_consultations" ("id", "reference", "outcome", "ip", "country", "language", "user_agent", "embedding_site", "created_at")
  SELECT "id", "reference", "outcome", "ip", "country", "language", "user_agent", "embedding_site", "created_at" FROM "seal_consultations" WHERE "account_id" IS NULL;--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('"unmatched_consultations"', 'id'), coalesce(max("id"), 0) + 1, false) FROM "unmatched_consultations";--> statement-breakpoint
DELETE FROM "seal_consultations" WHERE "account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "seal_consultations" DROP CONSTRAINT "seal_consultations_pkey";--> statement-breakpoint
ALTER TABLE "seal_consultations" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "action_log" ADD CONSTRAINT "action_log_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "seal_consultations" ADD CONSTRAINT "seal_consultations_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
CREATE INDEX "anonymous_action_log_at_idx" ON "anonymous_action_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "unmatched_consultations_created_idx" ON "unmatched_consultations" USING brin ("created_at");