CREATE TABLE "trade_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"names" jsonb NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"unit_weight_grams" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_articles_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "trade_counters" (
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "trade_counters_name_year_pk" PRIMARY KEY("name","year")
);
--> statement-breakpoint
CREATE TABLE "trade_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"corrects_invoice_id" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"vat_zone" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"total_excl_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_incl_cents" integer NOT NULL,
	"pdf" "bytea" NOT NULL,
	"xml" text NOT NULL,
	CONSTRAINT "trade_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "trade_invoices_year_seq_key" UNIQUE("year","seq")
);
--> statement-breakpoint
CREATE TABLE "trade_order_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"name" text NOT NULL,
	"media_type" text NOT NULL,
	"content" "bytea",
	"ready_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_order_lines" (
	"order_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"article_id" uuid NOT NULL,
	"product_id" uuid,
	"quantity" integer NOT NULL,
	"qr_type" text NOT NULL,
	"description" text,
	"unit_price_cents" integer,
	"vat_rate_bp" integer,
	"weight_grams" integer,
	"line_status" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "trade_order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "trade_order_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"field" text NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"by_user_id" uuid,
	"by_actor" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "trade_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"number" text NOT NULL,
	"type" smallint NOT NULL,
	"quotation_id" uuid,
	"description" text,
	"delivery_address" text,
	"vat_zone" text,
	"pay_status" smallint DEFAULT 0 NOT NULL,
	"trade_status" smallint DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"total_excl_cents" integer,
	"tax_cents" integer,
	"total_incl_cents" integer,
	CONSTRAINT "trade_orders_number_unique" UNIQUE("number"),
	CONSTRAINT "trade_orders_type_check" CHECK ("trade_orders"."type" between 0 and 2),
	CONSTRAINT "trade_orders_pay_status_check" CHECK ("trade_orders"."pay_status" between 0 and 5),
	CONSTRAINT "trade_orders_trade_status_check" CHECK ("trade_orders"."trade_status" between 0 and 4)
);
--> statement-breakpoint
CREATE TABLE "trade_payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "trade_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"status" text DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "trade_payments_provider_ref_unique" UNIQUE("provider_ref")
);
--> statement-breakpoint
CREATE TABLE "trade_prices" (
	"account_id" uuid NOT NULL,
	"article_id" uuid NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_prices_account_id_article_id_pk" PRIMARY KEY("account_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "trade_quotation_lines" (
	"quotation_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"line_no" smallint NOT NULL,
	"article_id" uuid NOT NULL,
	"product_id" uuid,
	"quantity" integer NOT NULL,
	"qr_type" text NOT NULL,
	"description" text,
	"unit_price_cents" integer,
	"vat_rate_bp" integer,
	"weight_grams" integer,
	CONSTRAINT "trade_quotation_lines_quotation_id_line_no_pk" PRIMARY KEY("quotation_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "trade_quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"number" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"description" text,
	"delivery_address" text,
	"requested_by" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"refusal_reason" text,
	"order_id" uuid,
	"total_excl_cents" integer,
	"tax_cents" integer,
	"total_incl_cents" integer,
	CONSTRAINT "trade_quotations_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "trade_invoices" ADD CONSTRAINT "trade_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_invoices" ADD CONSTRAINT "trade_invoices_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_files" ADD CONSTRAINT "trade_order_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_files" ADD CONSTRAINT "trade_order_files_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_lines" ADD CONSTRAINT "trade_order_lines_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_lines" ADD CONSTRAINT "trade_order_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_lines" ADD CONSTRAINT "trade_order_lines_article_id_trade_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."trade_articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_lines" ADD CONSTRAINT "trade_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_status_changes" ADD CONSTRAINT "trade_order_status_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_status_changes" ADD CONSTRAINT "trade_order_status_changes_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_status_changes" ADD CONSTRAINT "trade_order_status_changes_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_quotation_id_trade_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."trade_quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_payments" ADD CONSTRAINT "trade_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_payments" ADD CONSTRAINT "trade_payments_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_prices" ADD CONSTRAINT "trade_prices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_prices" ADD CONSTRAINT "trade_prices_article_id_trade_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."trade_articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotation_lines" ADD CONSTRAINT "trade_quotation_lines_quotation_id_trade_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."trade_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotation_lines" ADD CONSTRAINT "trade_quotation_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotation_lines" ADD CONSTRAINT "trade_quotation_lines_article_id_trade_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."trade_articles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotation_lines" ADD CONSTRAINT "trade_quotation_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotations" ADD CONSTRAINT "trade_quotations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotations" ADD CONSTRAINT "trade_quotations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotations" ADD CONSTRAINT "trade_quotations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trade_invoices_account_idx" ON "trade_invoices" USING btree ("account_id","issued_at");--> statement-breakpoint
CREATE INDEX "trade_order_files_order_idx" ON "trade_order_files" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "trade_order_status_changes_order_idx" ON "trade_order_status_changes" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "trade_orders_account_idx" ON "trade_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_payments_order_idx" ON "trade_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "trade_quotations_account_idx" ON "trade_quotations" USING btree ("account_id","requested_at");