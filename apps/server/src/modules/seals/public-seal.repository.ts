import { getTableName } from 'drizzle-orm';
import { LANGUAGES, type Language } from '@seal/shared';
import type { Db } from '../../db/client';
import {
  accounts,
  companySettings,
  containerSeals,
  productTexts,
  reelRanges,
  sites,
  traceEventSeals,
} from '../../db/schema';
import { isDistributed } from '../../db/distributed';
import { runPrepared } from '../../db/prepared';
import { sealRecordSql, toRecord, type SealRecord, type SealRecordRow } from './seal-state.repository';

/** What a consumer's consultation needs of a product: its public face and its security settings. */
export interface PublicProductRecord {
  id: string;
  archived: boolean;
  gtin: string | null;
  brand: string | null;
  imageId: string | null;
  productPageUrl: string | null;
  redirectUrls: Record<string, string>;
  resolverMode: number;
  captcha: number;
  ccpType: 'manual' | '3' | '6' | null;
  controlKey: string | null;
  suspectThreshold: number;
  fraudulentThreshold: number;
  /** The product's dynamic data items as stored (the public flag says which a consumer sees). */
  dynamicData: unknown[];
  /** In the language asked, else the product's default language. */
  title: string | null;
  description: string | null;
  /** The theme of its public page (modules/themes), or null for the default page. */
  displayTemplate: string | null;
}

/** The owner of a seal as a consumer may see it: the company settings (spec 000 section 3). */
export interface PublicCompanyRecord {
  name: string;
  supportEmail: string | null;
  supportUrl: string | null;
  inactiveRedirectUrl: string | null;
  /** Where a consultation ending in an error offers to go (the company's error URL). */
  errorUrl: string | null;
}

/** A seal found without an account: its owner, its product and the values of its activation. */
export interface PublicSealRecord extends SealRecord {
  accountId: string;
  product: PublicProductRecord | null;
  /** The dynamic data values entered at activation, by label. */
  activationData: Record<string, string>;
  company: PublicCompanyRecord;
  /** An event names the seal or a container holds it: it may have public events (tracedSql). */
  traced: boolean;
}

interface PublicRow extends SealRecordRow {
  account_id: string;
  activation_data: Record<string, string> | null;
  p_id: string | null;
  p_archived: boolean | null;
  p_gtin: string | null;
  p_brand: string | null;
  p_image_id: string | null;
  p_product_page_url: string | null;
  p_redirect_urls: Record<string, string> | null;
  p_resolver_mode: number | null;
  p_captcha: number | null;
  p_ccp_type: PublicProductRecord['ccpType'];
  p_control_key: string | null;
  p_suspect_threshold: number | null;
  p_fraudulent_threshold: number | null;
  p_dynamic_data: unknown[] | null;
  p_title: string | null;
  p_description: string | null;
  p_display_template: string | null;
  company_name: string;
  support_email: string | null;
  support_url: string | null;
  inactive_redirect_url: string | null;
  error_url: string | null;
  traced: boolean;
}

/** One seal a consumer asks about: its serial, the key version of its reference, their language. */
export interface PublicSealQuery {
  serial: number;
  keyVersion: number;
  language: Language;
}

/**
 * Whether a seal can have public events at all: an event names it, or a container holds it (the
 * container's events and its parents' reach the seal), the two sources the consultation reads its
 * events from (trace-events/public-events.ts). Two index probes with the look-up: the events are
 * then read of a traced seal only, and a seal no event has reached, as most are, costs no statement
 * more. `owner` and `serial` are SQL expressions.
 */
const tracedSql = (owner: string, serial: string) => `(exists (
      select 1 from ${getTableName(traceEventSeals)} s where s.account_id = ${owner} and s.serials @> ${serial})
    or exists (
      select 1 from ${getTableName(containerSeals)} s where s.account_id = ${owner} and s.serials @> ${serial}))`;

/**
 * What the consumer's look-up adds to the seal record: the owner, the product's public face, the
 * company, whether the seal is traced. `owner` and `serial` are SQL expressions.
 */
