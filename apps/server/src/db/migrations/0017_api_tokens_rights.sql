DROP INDEX "api_tokens_secret_idx";--> statement-breakpoint
DROP INDEX "api_tokens_account_idx";--> statement-breakpoint
ALTER TABLE "api_tokens" DROP CONSTRAINT "api_tokens_pkey";--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_pkey" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "action_log" ADD COLUMN "api_token_id" uuid;--> statement-breakpoint
ALTER TABLE "action_log" ADD COLUMN "api_token_name" text;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "rights" text[] NOT NULL DEFAULT '{}';--> statement-breakpoint
-- The EPCIS tokens become tokens of every method: each scope gives the right it needed of its maker.
UPDATE "api_tokens" SET "created_by" = "user_id", "rights" = array(
  select distinct case s when 'epcis.read' then 'trac.event_view' when 'epcis.capture' then 'trac.event_create' end
  from unnest("scopes") s where s in ('epcis.read', 'epcis.capture') order by 1
);--> statement-breakpoint
ALTER TABLE "api_tokens" ALTER COLUMN "rights" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "entity_id" uuid;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD COLUMN "last_ip" text;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_entity_id_entities_id_fk" FOREIGN KEY ("entity_id") REFERENCES "public"."entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_secret_idx" ON "api_tokens" USING btree ("secret_hash","account_id");--> statement-breakpoint
CREATE INDEX "api_tokens_account_idx" ON "api_tokens" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "api_tokens" DROP COLUMN "scopes";