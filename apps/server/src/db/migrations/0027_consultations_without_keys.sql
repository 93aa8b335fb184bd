-- The consultation log keeps no foreign key (docs/decisions/0030): its rollup row, written by the same statement, holds the account, entity and product.
ALTER TABLE "seal_consultations" DROP CONSTRAINT "seal_consultations_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "seal_consultations" DROP CONSTRAINT "seal_consultations_entity_id_fk";
--> statement-breakpoint
ALTER TABLE "seal_consultations" DROP CONSTRAINT "seal_consultations_product_id_fk";
