/**
 * How each table of the schema spreads on a Citus cluster (DESIGN.md section 10, docs/scale-out.md):
 * the one list. A table is
 * - `tenant`: distributed by its account (`account_id`; `accounts` itself by `id`), colocated with
 *   `accounts`. Its primary key and every unique or exclusion key lead with that column, a foreign
 *   key to it carries it, no SET NULL / SET DEFAULT between tenant tables, no identity column;
 * - `global`: a Citus reference table, copied to every node: small, read everywhere;
 * - `local`: stays on the coordinator: rows without an account, throttles, job bookkeeping.
 * The catalogue test (distribution.test.ts) holds the migrated schema to it, and docs/scale-out.md
 * prints it (the same test compares the page with distributionTable()).
 */
export type TableClass = 'tenant' | 'global' | 'local';

export interface TableDistribution {
  class: TableClass;
  /** Why the table is in its class, in one line. */
  reason: string;
}

const tenant = (reason: string): TableDistribution => ({ class: 'tenant', reason });
const global = (reason: string): TableDistribution => ({ class: 'global', reason });
const local = (reason: string): TableDistribution => ({ class: 'local', reason });

export const TABLES: Readonly<Record<string, TableDistribution>> = {
  accounts: tenant('the tenant itself, distributed by its id: every tenant table is colocated with it'),
  action_log: tenant("an account's changes; anonymous lines (no account) are still here, see PENDING_EXCEPTIONS"),
  alert_deliveries: tenant("the mails and calls of an account's alerts"),
  alerts: tenant("an account's alert rules"),
  anomalies: tenant("the anomalies found among an account's consultations"),
  anomaly_scan: local("the anomaly scan's one-row watermark, for the whole platform"),
  api_tokens: tenant("an account's API tokens (their secret is found through global_keys)"),
  brands: tenant("an account's brand page, one row per account"),
  cask_certificates: tenant(
    "an account's cask certificates (their number is unique across accounts through global_keys)",
  ),
  cask_containers: tenant("an account's cellar containers"),
  cask_licence_orders: tenant("the licence orders of an account's trade orders"),
  cask_licences: tenant("an account's cask licences (their number and device key through global_keys)"),
  cask_plots: tenant("an account's vineyard plots"),
  cask_providers: tenant("an account's service providers"),
  company_settings: tenant("an account's company settings, one row per account"),
  consultation_daily: tenant("an account's daily consultation figures"),
  consultation_monthly: tenant("an account's monthly consultation figures"),
  consultation_monthly_done: tenant('the months whose figures an account has rolled up'),
  consultation_notice_jobs: local('job bookkeeping of the notice mails (a job id, no account)'),
  consumer_form_captchas: local('captchas answered on the public page, before any account is known'),
  consumer_forms: tenant("the forms consumers sent about an account's seals"),
  container_model_sites: tenant("the sites of an account's container models"),
  container_models: tenant("an account's container models"),
  container_seals: tenant("the seal ranges in an account's containers"),
  containers: tenant("an account's containers (their code is unique across accounts through global_keys)"),
  entities: tenant("an account's entities"),
  entity_applications: tenant("the applications an account's entities use"),
  epcis_captures: tenant("an account's EPCIS capture jobs"),
  epcis_events: tenant("an account's EPCIS events"),
  event_model_sites: tenant("the sites of an account's event models"),
  event_models: tenant("an account's traceability event models"),
  form_drafts: tenant("the form drafts of an account's users"),
  global_keys: global(
    'the facts unique across accounts (login e-mails, token secrets, public ids, codes, numbers), each with its tenant row',
  ),
  groups: tenant("an account's groups of rights"),
  login_throttle: local('failed logins by address and e-mail, before any account is known'),
  mail_outbox: local('mails, some to people of no account yet (pre-registrations)'),
  media: tenant("an account's media library"),
  news_items: global("the operator's news, read by every account"),
  news_reads: tenant("which news an account's users have read"),
  notification_reads: tenant("when an account's users last read their notifications"),
  nutrition_sheets: tenant("an account's nutrition sheets (their public id is found through global_keys)"),
  password_tokens: local('password links, looked up by their token before the account is known'),
  pre_registration_files: local('the files of a pre-registration'),
  pre_registrations: local('sign-up requests, made before their account exists'),
  product_containers: tenant("an account's product containers"),
  product_contents: tenant("what an account's container products hold"),
  product_imports: tenant("an account's product CSV imports"),
  product_texts: tenant("the titles and descriptions of an account's products"),
  products: tenant("an account's products"),
  qr_code_sets: tenant("an account's QR code sets"),
  reel_ranges: global(
    'the global reel index: the serial ranges of every reel, disjoint across accounts, with the account holding each',
  ),
  reels: tenant("an account's reels (disjoint across accounts through reel_ranges)"),
  resolver_follows_daily: tenant("the daily follows of an account's resolver menus"),
  resolver_footers: tenant("an account's resolver footers"),
  resolver_headers: tenant("an account's resolver headers"),
  resolver_items: tenant("an account's resolver items"),
  resolver_menu_items: tenant("the items of an account's resolver menus"),
  resolver_menu_products: tenant("the resolver menu of each of an account's products"),
  resolver_menus: tenant("an account's resolver menus"),
  seal_activations: tenant("an account's activations"),
  seal_cancellations: tenant("an account's cancellations"),
  seal_consultation_counts: tenant("the consultation count of each of an account's seals"),
  seal_consultations: tenant(
    "the consultations of an account's seals; those of no seal are still here, see PENDING_EXCEPTIONS",
  ),
  seal_state_changes: tenant("the state changes of an account's seals"),
  security_challenges: tenant("the security codes sent to an account's users"),
  session_tokens: local(
    'the session tokens with their account: read on the coordinator before the account is known, changed at every login',
  ),
  sessions: tenant("the sessions of an account's users (found by their token through session_tokens)"),
  site_products: tenant("the site of each of an account's products"),
  sites: tenant("an account's sites"),
  sscc_counters: tenant("the SSCC serials of an account's container models"),
  theme_sections: tenant("the sections of an account's themes"),
  themes: tenant("an account's themes"),
  tour_states: tenant("the guided tours of an account's users"),
  trace_event_containers: tenant("the containers of an account's traceability events"),
  trace_event_seals: tenant("the seal ranges of an account's traceability events"),
  trace_events: tenant("an account's traceability events"),
  trade_articles: global("the seller's catalogue, read by every account"),
  trade_counters: local(
    'the yearly numbering of trade documents across all accounts, taken in the writing transaction',
  ),
  trade_invoices: tenant("an account's invoices (their numbers are unique across accounts through global_keys)"),
  trade_order_files: tenant("the files of an account's orders"),
  trade_order_lines: tenant("the lines of an account's orders"),
  trade_order_status_changes: tenant("the status changes of an account's orders"),
  trade_orders: tenant("an account's orders (their number is unique across accounts through global_keys)"),
  trade_payment_events: local("the payment provider's notifications, handled before their order is known"),
  trade_payments: tenant("an account's payments (the provider reference is found through global_keys)"),
  trade_prices: tenant("an account's own prices"),
  trade_quotation_lines: tenant("the lines of an account's quotations"),
  trade_quotations: tenant("an account's quotations (their number is unique across accounts through global_keys)"),
  user_groups: tenant("the groups of an account's users"),
  user_profiles: tenant("the profiles of an account's users"),
  user_sites: tenant("the sites of an account's users"),
  users: tenant("an account's users (their login e-mail is unique across accounts through global_keys)"),
  webhook_deliveries: tenant("the deliveries of an account's webhooks"),
  webhooks: tenant("an account's webhooks"),
  wine_estates: tenant("an account's wine estates"),
  wines: tenant("an account's wines"),
  xml_import_ranges: tenant("the ranges of an account's XML activation files"),
  xml_imports: tenant("an account's XML activation files"),
};

/** The column a tenant table is distributed by. */
export function distributionColumn(table: string): string {
  return table === 'accounts' ? 'id' : 'account_id';
}

/**
 * Keys (constraint or unique index names) that break the tenant rules today, each waiting for the
 * part of issue 26 that removes it. The catalogue test fails when one is no longer in the catalogue
 * or no longer breaks a rule, so this list only shrinks; nothing else may be added to it.
 */
export const PENDING_EXCEPTIONS: Readonly<Record<string, string>> = {
  // Point 3 of issue 26: rows without an account, to move to tables that stay local.
  seal_consultations_pkey: 'consultations of unknown or malformed references have no account',
  action_log_pkey: 'anonymous action-log lines have no account',
  pre_registrations_account_id_accounts_id_fk: 'a local table (pre-registrations) referencing accounts',
};

/** The Markdown table docs/scale-out.md prints between its distribution markers. */
export function distributionTable(): string {
  const rows = Object.entries(TABLES)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([table, { class: kind, reason }]) => {
      const how = kind === 'tenant' ? `tenant (\`${distributionColumn(table)}\`)` : kind;
      return `| \`${table}\` | ${how} | ${reason} |`;
    });
  return ['| table | class | why |', '|---|---|---|', ...rows].join('\n');
}
