-- btree_gist lets one GiST index hold account_id (=) beside a serial range (&&), for the exclusion
-- constraints at the end. On PGlite the extension is loaded by db/client.ts (PGLITE_EXTENSIONS).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE SEQUENCE "public"."seal_serial_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 819628286980800 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "reels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"first_serial" bigint NOT NULL,
	"last_serial" bigint NOT NULL,
	"serials" "int8range" GENERATED ALWAYS AS (int8range(first_serial, last_serial, '[]')) STORED NOT NULL,
	"key_version" smallint NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"transferred_at" timestamp with time zone,
	"transferred_from_entity_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reels_account_id_key" UNIQUE("account_id","id"),
	CONSTRAINT "reels_serials_check" CHECK (first_serial >= 0 and last_serial >= first_serial and last_serial <= 819628286980800),
	CONSTRAINT "reels_key_version_check" CHECK (key_version between 0 and 30)
);
--> statement-breakpoint
CREATE TABLE "seal_activations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"reel_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"first_serial" bigint NOT NULL,
	"last_serial" bigint NOT NULL,
	"serials" "int8range" GENERATED ALWAYS AS (int8range(first_serial, last_serial, '[]')) STORED NOT NULL,
	"method" text NOT NULL,
	"target_country" text,
	"delivery_date" date,
	"dynamic_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"activated_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seal_activations_serials_check" CHECK (first_serial >= 0 and last_serial >= first_serial)
);
--> statement-breakpoint
CREATE TABLE "seal_cancellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"entity_id" uuid NOT NULL,
	"activation_id" uuid NOT NULL,
	"first_serial" bigint NOT NULL,
	"last_serial" bigint NOT NULL,
	"serials" "int8range" GENERATED ALWAYS AS (int8range(first_serial, last_serial, '[]')) STORED NOT NULL,
	"reason" text,
	"cancelled_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seal_cancellations_serials_check" CHECK (first_serial >= 0 and last_serial >= first_serial)
);
--> statement-breakpoint
CREATE TABLE "seal_state_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seal_state_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" uuid NOT NULL,
	"serial" bigint NOT NULL,
	"state" smallint NOT NULL,
	"reason" text,
	"changed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seal_state_changes_state_check" CHECK (state in (1, 2, 3, 4, 6, 7, 8, 9, 10, 11))
);
--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_transferred_from_entity_id_entities_id_fk" FOREIGN KEY ("transferred_from_entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_activations" ADD CONSTRAINT "seal_activations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_activations" ADD CONSTRAINT "seal_activations_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_activations" ADD CONSTRAINT "seal_activations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_activations" ADD CONSTRAINT "seal_activations_activated_by_users_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_activations" ADD CONSTRAINT "seal_activations_reel_fk" FOREIGN KEY ("account_id","reel_id") REFERENCES "public"."reels"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_cancellations" ADD CONSTRAINT "seal_cancellations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_cancellations" ADD CONSTRAINT "seal_cancellations_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_cancellations" ADD CONSTRAINT "seal_cancellations_activation_id_seal_activations_id_fk" FOREIGN KEY ("activation_id") REFERENCES "public"."seal_activations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_cancellations" ADD CONSTRAINT "seal_cancellations_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_state_changes" ADD CONSTRAINT "seal_state_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_state_changes" ADD CONSTRAINT "seal_state_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reels_account_idx" ON "reels" USING btree ("account_id","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "seal_activations_account_idx" ON "seal_activations" USING btree ("account_id","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "seal_activations_reel_idx" ON "seal_activations" USING btree ("account_id","reel_id");--> statement-breakpoint
CREATE INDEX "seal_cancellations_account_idx" ON "seal_cancellations" USING btree ("account_id","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "seal_cancellations_activation_idx" ON "seal_cancellations" USING btree ("account_id","activation_id");--> statement-breakpoint
CREATE INDEX "seal_state_changes_serial_idx" ON "seal_state_changes" USING btree ("account_id","serial","id");
--> statement-breakpoint
-- Written by hand: drizzle cannot express exclusion constraints. They are the rule "a serial is on
-- one reel, in one activation, in one cancellation", enforced by the database whatever the code or
-- the concurrency: a second overlapping row fails with 23P01. Reels are disjoint across all
-- accounts (a serial is one seal of the whole service, found without knowing its account by the
-- public consultation); activations and cancellations lie on reels of their own account.
-- Their GiST indexes also answer the look-ups "which range holds serial s".
ALTER TABLE "reels" ADD CONSTRAINT "reels_serials_excl" EXCLUDE USING gist ("serials" WITH &&);--> statement-breakpoint
ALTER TABLE "seal_activations" ADD CONSTRAINT "seal_activations_serials_excl" EXCLUDE USING gist ("account_id" WITH =, "serials" WITH &&);--> statement-breakpoint
ALTER TABLE "seal_cancellations" ADD CONSTRAINT "seal_cancellations_serials_excl" EXCLUDE USING gist ("account_id" WITH =, "serials" WITH &&);
