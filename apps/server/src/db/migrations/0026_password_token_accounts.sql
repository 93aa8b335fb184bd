ALTER TABLE "password_tokens" ADD COLUMN "account_id" uuid;--> statement-breakpoint
-- The links already sent take their user's account; a link whose user is gone opened as invalid, and is dropped.
UPDATE "password_tokens" SET "account_id" = "users"."account_id" FROM "users" WHERE "users"."id" = "password_tokens"."user_id";--> statement-breakpoint
DELETE FROM "password_tokens" WHERE "account_id" IS NULL;--> statement-breakpoint
ALTER TABLE "password_tokens" ALTER COLUMN "account_id" SET NOT NULL;
