CREATE TABLE "consultation_notice_jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_form_captchas" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consultation_notice_jobs_created_idx" ON "consultation_notice_jobs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "consumer_form_captchas_expiry_idx" ON "consumer_form_captchas" USING btree ("expires_at");