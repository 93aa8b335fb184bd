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
ALTER TABLE "pre_registration_files" ADD CONSTRAINT "pre_registration_files_pre_registration_id_pre_registrations_id_fk" FOREIGN KEY ("pre_registration_id") REFERENCES "public"."pre_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_registrations" ADD CONSTRAINT "pre_registrations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pre_registrations_open_email_idx" ON "pre_registrations" USING btree ("email") WHERE "pre_registrations"."status" in ('pending', 'received');--> statement-breakpoint
CREATE UNIQUE INDEX "pre_registrations_number_idx" ON "pre_registrations" USING btree ("number");--> statement-breakpoint
CREATE INDEX "pre_registrations_created_idx" ON "pre_registrations" USING btree ("created_at");