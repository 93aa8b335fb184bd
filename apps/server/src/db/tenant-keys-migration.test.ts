import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, TEST_DB } from '../../test/db-mode';
import { findUserByEmail } from '../modules/auth/auth.repository';
import { verifyPassword } from '../modules/auth/password-hash';
import { loadSealKeyring } from '../modules/seals/seal-key';
import { getSealState } from '../modules/seals/seal-state.service';
import { TEST_SEAL_KEY } from '../modules/seals/test-keys';
import { fromPostgres, openPglite, type Database } from './client';
import { TABLES } from './distribution';
import { migrationsFolder } from './migrate';
import { DEMO_PASSWORD, DEMO_USERS } from './seed/demo-data';
import { demoSealReference, type DemoSeal } from './seed/seals';

/*
 * Migration 0018 (tenant keys, issue 26) keeps the data: a database built at migration 0017 is
 * loaded with a dump written by the previous version, migrated, then counted and read.
 *
 * fixtures/demo-0017.sql.gz: seedDemo of commit 4b6c9dd (the demo company, then `other.` in seal
 * block 1) on a PostgreSQL database migrated to 0017, the invoices' PDFs shortened to a line, then
 * `pg_dump --data-only --schema=public --column-inserts --rows-per-insert=200 --no-owner
 * --no-privileges` without its session settings (SET ..., set_config, \restrict).
 */

const BEFORE = '0018_tenant_keys';

/** The migrations folder as it was before BEFORE: its SQL files and a journal that stops there. */
function folderBefore(): string {
  const source = migrationsFolder();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'seal-migrations-0017-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(source, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const stop = journal.entries.findIndex((entry) => entry.tag === BEFORE);
  expect(stop).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, stop);
  for (const entry of journal.entries)
    fs.copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  fs.writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  return folder;
}

async function migrateFrom(database: Database, migrationsFolder: string) {
  if (database.kind === 'pglite') await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
}

let database: Database;
let folder: string;
let postgresName: string | undefined;
/** An account of the dump, with its entities: what a seal look-up needs. */
interface Account {
  accountId: string;
  entityIds: string[];
}
let demo: Account;
let other: Account;

async function account(name: string): Promise<Account> {
  const { rows } = await database.executeSql(
    `select a.id, array_agg(e.id::text order by e.created_at, e.id) as entities
       from accounts a join entities e on e.account_id = a.id where a.name = $1 group by a.id`,
    [name],
  );
  return { accountId: rows[0]!.id as string, entityIds: rows[0]!.entities as string[] };
}

