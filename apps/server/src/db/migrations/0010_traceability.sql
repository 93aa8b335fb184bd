CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"scopes" text[] NOT NULL,
	"hint" text NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "container_model_sites" (
	"account_id" uuid NOT NULL,
	"container_model_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	CONSTRAINT "container_model_sites_container_model_id_site_id_pk" PRIMARY KEY("container_model_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "container_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"level" smallint NOT NULL,
	"content_type" text NOT NULL,
	"min_quantity" integer NOT NULL,
	"max_quantity" integer NOT NULL,
	"skus" text[] DEFAULT '{}' NOT NULL,
	"code_kind" text DEFAULT 'console' NOT NULL,
	"sscc_prefix" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "container_models_account_id_key" UNIQUE("account_id","id"),
	CONSTRAINT "container_models_level_check" CHECK (level between 1 and 10),
	CONSTRAINT "container_models_quantity_check" CHECK (min_quantity >= 1 and max_quantity < 500 and min_quantity < max_quantity),
	CONSTRAINT "container_models_level_one_check" CHECK (level > 1 or content_type = 'objects'),
	CONSTRAINT "container_models_sscc_check" CHECK (code_kind = 'console' or sscc_prefix is not null)
);
--> statement-breakpoint
CREATE TABLE "container_seals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"container_id" uuid NOT NULL,
	"first_serial" bigint NOT NULL,
	"last_serial" bigint NOT NULL,
	"serials" "int8range" GENERATED ALWAYS AS (int8range(first_serial, last_serial, '[]')) STORED NOT NULL,
	"key_version" smallint NOT NULL,
	CONSTRAINT "container_seals_serials_check" CHECK (first_serial >= 0 and last_serial >= first_serial)
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"code" text NOT NULL,
	"code_kind" text NOT NULL,
	"product_container_id" uuid NOT NULL,
	"level" smallint NOT NULL,
	"parent_id" uuid,
	"seal_count" integer DEFAULT 0 NOT NULL,
	"child_count" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"packed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "containers_account_id_key" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "epcis_captures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid,
	"running" boolean DEFAULT true NOT NULL,
	"success" boolean,
	"event_count" integer DEFAULT 0 NOT NULL,
	"captured_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_model_sites" (
	"account_id" uuid NOT NULL,
	"event_model_id" uuid NOT NULL,
	"site_id" uuid NOT NULL,
	CONSTRAINT "event_model_sites_event_model_id_site_id_pk" PRIMARY KEY("event_model_id","site_id")
);
--> statement-breakpoint
CREATE TABLE "event_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"name" jsonb NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"target" text NOT NULL,
	"biz_step" text NOT NULL,
	"disposition" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_models_account_id_key" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "product_containers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"container_model_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"gtin" text NOT NULL,
	"parent_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_containers_account_id_key" UNIQUE("account_id","id")
);
--> statement-breakpoint
CREATE TABLE "sscc_counters" (
	"container_model_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"last_serial" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trace_event_containers" (
	"account_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"container_id" uuid NOT NULL,
	CONSTRAINT "trace_event_containers_event_id_container_id_pk" PRIMARY KEY("event_id","container_id")
);
--> statement-breakpoint
CREATE TABLE "trace_event_seals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"first_serial" bigint NOT NULL,
	"last_serial" bigint NOT NULL,
	"serials" "int8range" GENERATED ALWAYS AS (int8range(first_serial, last_serial, '[]')) STORED NOT NULL,
	"key_version" smallint NOT NULL,
	CONSTRAINT "trace_event_seals_serials_check" CHECK (first_serial >= 0 and last_serial >= first_serial)
);
--> statement-breakpoint
CREATE TABLE "trace_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"event_model_id" uuid,
	"epcis_type" text NOT NULL,
	"action" text NOT NULL,
	"biz_step" text NOT NULL,
	"disposition" text,
	"event_time" timestamp with time zone NOT NULL,
	"event_time_zone_offset" text NOT NULL,
	"site_id" uuid,
	"target_site_id" uuid,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"parent_container_id" uuid,
	"source" text NOT NULL,
	"reference_count" integer DEFAULT 0 NOT NULL,
	"container_count" integer DEFAULT 0 NOT NULL,
	"ignored_count" integer DEFAULT 0 NOT NULL,
	"epcis_event_id" text,
	"extensions" jsonb,
	"declared_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trace_events_account_id_key" UNIQUE("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_model_sites" ADD CONSTRAINT "container_model_sites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_model_sites" ADD CONSTRAINT "container_model_sites_container_model_id_container_models_id_fk" FOREIGN KEY ("container_model_id") REFERENCES "public"."container_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_model_sites" ADD CONSTRAINT "container_model_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_models" ADD CONSTRAINT "container_models_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_models" ADD CONSTRAINT "container_models_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_seals" ADD CONSTRAINT "container_seals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_seals" ADD CONSTRAINT "container_seals_container_fk" FOREIGN KEY ("account_id","container_id") REFERENCES "public"."containers"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_parent_id_containers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_product_container_fk" FOREIGN KEY ("account_id","product_container_id") REFERENCES "public"."product_containers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epcis_captures" ADD CONSTRAINT "epcis_captures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epcis_captures" ADD CONSTRAINT "epcis_captures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_model_sites" ADD CONSTRAINT "event_model_sites_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_model_sites" ADD CONSTRAINT "event_model_sites_event_model_id_event_models_id_fk" FOREIGN KEY ("event_model_id") REFERENCES "public"."event_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_model_sites" ADD CONSTRAINT "event_model_sites_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_models" ADD CONSTRAINT "event_models_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_models" ADD CONSTRAINT "event_models_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_models" ADD CONSTRAINT "event_models_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_containers" ADD CONSTRAINT "product_containers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_containers" ADD CONSTRAINT "product_containers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_containers" ADD CONSTRAINT "product_containers_parent_id_product_containers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_containers" ADD CONSTRAINT "product_containers_model_fk" FOREIGN KEY ("account_id","container_model_id") REFERENCES "public"."container_models"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sscc_counters" ADD CONSTRAINT "sscc_counters_container_model_id_container_models_id_fk" FOREIGN KEY ("container_model_id") REFERENCES "public"."container_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sscc_counters" ADD CONSTRAINT "sscc_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_event_containers" ADD CONSTRAINT "trace_event_containers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_event_containers" ADD CONSTRAINT "trace_event_containers_event_fk" FOREIGN KEY ("account_id","event_id") REFERENCES "public"."trace_events"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_event_containers" ADD CONSTRAINT "trace_event_containers_container_fk" FOREIGN KEY ("account_id","container_id") REFERENCES "public"."containers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_event_seals" ADD CONSTRAINT "trace_event_seals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_event_seals" ADD CONSTRAINT "trace_event_seals_event_fk" FOREIGN KEY ("account_id","event_id") REFERENCES "public"."trace_events"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_target_site_id_sites_id_fk" FOREIGN KEY ("target_site_id") REFERENCES "public"."sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_declared_by_users_id_fk" FOREIGN KEY ("declared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_model_fk" FOREIGN KEY ("account_id","event_model_id") REFERENCES "public"."event_models"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_parent_fk" FOREIGN KEY ("account_id","parent_container_id") REFERENCES "public"."containers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_secret_idx" ON "api_tokens" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_account_idx" ON "api_tokens" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "container_model_sites_site_idx" ON "container_model_sites" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "container_models_account_idx" ON "container_models" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "container_seals_container_idx" ON "container_seals" USING btree ("account_id","container_id");--> statement-breakpoint
CREATE UNIQUE INDEX "containers_code_idx" ON "containers" USING btree ("code");--> statement-breakpoint
CREATE INDEX "containers_parent_idx" ON "containers" USING btree ("account_id","parent_id");--> statement-breakpoint
CREATE INDEX "containers_product_container_idx" ON "containers" USING btree ("account_id","product_container_id");--> statement-breakpoint
CREATE INDEX "epcis_captures_account_idx" ON "epcis_captures" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "event_model_sites_site_idx" ON "event_model_sites" USING btree ("site_id");--> statement-breakpoint
CREATE INDEX "event_models_account_idx" ON "event_models" USING btree ("account_id","entity_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_containers_gtin_idx" ON "product_containers" USING btree ("account_id","gtin");--> statement-breakpoint
CREATE INDEX "trace_event_containers_container_idx" ON "trace_event_containers" USING btree ("account_id","container_id");--> statement-breakpoint
CREATE INDEX "trace_event_seals_event_idx" ON "trace_event_seals" USING btree ("account_id","event_id");--> statement-breakpoint
CREATE INDEX "trace_events_account_time_idx" ON "trace_events" USING btree ("account_id","event_time");--> statement-breakpoint
CREATE INDEX "trace_events_account_record_idx" ON "trace_events" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "trace_events_model_idx" ON "trace_events" USING btree ("account_id","event_model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trace_events_epcis_id_idx" ON "trace_events" USING btree ("account_id","epcis_event_id");--> statement-breakpoint
-- A seal is in at most one container at a time: packing it elsewhere is refused by the database
-- (23P01) when the service's own check raced. The GiST indexes answer "which ranges hold serial s".
ALTER TABLE "container_seals" ADD CONSTRAINT "container_seals_serials_excl" EXCLUDE USING gist ("account_id" WITH =, "serials" WITH &&);--> statement-breakpoint
CREATE INDEX "trace_event_seals_serials_idx" ON "trace_event_seals" USING gist ("account_id", "serials");
