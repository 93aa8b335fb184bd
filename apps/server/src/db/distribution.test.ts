import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/app';
import type { Database } from './client';
import { distributionColumn, distributionTable, PENDING_EXCEPTIONS, TABLES, type TableClass } from './distribution';

/*
 * The rules Citus imposes on the schema (DESIGN.md section 10, docs/scale-out.md), read from the
 * catalogue of a freshly migrated database: CI has no Citus, so this is what keeps the schema
 * distributable. A key that breaks a rule fails here unless PENDING_EXCEPTIONS names it, and a
 * pending exception that no longer breaks one fails too: that list only shrinks.
 */

let database: Database;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

async function rows<T>(text: string): Promise<T[]> {
  return (await database.executeSql(text)).rows as T[];
}

/** The tables of the schema, a partitioned table without its partitions: they carry its keys, checked on it. */
const PUBLIC = `join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public' and not c.relispartition`;

function classOf(table: string): TableClass | undefined {
  return TABLES[table]?.class;
}

/** Every key of the catalogue that breaks a rule, by its name, with the rule it breaks. */
async function violations(): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const breaks = (key: string, rule: string) => found.set(key, found.has(key) ? `${found.get(key)}; ${rule}` : rule);

  // Primary, unique and exclusion constraints, and unique indexes that back no constraint: by their first column.
  const keys = await rows<{ name: string; table: string; kind: string; first: string | null }>(`
    select k.conname as name, c.relname as "table", k.contype::text as kind,
           (select a.attname::text from pg_attribute a where a.attrelid = k.conrelid and a.attnum = k.conkey[1]) as first
      from pg_constraint k join pg_class c on c.oid = k.conrelid ${PUBLIC}
     where k.contype in ('p', 'u', 'x')
    union all
    select ic.relname, c.relname, 'i',
           (select a.attname::text from pg_attribute a where a.attrelid = i.indrelid and a.attnum = i.indkey[0])
      from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_class c on c.oid = i.indrelid ${PUBLIC}
     where i.indisunique and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`);
  for (const key of keys) {
    if (classOf(key.table) !== 'tenant') continue;
    const column = distributionColumn(key.table);
    if (key.first === column) continue;
    const what = { p: 'primary key', u: 'unique key', x: 'exclusion key', i: 'unique index' }[key.kind] ?? key.kind;
    breaks(key.name, `${key.table}: its ${what} does not lead with ${column}`);
  }

  // Foreign keys: column pairs in order, and their actions.
  const foreignKeys = await rows<{
    name: string;
    table: string;
    target: string;
    ondelete: string;
    onupdate: string;
    pairs: string;
  }>(`
    select k.conname as name, c.relname as "table", t.relname as target,
           k.confdeltype::text as ondelete, k.confupdtype::text as onupdate,
           (select string_agg(a.attname::text || '>' || b.attname::text, ',' order by u.i)
              from unnest(k.conkey, k.confkey) with ordinality as u(s, d, i)
              join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.s
              join pg_attribute b on b.attrelid = k.confrelid and b.attnum = u.d) as pairs
      from pg_constraint k join pg_class c on c.oid = k.conrelid ${PUBLIC} join pg_class t on t.oid = k.confrelid
     where k.contype = 'f'`);
  for (const key of foreignKeys) {
    if (classOf(key.target) !== 'tenant') continue;
    if (classOf(key.table) !== 'tenant') {
      breaks(key.name, `${key.table} (${classOf(key.table)}) references the tenant table ${key.target}`);
      continue;
    }
    const pair = `${distributionColumn(key.table)}>${distributionColumn(key.target)}`;
    if (!key.pairs.split(',').includes(pair))
      breaks(key.name, `${key.table} -> ${key.target}: the foreign key does not carry ${pair.replace('>', ' -> ')}`);
    for (const [action, code] of [
      ['ON DELETE', key.ondelete],
      ['ON UPDATE', key.onupdate],
    ] as const)
      if (code === 'n' || code === 'd')
        breaks(
          key.name,
          `${key.table} -> ${key.target}: ${action} SET ${code === 'n' ? 'NULL' : 'DEFAULT'} between tenant tables`,
        );
  }

  // Identity columns (Citus refuses them on distributed tables) and sequences feeding anything but a
  // bigint (Citus hands each node a range of a bigint sequence only; its regression test
  // multi_sequence_default distributes tables with bigserial and nextval defaults).
  const generated = await rows<{
    table: string;
    column: string;
    identity: string;
    type: string;
    expression: string | null;
  }>(`
    select c.relname as "table", a.attname as "column", a.attidentity::text as identity,
           format_type(a.atttypid, a.atttypmod) as type, pg_get_expr(d.adbin, d.adrelid) as expression
      from pg_attribute a join pg_class c on c.oid = a.attrelid ${PUBLIC}
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
       and (a.attidentity <> '' or pg_get_expr(d.adbin, d.adrelid) like 'nextval(%')`);
  for (const column of generated) {
    if (classOf(column.table) !== 'tenant') continue;
    if (column.identity !== '')
      breaks(`${column.table}.${column.column}`, `${column.table}: identity column ${column.column}`);
    else if (column.type !== 'bigint')
      breaks(
        `${column.table}.${column.column}`,
        `${column.table}: ${column.column} (${column.type}) is fed by a sequence`,
      );
  }
  return found;
}