beforeAll(async () => {
  folder = folderBefore();
  if (TEST_DB === 'postgres') {
    postgresName = `seal_t_mig_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`create database ${postgresName}`);
    await admin.end();
    database = fromPostgres(adminUrl(postgresName), 2);
  } else database = await openPglite(undefined);
  await migrateFrom(database, folder);
  await database.executeSql(
    gunzipSync(fs.readFileSync(new URL('fixtures/demo-0017.sql.gz', import.meta.url))).toString(),
  );
  demo = await account('Demo Company');
  other = await account('Other Company');
}, 300_000);

afterAll(async () => {
  await database?.close();
  fs.rmSync(folder, { recursive: true, force: true });
  if (postgresName) {
    const admin = new pg.Client({ connectionString: adminUrl() });
    await admin.connect();
    await admin.query(`drop database if exists ${postgresName} with (force)`);
    await admin.end();
  }
});

/** The rows of every classed table that exists (the global tables of 0019 and later come with them). */
async function counts(): Promise<Record<string, number>> {
  const { rows: present } = await database.executeSql(
    `select relname from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      where c.relkind in ('r', 'p') and not c.relispartition`,
  );
  const existing = new Set(present.map((row) => row.relname as string));
  const tables = Object.keys(TABLES)
    .filter((table) => existing.has(table))
    .sort();
  const { rows } = await database.executeSql(
    tables.map((table) => `select '${table}' as name, count(*)::int as n from "${table}"`).join(' union all '),
  );
  return Object.fromEntries(rows.map((row) => [row.name as string, Number(row.n)]));
}

async function productsWithTexts(accountId: string) {
  const { rows } = await database.executeSql(
    `select p.id, p.sku, t.language, t.title from products p
       join product_texts t on t.account_id = p.account_id and t.product_id = p.id
      where p.account_id = $1 order by p.id, t.language`,
    [accountId],
  );
  return rows;
}

const SEALS: DemoSeal[] = [
  'activeWithThresholds',
  'blocked',
  'suspect',
  'fraudulent',
  'stolen',
  'cancelled',
  'expired',
];

async function sealStates(account: Account, sealBlock: number) {
  const lookup = {
    db: database.db,
    keyring: loadSealKeyring({ sealKey: TEST_SEAL_KEY, dataDir: '', databaseUrl: undefined }),
  };
  // One after the other: the look-up is a prepared statement of the one connection.
  const states = [];
  for (const seal of SEALS)
    states.push(await getSealState(lookup, account.accountId, account.entityIds, demoSealReference(seal, sealBlock)));
  return states;
}

/** Migration 0019 and after (issue 26 point 2): every global fact of the demo is in its global table. */
async function expectGlobalFactsBackfilled() {
  const missing = async (text: string) => Number((await database.executeSql(text)).rows[0]!.n);
  expect(await missing(`select count(*)::int as n from reels`)).toBeGreaterThan(0);
  expect(
    await missing(`select count(*)::int as n from reels r where not exists (
      select 1 from reel_ranges g where g.reel_id = r.id and g.account_id = r.account_id and g.serials = r.serials)`),
    'reels missing from the global reel index',
  ).toBe(0);
  expect(await missing(`select count(*)::int as n from reel_ranges`)).toBe(
    await missing(`select count(*)::int as n from reels`),
  );
  const held = (kind: string, table: string, value: string) =>
    missing(`select count(*)::int as n from ${table} t where not exists (
      select 1 from global_keys g where g.kind = '${kind}' and g.value = t.${value} and g.account_id = t.account_id and g.row_id = t.id)`);
  expect(await missing(`select count(*)::int as n from users`)).toBeGreaterThan(0);
  // The login's look-up goes through global_keys now.
  expect((await findUserByEmail(database.db, DEMO_USERS.admin))?.email).toBe(DEMO_USERS.admin);
  expect(await held('login_email', 'users', 'email'), 'users missing from global_keys').toBe(0);
  expect(await held('api_token_secret', 'api_tokens', 'secret_hash'), 'API tokens missing from global_keys').toBe(0);
  for (const [kind, table, value] of [
    ['nutrition_public_id', 'nutrition_sheets', 'public_id'],
    ['container_code', 'containers', 'code'],
    ['licence_number', 'cask_licences', 'number'],
    ['certificate_number', 'cask_certificates', 'number'],
    ['quotation_number', 'trade_quotations', 'number'],
    ['order_number', 'trade_orders', 'number'],
    ['invoice_number', 'trade_invoices', 'number'],
  ] as const) {
    expect(await missing(`select count(*)::int as n from ${table}`), `${table} of the demo`).toBeGreaterThan(0);
    expect(await held(kind, table, value), `${table} missing from global_keys`).toBe(0);
  }
  expect(
    await held('device_key', '(select * from cask_licences where device_key_hash is not null)', 'device_key_hash'),
  ).toBe(0);
  expect(
    await held('invoice_year_seq', `(select *, year || '-' || seq as year_seq from trade_invoices)`, 'year_seq'),
  ).toBe(0);
  expect(
    await held('payment_provider_ref', '(select * from trade_payments where provider_ref is not null)', 'provider_ref'),
  ).toBe(0);
  expect(
    await missing(`select count(*)::int as n from sessions s where not exists (
      select 1 from session_tokens t where t.token_hash = s.token_hash and t.account_id = s.account_id)`),
    'sessions missing from session_tokens',
  ).toBe(0);
}

describe('migrations 0018 (tenant keys) and after on a database holding the demo', () => {
  it('keeps every row and reads the same products, seal states and logins', async () => {
    const before = await counts();
    expect(before.products).toBeGreaterThan(0);
    expect(before.seal_state_changes).toBeGreaterThan(0);
    expect(before.seal_consultations).toBeGreaterThan(0);
    const texts = await productsWithTexts(demo.accountId);
    expect(texts.length).toBeGreaterThan(0);
    const states = await sealStates(demo, 0);
    const otherStates = await sealStates(other, 1);
    const { rows: lastIds } = await database.executeSql(
      `select (select max(id) from seal_state_changes) as changes, (select max(id) from seal_consultations) as consultations,
         (select max(id) from action_log) as actions`,
    );
    // The demo logged no change without an account: one such line, for 0022 to move.
    await database.executeSql(
      `insert into action_log (method, ip, input) values ('userModel.setPassword', '127.0.0.1', '{"purpose":"reset"}')`,
    );
    before.action_log = (before.action_log ?? 0) + 1;
    const { rows: anonymous } = await database.executeSql(
      `select id, method, ip, input, at from action_log where account_id is null order by id`,
    );
    expect(anonymous).toHaveLength(1);
    // Nor any change of an account: two lines, in two months, for 0025 to put in their partitions.
    const logColumns = 'id, account_id, method, ip, input, at';
    await database.executeSql(
      `insert into action_log (account_id, method, ip, input, at)
       values ($1, 'productModel.update', '127.0.0.1', '{"productId":"p"}', now() - interval '40 days'),
              ($1, 'userModel.update', '127.0.0.1', null, now())`,
      [demo.accountId],
    );
    before.action_log = before.action_log! + 2;
    const { rows: logged } = await database.executeSql(
      `select ${logColumns} from action_log where account_id is not null order by id`,
    );
    expect(logged).toHaveLength(2);
    const unmatchedColumns =
      'id, reference, outcome, host(ip) as ip, country, language, user_agent, embedding_site, created_at';
    // Nor any consultation of a reference naming no seal: two such, for 0022 to move.
    await database.executeSql(
      `insert into seal_consultations (reference, outcome, ip, country, language, user_agent, embedding_site)
       values ('not a reference', 100, '203.0.113.9', 'FR', 'fr', 'probe', null),
              ('', 105, '203.0.113.9', null, 'en', null, 'https://shop.example')`,
    );
    before.seal_consultations = before.seal_consultations! + 2;
    const { rows: unmatched } = await database.executeSql(
      `select ${unmatchedColumns} from seal_consultations where account_id is null order by id`,
    );
    expect(unmatched).toHaveLength(2);
    // Nor any password link: one of the administrator's, for 0026 to give its user's account.
    await database.executeSql(
      `insert into password_tokens (token_hash, user_id, purpose, expires_at)
       select 'link-before-0026', id, 'reset', now() + interval '1 hour' from users where email = $1`,
      [DEMO_USERS.admin],
    );
    before.password_tokens = (before.password_tokens ?? 0) + 1;

    await migrateFrom(database, migrationsFolder());

    const { rows: applied } = await database.executeSql(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(Number(applied[0]!.n)).toBe(
      JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')).entries.length,
    );
    const after = await counts();
    // 0022 moves the rows without an account to tables that stay local: counted together.
    after.action_log = after.action_log! + after.anonymous_action_log!;
    after.seal_consultations = after.seal_consultations! + after.unmatched_consultations!;
    expect(Object.fromEntries(Object.keys(before).map((table) => [table, after[table]]))).toEqual(before);
    const { rows: moved } = await database.executeSql(
      `select id, method, ip, input, at from anonymous_action_log order by id`,
    );
    expect(moved).toEqual(anonymous);
    expect((await database.executeSql(`select ${logColumns} from action_log order by id`)).rows).toEqual(logged);
    expect(
      (await database.executeSql(`select ${unmatchedColumns} from unmatched_consultations order by id`)).rows,
    ).toEqual(unmatched);
    await expectGlobalFactsBackfilled();
    // 0023: each order's status changes numbered 1, 2, 3... in the order of their time, then id.
    const { rows: positions } = await database.executeSql(
      `select count(*)::int as n, count(*) filter (where position <> written)::int as wrong
         from (select position, row_number() over (partition by account_id, order_id order by at, id) as written
                 from trade_order_status_changes) p`,
    );
    expect(Number(positions[0]!.n)).toBeGreaterThan(0);
    expect(Number(positions[0]!.wrong), 'status changes out of their order').toBe(0);
    // 0024 and 0025: the consultations, the action log and the follows are in the partitions of their
    // months, none in the default one.
    for (const table of ['seal_consultations', 'action_log', 'resolver_follows_daily']) {
      const { rows: outside } = await database.executeSql(
        `select count(*)::int as n, (select count(*)::int from ${table}) as total from ${table}_default`,
      );
      expect({ table, outside: Number(outside[0]!.n) }).toEqual({ table, outside: 0 });
      if (table !== 'resolver_follows_daily') expect(Number(outside[0]!.total), table).toBeGreaterThan(0);
    }
    expect(await productsWithTexts(demo.accountId)).toEqual(texts);
    expect(await sealStates(demo, 0)).toEqual(states);
    expect(await sealStates(other, 1)).toEqual(otherStates);
    expect(states.map((state) => state.status)).toEqual([1, 4, 6, 7, 8, 3, 5]);
    const { rows: link } = await database.executeSql(
      `select account_id from password_tokens where token_hash = 'link-before-0026'`,
    );
    expect(link).toEqual([{ account_id: demo.accountId }]);

    const { rows: users } = await database.executeSql(`select password_hash from users where email = $1`, [
      DEMO_USERS.admin,
    ]);
    expect(await verifyPassword(users[0]!.password_hash as string, DEMO_PASSWORD)).toBe(true);

    // The former identity columns go on from where they were, through their new sequences.
    const { rows: added } = await database.executeSql(
      `with change as (insert into seal_state_changes (account_id, serial, state) values ($1, 1, 4) returning id),
            consultation as (insert into seal_consultations (account_id, reference, outcome, ip) values ($1, '?', 0, '127.0.0.1') returning id),
            action as (insert into action_log (account_id, method) values ($1, 'productModel.update') returning id)
       select (select id from change) as change, (select id from consultation) as consultation,
         (select id from action) as action`,
      [demo.accountId],
    );
    expect(Number(added[0]!.change)).toBeGreaterThan(Number(lastIds[0]!.changes));
    expect(Number(added[0]!.consultation)).toBeGreaterThan(Number(lastIds[0]!.consultations));
    expect(Number(added[0]!.action)).toBeGreaterThan(Number(lastIds[0]!.actions));
  });
});
