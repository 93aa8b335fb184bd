-- An order's status changes are numbered in the order they were written (1, 2, 3... per order):
-- the changes of one transaction may share their time, and the history read them by a random id
-- after it. The existing rows take the order of their time, then their id.
ALTER TABLE "trade_order_status_changes" ADD COLUMN "position" integer;--> statement-breakpoint
UPDATE "trade_order_status_changes" AS c SET "position" = n."position"
  FROM (SELECT "account_id", "id", row_number() OVER (PARTITION BY "account_id", "order_id" ORDER BY "at", "id") AS "position"
          FROM "trade_order_status_changes") AS n
 WHERE c."account_id" = n."account_id" AND c."id" = n."id";--> statement-breakpoint
ALTER TABLE "trade_order_status_changes" ALTER COLUMN "position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_order_status_changes" ADD CONSTRAINT "trade_order_status_changes_position_key" UNIQUE("account_id","order_id","position");
