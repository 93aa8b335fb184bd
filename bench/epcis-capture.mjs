// EPCIS capture (docs/epcis.md "Figures"): POST /epcis/capture of one EPCISDocument of 10,000
// ObjectEvents (each on 1 to 5 consecutive demo seals, as Digital Link EPCs, with a data value),
// through the real route in-process with inject: session, schema, the all-or-nothing transaction
// declaring every event, the capture job. On PostgreSQL in a scratch database (DATABASE_URL), and
// on PGlite in memory. BENCH_RUNS captures, each of a fresh document. Target: under 10 s on
// PostgreSQL. One JSON line.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { scratchPostgres } from './support/scratch-database.mjs';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { openPglite } = await import('../apps/server/src/db/client.ts');
const { migrate } = await import('../apps/server/src/db/migrate.ts');
const { seedDemo, DEMO_PASSWORD } = await import('../apps/server/src/db/seed/demo.ts');
const { demoSealSerial } = await import('../apps/server/src/db/seed/seals.ts');
const { DEMO_SEAL_KEY } = await import('../apps/server/src/modules/seals/demo-seal-key.ts');
const { encodeReference } = await import('../apps/server/src/modules/seals/reference-codec.ts');
const schema = await import('../apps/server/src/db/schema/index.ts');
const { and, count, eq } = await import('drizzle-orm');

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);

function document(publicUrl, gtin, modelId, first) {
  const events = [];
  for (let i = 0; i < EVENTS; i++) {
    const start = first + ((i * 7) % 300);
    const epcList = [];
    for (let k = 0; k <= i % 5; k++)
      epcList.push(`https://id.gs1.org/01/${gtin}/21/${encodeReference(start + k, DEMO_SEAL_KEY)}`);
    events.push({
      type: 'ObjectEvent',
      eventID: `urn:uuid:${randomUUID()}`,
      eventTime: new Date(Date.UTC(2026, 2, 1, 8, 0, i)).toISOString(),
      eventTimeZoneOffset: '+01:00',
      action: 'OBSERVE',
      bizStep: 'shipping',
      epcList,
      'sc:eventModel': modelId,
      'sc:data': { 10: `LOT-${i % 97}` },
    });
  }
  return {
    '@context': ['https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld', { sc: `${publicUrl}/epcis/ns/` }],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: new Date().toISOString(),
    epcisBody: { eventList: events },
  };
}

async function measure(kind) {
  const scratch =
    kind === 'postgres'
      ? await scratchPostgres('seal_bench_epcis', 4)
      : { database: await openPglite(undefined), drop() {} };
  const { database } = scratch;
  await migrate(database);
  const demo = await seedDemo(database.db);
  const config = loadConfig({
    RATE_LIMIT_PER_MINUTE: '1000000000',
    SEED_DEMO: 'false',
    SEAL_KEY: `0:${'ab'.repeat(32)}`,
    ...(kind === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
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
  const [model] = await database.db
    .insert(schema.eventModels)
    .values({
      accountId: demo.accountId,
      entityId: demo.entityId,
      name: { en: 'Shipping' },
      items: [
        {
          label: { en: 'Lot' },
          format: 'text',
          aiTag: '10',
          listItems: [],
          mask: null,
          colourLevel: 0,
          targetCountry: false,
          mandatory: false,
        },
      ],
      options: {
        canDeclareContainers: true,
        severalReferences: true,
        public: false,
        sharedWithEntities: false,
        startEvent: false,
      },
      target: 'none',
      bizStep: 'shipping',
    })
    .returning();
  // The chocolate's activated seals (offsets 1,000 to 1,399 of the demo block).
  const [chocolate] = await database.db
    .select({ gtin: schema.products.gtinKey })
    .from(schema.products)
    .where(and(eq(schema.products.accountId, demo.accountId), eq(schema.products.gtin, '3017620422003')));
  const first = demoSealSerial('activeWithThresholds');
  const events = async () =>
    Number(
      (
        await database.db
          .select({ n: count() })
          .from(schema.traceEvents)
          .where(eq(schema.traceEvents.accountId, demo.accountId))
      )[0].n,
    );

  async function captureOnce() {
    const payload = JSON.stringify(document(config.publicUrl, chocolate.gtin, model.id, first));
    const before = await events();
    const started = performance.now();
    const response = await built.app.inject({
      method: 'POST',
      url: '/epcis/capture',
      headers: { cookie, 'content-type': 'application/ld+json' },
      payload,
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 202) throw new Error(`capture: ${response.statusCode} ${response.body.slice(0, 300)}`);
    const job = await built.app.inject({ method: 'GET', url: response.headers.location, headers: { cookie } });
    if (!job.json().success) throw new Error(`capture failed: ${job.body.slice(0, 500)}`);
    const written = (await events()) - before;
    if (written !== EVENTS) throw new Error(`captured ${written} of ${EVENTS}`);
    return { ms, bytes: payload.length };
  }

  const runs = [];
  for (let run = 0; run < RUNS; run++) runs.push(await captureOnce());
  await built.close();
  await database.close();
  await scratch.drop();
  const times = runs.map((run) => run.ms).sort((a, b) => a - b);
  const round = (ms) => Math.round(ms);
  return {
    events: EVENTS,
    documentBytes: runs[0].bytes,
    runs: RUNS,
    medianMs: round(times[Math.floor(times.length / 2)]),
    minMs: round(times[0]),
    maxMs: round(times[times.length - 1]),
  };
}

const result = { bench: 'epcis-capture' };
if (process.env.DATABASE_URL) result.postgres = await measure('postgres');
if (process.env.BENCH_PGLITE !== '0') result.pglite = await measure('pglite');
result.loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
result.target = { postgresMs: 10_000 };
console.log(JSON.stringify(result));
