CREATE TABLE "consumer_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"serial" bigint NOT NULL,
	"reference" text NOT NULL,
	"product_id" uuid,
	"kind" text NOT NULL,
	"request_type" text,
	"email" text,
	"comment" text,
	"country" text,
	"language" text,
	"latitude" double precision,
	"longitude" double precision,
	"image_id" uuid,
	"ip" "inet",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consumer_forms_position_check" CHECK ((latitude is null) = (longitude is null) and (latitude is null or (latitude between -90 and 90 and longitude between -180 and 180)))
);
--> statement-breakpoint
CREATE TABLE "seal_consultation_counts" (
	"account_id" uuid NOT NULL,
	"serial" bigint NOT NULL,
	"consultations" integer DEFAULT 0 NOT NULL,
	"last_consulted_at" timestamp with time zone,
	CONSTRAINT "seal_consultation_counts_account_id_serial_pk" PRIMARY KEY("account_id","serial")
);
--> statement-breakpoint
CREATE TABLE "seal_consultations" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seal_consultations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" uuid,
	"entity_id" uuid,
	"serial" bigint,
	"reference" text NOT NULL,
	"product_id" uuid,
	"outcome" smallint NOT NULL,
	"ip" "inet" NOT NULL,
	"country" text,
	"language" text,
	"user_agent" text,
	"embedding_site" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seal_consultations_seal_check" CHECK (serial is null or account_id is not null)
);
--> statement-breakpoint
ALTER TABLE "consumer_forms" ADD CONSTRAINT "consumer_forms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_forms" ADD CONSTRAINT "consumer_forms_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_forms" ADD CONSTRAINT "consumer_forms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_forms" ADD CONSTRAINT "consumer_forms_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_consultation_counts" ADD CONSTRAINT "seal_consultation_counts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_consultations" ADD CONSTRAINT "seal_consultations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_consultations" ADD CONSTRAINT "seal_consultations_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_consultations" ADD CONSTRAINT "seal_consultations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_forms_seal_idx" ON "consumer_forms" USING btree ("account_id","serial","created_at");--> statement-breakpoint
CREATE INDEX "consumer_forms_account_idx" ON "consumer_forms" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "seal_consultations_seal_idx" ON "seal_consultations" USING btree ("account_id","serial","created_at");--> statement-breakpoint
CREATE INDEX "seal_consultations_account_idx" ON "seal_consultations" USING btree ("account_id","created_at");