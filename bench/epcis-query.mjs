// EPCIS query (docs/epcis.md "Figures", issue 29 point 6): a page of 1,000 events queried by MATCH_epc
// and an event-time window, among 1,000,000 captured events of one account (plus 200,000 of another
// account naming the same EPCs, so the account filter matters), through the real route in-process
// with inject: session, query reading, the keys query over epcis_events UNION the console's events,
// the events read back as sent, the JSON-LD answer. Events are filled by SQL generate_series straight
// into epcis_events (ObjectEvents with 3 EPCs each: every EPC of the first pool is in 2,000 events
// spread over 2025, about 1,500 of them in the queried window). On PostgreSQL only (DATABASE_URL), in a scratch database. BENCH_QUERIES queries,
// each on another EPC. Target: p99 under 100 ms. BENCH_EXPLAIN=1 prints the keys query's plan on
// stderr. One JSON line.
import os from 'node:os';
import { scratchPostgres } from './support/scratch-database.mjs';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
if (!process.env.DATABASE_URL) {
  console.log(
    JSON.stringify({ bench: 'epcis-query', skipped: 'DATABASE_URL is unset: this figure is for PostgreSQL' }),
  );
  process.exit(0);
}
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { migrate } = await import('../apps/server/src/db/migrate.ts');
const { seedDemo, DEMO_PASSWORD } = await import('../apps/server/src/db/seed/demo.ts');
const { rowsOf } = await import('../apps/server/src/db/rows.ts');
const { eventKeysSql } = await import('../apps/server/src/modules/epcis/epcis-events.repository.ts');
const { readEventQuery } = await import('../apps/server/src/modules/epcis/epcis-query.ts');
const { sql } = await import('drizzle-orm');

const EVENTS = Number(process.env.BENCH_EVENTS ?? 1_000_000);
const OTHER_EVENTS = Math.round(EVENTS / 5);
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
/** EPCs of the first pool: each is in 2,000 events. */
const POOL = Math.max(1, Math.round(EVENTS / 2000));
const SPACING = (365 * 24 * 3600) / EVENTS;
const CHUNK = 100_000;
const WINDOW = { GE_eventTime: '2025-02-01T00:00:00Z', LT_eventTime: '2025-11-01T00:00:00Z' };

/** Events `from` to `to` of an account, spread evenly through 2025, each an ObjectEvent as a capture keeps it. */
const fill = (accountId, from, to) => sql`
  insert into epcis_events (account_id, event_id, event_type, event_time, event_time_zone_offset, record_time,
    action, biz_step, disposition, read_point, biz_location, epcs, event, context)
  select ${accountId}::uuid, 'urn:uuid:' || gen_random_uuid(), 'ObjectEvent', at, '+01:00', at + interval '1 second',
    'OBSERVE', step, 'in_transit', 'urn:epc:id:sgln:0614141.00777.' || (i % 40), 'urn:epc:id:sgln:0614141.00888.' || (i % 12),
    epcs, jsonb_build_object(
      'type', 'ObjectEvent', 'eventTime', to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'eventTimeZoneOffset', '+01:00', 'action', 'OBSERVE', 'bizStep', step, 'disposition', 'in_transit',
      'readPoint', jsonb_build_object('id', 'urn:epc:id:sgln:0614141.00777.' || (i % 40)),
      'bizLocation', jsonb_build_object('id', 'urn:epc:id:sgln:0614141.00888.' || (i % 12)),
      'epcList', to_jsonb(epcs), 'ex:lot', 'LOT-' || (i % 97)),
    '[{"ex": "https://example.org/ex/"}]'::jsonb
  from (
    select i, timestamptz '2025-01-01T00:00:00Z' + i * ${SPACING}::float8 * interval '1 second' as at,
      (array['shipping', 'receiving', 'storing', 'picking'])[1 + i % 4] as step,
      array['urn:epc:id:sgtin:0614141.107346.' || (i % ${POOL}::int),
        'urn:epc:id:sgtin:0614141.107347.' || (i % 50000),
        'https://id.gs1.org/01/09521141123454/21/' || i] as epcs
    from generate_series(${from}::int, ${to}::int) i) generated`;

