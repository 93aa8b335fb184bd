// Declaring a traceability event on a range of 100,000 seals, through the real method
// (traceEvent.declare: session, rights, the model's rules, reference resolution, the write in its
// transaction, the action log), in-process with inject: the time is the server's, without a
// network. BENCH_RUNS declarations (each on its own range of a 1,000,000-seal reel), and the rows
// each wrote in trace_event_seals: a range is one row, whatever its size. PGlite in memory always;
// PostgreSQL too, in a scratch database, when DATABASE_URL is set. Target: under 1 s on
// PostgreSQL, one row per range. One JSON line.
import os from 'node:os';
import { scratchPostgres } from './support/scratch-database.mjs';
import { rpcCaller, sessionCookie } from './support/rpc-calls.mjs';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { openPglite } = await import('../apps/server/src/db/client.ts');
const { migrate } = await import('../apps/server/src/db/migrate.ts');
const { seedDemo, DEMO_PASSWORD } = await import('../apps/server/src/db/seed/demo.ts');
const schema = await import('../apps/server/src/db/schema/index.ts');
const { createSealKey, createSealKeyring, encodeReference } =
  await import('../apps/server/src/modules/seals/reference-codec.ts');
const { issueReels } = await import('../apps/server/src/modules/seals/reels.service.ts');
const { declareEvent } = await import('../apps/server/src/modules/trace-events/events.service.ts');
const { ALL_RIGHTS, toRightsMap } = await import('@seal/shared');
const { eq } = await import('drizzle-orm');

const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const SEALS = 100_000;
/** Declarations in one transaction through declareEvent, as an EPCIS capture makes them. */
const BULK = Number(process.env.BENCH_BULK ?? 2_000);

async function measure(kind) {
  const scratch =
    kind === 'postgres'
      ? await scratchPostgres('seal_bench_trace', 4)
      : { database: await openPglite(undefined), drop() {} };
  const { database } = scratch;
  await migrate(database);
  const demo = await seedDemo(database.db);
  const key = createSealKey(0, Buffer.alloc(32, 0x7c));
  const config = loadConfig({
    RATE_LIMIT_PER_MINUTE: '1000000000',
    SEED_DEMO: 'false',
    SEAL_KEY: `0:${'7c'.repeat(32)}`,
    ...(kind === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const built = await buildApp({ config, database, logger: { level: 'warn' }, sealKeyring: createSealKeyring([key]) });
  const call = rpcCaller(built.app);
  const cookie = await sessionCookie(call, 'admin@demo.test', DEMO_PASSWORD);
  const model = await call(
    'eventModel',
    'create',
    {
      name: { en: 'Bench bottling' },
      items: [{ label: { en: 'Lot' }, format: 'text', aiTag: '10' }],
      options: { public: true, startEvent: true },
    },
    cookie,
  );
  const [reel] = await issueReels(database.db, key, {
    accountId: demo.accountId,
    entityId: demo.entityId,
    reels: 1,
    size: SEALS * (RUNS + 1),
  });
  const rowsOf = async (eventId) =>
    (await database.db.select().from(schema.traceEventSeals).where(eq(schema.traceEventSeals.eventId, eventId))).length;

  /** One declaration on the run-th range of the reel: its time, and the rows it wrote. */
  async function declareRange(run) {
    const first = reel.firstSerial + run * SEALS;
    const done = await call(
      'traceEvent',
      'declare',
      {
        eventModelId: model.body.data.id,
        eventTime: '2026-05-01T10:00:00+02:00',
        data: { 10: `LOT-${run}` },
        ranges: [{ first: encodeReference(first, key), last: encodeReference(first + SEALS - 1, key) }],
      },
      cookie,
    );
    if (done.body.data.referenceCount !== SEALS) throw new Error(`declared ${done.body.data.referenceCount}`);
    return { ms: done.ms, rows: await rowsOf(done.body.data.eventId) };
  }

  await declareRange(RUNS); // warm-up: first queries, plans, JIT
  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await declareRange(run));

  // BULK events of one seal each in one transaction: the per-event cost a capture pays.
  const session = {
    accountId: demo.accountId,
    entityId: demo.entityId,
    userId: demo.userIds.admin,
    rights: toRightsMap(ALL_RIGHTS),
  };
  const bulkStarted = performance.now();
  await database.db.transaction(async (tx) => {
    for (let index = 0; index < BULK; index++)
      await declareEvent(
        { db: tx, sealKeyring: built.services.sealKeyring },
        session,
        {
          eventModelId: model.body.data.id,
          eventTime: '2026-05-01T10:00:00Z',
          siteId: null,
          targetSiteId: null,
          data: { 10: `LOT-${index}` },
          references: [encodeReference(reel.firstSerial + index, key)],
          ranges: [],
          containerCodes: [],
        },
        { tx, source: 'epcis' },
      );
  });
  const bulkMs = performance.now() - bulkStarted;
  await built.close();
  await database.close();
  await scratch.drop();
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    seals: SEALS,
    runs: RUNS,
    medianMs: round(times[Math.floor(times.length / 2)]),
    maxMs: round(times[times.length - 1]),
    minMs: round(times[0]),
    rowsPerRange: [...new Set(runs.map((run) => run.rows))],
    bulk: { events: BULK, totalMs: round(bulkMs), msPerEvent: round(bulkMs / BULK) },
  };
}

const result = { bench: 'trace-declare', pglite: await measure('pglite') };
if (process.env.DATABASE_URL) result.postgres = await measure('postgres');
// The machine's load while it ran: on a shared machine the times mostly measure the others.
result.loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
result.target = { postgresMs: 1000, rowsPerRange: 1 };
result.met = result.postgres
  ? result.postgres.maxMs < 1000 && result.postgres.rowsPerRange.every((rows) => rows === 1)
  : null;
console.log(JSON.stringify(result));
