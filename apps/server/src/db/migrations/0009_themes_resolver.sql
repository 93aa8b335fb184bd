CREATE TABLE "theme_sections" (
	"theme_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"section_idx" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	CONSTRAINT "theme_sections_theme_id_lang_section_idx_pk" PRIMARY KEY("theme_id","lang","section_idx")
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"title" text NOT NULL,
	"language" text NOT NULL,
	"multilingual" boolean DEFAULT false NOT NULL,
	"mode" text NOT NULL,
	"legacy" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolver_follows_daily" (
	"account_id" uuid NOT NULL,
	"day" date NOT NULL,
	"item_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"follows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "resolver_follows_daily_account_id_day_item_id_product_id_pk" PRIMARY KEY("account_id","day","item_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "resolver_footers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"background" text NOT NULL,
	"color" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolver_headers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text,
	"logo_media_id" uuid,
	"background" text NOT NULL,
	"color" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolver_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"label" text NOT NULL,
	"url" text NOT NULL,
	"link_type" text,
	"language" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolver_menu_items" (
	"menu_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "resolver_menu_items_menu_id_item_id_pk" PRIMARY KEY("menu_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "resolver_menu_products" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"menu_id" uuid NOT NULL,
	"account_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resolver_menus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"header_id" uuid,
	"footer_id" uuid,
	"logo_media_id" uuid,
	"background_media_id" uuid,
	"background" text NOT NULL,
	"color" text NOT NULL,
	"accent" text NOT NULL,
	"font" text DEFAULT 'system' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "theme_sections" ADD CONSTRAINT "theme_sections_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_sections" ADD CONSTRAINT "theme_sections_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_follows_daily" ADD CONSTRAINT "resolver_follows_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_follows_daily" ADD CONSTRAINT "resolver_follows_daily_item_id_resolver_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."resolver_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_follows_daily" ADD CONSTRAINT "resolver_follows_daily_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_footers" ADD CONSTRAINT "resolver_footers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_headers" ADD CONSTRAINT "resolver_headers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_headers" ADD CONSTRAINT "resolver_headers_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_items" ADD CONSTRAINT "resolver_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menu_items" ADD CONSTRAINT "resolver_menu_items_menu_id_resolver_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."resolver_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menu_items" ADD CONSTRAINT "resolver_menu_items_item_id_resolver_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."resolver_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menu_items" ADD CONSTRAINT "resolver_menu_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menu_products" ADD CONSTRAINT "resolver_menu_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menu_products" ADD CONSTRAINT "resolver_menu_products_menu_id_resolver_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."resolver_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menu_products" ADD CONSTRAINT "resolver_menu_products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menus" ADD CONSTRAINT "resolver_menus_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menus" ADD CONSTRAINT "resolver_menus_header_id_resolver_headers_id_fk" FOREIGN KEY ("header_id") REFERENCES "public"."resolver_headers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menus" ADD CONSTRAINT "resolver_menus_footer_id_resolver_footers_id_fk" FOREIGN KEY ("footer_id") REFERENCES "public"."resolver_footers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menus" ADD CONSTRAINT "resolver_menus_logo_media_id_media_id_fk" FOREIGN KEY ("logo_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menus" ADD CONSTRAINT "resolver_menus_background_media_id_media_id_fk" FOREIGN KEY ("background_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "themes_title_idx" ON "themes" USING btree ("account_id",lower("title"));--> statement-breakpoint
CREATE INDEX "themes_account_idx" ON "themes" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "resolver_footers_name_idx" ON "resolver_footers" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "resolver_headers_name_idx" ON "resolver_headers" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "resolver_items_label_idx" ON "resolver_items" USING btree ("account_id",lower("label"));--> statement-breakpoint
CREATE INDEX "resolver_menu_items_item_idx" ON "resolver_menu_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "resolver_menu_products_menu_idx" ON "resolver_menu_products" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resolver_menus_name_idx" ON "resolver_menus" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "products_gtin_key_idx" ON "products" USING btree ("gtin_key") WHERE not "products"."archived";