-- The consultation log becomes a table partitioned by month of created_at (UTC), each month a
-- table of its own (seal_consultations_2026_11), and a default partition for a row outside every
-- month made (docs/scale-out.md, "Monthly partitions"). A key of a partitioned table holds its
-- partition key: the primary key is (account_id, id, created_at). The rows are copied over, ids
-- and sequence kept.
--
-- create_monthly_partitions(parent, first, last) makes the months of parent from first's to
-- last's that do not exist yet and answers how many it made; a month whose rows wait in the
-- default partition is skipped with a warning. The server's daily job (db/partitions.ts) keeps the
-- next months made with it.
CREATE FUNCTION "create_monthly_partitions"("parent" regclass, "first" timestamptz, "last" timestamptz)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  "month" timestamp := date_trunc('month', "first" AT TIME ZONE 'UTC');
  "made" integer := 0;
  "name" text;
BEGIN
  WHILE "month" <= date_trunc('month', "last" AT TIME ZONE 'UTC') LOOP
    "name" := (SELECT "relname" FROM pg_class WHERE "oid" = "parent") || '_' || to_char("month", 'YYYY_MM');
    IF to_regclass(quote_ident("name")) IS NULL THEN
      BEGIN
        EXECUTE format('CREATE TABLE %I PARTITION OF %s FOR VALUES FROM (%L) TO (%L)', "name", "parent",
          "month"::text || '+00', ("month" + interval '1 month')::text || '+00');
        "made" := "made" + 1;
      EXCEPTION WHEN check_violation THEN
        -- The default partition holds rows of that month: the month is left there, the next ones made.
        RAISE WARNING 'month % of % not made: the default partition holds rows of it', "name", "parent";
      END;
    END IF;
    "month" := "month" + interval '1 month';
  END LOOP;
  RETURN "made";
END $$;--> statement-breakpoint
ALTER TABLE "seal_consultations" RENAME TO "seal_consultations_unpartitioned";--> statement-breakpoint
ALTER TABLE "seal_consultations_unpartitioned" RENAME CONSTRAINT "seal_consultations_account_id_id_pk" TO "seal_consultations_unpartitioned_pk";--> statement-breakpoint
ALTER TABLE "seal_consultations_unpartitioned" RENAME CONSTRAINT "seal_consultations_account_id_accounts_id_fk" TO "seal_consultations_unpartitioned_account_fk";--> statement-breakpoint
ALTER TABLE "seal_consultations_unpartitioned" RENAME CONSTRAINT "seal_consultations_entity_id_fk" TO "seal_consultations_unpartitioned_entity_fk";--> statement-breakpoint
ALTER TABLE "seal_consultations_unpartitioned" RENAME CONSTRAINT "seal_consultations_product_id_fk" TO "seal_consultations_unpartitioned_product_fk";--> statement-breakpoint
ALTER INDEX "seal_consultations_account_idx" RENAME TO "seal_consultations_unpartitioned_account_idx";--> statement-breakpoint
ALTER INDEX "seal_consultations_created_idx" RENAME TO "seal_consultations_unpartitioned_created_idx";--> statement-breakpoint
ALTER INDEX "seal_consultations_errors_idx" RENAME TO "seal_consultations_unpartitioned_errors_idx";--> statement-breakpoint
ALTER INDEX "seal_consultations_seal_idx" RENAME TO "seal_consultations_unpartitioned_seal_idx";--> statement-breakpoint
CREATE TABLE "seal_consultations" (
	"id" bigint DEFAULT nextval('seal_consultations_id_seq'::regclass) NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid,
	"serial" bigint,
	"reference" text NOT NULL,
	"product_id" uuid,
	"outcome" smallint NOT NULL,
	"ip" "inet" NOT NULL,
	"country" text,
	"language" text,
	"user_agent" text,
	"embedding_site" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seal_consultations_account_id_id_created_at_pk" PRIMARY KEY("account_id","id","created_at")
) PARTITION BY RANGE ("created_at");--> statement-breakpoint
ALTER SEQUENCE "seal_consultations_id_seq" OWNED BY "seal_consultations"."id";--> statement-breakpoint
ALTER TABLE "seal_consultations" ADD CONSTRAINT "seal_consultations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_consultations" ADD CONSTRAINT "seal_consultations_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_consultations" ADD CONSTRAINT "seal_consultations_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seal_consultations_account_idx" ON "seal_consultations" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "seal_consultations_created_idx" ON "seal_consultations" USING brin ("created_at");--> statement-breakpoint
CREATE INDEX "seal_consultations_errors_idx" ON "seal_consultations" USING btree ("account_id","entity_id","created_at") WHERE outcome in (30, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 111, -1);--> statement-breakpoint
CREATE INDEX "seal_consultations_seal_idx" ON "seal_consultations" USING btree ("account_id","serial","created_at");--> statement-breakpoint
CREATE TABLE "seal_consultations_default" PARTITION OF "seal_consultations" DEFAULT;--> statement-breakpoint
-- The months of the rows there are, at least the last 13 (room for the demo's year of history,
-- written after the migrations), and the next 3.
SELECT create_monthly_partitions('seal_consultations',
  least((SELECT min("created_at") FROM "seal_consultations_unpartitioned"), now() - interval '13 months'),
  now() + interval '3 months');--> statement-breakpoint
INSERT INTO "seal_consultations" ("id", "account_id", "entity_id", "serial", "reference", "product_id", "outcome", "ip", "country", "language", "user_agent", "embedding_site", "created_at")
  SELECT "id", "account_id", "entity_id", "serial", "reference", "product_id", "outcome", "ip", "country", "language", "user_agent", "embedding_site", "created_at"
  FROM "seal_consultations_unpartitioned";--> statement-breakpoint
DROP TABLE "seal_consultations_unpartitioned";
