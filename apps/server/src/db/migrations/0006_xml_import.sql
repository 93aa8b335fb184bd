CREATE TABLE "xml_import_ranges" (
	"import_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"line" integer NOT NULL,
	"first_reference" text NOT NULL,
	"last_reference" text NOT NULL,
	"reel_id" uuid,
	"first_serial" bigint,
	"last_serial" bigint,
	"count" bigint NOT NULL,
	"product_by" text NOT NULL,
	"product_value" text NOT NULL,
	"product_id" uuid,
	"dynamic_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"target_country" text,
	"delivery_date" date,
	"state" text NOT NULL,
	"problem" jsonb,
	CONSTRAINT "xml_import_ranges_import_id_position_pk" PRIMARY KEY("import_id","position")
);
--> statement-breakpoint
CREATE TABLE "xml_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"file_name" text,
	"bytes" integer NOT NULL,
	"status" text DEFAULT 'verified' NOT NULL,
	"range_count" integer NOT NULL,
	"valid_ranges" integer NOT NULL,
	"valid_seals" bigint NOT NULL,
	"done_ranges" integer DEFAULT 0 NOT NULL,
	"done_seals" bigint DEFAULT 0 NOT NULL,
	"activated_ranges" integer DEFAULT 0 NOT NULL,
	"activated_seals" bigint DEFAULT 0 NOT NULL,
	"failed_ranges" integer DEFAULT 0 NOT NULL,
	"error" jsonb,
	"started_by" uuid,
	"started_by_entity_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "xml_import_ranges" ADD CONSTRAINT "xml_import_ranges_import_id_xml_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."xml_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_import_ranges" ADD CONSTRAINT "xml_import_ranges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_imports" ADD CONSTRAINT "xml_imports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_imports" ADD CONSTRAINT "xml_imports_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_imports" ADD CONSTRAINT "xml_imports_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_imports" ADD CONSTRAINT "xml_imports_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_imports" ADD CONSTRAINT "xml_imports_started_by_entity_id_entities_id_fk" FOREIGN KEY ("started_by_entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "xml_imports_account_idx" ON "xml_imports" USING btree ("account_id","entity_id","created_at");