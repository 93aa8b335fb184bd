ALTER TABLE "trade_invoices" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_invoices_corrects_idx" ON "trade_invoices" USING btree ("corrects_invoice_id");