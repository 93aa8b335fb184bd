ALTER TABLE "epcis_captures" ADD COLUMN "error_behaviour" text DEFAULT 'rollback' NOT NULL;--> statement-breakpoint
ALTER TABLE "epcis_captures" ADD COLUMN "notes" jsonb DEFAULT '[]'::jsonb NOT NULL;