describe('every table of the schema is classed tenant, global or local (src/db/distribution.ts)', () => {
  it('classes every table once, and names no table that does not exist', async () => {
    const tables = (
      await rows<{ name: string }>(
        `select c.relname as name from pg_class c ${PUBLIC} where c.relkind in ('r', 'p') and not c.relispartition`,
      )
    ).map((row) => row.name);
    expect(tables.filter((table) => !(table in TABLES)).sort(), 'tables not classed').toEqual([]);
    expect(
      Object.keys(TABLES)
        .filter((table) => !tables.includes(table))
        .sort(),
      'classed tables that do not exist',
    ).toEqual([]);
  });

  it('docs/scale-out.md prints the list as it is', () => {
    const page = fs.readFileSync(new URL('../../../../docs/scale-out.md', import.meta.url), 'utf8');
    const printed = /<!-- distribution: generated -->\n([\s\S]*?)\n<!-- \/distribution -->/.exec(page)?.[1];
    expect(
      printed,
      'paste distributionTable() of src/db/distribution.ts between the markers of docs/scale-out.md',
    ).toBe(distributionTable());
  });
});

describe('the schema distributes by account on Citus', () => {
  it('no key breaks a tenant rule but the pending exceptions, and every pending exception still does', async () => {
    const found = await violations();
    const unexpected = [...found]
      .filter(([key]) => !(key in PENDING_EXCEPTIONS))
      .map(([key, rule]) => `${key}: ${rule}`);
    expect(unexpected, 'keys breaking the rules of docs/scale-out.md').toEqual([]);
    const resolved = Object.keys(PENDING_EXCEPTIONS).filter((key) => !found.has(key));
    expect(resolved, 'pending exceptions that no longer exist or break no rule: remove them from the list').toEqual([]);
  });

  it('the rules find what they are for (a tenant table breaking each of them)', async () => {
    await database.executeSql(`
      create table probe_parent (account_id uuid not null, id uuid not null, primary key (account_id, id), unique (id));
      create table probe_child (
        id bigint generated always as identity,
        account_id uuid not null,
        code text,
        parent_id uuid,
        counter integer default nextval('seal_serial_seq'),
        constraint probe_child_pkey primary key (id),
        constraint probe_child_code_key unique (code),
        constraint probe_child_parent_fk foreign key (parent_id) references probe_parent (id),
        constraint probe_child_set_null_fk foreign key (account_id, parent_id) references probe_parent (account_id, id) on delete set null
      );`);
    const probe = { class: 'tenant', reason: 'probe' } as const;
    Object.assign(TABLES as Record<string, unknown>, { probe_parent: probe, probe_child: probe });
    try {
      const found = await violations();
      expect([...found.keys()].filter((key) => key.startsWith('probe_')).sort()).toEqual([
        'probe_child.counter',
        'probe_child.id',
        'probe_child_code_key',
        'probe_child_parent_fk',
        'probe_child_pkey',
        'probe_child_set_null_fk',
        'probe_parent_id_key',
      ]);
    } finally {
      delete (TABLES as Record<string, unknown>).probe_parent;
      delete (TABLES as Record<string, unknown>).probe_child;
      await database.executeSql('drop table probe_child; drop table probe_parent;');
    }
  });
});