const publicColumns = (owner: string, serial: string) => `r.account_id, a.dynamic_data as activation_data,
    p.id as p_id, p.archived as p_archived, p.gtin as p_gtin, p.brand as p_brand, p.image_id as p_image_id,
    p.product_page_url as p_product_page_url, p.redirect_urls as p_redirect_urls, p.resolver_mode as p_resolver_mode,
    p.captcha as p_captcha, p.ccp_type as p_ccp_type, p.control_key as p_control_key,
    p.suspect_threshold as p_suspect_threshold, p.fraudulent_threshold as p_fraudulent_threshold,
    p.dynamic_data as p_dynamic_data, t.title as p_title, t.description as p_description,
    p.display_template as p_display_template,
    coalesce(cs.business_name, o.name) as company_name, cs.support_email, cs.support_url, cs.inactive_redirect_url,
    cs.error_url, ${tracedSql(owner, serial)} as traced`;

/** The product's text in `language`, else in its default language; the owner and its company settings. */
const publicJoins = (owner: string, language: string) => `left join lateral (
    select title, description from ${getTableName(productTexts)}
    where account_id = ${owner} and product_id = p.id and language in (${language}, p.default_language)
    order by language = ${language} desc limit 1
  ) t on true
  join ${getTableName(accounts)} o on o.id = ${owner}
  left join ${getTableName(companySettings)} cs on cs.account_id = ${owner}`;

/**
 * $1, $2, $3: the serials, key versions and languages of the seals asked about, as arrays; each
 * answers at most one row, numbered by its place (`ord`). Reels are disjoint across accounts, so
 * the serial alone finds the one reel holding it, whoever owns it, through the global reel index; the key version must be the
 * reel's, as for findSealRecord. The text is the language's, else the default language's.
 *
 * A seal's 40 columns come as one JSON column (`seal`): the driver parses one value instead of
 * making a row object of 40 keys (with a parser set up for each column of every result). Profiled
 * under load on PostgreSQL, a consultation's row cost the server's one thread about 19 µs as
 * columns and 13 µs as one value (docs/consultation.md).
 */
const PUBLIC_SEALS_SQL = `
  select q.ord::int, row_to_json(x) as seal
  from unnest($1::int8[], $2::int2[], $3::text[]) with ordinality as q(serial, key_version, language, ord)
  cross join lateral (${sealRecordSql({
    serial: 'q.serial',
    activationColumns: 'dynamic_data',
    columns: publicColumns('r.account_id', 'q.serial'),
    joins: publicJoins('r.account_id', 'q.language'),
    where: 'r.key_version = q.key_version',
  })}) x`;

/** $1 a serial: the account whose reel holds it, from the global reel index (a reference table on Citus). */
const SEAL_OWNER_SQL = `select account_id from ${getTableName(reelRanges)} where serials @> $1::int8 limit 1`;

/**
 * The look-up of PUBLIC_SEALS_SQL for one seal of a known account ($1 the serial, $2 the account,
 * $3 the key version, $4 the language): every tenant table names the account, so that Citus runs
 * it on the account's shard.
 */
const PUBLIC_SEAL_OF_ACCOUNT_SQL = sealRecordSql({
  account: '$2::uuid',
  activationColumns: 'dynamic_data',
  columns: publicColumns('$2::uuid', '$1::int8'),
  joins: publicJoins('$2::uuid', '$4::text'),
  where: 'r.key_version = $3::int2',
});

/** An array parameter of whole numbers or of languages: nothing in it needs quoting. */
const arrayOf = (values: readonly (number | string)[]) => `{${values.join(',')}}`;

/**
 * The public consultation's look-up of many seals in one statement (concurrent consultations are
 * grouped, db/batcher.ts): for each, the seal record of findSealRecord (the same SQL, factored)
 * plus the owner, the product's public settings and the company's contacts; undefined for a
 * serial no reel printed with that key holds.
 */
