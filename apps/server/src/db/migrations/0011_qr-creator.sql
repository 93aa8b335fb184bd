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
ALTER TABLE "qr_code_sets" ADD CONSTRAINT "qr_code_sets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_sets" ADD CONSTRAINT "qr_code_sets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_sets" ADD CONSTRAINT "qr_code_sets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qr_code_sets_account_idx" ON "qr_code_sets" USING btree ("account_id","created_at");