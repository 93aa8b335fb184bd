ALTER TABLE "trade_invoices" DROP CONSTRAINT "trade_invoices_number_unique";--> statement-breakpoint
ALTER TABLE "trade_invoices" DROP CONSTRAINT "trade_invoices_year_seq_key";--> statement-breakpoint
ALTER TABLE "trade_orders" DROP CONSTRAINT "trade_orders_number_unique";--> statement-breakpoint
ALTER TABLE "trade_payments" DROP CONSTRAINT "trade_payments_provider_ref_unique";--> statement-breakpoint
ALTER TABLE "trade_quotations" DROP CONSTRAINT "trade_quotations_number_unique";--> statement-breakpoint
DROP INDEX "containers_code_idx";--> statement-breakpoint
DROP INDEX "nutrition_sheets_public_idx";--> statement-breakpoint
DROP INDEX "cask_certificates_number_idx";--> statement-breakpoint
DROP INDEX "cask_licences_number_idx";--> statement-breakpoint
DROP INDEX "cask_licences_key_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "containers_code_idx" ON "containers" USING btree ("account_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_sheets_public_idx" ON "nutrition_sheets" USING btree ("account_id","public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cask_certificates_number_idx" ON "cask_certificates" USING btree ("account_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "cask_licences_number_idx" ON "cask_licences" USING btree ("account_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "cask_licences_key_idx" ON "cask_licences" USING btree ("account_id","device_key_hash");--> statement-breakpoint
ALTER TABLE "trade_invoices" ADD CONSTRAINT "trade_invoices_number_unique" UNIQUE("account_id","number");--> statement-breakpoint
ALTER TABLE "trade_invoices" ADD CONSTRAINT "trade_invoices_year_seq_key" UNIQUE("account_id","year","seq");--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_number_unique" UNIQUE("account_id","number");--> statement-breakpoint
ALTER TABLE "trade_payments" ADD CONSTRAINT "trade_payments_provider_ref_unique" UNIQUE("account_id","provider_ref");--> statement-breakpoint
ALTER TABLE "trade_quotations" ADD CONSTRAINT "trade_quotations_number_unique" UNIQUE("account_id","number");--> statement-breakpoint
-- Issue 26, point 2 (docs/scale-out.md, "Global facts"): the other facts unique across accounts,
-- backfilled into global_keys from the tenant rows (written with them from now on).
INSERT INTO "global_keys" ("kind", "value", "account_id", "row_id")
  SELECT 'nutrition_public_id', "public_id", "account_id", "id" FROM "nutrition_sheets"
  UNION ALL SELECT 'container_code', "code", "account_id", "id" FROM "containers"
  UNION ALL SELECT 'licence_number', "number", "account_id", "id" FROM "cask_licences"
  UNION ALL SELECT 'device_key', "device_key_hash", "account_id", "id" FROM "cask_licences" WHERE "device_key_hash" IS NOT NULL
  UNION ALL SELECT 'certificate_number', "number", "account_id", "id" FROM "cask_certificates"
  UNION ALL SELECT 'quotation_number', "number", "account_id", "id" FROM "trade_quotations"
  UNION ALL SELECT 'order_number', "number", "account_id", "id" FROM "trade_orders"
  UNION ALL SELECT 'invoice_number', "number", "account_id", "id" FROM "trade_invoices"
  UNION ALL SELECT 'invoice_year_seq', "year" || '-' || "seq", "account_id", "id" FROM "trade_invoices"
  UNION ALL SELECT 'payment_provider_ref', "provider_ref", "account_id", "id" FROM "trade_payments" WHERE "provider_ref" IS NOT NULL;
