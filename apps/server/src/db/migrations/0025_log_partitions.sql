-- The action log and the resolver's daily follows become tables partitioned by month, as the
-- consultation log is since 0024 (docs/scale-out.md, "Monthly partitions"): the action log by
-- `at` (UTC), the follows by `day`, each month a table of its own and a default partition for a
-- row outside every month made. A key of a partitioned table holds its partition key: the action
-- log's is (account_id, id, at); the follows' (account_id, day, item_id, product_id) already is.
-- The rows are copied over, ids and sequence kept; create_monthly_partitions() (0024) makes the
-- months, and the server's daily job keeps the next ones made.
--
-- Also: a user's sessions are found within their account (sessions_user_idx leads with account_id),
-- as every statement ending them names it.
DROP INDEX "sessions_user_idx";--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("account_id","user_id");--> statement-breakpoint
ALTER TABLE "action_log" RENAME TO "action_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "action_log_unpartitioned" RENAME CONSTRAINT "action_log_account_id_id_pk" TO "action_log_unpartitioned_pk";--> statement-breakpoint
ALTER INDEX "action_log_account_idx" RENAME TO "action_log_unpartitioned_account_idx";--> statement-breakpoint
CREATE TABLE "action_log" (
	"id" bigint DEFAULT nextval('action_log_id_seq'::regclass) NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid,
	"user_id" uuid,
	"method" text NOT NULL,
	"target_id" text,
	"input" jsonb,
	"before" jsonb,
	"after" jsonb,
	"ip" text,
	"api_token_id" uuid,
	"api_token_name" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_log_account_id_id_at_pk" PRIMARY KEY("account_id","id","at")
) PARTITION BY RANGE ("at");--> statement-breakpoint
ALTER SEQUENCE "action_log_id_seq" OWNED BY "action_log"."id";--> statement-breakpoint
CREATE INDEX "action_log_account_idx" ON "action_log" USING btree ("account_id","at");--> statement-breakpoint
CREATE TABLE "action_log_default" PARTITION OF "action_log" DEFAULT;--> statement-breakpoint
SELECT create_monthly_partitions('action_log',
  least((SELECT min("at") FROM "action_log_unpartitioned"), now() - interval '13 months'),
  now() + interval '3 months');--> statement-breakpoint
INSERT INTO "action_log" ("id", "account_id", "entity_id", "user_id", "method", "target_id", "input", "before", "after", "ip", "api_token_id", "api_token_name", "at")
  SELECT "id", "account_id", "entity_id", "user_id", "method", "target_id", "input", "before", "after", "ip", "api_token_id", "api_token_name", "at"
  FROM "action_log_unpartitioned";--> statement-breakpoint
DROP TABLE "action_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "resolver_follows_daily" RENAME TO "resolver_follows_daily_unpartitioned";--> statement-breakpoint
ALTER TABLE "resolver_follows_daily_unpartitioned" RENAME CONSTRAINT "resolver_follows_daily_account_id_day_item_id_product_id_pk" TO "resolver_follows_daily_unpartitioned_pk";--> statement-breakpoint
ALTER TABLE "resolver_follows_daily_unpartitioned" RENAME CONSTRAINT "resolver_follows_daily_account_id_accounts_id_fk" TO "resolver_follows_daily_unpartitioned_account_fk";--> statement-breakpoint
ALTER TABLE "resolver_follows_daily_unpartitioned" RENAME CONSTRAINT "resolver_follows_daily_item_id_fk" TO "resolver_follows_daily_unpartitioned_item_fk";--> statement-breakpoint
ALTER TABLE "resolver_follows_daily_unpartitioned" RENAME CONSTRAINT "resolver_follows_daily_product_id_fk" TO "resolver_follows_daily_unpartitioned_product_fk";--> statement-breakpoint
CREATE TABLE "resolver_follows_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"follows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resolver_follows_daily_account_id_day_item_id_product_id_pk" PRIMARY KEY("account_id","day","item_id","product_id")
) PARTITION BY RANGE ("day");--> statement-breakpoint
ALTER TABLE "resolver_follows_daily" ADD CONSTRAINT "resolver_follows_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_follows_daily" ADD CONSTRAINT "resolver_follows_daily_item_id_fk" FOREIGN KEY ("account_id","item_id") REFERENCES "public"."resolver_items"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_follows_daily" ADD CONSTRAINT "resolver_follows_daily_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "resolver_follows_daily_default" PARTITION OF "resolver_follows_daily" DEFAULT;--> statement-breakpoint
SELECT create_monthly_partitions('resolver_follows_daily',
  least((SELECT min("day") FROM "resolver_follows_daily_unpartitioned")::timestamptz, now() - interval '13 months'),
  now() + interval '3 months');--> statement-breakpoint
INSERT INTO "resolver_follows_daily" ("account_id", "day", "item_id", "product_id", "follows")
  SELECT "account_id", "day", "item_id", "product_id", "follows" FROM "resolver_follows_daily_unpartitioned";--> statement-breakpoint
DROP TABLE "resolver_follows_daily_unpartitioned";
