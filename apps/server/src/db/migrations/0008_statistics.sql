CREATE TABLE "consultation_daily" (
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"product_id" uuid,
	"day" date NOT NULL,
	"country" text NOT NULL,
	"language" text NOT NULL,
	"outcome" smallint NOT NULL,
	"consultations" integer NOT NULL,
	CONSTRAINT "consultation_daily_key" UNIQUE NULLS NOT DISTINCT("account_id","day","entity_id","product_id","country","language","outcome")
);
--> statement-breakpoint
ALTER TABLE "consultation_daily" ADD CONSTRAINT "consultation_daily_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_daily" ADD CONSTRAINT "consultation_daily_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_daily" ADD CONSTRAINT "consultation_daily_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consultation_daily_entity_idx" ON "consultation_daily" USING btree ("entity_id","day");