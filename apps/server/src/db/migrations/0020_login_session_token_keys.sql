CREATE TABLE "global_keys" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"account_id" uuid NOT NULL,
	"row_id" uuid NOT NULL,
	CONSTRAINT "global_keys_pkey" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE TABLE "session_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_email_idx";--> statement-breakpoint
DROP INDEX "api_tokens_secret_idx";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_pkey" PRIMARY KEY("account_id","token_hash");--> statement-breakpoint
CREATE INDEX "global_keys_row_idx" ON "global_keys" USING btree ("account_id","row_id");--> statement-breakpoint
CREATE INDEX "session_tokens_user_idx" ON "session_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_tokens_expiry_idx" ON "session_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("account_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_secret_idx" ON "api_tokens" USING btree ("account_id","secret_hash");--> statement-breakpoint
-- Issue 26, point 2 (docs/scale-out.md, "Global facts"): the facts found before the account is
-- known, backfilled from the tenant rows (written with them from now on).
INSERT INTO "global_keys" ("kind", "value", "account_id", "row_id")
  SELECT 'login_email', "email", "account_id", "id" FROM "users";--> statement-breakpoint
INSERT INTO "global_keys" ("kind", "value", "account_id", "row_id")
  SELECT 'api_token_secret', "secret_hash", "account_id", "id" FROM "api_tokens";--> statement-breakpoint
INSERT INTO "session_tokens" ("token_hash", "account_id", "user_id", "expires_at")
  SELECT "token_hash", "account_id", "user_id", "expires_at" FROM "sessions";