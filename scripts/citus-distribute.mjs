// Spreads the migrated schema over a Citus cluster, from the one classing of
// apps/server/src/db/distribution.ts (docs/scale-out.md "Distributing the schema"): the foreign keys
// that touch a table about to move are dropped, the global tables become reference tables, the
// tenant tables are distributed by their account colocated with `accounts` (accounts first), the
// local tables stay on the coordinator, then every dropped key is added back. One line per table
// and per key; exit code 1 when anything failed. Tables already in their place are skipped, so it
// can run again after a fix.
// Usage: DATABASE_URL=postgres://...coordinator... node scripts/citus-distribute.mjs [--dry-run]
import pg from 'pg';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { TABLES, distributionColumn } = await import('../apps/server/src/db/distribution.ts');

const dryRun = process.argv.includes('--dry-run');
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL must name the Citus coordinator');
  process.exit(2);
}
const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
await client.connect();
const id = (name) => client.escapeIdentifier(name);
const literal = (text) => client.escapeLiteral(text);
let failures = 0;

/** Runs one statement (or prints it with --dry-run); false, with the error printed, when it fails. */
async function run(label, sql) {
  if (dryRun) {
    console.log(`${sql};`);
    return true;
  }
  try {
    await client.query(sql);
    return true;
  } catch (error) {
    failures += 1;
    console.log(`${label}: ERROR ${error.message}${error.detail ? ` (${error.detail})` : ''}`);
    return false;
  }
}

const citus = await client.query(`select 1 from pg_extension where extname = 'citus'`);
if (citus.rowCount === 0) {
  console.error('the database has no citus extension: run this on a Citus coordinator');
  process.exit(2);
}

// Where each public table stands: 'tenant' (hash-distributed), 'global' (reference) or 'local'.
const current = new Map(
  (
    await client.query(`
      select c.relname as table,
             case when p.partmethod = 'h' then 'tenant' when p.repmodel = 't' then 'global' else 'local' end as class
        from pg_class c join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        left join pg_dist_partition p on p.logicalrelid = c.oid
       where c.relkind in ('r', 'p') and not c.relispartition`)
  ).rows.map((row) => [row.table, row.class]),
);

// Reference tables first (tenant keys may point at them), then accounts, then the other tenant tables.
const rank = (table) => (TABLES[table].class === 'global' ? 0 : table === 'accounts' ? 1 : 2);
const ordered = Object.keys(TABLES).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
const moving = ordered.filter((table) => TABLES[table].class !== 'local' && current.get(table) !== TABLES[table].class);

// A partition's copy of its parent's key (conparentid) goes and comes back with the parent's.
const keys = (
  await client.query(
    `select k.conname as name, c.relname as table, t.relname as target, pg_get_constraintdef(k.oid) as definition
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_class t on t.oid = k.confrelid
      where k.contype = 'f' and k.connamespace = 'public'::regnamespace and k.conparentid = 0
        and (c.relname = any($1) or t.relname = any($1))
      order by c.relname, k.conname`,
    [moving],
  )
).rows;

for (const key of keys) await run(`key ${key.name}`, `alter table ${id(key.table)} drop constraint ${id(key.name)}`);
if (!dryRun) console.log(`${keys.length} foreign keys dropped`);

for (const table of ordered) {
  const { class: wanted } = TABLES[table];
  const label = `table ${table}`;
  if (!current.has(table)) {
    failures += 1;
    console.log(`${label}: ERROR classed in distribution.ts but not in the database`);
  } else if (wanted === 'local') {
    if (!dryRun) console.log(`${label}: local, left on the coordinator`);
  } else if (!moving.includes(table)) {
    if (!dryRun) console.log(`${label}: already ${wanted === 'tenant' ? 'distributed' : 'a reference table'}`);
  } else {
    const create =
      wanted === 'global'
        ? `select create_reference_table(${literal(table)})`
        : `select create_distributed_table(${literal(table)}, ${literal(distributionColumn(table))}` +
          `${table === 'accounts' ? '' : `, colocate_with => 'accounts'`})`;
    // The rows copied into the shards stay in the coordinator's own table until truncated.
    const moved =
      (await run(label, create)) &&
      (await run(label, `select truncate_local_data_after_distributing_table(${literal(table)})`));
    if (moved && !dryRun)
      console.log(`${label}: ${wanted === 'tenant' ? `distributed by ${distributionColumn(table)}` : 'reference'}`);
  }
}

for (const key of keys) {
  const sql = `alter table ${id(key.table)} add constraint ${id(key.name)} ${key.definition}`;
  if (!(await run(`key ${key.name}`, sql))) console.log(`  not in the database any more; once fixed: ${sql};`);
  else if (dryRun) continue;
  else if (TABLES[key.table]?.class === 'local' && TABLES[key.target]?.class === 'tenant') {
    // Citus 13.2 accepts it, but checks it only on the local side: deleting the row it points at passes.
    failures += 1;
    console.log(
      `key ${key.name}: ERROR re-added, but Citus does not enforce a local table's key to a distributed table`,
    );
  } else console.log(`key ${key.name}: re-added`);
}

await client.end();
if (!dryRun) console.log(failures === 0 ? 'done, no error' : `${failures} errors`);
process.exit(failures === 0 ? 0 : 1);
