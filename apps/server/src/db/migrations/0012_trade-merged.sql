ALTER TABLE "trade_invoices" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "trade_payment_events" ADD COLUMN "outcome" text NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_payment_events" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "trade_payment_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "trade_payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "trade_payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trade_payment_events" ADD CONSTRAINT "trade_payment_events_order_id_trade_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."trade_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_invoices_corrects_idx" ON "trade_invoices" USING btree ("corrects_invoice_id");