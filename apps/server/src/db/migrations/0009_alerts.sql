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
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_deliveries_alert_idx" ON "alert_deliveries" USING btree ("alert_id","created_at");--> statement-breakpoint
CREATE INDEX "alerts_account_idx" ON "alerts" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_product_key" ON "alerts" USING btree ("account_id","product_id") WHERE product_id is not null;