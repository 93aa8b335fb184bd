CREATE TABLE "security_challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"request_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries_left" smallint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "security_challenges_tries_check" CHECK (tries_left >= 0)
);
--> statement-breakpoint
ALTER TABLE "security_challenges" ADD CONSTRAINT "security_challenges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_challenges" ADD CONSTRAINT "security_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_challenges_user_idx" ON "security_challenges" USING btree ("user_id","purpose","created_at");