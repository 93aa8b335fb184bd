CREATE TABLE "wine_estates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"producer_name" text NOT NULL,
	"producer_type" text NOT NULL,
	"address" text NOT NULL,
	"history" text,
	"vineyard" text,
	"terroir" text,
	"emblem_media_id" uuid,
	"picture_media_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"estate_id" uuid NOT NULL,
	"name" text NOT NULL,
	"vintage" smallint,
	"colour" text,
	"type" text NOT NULL,
	"sub_type" text NOT NULL,
	"country" text NOT NULL,
	"region" text NOT NULL,
	"sub_region" text NOT NULL,
	"appellation" text,
	"cru" text,
	"grapes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text NOT NULL,
	"harvest" text,
	"vinification" text,
	"ageing_material" text,
	"ageing_months" smallint,
	"alcohol" real,
	"residual_sugar" real,
	"bottle_volume_ml" integer DEFAULT 750 NOT NULL,
	"units_per_carton" smallint DEFAULT 6 NOT NULL,
	"case_type" text DEFAULT 'cardboard' NOT NULL,
	"closure" text,
	"medals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"aromas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tasting_notes" text,
	"food_pairing" text,
	"serving_temperature_min" smallint,
	"serving_temperature_max" smallint,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_drafts" (
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"form" text NOT NULL,
	"key" text NOT NULL,
	"step" smallint NOT NULL,
	"values" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_drafts_account_id_user_id_form_key_pk" PRIMARY KEY("account_id","user_id","form","key")
);
--> statement-breakpoint
CREATE TABLE "cask_certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"number" text NOT NULL,
	"subject" text NOT NULL,
	"first_serial" bigint NOT NULL,
	"last_serial" bigint NOT NULL,
	"serials" "int8range" GENERATED ALWAYS AS (int8range(first_serial, last_serial, '[]')) STORED NOT NULL,
	"key_version" smallint NOT NULL,
	"first_reference" text NOT NULL,
	"last_reference" text NOT NULL,
	"product_id" uuid,
	"container_id" uuid,
	"content" jsonb NOT NULL,
	"volume_litres" real,
	"notes" text,
	"from_certificate_id" uuid,
	"licence_id" uuid NOT NULL,
	"device_name" text NOT NULL,
	"device_identifier" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cask_certificates_serials_check" CHECK (first_serial >= 0 and last_serial >= first_serial)
);
--> statement-breakpoint
CREATE TABLE "cask_containers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capacity_litres" real NOT NULL,
	"material" text NOT NULL,
	"identifier" text,
	"provider_id" uuid,
	"year" smallint,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cask_containers_capacity_check" CHECK ("cask_containers"."capacity_litres" > 0)
);
--> statement-breakpoint
CREATE TABLE "cask_licence_orders" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"billing" jsonb NOT NULL,
	"validated_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cask_licence_orders_quantity_check" CHECK ("cask_licence_orders"."quantity" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "cask_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"state" text DEFAULT 'free' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"device_name" text,
	"device_identifier" text,
	"device_key_hash" text,
	"assigned_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cask_licences_device_check" CHECK (("cask_licences"."state" = 'used') = ("cask_licences"."device_key_hash" is not null and "cask_licences"."device_identifier" is not null))
);
--> statement-breakpoint
CREATE TABLE "cask_plots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"surface" real NOT NULL,
	"grape_variety" text NOT NULL,
	"locality" text,
	"cadastral_reference" text,
	"planted_year" smallint,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cask_plots_surface_check" CHECK ("cask_plots"."surface" > 0 and "cask_plots"."surface" < 1000)
);
--> statement-breakpoint
CREATE TABLE "cask_providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"activity" text NOT NULL,
	"email" text,
	"phone" text,
	"address" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wine_estates" ADD CONSTRAINT "wine_estates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_estates" ADD CONSTRAINT "wine_estates_emblem_media_id_media_id_fk" FOREIGN KEY ("emblem_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_estates" ADD CONSTRAINT "wine_estates_picture_media_id_media_id_fk" FOREIGN KEY ("picture_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_estates" ADD CONSTRAINT "wine_estates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wines" ADD CONSTRAINT "wines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wines" ADD CONSTRAINT "wines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wines" ADD CONSTRAINT "wines_estate_id_wine_estates_id_fk" FOREIGN KEY ("estate_id") REFERENCES "public"."wine_estates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wines" ADD CONSTRAINT "wines_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_certificates" ADD CONSTRAINT "cask_certificates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_certificates" ADD CONSTRAINT "cask_certificates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_certificates" ADD CONSTRAINT "cask_certificates_container_id_cask_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."cask_containers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_certificates" ADD CONSTRAINT "cask_certificates_from_certificate_id_cask_certificates_id_fk" FOREIGN KEY ("from_certificate_id") REFERENCES "public"."cask_certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_certificates" ADD CONSTRAINT "cask_certificates_licence_id_cask_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."cask_licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_containers" ADD CONSTRAINT "cask_containers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_containers" ADD CONSTRAINT "cask_containers_provider_id_cask_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."cask_providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_containers" ADD CONSTRAINT "cask_containers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_licence_orders" ADD CONSTRAINT "cask_licence_orders_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_licence_orders" ADD CONSTRAINT "cask_licence_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_licence_orders" ADD CONSTRAINT "cask_licence_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_licences" ADD CONSTRAINT "cask_licences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_licences" ADD CONSTRAINT "cask_licences_order_id_cask_licence_orders_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cask_licence_orders"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_plots" ADD CONSTRAINT "cask_plots_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_plots" ADD CONSTRAINT "cask_plots_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_providers" ADD CONSTRAINT "cask_providers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_providers" ADD CONSTRAINT "cask_providers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "wine_estates_name_idx" ON "wine_estates" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "wine_estates_account_idx" ON "wine_estates" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "wines_product_idx" ON "wines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "wines_account_idx" ON "wines" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "wines_estate_idx" ON "wines" USING btree ("account_id","estate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cask_certificates_number_idx" ON "cask_certificates" USING btree ("number");--> statement-breakpoint
CREATE INDEX "cask_certificates_account_idx" ON "cask_certificates" USING btree ("account_id","issued_at");--> statement-breakpoint
CREATE INDEX "cask_containers_account_idx" ON "cask_containers" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "cask_licence_orders_account_idx" ON "cask_licence_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cask_licences_number_idx" ON "cask_licences" USING btree ("number");--> statement-breakpoint
CREATE INDEX "cask_licences_account_idx" ON "cask_licences" USING btree ("account_id","state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cask_licences_device_idx" ON "cask_licences" USING btree ("account_id","device_identifier") WHERE "cask_licences"."state" = 'used';--> statement-breakpoint
CREATE UNIQUE INDEX "cask_licences_key_idx" ON "cask_licences" USING btree ("device_key_hash");--> statement-breakpoint
CREATE INDEX "cask_plots_account_idx" ON "cask_plots" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "cask_providers_account_idx" ON "cask_providers" USING btree ("account_id","updated_at");--> statement-breakpoint
-- Which certificates cover serial s of an account: a GiST look-up on (account_id, serials) (btree_gist, migration 0003).
CREATE INDEX "cask_certificates_serials_idx" ON "cask_certificates" USING gist ("account_id", "serials");