const scratch = await scratchPostgres('seal_bench_epcis_query', 4);
const { database } = scratch;
await migrate(database);
const demo = await seedDemo(database.db);
const other = await seedDemo(database.db, { prefix: 'other.', companyName: 'Other Company', sealBlock: 1 });
const fillStarted = performance.now();
for (let from = 0; from < EVENTS; from += CHUNK)
  await database.db.execute(fill(demo.accountId, from, Math.min(from + CHUNK, EVENTS) - 1));
for (let from = 0; from < OTHER_EVENTS; from += CHUNK)
  await database.db.execute(fill(other.accountId, from, Math.min(from + CHUNK, OTHER_EVENTS) - 1));
await database.db.execute(sql`vacuum analyze epcis_events`);
const fillMs = performance.now() - fillStarted;

const config = loadConfig({
  RATE_LIMIT_PER_MINUTE: '1000000000',
  SEED_DEMO: 'false',
  SEAL_KEY: `0:${'ab'.repeat(32)}`,
  DATABASE_URL: process.env.DATABASE_URL,
});
const built = await buildApp({ config, database, logger: { level: 'warn' } });
const login = await built.app.inject({
  method: 'POST',
  url: '/callAPI',
  payload: {
    methodModel: 'userModel',
    methodName: 'login',
    methodVars: { email: 'admin@demo.test', password: DEMO_PASSWORD },
  },
});
const cookie = `seal_session=${login.cookies.find((c) => c.name === 'seal_session').value}`;
const params = (n) => ({ MATCH_epc: `urn:epc:id:sgtin:0614141.107346.${n % POOL}`, ...WINDOW, perPage: '1000' });

if (process.env.BENCH_EXPLAIN === '1') {
  const ids = { publicUrl: config.publicUrl };
  const reading = readEventQuery(ids, { keys: new Map() }, params(7), '/epcis/events');
  const plan = await database.db.execute(
    sql`explain (analyze, buffers, costs off) ${eventKeysSql(demo.accountId, ids, reading.query, 1001)}`,
  );
  console.error(
    rowsOf(plan)
      .map((row) => row['QUERY PLAN'])
      .join('\n'),
  );
  // The first page without filters: the console side's NOT EXISTS is planned, not planned away.
  const plain = readEventQuery(ids, { keys: new Map() }, { perPage: '1000' }, '/epcis/events');
  const plainPlan = await database.db.execute(
    sql`explain (analyze, costs off) ${eventKeysSql(demo.accountId, ids, plain.query, 1001)}`,
  );
  console.error(
    rowsOf(plainPlan)
      .map((row) => row['QUERY PLAN'])
      .join('\n'),
  );
}

async function queryOnce(n) {
  const started = performance.now();
  const response = await built.app.inject({
    method: 'GET',
    url: `/epcis/events?${new URLSearchParams(params(n))}`,
    headers: { cookie },
  });
  const ms = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`query: ${response.statusCode} ${response.body.slice(0, 300)}`);
  const events = response.json().epcisBody.queryResults.resultsBody.eventList.length;
  if (events !== 1000) throw new Error(`a page of ${events} events, not 1,000`);
  if (!response.headers.link) throw new Error('no next page');
  return { ms, bytes: response.body.length };
}

for (let n = 0; n < 10; n++) await queryOnce(POOL - 1 - n); // warm-up
const runs = [];
for (let n = 0; n < QUERIES; n++) runs.push(await queryOnce(n * 7));
await built.close();
await database.close();
await scratch.drop();

const times = runs.map((run) => run.ms).sort((a, b) => a - b);
const at = (q) => Math.round(times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] * 10) / 10;
console.log(
  JSON.stringify({
    bench: 'epcis-query',
    postgres: {
      events: EVENTS,
      otherAccountEvents: OTHER_EVENTS,
      fillSeconds: Math.round(fillMs / 1000),
      queries: QUERIES,
      pageEvents: 1000,
      pageBytes: runs[0].bytes,
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: at(1),
    },
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
    target: { p99Ms: 100 },
  }),
);