export async function findPublicSealRecords(
  db: Db,
  queries: readonly PublicSealQuery[],
): Promise<(PublicSealRecord | undefined)[]> {
  if (queries.some((query) => !Number.isSafeInteger(query.serial) || !Number.isInteger(query.keyVersion)))
    throw new RangeError('A serial and a key version are whole numbers');
  if (queries.some((query) => !LANGUAGES.includes(query.language))) throw new RangeError('Unknown language');
  return (await isDistributed(db)) ? findEachWithItsOwner(db, queries) : findInOneStatement(db, queries);
}

/** A single server: every seal of the batch in one statement. */
async function findInOneStatement(db: Db, queries: readonly PublicSealQuery[]) {
  const rows = await runPrepared<{ ord: number; seal: PublicRow }>(db, 'public_seal_records', PUBLIC_SEALS_SQL, [
    arrayOf(queries.map((query) => query.serial)),
    arrayOf(queries.map((query) => query.keyVersion)),
    arrayOf(queries.map((query) => query.language)),
  ]);
  const found = new Map(rows.map((row) => [row.ord, toPublicRecord(row.seal)]));
  return queries.map((_, index) => found.get(index + 1));
}

/**
 * A distributed database (docs/scale-out.md, "How a consultation finds its shard"): each seal's
 * owner from the global reel index, then its record on the owner's shard, the seals side by side.
 * Citus cannot run the one statement: its lateral look-ups read a column of unnest's.
 */
export function findEachWithItsOwner(db: Db, queries: readonly PublicSealQuery[]) {
  return Promise.all(
    queries.map(async ({ serial, keyVersion, language }) => {
      const [owner] = await runPrepared<{ account_id: string }>(db, 'public_seal_owner', SEAL_OWNER_SQL, [serial]);
      if (!owner) return undefined;
      const [row] = await runPrepared<PublicRow>(db, 'public_seal_of_account', PUBLIC_SEAL_OF_ACCOUNT_SQL, [
        serial,
        owner.account_id,
        keyVersion,
        language,
      ]);
      return row && toPublicRecord(row);
    }),
  );
}

export async function findPublicSealRecord(db: Db, query: PublicSealQuery) {
  const [record] = await findPublicSealRecords(db, [query]);
  return record;
}

/**
 * The seal record with the public parts added to it (Object.assign: spreading the record into a
 * new literal cost 11 µs a call in V8, against under 1).
 */
function toPublicRecord(row: PublicRow): PublicSealRecord {
  return Object.assign(toRecord(row), {
    accountId: row.account_id,
    activationData: row.activation_data ?? {},
    product: row.p_id
      ? {
          id: row.p_id,
          archived: row.p_archived === true,
          gtin: row.p_gtin,
          brand: row.p_brand,
          imageId: row.p_image_id,
          productPageUrl: row.p_product_page_url,
          redirectUrls: row.p_redirect_urls ?? {},
          resolverMode: row.p_resolver_mode ?? 0,
          captcha: row.p_captcha ?? 0,
          ccpType: row.p_ccp_type,
          controlKey: row.p_control_key,
          suspectThreshold: row.p_suspect_threshold ?? 0,
          fraudulentThreshold: row.p_fraudulent_threshold ?? 0,
          dynamicData: row.p_dynamic_data ?? [],
          title: row.p_title,
          description: row.p_description,
          displayTemplate: row.p_display_template,
        }
      : null,
    company: {
      name: row.company_name,
      supportEmail: row.support_email,
      supportUrl: row.support_url,
      inactiveRedirectUrl: row.inactive_redirect_url,
      errorUrl: row.error_url,
    },
    traced: row.traced === true,
  });
}

/** The website URLs of an account's sites: the pages allowed to embed its consultation. */
export async function findSiteWebsites(db: Db, accountId: string): Promise<string[]> {
  const rows = await runPrepared<{ website_url: string }>(
    db,
    'account_site_websites',
    `select website_url from ${getTableName(sites)} where account_id = $1::uuid and website_url is not null`,
    [accountId],
  );
  return rows.map((row) => row.website_url);
}
