CREATE TABLE "consultation_monthly" (
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"entity_id" uuid NOT NULL,
	"product_id" uuid,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"outcome" smallint NOT NULL,
	"consultations" integer NOT NULL,
	CONSTRAINT "consultation_monthly_key" UNIQUE NULLS NOT DISTINCT("account_id","month","entity_id","product_id","country","language","outcome")
);
--> statement-breakpoint
CREATE TABLE "consultation_monthly_done" (
	"account_id" uuid NOT NULL,
	"month" date NOT NULL,
	CONSTRAINT "consultation_monthly_done_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
ALTER TABLE "consultation_monthly" ADD CONSTRAINT "consultation_monthly_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_monthly" ADD CONSTRAINT "consultation_monthly_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_monthly" ADD CONSTRAINT "consultation_monthly_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_monthly_done" ADD CONSTRAINT "consultation_monthly_done_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_forms_entity_idx" ON "consumer_forms" USING btree ("account_id","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "seal_consultations_errors_idx" ON "seal_consultations" USING btree ("account_id","entity_id","created_at") WHERE outcome in (30, 100, 101, 102, 103, 104, 105, 106, 107, 108, 109, 111, -1);