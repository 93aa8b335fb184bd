CREATE TABLE "reel_ranges" (
	"reel_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"first_serial" bigint NOT NULL,
	"last_serial" bigint NOT NULL,
	"serials" "int8range" GENERATED ALWAYS AS (int8range(first_serial, last_serial, '[]')) STORED NOT NULL,
	CONSTRAINT "reel_ranges_serials_check" CHECK (first_serial >= 0 and last_serial >= first_serial)
);
--> statement-breakpoint
-- Issue 26, point 2 (docs/scale-out.md): the cross-account exclusion of serial ranges moves from
-- the reels (a tenant table) to the global reel index; the reels keep one per account.
-- Hand-written, as in migration 0003: drizzle cannot express exclusion constraints.
INSERT INTO "reel_ranges" ("reel_id", "account_id", "first_serial", "last_serial")
  SELECT "id", "account_id", "first_serial", "last_serial" FROM "reels";--> statement-breakpoint
ALTER TABLE "reel_ranges" ADD CONSTRAINT "reel_ranges_serials_excl" EXCLUDE USING gist ("serials" WITH &&);--> statement-breakpoint
ALTER TABLE "reels" DROP CONSTRAINT "reels_serials_excl";--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_serials_excl" EXCLUDE USING gist ("account_id" WITH =, "serials" WITH &&);
