ALTER TABLE "pre_registrations" DROP CONSTRAINT "pre_registrations_account_id_accounts_id_fk";
