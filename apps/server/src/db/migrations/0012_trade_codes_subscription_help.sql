CREATE TABLE "nutrition_sheets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text DEFAULT 'food' NOT NULL,
	"public_id" text NOT NULL,
	"basis" text NOT NULL,
	"nutrients" jsonb NOT NULL,
	"portion" jsonb,
	"default_language" text NOT NULL,
	"texts" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_code_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"target" text NOT NULL,
	"link" text NOT NULL,
	"product_id" uuid,
	"first_serial" bigint,
	"last_serial" bigint,
	"key_version" smallint,
	"first_reference" text,
	"last_reference" text,
	"gtin" text,
	"page_url" text,
	"symbology" text NOT NULL,
	"module_mm" real NOT NULL,
	"quiet_zone" integer NOT NULL,
	"label_text" text DEFAULT '' NOT NULL,
	"label_reference" boolean DEFAULT true NOT NULL,
	"code_count" integer NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_registration_files" (
	"pre_registration_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "pre_registration_files_pre_registration_id_kind_pk" PRIMARY KEY("pre_registration_id","kind")
);
--> statement-breakpoint
CREATE TABLE "pre_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "pre_registrations_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"language" text NOT NULL,
	"form" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"refusal_reason" text,
	"account_id" uuid
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "news_reads" (
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"news_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_reads_account_id_user_id_news_id_pk" PRIMARY KEY("account_id","user_id","news_id")
);
--> statement-breakpoint
CREATE TABLE "tour_states" (
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"outcome" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_states_account_id_user_id_pk" PRIMARY KEY("account_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "trade_invoices" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "trade_payment_events" ADD COLUMN "outcome" text NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_payment_events" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "trade_payment_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "trade_payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "trade_payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nutrition_sheets" ADD CONSTRAINT "nutrition_sheets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_sheets" ADD CONSTRAINT "nutrition_sheets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_sheets" ADD CONSTRAINT "nutrition_sheets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_sets" ADD CONSTRAINT "qr_code_sets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_sets" ADD CONSTRAINT "qr_code_sets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_sets" ADD CONSTRAINT "qr_code_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_registration_files" ADD CONSTRAINT "pre_registration_files_pre_registration_id_pre_registrations_id_fk" FOREIGN KEY ("pre_registration_id") REFERENCES "public"."pre_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_registrations" ADD CONSTRAINT "pre_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_news_id_news_items_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_states" ADD CONSTRAINT "tour_states_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_states" ADD CONSTRAINT "tour_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_sheets_product_idx" ON "nutrition_sheets" USING btree ("account_id","product_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_sheets_public_idx" ON "nutrition_sheets" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "nutrition_sheets_account_idx" ON "nutrition_sheets" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "qr_code_sets_account_idx" ON "qr_code_sets" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pre_registrations_open_email_idx" ON "pre_registrations" USING btree ("email") WHERE "pre_registrations"."status" in ('pending', 'received');--> statement-breakpoint
CREATE UNIQUE INDEX "pre_registrations_number_idx" ON "pre_registrations" USING btree ("number");--> statement-breakpoint
CREATE INDEX "pre_registrations_created_idx" ON "pre_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_reads_news_idx" ON "news_reads" USING btree ("news_id");--> statement-breakpoint
ALTER TABLE "trade_payment_events" ADD CONSTRAINT "trade_payment_events_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_invoices_corrects_idx" ON "trade_invoices" USING btree ("corrects_invoice_id");