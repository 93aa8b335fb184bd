CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tag" text,
	"type" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"history" text,
	"owner_first_name" text,
	"owner_last_name" text,
	"contact" text,
	"phone" text,
	"email" text,
	"website" text,
	"social_networks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"logo_id" uuid,
	"languages" text[] DEFAULT '{"en"}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_contents" (
	"account_id" uuid NOT NULL,
	"container_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "product_contents_container_id_product_id_pk" PRIMARY KEY("container_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"source" text,
	"rights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"confirm_gtin_reuse" boolean DEFAULT false NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_texts" (
	"product_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	CONSTRAINT "product_texts_product_id_language_pk" PRIMARY KEY("product_id","language")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"default_language" text NOT NULL,
	"gtin" text,
	"gtin_key" text,
	"sku" text,
	"brand" text,
	"type" text DEFAULT 'standard' NOT NULL,
	"image_id" uuid,
	"target_country" text,
	"validity_days" integer NOT NULL,
	"display_template" text,
	"tag_rotation" smallint DEFAULT 0 NOT NULL,
	"resolver_mode" smallint DEFAULT 0 NOT NULL,
	"product_page_url" text,
	"redirect_urls" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"captcha" smallint DEFAULT 0 NOT NULL,
	"ccp_type" text,
	"control_key" text,
	"suspect_threshold" integer DEFAULT 0 NOT NULL,
	"fraudulent_threshold" integer DEFAULT 0 NOT NULL,
	"dynamic_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_container" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_contents" ADD CONSTRAINT "product_contents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_contents" ADD CONSTRAINT "product_contents_container_id_products_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_contents" ADD CONSTRAINT "product_contents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_name_idx" ON "media" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "media_account_idx" ON "media" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "product_contents_product_idx" ON "product_contents" USING btree ("account_id","product_id");--> statement-breakpoint
CREATE INDEX "product_imports_account_idx" ON "product_imports" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "product_texts_title_idx" ON "product_texts" USING btree ("account_id","language",lower("title"));--> statement-breakpoint
CREATE INDEX "products_account_idx" ON "products" USING btree ("account_id","archived","updated_at");--> statement-breakpoint
CREATE INDEX "products_gtin_idx" ON "products" USING btree ("account_id","gtin_key");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("account_id",lower("sku"));