// EPCIS capture (docs/epcis.md "Figures"): POST /epcis/capture of one EPCISDocument of 10,000
// events of the five types (issue 29, point 6): a fifth ObjectEvents on 1 to 5 consecutive demo
// seals (Digital Link EPCs, a data value: they join the seals' traceability through an event
// model), the others ObjectEvents with sensorElementList, AggregationEvents, TransactionEvents,
// TransformationEvents and AssociationEvents on EPCs of no seal, with readPoint, bizLocation and an
// extension. Through the real route in-process with inject: session, schema, every event stored as
// sent in epcis_events, the joins, the capture job. On PostgreSQL in a scratch database
// (DATABASE_URL), and on PGlite in memory. BENCH_RUNS captures, each of a fresh document.
// Target: 5,000 events/s on PostgreSQL. One JSON line.
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

const sgtin = (i) => `urn:epc:id:sgtin:0614141.107346.${i}`;
const place = {
  readPoint: { id: 'urn:epc:id:sgln:0614141.00777.0' },
  bizLocation: { id: 'urn:epc:id:sgln:0614141.00888.0' },
};
const sensor = (i) => [
  {
    sensorMetadata: {
      time: new Date(Date.UTC(2026, 2, 1, 8, 0, i)).toISOString(),
      deviceID: 'urn:epc:id:giai:4000001.111',
    },
    sensorReport: [
      { type: 'Temperature', value: 4 + (i % 7) / 10, uom: 'CEL' },
      { type: 'RelativeHumidity', value: 60 + (i % 5), uom: 'A93' },
    ],
  },
];

/** The i-th event: a seal event (joins) every fifth, else one of the other kinds in turn. */
function eventOf(i, { gtin, modelId, first }) {
  const head = {
    eventID: `urn:uuid:${randomUUID()}`,
    eventTime: new Date(Date.UTC(2026, 2, 1, 8, 0, i)).toISOString(),
    eventTimeZoneOffset: '+01:00',
  };
  switch (i % 5) {
    case 0: {
      const start = first + ((i * 7) % 300);
      const epcList = [];
      for (let k = 0; k <= (i / 5) % 5; k++)
        epcList.push(`https://id.gs1.org/01/${gtin}/21/${encodeReference(start + k, DEMO_SEAL_KEY)}`);
      return {
        type: 'ObjectEvent',
        ...head,
        action: 'OBSERVE',
        bizStep: 'shipping',
        epcList,
        'sc:eventModel': modelId,
        'sc:data': { 10: `LOT-${i % 97}` },
      };
    }
    case 1:
      return {
        type: 'ObjectEvent',
        ...head,
        action: 'OBSERVE',
        bizStep: 'sensor_reporting',
        epcList: [sgtin(i)],
        ...place,
        sensorElementList: sensor(i),
        'ex:batch': `B-${i}`,
      };
    case 2:
      return {
        type: 'AggregationEvent',
        ...head,
        action: 'ADD',
        bizStep: 'packing',
        parentID: 'urn:epc:id:sscc:0614141.1234567890',
        childEPCs: [sgtin(i), sgtin(i + 1)],
        ...place,
      };
    case 3:
      return {
        type: 'TransactionEvent',
        ...head,
        action: 'ADD',
        bizStep: 'shipping',
        bizTransactionList: [{ type: 'po', bizTransaction: `urn:epcglobal:cbv:bt:0614141073467:${i}` }],
        epcList: [sgtin(i)],
        ...place,
      };
    default:
      return i % 2 === 0
        ? {
            type: 'TransformationEvent',
            ...head,
            bizStep: 'commissioning',
            inputEPCList: [sgtin(i)],
            outputEPCList: [sgtin(i + 100_000)],
            ...place,
          }
        : {
            type: 'AssociationEvent',
            ...head,
            action: 'ADD',
            bizStep: 'assembling',
            parentID: 'urn:epc:id:grai:4012345.55555.987',
            childEPCs: [sgtin(i)],
            ...place,
          };
  }
}

function document(publicUrl, gtin, modelId, first) {
  const events = [];
  for (let i = 0; i < EVENTS; i++) events.push(eventOf(i, { gtin, modelId, first }));
  return {
    '@context': [
      'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld',
      { sc: `${publicUrl}/epcis/ns/`, ex: 'https://ns.example.com/epcis/' },
    ],
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
          .from(schema.epcisEvents)
          .where(eq(schema.epcisEvents.accountId, demo.accountId))
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
    const joined = job.json().notes.length;
    return { ms, bytes: payload.length, notes: joined };
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
    eventsPerSecond: Math.round(EVENTS / (times[Math.floor(times.length / 2)] / 1000)),
    notes: runs[0].notes,
    minMs: round(times[0]),
    maxMs: round(times[times.length - 1]),
  };
}

const result = { bench: 'epcis-capture' };
if (process.env.DATABASE_URL) result.postgres = await measure('postgres');
if (process.env.BENCH_PGLITE !== '0') result.pglite = await measure('pglite');
result.loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
result.target = { postgresEventsPerSecond: 5_000 };
console.log(JSON.stringify(result));
