CREATE TABLE "consultation_daily" (
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"product_id" uuid,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"outcome" smallint NOT NULL,
	"shard" smallint DEFAULT 0 NOT NULL,
	"consultations" integer NOT NULL,
	CONSTRAINT "consultation_daily_key" UNIQUE NULLS NOT DISTINCT("account_id","day","entity_id","product_id","country","language","outcome","shard")
);
--> statement-breakpoint
CREATE TABLE "notification_reads" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"last_read" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultation_monthly" (
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"entity_id" uuid NOT NULL,
	"product_id" uuid,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"outcome" smallint NOT NULL,
	"consultations" integer NOT NULL,
	CONSTRAINT "consultation_monthly_key" UNIQUE NULLS NOT DISTINCT("account_id","month","entity_id","product_id","country","language","outcome")
);
--> statement-breakpoint
CREATE TABLE "consultation_monthly_done" (
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "consultation_monthly_done_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
CREATE TABLE "alert_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"state" text DEFAULT 'inProgress' NOT NULL,
	"reasons" text[] NOT NULL,
	"serial" bigint,
	"reference" text,
	"product_id" uuid,
	"country" text,
	"target_country" text,
	"consultations" integer,
	"evidence" jsonb,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"created_by" uuid,
	"name" text NOT NULL,
	"product_id" uuid,
	"first_serial" bigint,
	"last_serial" bigint,
	"first_reference" text,
	"last_reference" text,
	"limit" integer NOT NULL,
	"target_country" boolean DEFAULT false NOT NULL,
	"anomaly_kinds" text[] DEFAULT '{}'::text[] NOT NULL,
	"recipients_to" text[] NOT NULL,
	"recipients_cc" text[] DEFAULT '{}'::text[] NOT NULL,
	"recipients_bcc" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alerts_type_check" CHECK ((product_id is not null and first_serial is null and last_serial is null)
        or (product_id is null and first_serial is not null and last_serial >= first_serial)),
	CONSTRAINT "alerts_limit_check" CHECK ("limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "anomalies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"serial" bigint,
	"reference" text,
	"evidence" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anomalies_key" UNIQUE("account_id","kind","key")
);
--> statement-breakpoint
CREATE TABLE "anomaly_scan" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"scanned_until" timestamp with time zone NOT NULL,
	"found" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"webhook_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_error" text,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"secret" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consultation_daily" ADD CONSTRAINT "consultation_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_daily" ADD CONSTRAINT "consultation_daily_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_daily" ADD CONSTRAINT "consultation_daily_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_monthly" ADD CONSTRAINT "consultation_monthly_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_monthly" ADD CONSTRAINT "consultation_monthly_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_monthly" ADD CONSTRAINT "consultation_monthly_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_monthly_done" ADD CONSTRAINT "consultation_monthly_done_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anomalies" ADD CONSTRAINT "anomalies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_daily_entity_idx" ON "consultation_daily" USING btree ("entity_id","day");--> statement-breakpoint
CREATE INDEX "alert_deliveries_alert_idx" ON "alert_deliveries" USING btree ("alert_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_account_idx" ON "alerts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_product_key" ON "alerts" USING btree ("account_id","product_id") WHERE product_id is not null;--> statement-breakpoint
CREATE INDEX "anomalies_account_idx" ON "anomalies" USING btree ("account_id","occurred_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("account_id","webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhooks_account_idx" ON "webhooks" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "seal_state_changes_account_idx" ON "seal_state_changes" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "consumer_forms_entity_idx" ON "consumer_forms" USING btree ("account_id","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "seal_consultations_errors_idx" ON "seal_consultations" USING btree ("account_id","entity_id","created_at") WHERE outcome in (30, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 111, -1);--> statement-breakpoint
CREATE INDEX "seal_consultations_created_idx" ON "seal_consultations" USING brin ("created_at");