CREATE TABLE "epcis_events" (
	"account_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"event_time" timestamp with time zone NOT NULL,
	"event_time_zone_offset" text NOT NULL,
	"record_time" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text,
	"biz_step" text,
	"disposition" text,
	"read_point" text,
	"biz_location" text,
	"parent_id" text,
	"epcs" text[] DEFAULT '{}'::text[] NOT NULL,
	"event" jsonb NOT NULL,
	"context" jsonb,
	"trace_event_id" uuid,
	"capture_id" uuid,
	CONSTRAINT "epcis_events_pkey" PRIMARY KEY("account_id","id")
);
--> statement-breakpoint
ALTER TABLE "epcis_events" ADD CONSTRAINT "epcis_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "epcis_events_event_id_idx" ON "epcis_events" USING btree ("account_id","event_id");--> statement-breakpoint
CREATE INDEX "epcis_events_time_idx" ON "epcis_events" USING btree ("account_id","event_time");--> statement-breakpoint
CREATE INDEX "epcis_events_record_idx" ON "epcis_events" USING btree ("account_id","record_time","id");--> statement-breakpoint
CREATE INDEX "epcis_events_epcs_idx" ON "epcis_events" USING gin ("epcs");