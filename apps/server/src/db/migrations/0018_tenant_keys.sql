-- Issue 26, first part (docs/scale-out.md): every tenant table's primary key leads with account_id,
-- foreign keys between tenant tables are (account_id, x) -> (account_id, id) without SET NULL (the
-- application clears those references itself), and the two identity columns become sequences.
-- The keys that still name no account (global facts, rows without an account) are listed in
-- src/db/distribution.ts. Statements ordered so that no key is dropped while another depends on it.
-- The foreign keys that depend on the keys being replaced
ALTER TABLE "entities" DROP CONSTRAINT "entities_parent_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "entity_applications" DROP CONSTRAINT "entity_applications_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "site_products" DROP CONSTRAINT "site_products_site_id_sites_id_fk";--> statement-breakpoint
ALTER TABLE "sites" DROP CONSTRAINT "sites_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "sites" DROP CONSTRAINT "sites_parent_id_sites_id_fk";--> statement-breakpoint
ALTER TABLE "groups" DROP CONSTRAINT "groups_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "password_tokens" DROP CONSTRAINT "password_tokens_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_groups" DROP CONSTRAINT "user_groups_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_groups" DROP CONSTRAINT "user_groups_group_id_groups_id_fk";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP CONSTRAINT "user_profiles_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_sites" DROP CONSTRAINT "user_sites_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "user_sites" DROP CONSTRAINT "user_sites_site_id_sites_id_fk";--> statement-breakpoint
ALTER TABLE "brands" DROP CONSTRAINT "brands_logo_id_media_id_fk";--> statement-breakpoint
ALTER TABLE "product_contents" DROP CONSTRAINT "product_contents_container_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "product_contents" DROP CONSTRAINT "product_contents_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "product_imports" DROP CONSTRAINT "product_imports_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "product_imports" DROP CONSTRAINT "product_imports_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "product_texts" DROP CONSTRAINT "product_texts_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_image_id_media_id_fk";--> statement-breakpoint
ALTER TABLE "reels" DROP CONSTRAINT "reels_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "reels" DROP CONSTRAINT "reels_transferred_from_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "reels" DROP CONSTRAINT "reels_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "seal_activations" DROP CONSTRAINT "seal_activations_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "seal_activations" DROP CONSTRAINT "seal_activations_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "seal_activations" DROP CONSTRAINT "seal_activations_activated_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "seal_cancellations" DROP CONSTRAINT "seal_cancellations_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "seal_cancellations" DROP CONSTRAINT "seal_cancellations_activation_id_seal_activations_id_fk";--> statement-breakpoint
ALTER TABLE "seal_cancellations" DROP CONSTRAINT "seal_cancellations_cancelled_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "seal_state_changes" DROP CONSTRAINT "seal_state_changes_changed_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "consumer_forms" DROP CONSTRAINT "consumer_forms_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "consumer_forms" DROP CONSTRAINT "consumer_forms_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "consumer_forms" DROP CONSTRAINT "consumer_forms_image_id_media_id_fk";--> statement-breakpoint
ALTER TABLE "seal_consultations" DROP CONSTRAINT "seal_consultations_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "seal_consultations" DROP CONSTRAINT "seal_consultations_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "security_challenges" DROP CONSTRAINT "security_challenges_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "xml_import_ranges" DROP CONSTRAINT "xml_import_ranges_import_id_xml_imports_id_fk";--> statement-breakpoint
ALTER TABLE "xml_imports" DROP CONSTRAINT "xml_imports_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "xml_imports" DROP CONSTRAINT "xml_imports_uploaded_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "xml_imports" DROP CONSTRAINT "xml_imports_started_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "xml_imports" DROP CONSTRAINT "xml_imports_started_by_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "consultation_daily" DROP CONSTRAINT "consultation_daily_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "consultation_daily" DROP CONSTRAINT "consultation_daily_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "notification_reads" DROP CONSTRAINT "notification_reads_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "consultation_monthly" DROP CONSTRAINT "consultation_monthly_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "consultation_monthly" DROP CONSTRAINT "consultation_monthly_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "alert_deliveries" DROP CONSTRAINT "alert_deliveries_alert_id_alerts_id_fk";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_webhook_id_webhooks_id_fk";--> statement-breakpoint
ALTER TABLE "webhooks" DROP CONSTRAINT "webhooks_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "theme_sections" DROP CONSTRAINT "theme_sections_theme_id_themes_id_fk";--> statement-breakpoint
ALTER TABLE "themes" DROP CONSTRAINT "themes_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "resolver_follows_daily" DROP CONSTRAINT "resolver_follows_daily_item_id_resolver_items_id_fk";--> statement-breakpoint
ALTER TABLE "resolver_follows_daily" DROP CONSTRAINT "resolver_follows_daily_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "resolver_headers" DROP CONSTRAINT "resolver_headers_logo_media_id_media_id_fk";--> statement-breakpoint
ALTER TABLE "resolver_menu_items" DROP CONSTRAINT "resolver_menu_items_menu_id_resolver_menus_id_fk";--> statement-breakpoint
ALTER TABLE "resolver_menu_items" DROP CONSTRAINT "resolver_menu_items_item_id_resolver_items_id_fk";--> statement-breakpoint
ALTER TABLE "resolver_menu_products" DROP CONSTRAINT "resolver_menu_products_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "resolver_menu_products" DROP CONSTRAINT "resolver_menu_products_menu_id_resolver_menus_id_fk";--> statement-breakpoint
ALTER TABLE "resolver_menus" DROP CONSTRAINT "resolver_menus_header_id_resolver_headers_id_fk";--> statement-breakpoint
ALTER TABLE "resolver_menus" DROP CONSTRAINT "resolver_menus_footer_id_resolver_footers_id_fk";--> statement-breakpoint
ALTER TABLE "resolver_menus" DROP CONSTRAINT "resolver_menus_logo_media_id_media_id_fk";--> statement-breakpoint
ALTER TABLE "resolver_menus" DROP CONSTRAINT "resolver_menus_background_media_id_media_id_fk";--> statement-breakpoint
ALTER TABLE "container_model_sites" DROP CONSTRAINT "container_model_sites_container_model_id_container_models_id_fk";--> statement-breakpoint
ALTER TABLE "container_model_sites" DROP CONSTRAINT "container_model_sites_site_id_sites_id_fk";--> statement-breakpoint
ALTER TABLE "container_models" DROP CONSTRAINT "container_models_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "containers" DROP CONSTRAINT "containers_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "containers" DROP CONSTRAINT "containers_parent_id_containers_id_fk";--> statement-breakpoint
ALTER TABLE "containers" DROP CONSTRAINT "containers_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "epcis_captures" DROP CONSTRAINT "epcis_captures_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "event_model_sites" DROP CONSTRAINT "event_model_sites_event_model_id_event_models_id_fk";--> statement-breakpoint
ALTER TABLE "event_model_sites" DROP CONSTRAINT "event_model_sites_site_id_sites_id_fk";--> statement-breakpoint
ALTER TABLE "event_models" DROP CONSTRAINT "event_models_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "event_models" DROP CONSTRAINT "event_models_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "product_containers" DROP CONSTRAINT "product_containers_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "product_containers" DROP CONSTRAINT "product_containers_parent_id_product_containers_id_fk";--> statement-breakpoint
ALTER TABLE "sscc_counters" DROP CONSTRAINT "sscc_counters_container_model_id_container_models_id_fk";--> statement-breakpoint
ALTER TABLE "trace_events" DROP CONSTRAINT "trace_events_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "trace_events" DROP CONSTRAINT "trace_events_site_id_sites_id_fk";--> statement-breakpoint
ALTER TABLE "trace_events" DROP CONSTRAINT "trace_events_target_site_id_sites_id_fk";--> statement-breakpoint
ALTER TABLE "trace_events" DROP CONSTRAINT "trace_events_declared_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "api_tokens" DROP CONSTRAINT "api_tokens_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "api_tokens" DROP CONSTRAINT "api_tokens_entity_id_entities_id_fk";--> statement-breakpoint
ALTER TABLE "trade_invoices" DROP CONSTRAINT "trade_invoices_order_id_trade_orders_id_fk";--> statement-breakpoint
ALTER TABLE "trade_order_files" DROP CONSTRAINT "trade_order_files_order_id_trade_orders_id_fk";--> statement-breakpoint
ALTER TABLE "trade_order_lines" DROP CONSTRAINT "trade_order_lines_order_id_trade_orders_id_fk";--> statement-breakpoint
ALTER TABLE "trade_order_lines" DROP CONSTRAINT "trade_order_lines_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "trade_order_status_changes" DROP CONSTRAINT "trade_order_status_changes_order_id_trade_orders_id_fk";--> statement-breakpoint
ALTER TABLE "trade_order_status_changes" DROP CONSTRAINT "trade_order_status_changes_by_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "trade_orders" DROP CONSTRAINT "trade_orders_quotation_id_trade_quotations_id_fk";--> statement-breakpoint
ALTER TABLE "trade_orders" DROP CONSTRAINT "trade_orders_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "trade_payment_events" DROP CONSTRAINT "trade_payment_events_order_id_trade_orders_id_fk";--> statement-breakpoint
ALTER TABLE "trade_payments" DROP CONSTRAINT "trade_payments_order_id_trade_orders_id_fk";--> statement-breakpoint
ALTER TABLE "trade_quotation_lines" DROP CONSTRAINT "trade_quotation_lines_quotation_id_trade_quotations_id_fk";--> statement-breakpoint
ALTER TABLE "trade_quotation_lines" DROP CONSTRAINT "trade_quotation_lines_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "trade_quotations" DROP CONSTRAINT "trade_quotations_requested_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "trade_quotations" DROP CONSTRAINT "trade_quotations_decided_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "nutrition_sheets" DROP CONSTRAINT "nutrition_sheets_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "nutrition_sheets" DROP CONSTRAINT "nutrition_sheets_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "qr_code_sets" DROP CONSTRAINT "qr_code_sets_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "qr_code_sets" DROP CONSTRAINT "qr_code_sets_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "news_reads" DROP CONSTRAINT "news_reads_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "tour_states" DROP CONSTRAINT "tour_states_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "wine_estates" DROP CONSTRAINT "wine_estates_emblem_media_id_media_id_fk";--> statement-breakpoint
ALTER TABLE "wine_estates" DROP CONSTRAINT "wine_estates_picture_media_id_media_id_fk";--> statement-breakpoint
ALTER TABLE "wine_estates" DROP CONSTRAINT "wine_estates_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "wines" DROP CONSTRAINT "wines_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "wines" DROP CONSTRAINT "wines_estate_id_wine_estates_id_fk";--> statement-breakpoint
ALTER TABLE "wines" DROP CONSTRAINT "wines_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "form_drafts" DROP CONSTRAINT "form_drafts_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "cask_certificates" DROP CONSTRAINT "cask_certificates_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "cask_certificates" DROP CONSTRAINT "cask_certificates_container_id_cask_containers_id_fk";--> statement-breakpoint
ALTER TABLE "cask_certificates" DROP CONSTRAINT "cask_certificates_from_certificate_id_cask_certificates_id_fk";--> statement-breakpoint
ALTER TABLE "cask_certificates" DROP CONSTRAINT "cask_certificates_licence_id_cask_licences_id_fk";--> statement-breakpoint
ALTER TABLE "cask_containers" DROP CONSTRAINT "cask_containers_provider_id_cask_providers_id_fk";--> statement-breakpoint
ALTER TABLE "cask_containers" DROP CONSTRAINT "cask_containers_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "cask_licence_orders" DROP CONSTRAINT "cask_licence_orders_order_id_trade_orders_id_fk";--> statement-breakpoint
ALTER TABLE "cask_licence_orders" DROP CONSTRAINT "cask_licence_orders_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "cask_licences" DROP CONSTRAINT "cask_licences_order_id_cask_licence_orders_order_id_fk";--> statement-breakpoint
ALTER TABLE "cask_plots" DROP CONSTRAINT "cask_plots_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "cask_providers" DROP CONSTRAINT "cask_providers_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "container_seals" DROP CONSTRAINT "container_seals_container_fk";--> statement-breakpoint
ALTER TABLE "containers" DROP CONSTRAINT "containers_product_container_fk";--> statement-breakpoint
ALTER TABLE "product_containers" DROP CONSTRAINT "product_containers_model_fk";--> statement-breakpoint
ALTER TABLE "seal_activations" DROP CONSTRAINT "seal_activations_reel_fk";--> statement-breakpoint
ALTER TABLE "trace_event_containers" DROP CONSTRAINT "trace_event_containers_container_fk";--> statement-breakpoint
ALTER TABLE "trace_event_containers" DROP CONSTRAINT "trace_event_containers_event_fk";--> statement-breakpoint
ALTER TABLE "trace_event_seals" DROP CONSTRAINT "trace_event_seals_event_fk";--> statement-breakpoint
ALTER TABLE "trace_events" DROP CONSTRAINT "trace_events_model_fk";--> statement-breakpoint
ALTER TABLE "trace_events" DROP CONSTRAINT "trace_events_parent_fk";--> statement-breakpoint
-- Unique keys now covered by the primary keys, and unique indexes rebuilt with account_id
ALTER TABLE "reels" DROP CONSTRAINT "reels_account_id_key";--> statement-breakpoint
ALTER TABLE "container_models" DROP CONSTRAINT "container_models_account_id_key";--> statement-breakpoint
ALTER TABLE "containers" DROP CONSTRAINT "containers_account_id_key";--> statement-breakpoint
ALTER TABLE "event_models" DROP CONSTRAINT "event_models_account_id_key";--> statement-breakpoint
ALTER TABLE "product_containers" DROP CONSTRAINT "product_containers_account_id_key";--> statement-breakpoint
ALTER TABLE "trace_events" DROP CONSTRAINT "trace_events_account_id_key";--> statement-breakpoint
DROP INDEX "site_products_product_idx";--> statement-breakpoint
DROP INDEX "groups_name_idx";--> statement-breakpoint
DROP INDEX "trade_invoices_corrects_idx";--> statement-breakpoint
DROP INDEX "wines_product_idx";--> statement-breakpoint
-- Primary keys
ALTER TABLE "entities" DROP CONSTRAINT "entities_pkey";--> statement-breakpoint
ALTER TABLE "sites" DROP CONSTRAINT "sites_pkey";--> statement-breakpoint
ALTER TABLE "groups" DROP CONSTRAINT "groups_pkey";--> statement-breakpoint
ALTER TABLE "user_groups" DROP CONSTRAINT "user_groups_user_id_application_pk";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP CONSTRAINT "user_profiles_pkey";--> statement-breakpoint
ALTER TABLE "user_sites" DROP CONSTRAINT "user_sites_user_id_site_id_pk";--> statement-breakpoint
ALTER TABLE "media" DROP CONSTRAINT "media_pkey";--> statement-breakpoint
ALTER TABLE "product_contents" DROP CONSTRAINT "product_contents_container_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "product_imports" DROP CONSTRAINT "product_imports_pkey";--> statement-breakpoint
ALTER TABLE "product_texts" DROP CONSTRAINT "product_texts_product_id_language_pk";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey";--> statement-breakpoint
ALTER TABLE "reels" DROP CONSTRAINT "reels_pkey";--> statement-breakpoint
ALTER TABLE "seal_activations" DROP CONSTRAINT "seal_activations_pkey";--> statement-breakpoint
ALTER TABLE "seal_cancellations" DROP CONSTRAINT "seal_cancellations_pkey";--> statement-breakpoint
ALTER TABLE "seal_state_changes" DROP CONSTRAINT "seal_state_changes_pkey";--> statement-breakpoint
ALTER TABLE "consumer_forms" DROP CONSTRAINT "consumer_forms_pkey";--> statement-breakpoint
ALTER TABLE "security_challenges" DROP CONSTRAINT "security_challenges_pkey";--> statement-breakpoint
ALTER TABLE "xml_import_ranges" DROP CONSTRAINT "xml_import_ranges_import_id_position_pk";--> statement-breakpoint
ALTER TABLE "xml_imports" DROP CONSTRAINT "xml_imports_pkey";--> statement-breakpoint
ALTER TABLE "notification_reads" DROP CONSTRAINT "notification_reads_pkey";--> statement-breakpoint
ALTER TABLE "alert_deliveries" DROP CONSTRAINT "alert_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_pkey";--> statement-breakpoint
ALTER TABLE "anomalies" DROP CONSTRAINT "anomalies_pkey";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "webhook_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "webhooks" DROP CONSTRAINT "webhooks_pkey";--> statement-breakpoint
ALTER TABLE "theme_sections" DROP CONSTRAINT "theme_sections_theme_id_lang_section_idx_pk";--> statement-breakpoint
ALTER TABLE "themes" DROP CONSTRAINT "themes_pkey";--> statement-breakpoint
ALTER TABLE "resolver_footers" DROP CONSTRAINT "resolver_footers_pkey";--> statement-breakpoint
ALTER TABLE "resolver_headers" DROP CONSTRAINT "resolver_headers_pkey";--> statement-breakpoint
ALTER TABLE "resolver_items" DROP CONSTRAINT "resolver_items_pkey";--> statement-breakpoint
ALTER TABLE "resolver_menu_items" DROP CONSTRAINT "resolver_menu_items_menu_id_item_id_pk";--> statement-breakpoint
ALTER TABLE "resolver_menu_products" DROP CONSTRAINT "resolver_menu_products_pkey";--> statement-breakpoint
ALTER TABLE "resolver_menus" DROP CONSTRAINT "resolver_menus_pkey";--> statement-breakpoint
ALTER TABLE "container_model_sites" DROP CONSTRAINT "container_model_sites_container_model_id_site_id_pk";--> statement-breakpoint
ALTER TABLE "container_models" DROP CONSTRAINT "container_models_pkey";--> statement-breakpoint
ALTER TABLE "container_seals" DROP CONSTRAINT "container_seals_pkey";--> statement-breakpoint
ALTER TABLE "containers" DROP CONSTRAINT "containers_pkey";--> statement-breakpoint
ALTER TABLE "epcis_captures" DROP CONSTRAINT "epcis_captures_pkey";--> statement-breakpoint
ALTER TABLE "event_model_sites" DROP CONSTRAINT "event_model_sites_event_model_id_site_id_pk";--> statement-breakpoint
ALTER TABLE "event_models" DROP CONSTRAINT "event_models_pkey";--> statement-breakpoint
ALTER TABLE "product_containers" DROP CONSTRAINT "product_containers_pkey";--> statement-breakpoint
ALTER TABLE "sscc_counters" DROP CONSTRAINT "sscc_counters_pkey";--> statement-breakpoint
ALTER TABLE "trace_event_containers" DROP CONSTRAINT "trace_event_containers_event_id_container_id_pk";--> statement-breakpoint
ALTER TABLE "trace_event_seals" DROP CONSTRAINT "trace_event_seals_pkey";--> statement-breakpoint
ALTER TABLE "trace_events" DROP CONSTRAINT "trace_events_pkey";--> statement-breakpoint
ALTER TABLE "trade_invoices" DROP CONSTRAINT "trade_invoices_pkey";--> statement-breakpoint
ALTER TABLE "trade_order_files" DROP CONSTRAINT "trade_order_files_pkey";--> statement-breakpoint
ALTER TABLE "trade_order_lines" DROP CONSTRAINT "trade_order_lines_order_id_line_no_pk";--> statement-breakpoint
ALTER TABLE "trade_order_status_changes" DROP CONSTRAINT "trade_order_status_changes_pkey";--> statement-breakpoint
ALTER TABLE "trade_orders" DROP CONSTRAINT "trade_orders_pkey";--> statement-breakpoint
ALTER TABLE "trade_payments" DROP CONSTRAINT "trade_payments_pkey";--> statement-breakpoint
ALTER TABLE "trade_quotation_lines" DROP CONSTRAINT "trade_quotation_lines_quotation_id_line_no_pk";--> statement-breakpoint
ALTER TABLE "trade_quotations" DROP CONSTRAINT "trade_quotations_pkey";--> statement-breakpoint
ALTER TABLE "nutrition_sheets" DROP CONSTRAINT "nutrition_sheets_pkey";--> statement-breakpoint
ALTER TABLE "qr_code_sets" DROP CONSTRAINT "qr_code_sets_pkey";--> statement-breakpoint
ALTER TABLE "wine_estates" DROP CONSTRAINT "wine_estates_pkey";--> statement-breakpoint
ALTER TABLE "wines" DROP CONSTRAINT "wines_pkey";--> statement-breakpoint
ALTER TABLE "cask_certificates" DROP CONSTRAINT "cask_certificates_pkey";--> statement-breakpoint
ALTER TABLE "cask_containers" DROP CONSTRAINT "cask_containers_pkey";--> statement-breakpoint
ALTER TABLE "cask_licence_orders" DROP CONSTRAINT "cask_licence_orders_pkey";--> statement-breakpoint
ALTER TABLE "cask_licences" DROP CONSTRAINT "cask_licences_pkey";--> statement-breakpoint
ALTER TABLE "cask_plots" DROP CONSTRAINT "cask_plots_pkey";--> statement-breakpoint
ALTER TABLE "cask_providers" DROP CONSTRAINT "cask_providers_pkey";--> statement-breakpoint
-- Identity columns become sequences (Citus refuses identity columns on distributed tables)
ALTER TABLE "seal_state_changes" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
CREATE SEQUENCE "seal_state_changes_id_seq" OWNED BY "seal_state_changes"."id";--> statement-breakpoint
SELECT setval('"seal_state_changes_id_seq"', coalesce(max("id"), 0) + 1, false) FROM "seal_state_changes";--> statement-breakpoint
ALTER TABLE "seal_state_changes" ALTER COLUMN "id" SET DEFAULT nextval('"seal_state_changes_id_seq"');--> statement-breakpoint
ALTER TABLE "seal_consultations" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
CREATE SEQUENCE "seal_consultations_id_seq" OWNED BY "seal_consultations"."id";--> statement-breakpoint
SELECT setval('"seal_consultations_id_seq"', coalesce(max("id"), 0) + 1, false) FROM "seal_consultations";--> statement-breakpoint
ALTER TABLE "seal_consultations" ALTER COLUMN "id" SET DEFAULT nextval('"seal_consultations_id_seq"');--> statement-breakpoint
-- Primary keys led by account_id
ALTER TABLE "entities" ADD CONSTRAINT "entities_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_account_id_user_id_application_pk" PRIMARY KEY("account_id","user_id","application");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_account_id_user_id_pk" PRIMARY KEY("account_id","user_id");--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_account_id_user_id_site_id_pk" PRIMARY KEY("account_id","user_id","site_id");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "product_contents" ADD CONSTRAINT "product_contents_account_id_container_id_product_id_pk" PRIMARY KEY("account_id","container_id","product_id");--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_account_id_product_id_language_pk" PRIMARY KEY("account_id","product_id","language");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "seal_activations" ADD CONSTRAINT "seal_activations_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "seal_cancellations" ADD CONSTRAINT "seal_cancellations_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "seal_state_changes" ADD CONSTRAINT "seal_state_changes_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "consumer_forms" ADD CONSTRAINT "consumer_forms_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "security_challenges" ADD CONSTRAINT "security_challenges_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "xml_import_ranges" ADD CONSTRAINT "xml_import_ranges_account_id_import_id_position_pk" PRIMARY KEY("account_id","import_id","position");--> statement-breakpoint
ALTER TABLE "xml_imports" ADD CONSTRAINT "xml_imports_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_account_id_user_id_pk" PRIMARY KEY("account_id","user_id");--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "anomalies" ADD CONSTRAINT "anomalies_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "theme_sections" ADD CONSTRAINT "theme_sections_account_id_theme_id_lang_section_idx_pk" PRIMARY KEY("account_id","theme_id","lang","section_idx");--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "resolver_footers" ADD CONSTRAINT "resolver_footers_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "resolver_headers" ADD CONSTRAINT "resolver_headers_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "resolver_items" ADD CONSTRAINT "resolver_items_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "resolver_menu_items" ADD CONSTRAINT "resolver_menu_items_account_id_menu_id_item_id_pk" PRIMARY KEY("account_id","menu_id","item_id");--> statement-breakpoint
ALTER TABLE "resolver_menu_products" ADD CONSTRAINT "resolver_menu_products_account_id_product_id_pk" PRIMARY KEY("account_id","product_id");--> statement-breakpoint
ALTER TABLE "resolver_menus" ADD CONSTRAINT "resolver_menus_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "container_model_sites" ADD CONSTRAINT "container_model_sites_account_id_container_model_id_site_id_pk" PRIMARY KEY("account_id","container_model_id","site_id");--> statement-breakpoint
ALTER TABLE "container_models" ADD CONSTRAINT "container_models_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "container_seals" ADD CONSTRAINT "container_seals_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "epcis_captures" ADD CONSTRAINT "epcis_captures_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "event_model_sites" ADD CONSTRAINT "event_model_sites_account_id_event_model_id_site_id_pk" PRIMARY KEY("account_id","event_model_id","site_id");--> statement-breakpoint
ALTER TABLE "event_models" ADD CONSTRAINT "event_models_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "product_containers" ADD CONSTRAINT "product_containers_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "sscc_counters" ADD CONSTRAINT "sscc_counters_account_id_container_model_id_pk" PRIMARY KEY("account_id","container_model_id");--> statement-breakpoint
ALTER TABLE "trace_event_containers" ADD CONSTRAINT "trace_event_containers_account_id_event_id_container_id_pk" PRIMARY KEY("account_id","event_id","container_id");--> statement-breakpoint
ALTER TABLE "trace_event_seals" ADD CONSTRAINT "trace_event_seals_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "trade_invoices" ADD CONSTRAINT "trade_invoices_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "trade_order_files" ADD CONSTRAINT "trade_order_files_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "trade_order_lines" ADD CONSTRAINT "trade_order_lines_account_id_order_id_line_no_pk" PRIMARY KEY("account_id","order_id","line_no");--> statement-breakpoint
ALTER TABLE "trade_order_status_changes" ADD CONSTRAINT "trade_order_status_changes_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "trade_payments" ADD CONSTRAINT "trade_payments_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "trade_quotation_lines" ADD CONSTRAINT "trade_quotation_lines_account_id_quotation_id_line_no_pk" PRIMARY KEY("account_id","quotation_id","line_no");--> statement-breakpoint
ALTER TABLE "trade_quotations" ADD CONSTRAINT "trade_quotations_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "nutrition_sheets" ADD CONSTRAINT "nutrition_sheets_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "qr_code_sets" ADD CONSTRAINT "qr_code_sets_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "wine_estates" ADD CONSTRAINT "wine_estates_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "wines" ADD CONSTRAINT "wines_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "cask_certificates" ADD CONSTRAINT "cask_certificates_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "cask_containers" ADD CONSTRAINT "cask_containers_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "cask_licence_orders" ADD CONSTRAINT "cask_licence_orders_account_id_order_id_pk" PRIMARY KEY("account_id","order_id");--> statement-breakpoint
ALTER TABLE "cask_licences" ADD CONSTRAINT "cask_licences_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "cask_plots" ADD CONSTRAINT "cask_plots_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
ALTER TABLE "cask_providers" ADD CONSTRAINT "cask_providers_account_id_id_pk" PRIMARY KEY("account_id","id");--> statement-breakpoint
-- Unique indexes led by account_id
CREATE UNIQUE INDEX "site_products_product_idx" ON "site_products" USING btree ("account_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_idx" ON "groups" USING btree ("account_id","entity_id","application","name");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_invoices_corrects_idx" ON "trade_invoices" USING btree ("account_id","corrects_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wines_product_idx" ON "wines" USING btree ("account_id","product_id");--> statement-breakpoint
-- Foreign keys between tenant tables carry account_id
ALTER TABLE "entities" ADD CONSTRAINT "entities_parent_id_fk" FOREIGN KEY ("account_id","parent_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entity_applications" ADD CONSTRAINT "entity_applications_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_products" ADD CONSTRAINT "site_products_site_id_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."sites"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_parent_id_fk" FOREIGN KEY ("account_id","parent_id") REFERENCES "public"."sites"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_group_id_fk" FOREIGN KEY ("account_id","group_id") REFERENCES "public"."groups"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_site_id_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."sites"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_logo_id_fk" FOREIGN KEY ("account_id","logo_id") REFERENCES "public"."media"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_contents" ADD CONSTRAINT "product_contents_container_id_fk" FOREIGN KEY ("account_id","container_id") REFERENCES "public"."products"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_contents" ADD CONSTRAINT "product_contents_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_imports" ADD CONSTRAINT "product_imports_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_texts" ADD CONSTRAINT "product_texts_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_fk" FOREIGN KEY ("account_id","image_id") REFERENCES "public"."media"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_transferred_from_entity_id_fk" FOREIGN KEY ("account_id","transferred_from_entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_activations" ADD CONSTRAINT "seal_activations_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_activations" ADD CONSTRAINT "seal_activations_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_activations" ADD CONSTRAINT "seal_activations_activated_by_fk" FOREIGN KEY ("account_id","activated_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_cancellations" ADD CONSTRAINT "seal_cancellations_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_cancellations" ADD CONSTRAINT "seal_cancellations_activation_id_fk" FOREIGN KEY ("account_id","activation_id") REFERENCES "public"."seal_activations"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_cancellations" ADD CONSTRAINT "seal_cancellations_cancelled_by_fk" FOREIGN KEY ("account_id","cancelled_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_state_changes" ADD CONSTRAINT "seal_state_changes_changed_by_fk" FOREIGN KEY ("account_id","changed_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_forms" ADD CONSTRAINT "consumer_forms_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_forms" ADD CONSTRAINT "consumer_forms_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_forms" ADD CONSTRAINT "consumer_forms_image_id_fk" FOREIGN KEY ("account_id","image_id") REFERENCES "public"."media"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_consultations" ADD CONSTRAINT "seal_consultations_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seal_consultations" ADD CONSTRAINT "seal_consultations_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_challenges" ADD CONSTRAINT "security_challenges_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_import_ranges" ADD CONSTRAINT "xml_import_ranges_import_id_fk" FOREIGN KEY ("account_id","import_id") REFERENCES "public"."xml_imports"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_imports" ADD CONSTRAINT "xml_imports_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_imports" ADD CONSTRAINT "xml_imports_uploaded_by_fk" FOREIGN KEY ("account_id","uploaded_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_imports" ADD CONSTRAINT "xml_imports_started_by_fk" FOREIGN KEY ("account_id","started_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "xml_imports" ADD CONSTRAINT "xml_imports_started_by_entity_id_fk" FOREIGN KEY ("account_id","started_by_entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_daily" ADD CONSTRAINT "consultation_daily_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_daily" ADD CONSTRAINT "consultation_daily_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_reads" ADD CONSTRAINT "notification_reads_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_monthly" ADD CONSTRAINT "consultation_monthly_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_monthly" ADD CONSTRAINT "consultation_monthly_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_deliveries" ADD CONSTRAINT "alert_deliveries_alert_id_fk" FOREIGN KEY ("account_id","alert_id") REFERENCES "public"."alerts"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_fk" FOREIGN KEY ("account_id","webhook_id") REFERENCES "public"."webhooks"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhooks" ADD CONSTRAINT "webhooks_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_sections" ADD CONSTRAINT "theme_sections_theme_id_fk" FOREIGN KEY ("account_id","theme_id") REFERENCES "public"."themes"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_follows_daily" ADD CONSTRAINT "resolver_follows_daily_item_id_fk" FOREIGN KEY ("account_id","item_id") REFERENCES "public"."resolver_items"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_follows_daily" ADD CONSTRAINT "resolver_follows_daily_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_headers" ADD CONSTRAINT "resolver_headers_logo_media_id_fk" FOREIGN KEY ("account_id","logo_media_id") REFERENCES "public"."media"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menu_items" ADD CONSTRAINT "resolver_menu_items_menu_id_fk" FOREIGN KEY ("account_id","menu_id") REFERENCES "public"."resolver_menus"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menu_items" ADD CONSTRAINT "resolver_menu_items_item_id_fk" FOREIGN KEY ("account_id","item_id") REFERENCES "public"."resolver_items"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menu_products" ADD CONSTRAINT "resolver_menu_products_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menu_products" ADD CONSTRAINT "resolver_menu_products_menu_id_fk" FOREIGN KEY ("account_id","menu_id") REFERENCES "public"."resolver_menus"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menus" ADD CONSTRAINT "resolver_menus_header_id_fk" FOREIGN KEY ("account_id","header_id") REFERENCES "public"."resolver_headers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menus" ADD CONSTRAINT "resolver_menus_footer_id_fk" FOREIGN KEY ("account_id","footer_id") REFERENCES "public"."resolver_footers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menus" ADD CONSTRAINT "resolver_menus_logo_media_id_fk" FOREIGN KEY ("account_id","logo_media_id") REFERENCES "public"."media"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resolver_menus" ADD CONSTRAINT "resolver_menus_background_media_id_fk" FOREIGN KEY ("account_id","background_media_id") REFERENCES "public"."media"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_model_sites" ADD CONSTRAINT "container_model_sites_container_model_id_fk" FOREIGN KEY ("account_id","container_model_id") REFERENCES "public"."container_models"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_model_sites" ADD CONSTRAINT "container_model_sites_site_id_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."sites"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_models" ADD CONSTRAINT "container_models_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_parent_id_fk" FOREIGN KEY ("account_id","parent_id") REFERENCES "public"."containers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epcis_captures" ADD CONSTRAINT "epcis_captures_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_model_sites" ADD CONSTRAINT "event_model_sites_event_model_id_fk" FOREIGN KEY ("account_id","event_model_id") REFERENCES "public"."event_models"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_model_sites" ADD CONSTRAINT "event_model_sites_site_id_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."sites"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_models" ADD CONSTRAINT "event_models_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_models" ADD CONSTRAINT "event_models_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_containers" ADD CONSTRAINT "product_containers_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_containers" ADD CONSTRAINT "product_containers_parent_id_fk" FOREIGN KEY ("account_id","parent_id") REFERENCES "public"."product_containers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sscc_counters" ADD CONSTRAINT "sscc_counters_container_model_id_fk" FOREIGN KEY ("account_id","container_model_id") REFERENCES "public"."container_models"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_site_id_fk" FOREIGN KEY ("account_id","site_id") REFERENCES "public"."sites"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_target_site_id_fk" FOREIGN KEY ("account_id","target_site_id") REFERENCES "public"."sites"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_declared_by_fk" FOREIGN KEY ("account_id","declared_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_entity_id_fk" FOREIGN KEY ("account_id","entity_id") REFERENCES "public"."entities"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_invoices" ADD CONSTRAINT "trade_invoices_order_id_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."trade_orders"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_files" ADD CONSTRAINT "trade_order_files_order_id_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."trade_orders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_lines" ADD CONSTRAINT "trade_order_lines_order_id_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."trade_orders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_lines" ADD CONSTRAINT "trade_order_lines_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_status_changes" ADD CONSTRAINT "trade_order_status_changes_order_id_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."trade_orders"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_order_status_changes" ADD CONSTRAINT "trade_order_status_changes_by_user_id_fk" FOREIGN KEY ("account_id","by_user_id") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_quotation_id_fk" FOREIGN KEY ("account_id","quotation_id") REFERENCES "public"."trade_quotations"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_orders" ADD CONSTRAINT "trade_orders_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_payments" ADD CONSTRAINT "trade_payments_order_id_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."trade_orders"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotation_lines" ADD CONSTRAINT "trade_quotation_lines_quotation_id_fk" FOREIGN KEY ("account_id","quotation_id") REFERENCES "public"."trade_quotations"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotation_lines" ADD CONSTRAINT "trade_quotation_lines_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotations" ADD CONSTRAINT "trade_quotations_requested_by_fk" FOREIGN KEY ("account_id","requested_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_quotations" ADD CONSTRAINT "trade_quotations_decided_by_fk" FOREIGN KEY ("account_id","decided_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_sheets" ADD CONSTRAINT "nutrition_sheets_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_sheets" ADD CONSTRAINT "nutrition_sheets_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_sets" ADD CONSTRAINT "qr_code_sets_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_code_sets" ADD CONSTRAINT "qr_code_sets_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_reads" ADD CONSTRAINT "news_reads_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_states" ADD CONSTRAINT "tour_states_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_estates" ADD CONSTRAINT "wine_estates_emblem_media_id_fk" FOREIGN KEY ("account_id","emblem_media_id") REFERENCES "public"."media"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_estates" ADD CONSTRAINT "wine_estates_picture_media_id_fk" FOREIGN KEY ("account_id","picture_media_id") REFERENCES "public"."media"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wine_estates" ADD CONSTRAINT "wine_estates_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wines" ADD CONSTRAINT "wines_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wines" ADD CONSTRAINT "wines_estate_id_fk" FOREIGN KEY ("account_id","estate_id") REFERENCES "public"."wine_estates"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wines" ADD CONSTRAINT "wines_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_drafts" ADD CONSTRAINT "form_drafts_user_id_fk" FOREIGN KEY ("account_id","user_id") REFERENCES "public"."users"("account_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_certificates" ADD CONSTRAINT "cask_certificates_product_id_fk" FOREIGN KEY ("account_id","product_id") REFERENCES "public"."products"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_certificates" ADD CONSTRAINT "cask_certificates_container_id_fk" FOREIGN KEY ("account_id","container_id") REFERENCES "public"."cask_containers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_certificates" ADD CONSTRAINT "cask_certificates_from_certificate_id_fk" FOREIGN KEY ("account_id","from_certificate_id") REFERENCES "public"."cask_certificates"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_certificates" ADD CONSTRAINT "cask_certificates_licence_id_fk" FOREIGN KEY ("account_id","licence_id") REFERENCES "public"."cask_licences"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_containers" ADD CONSTRAINT "cask_containers_provider_id_fk" FOREIGN KEY ("account_id","provider_id") REFERENCES "public"."cask_providers"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_containers" ADD CONSTRAINT "cask_containers_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_licence_orders" ADD CONSTRAINT "cask_licence_orders_order_id_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."trade_orders"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_licence_orders" ADD CONSTRAINT "cask_licence_orders_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_licences" ADD CONSTRAINT "cask_licences_order_id_fk" FOREIGN KEY ("account_id","order_id") REFERENCES "public"."cask_licence_orders"("account_id","order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_plots" ADD CONSTRAINT "cask_plots_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cask_providers" ADD CONSTRAINT "cask_providers_created_by_fk" FOREIGN KEY ("account_id","created_by") REFERENCES "public"."users"("account_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "container_seals" ADD CONSTRAINT "container_seals_container_fk" FOREIGN KEY (account_id, container_id) REFERENCES containers(account_id, id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_product_container_fk" FOREIGN KEY (account_id, product_container_id) REFERENCES product_containers(account_id, id);--> statement-breakpoint
ALTER TABLE "product_containers" ADD CONSTRAINT "product_containers_model_fk" FOREIGN KEY (account_id, container_model_id) REFERENCES container_models(account_id, id);--> statement-breakpoint
ALTER TABLE "seal_activations" ADD CONSTRAINT "seal_activations_reel_fk" FOREIGN KEY (account_id, reel_id) REFERENCES reels(account_id, id);--> statement-breakpoint
ALTER TABLE "trace_event_containers" ADD CONSTRAINT "trace_event_containers_container_fk" FOREIGN KEY (account_id, container_id) REFERENCES containers(account_id, id);--> statement-breakpoint
ALTER TABLE "trace_event_containers" ADD CONSTRAINT "trace_event_containers_event_fk" FOREIGN KEY (account_id, event_id) REFERENCES trace_events(account_id, id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "trace_event_seals" ADD CONSTRAINT "trace_event_seals_event_fk" FOREIGN KEY (account_id, event_id) REFERENCES trace_events(account_id, id) ON DELETE CASCADE;--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_model_fk" FOREIGN KEY (account_id, event_model_id) REFERENCES event_models(account_id, id);--> statement-breakpoint
ALTER TABLE "trace_events" ADD CONSTRAINT "trace_events_parent_fk" FOREIGN KEY (account_id, parent_container_id) REFERENCES containers(account_id, id);
