// Seal state look-up (getSealState: decode -> reel -> activation -> cancellation -> last state
// change) on a seeded database: BENCH_REELS reels of 5,000 seals over two accounts, half of them
// activated in ranges of BENCH_ACTIVATION_SIZE, one in ten partly cancelled, BENCH_CHANGES state
// changes. Times BENCH_LOOKUPS look-ups of references picked at random (activated, inactive,
// changed, foreign, never issued) one after the other, in-process: the server's own time.
// PGlite in memory: 2,000,000 seals, 1,000 activations, 20,000 changes; target p99 under 10 ms.
// PostgreSQL in a scratch database when DATABASE_URL is set: the issue's figure, 10,000,000 seals,
// 100,000 activations, 10,000 state changes; target p99 under 2 ms. Prints one JSON line.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { scratchPostgres } from './support/scratch-database.mjs';

// Runs the server's TypeScript in-process, whether started with `--import tsx` or plain node (run-all).
if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { openPglite } = await import('../apps/server/src/db/client.ts');
const { migrate } = await import('../apps/server/src/db/migrate.ts');
const schema = await import('../apps/server/src/db/schema/index.ts');
const { createSealKey, createSealKeyring, encodeReference } =
  await import('../apps/server/src/modules/seals/reference-codec.ts');
const { issueReels } = await import('../apps/server/src/modules/seals/reels.service.ts');
const { getSealState } = await import('../apps/server/src/modules/seals/seal-state.service.ts');

const LARGE = Boolean(process.env.DATABASE_URL);
const REELS = Number(process.env.BENCH_REELS ?? (LARGE ? 2_000 : 400));
const REEL_SIZE = 5_000;
const ACTIVATION_SIZE = Number(process.env.BENCH_ACTIVATION_SIZE ?? (LARGE ? 50 : 1_000));
const CHANGES = Number(process.env.BENCH_CHANGES ?? (LARGE ? 10_000 : 20_000));
const LOOKUPS = Number(process.env.BENCH_LOOKUPS ?? 5_000);

const scratch = process.env.DATABASE_URL
  ? await scratchPostgres('seal_bench', 2)
  : { database: await openPglite(undefined), async drop() {} };
const { database } = scratch;

const { db } = database;
const key = createSealKey(0, randomBytes(32));
const keyring = createSealKeyring([key]);
await migrate(database);

async function tenant(name) {
  const [account] = await db.insert(schema.accounts).values({ name }).returning();
  const [entity] = await db.insert(schema.entities).values({ accountId: account.id, name }).returning();
  const [user] = await db
    .insert(schema.users)
    .values({
      accountId: account.id,
      entityId: entity.id,
      email: `${name}@bench.test`,
      firstName: 'B',
      lastName: 'B',
      userType: 'admin',
    })
    .returning();
  const [product] = await db
    .insert(schema.products)
    .values({ accountId: account.id, entityId: entity.id, defaultLanguage: 'en', validityDays: 3650 })
    .returning();
  return { accountId: account.id, entityId: entity.id, userId: user.id, productId: product.id };
}

const seedStarted = performance.now();
const tenants = [await tenant('bench-a'), await tenant('bench-b')];
const reels = [];
for (const [index, owner] of tenants.entries()) {
  const count = index === 0 ? Math.ceil(REELS / 2) : Math.floor(REELS / 2);
  for (const reel of await issueReels(db, key, {
    accountId: owner.accountId,
    entityId: owner.entityId,
    reels: count,
    size: REEL_SIZE,
  }))
    reels.push({ ...reel, owner });
}

const insertAll = async (table, rows) => {
  for (let index = 0; index < rows.length; index += 1_000)
    await db.insert(table).values(rows.slice(index, index + 1_000));
};
const activated = reels.filter((_, index) => index % 2 === 0);
const activations = activated.flatMap((reel) =>
  Array.from({ length: REEL_SIZE / ACTIVATION_SIZE }, (_, part) => ({
    accountId: reel.owner.accountId,
    entityId: reel.owner.entityId,
    reelId: reel.id,
    productId: reel.owner.productId,
    firstSerial: reel.firstSerial + part * ACTIVATION_SIZE,
    lastSerial: reel.firstSerial + (part + 1) * ACTIVATION_SIZE - 1,
    method: 'range',
    activatedBy: reel.owner.userId,
  })),
);
await insertAll(schema.sealActivations, activations);
const stored = await db.select().from(schema.sealActivations);
await insertAll(
  schema.sealCancellations,
  stored
    .filter((_, index) => index % 10 === 0)
    .map((activation) => ({
      accountId: activation.accountId,
      entityId: activation.entityId,
      activationId: activation.id,
      firstSerial: activation.firstSerial,
      lastSerial: activation.firstSerial + Math.ceil(ACTIVATION_SIZE / 10) - 1,
      cancelledBy: activation.activatedBy,
    })),
);
const randomOf = (list) => list[Math.floor(Math.random() * list.length)];
const serialOn = (reel) => reel.firstSerial + Math.floor(Math.random() * REEL_SIZE);
await insertAll(
  schema.sealStateChanges,
  Array.from({ length: CHANGES }, () => {
    const reel = randomOf(activated);
    return { accountId: reel.owner.accountId, serial: serialOn(reel), state: randomOf([4, 6, 7, 8, 9]) };
  }),
);
// As autovacuum would have by then: the planner knows the tables' sizes.
await database.executeSql('analyze');
const seedMs = performance.now() - seedStarted;

// Asked as account A: its own seals, B's seals (answered unknown) and serials never issued.
const [asker] = tenants;
const lastSerial = reels.reduce((max, reel) => Math.max(max, reel.lastSerial), 0);
const references = Array.from({ length: LOOKUPS + 200 }, (_, index) =>
  encodeReference(index % 10 === 9 ? lastSerial + 1 + index : serialOn(randomOf(reels)), key),
);
const lookup = { db, keyring };
const timings = [];
const statuses = {};
let cpu;
for (const [index, reference] of references.entries()) {
  const started = performance.now();
  const state = await getSealState(lookup, asker.accountId, [asker.entityId], reference);
  if (index === 199) cpu = process.cpuUsage(); // the first 200 warm up
  if (index >= 200) timings.push(performance.now() - started);
  statuses[state.status] = (statuses[state.status] ?? 0) + 1;
}
// CPU time too: on a shared machine the wall clock mostly measures the other processes.
const { user, system } = process.cpuUsage(cpu);
timings.sort((a, b) => a - b);
const at = (quantile) =>
  Math.round(timings[Math.min(timings.length - 1, Math.floor(quantile * timings.length))] * 1000) / 1000;

// The plan of one look-up, to check every step is an index scan, with its planning and execution
// times (BENCH_EXPLAIN=1). On PostgreSQL, the generic plan the prepared statement runs.
if (process.env.BENCH_EXPLAIN) {
  const { sealRecordQuery } = await import('../apps/server/src/modules/seals/seal-state.repository.ts');
  const { text, values } = sealRecordQuery(asker.accountId, [asker.entityId], activated[0].firstSerial + 5, 0);
  const literal = values.map((value) => (typeof value === 'number' ? String(value) : `'${value}'`)).join(', ');
  const { rows } =
    database.kind === 'postgres'
      ? await database.executeSql(
          `set plan_cache_mode = force_generic_plan; prepare lookup(int8, uuid, int2, uuid[]) as ${text};
          explain (analyze, costs off) execute lookup(${literal}); deallocate lookup; reset plan_cache_mode`,
        )
      : await database.executeSql(`explain (analyze, costs off) ${text}`, values);
  console.error(rows.map((row) => Object.values(row)[0]).join('\n'));
}
await database.close();
await scratch.drop();
console.log(
  JSON.stringify({
    bench: 'seal-state',
    db: database.kind,
    reels: REELS,
    seals: REELS * REEL_SIZE,
    activations: activations.length,
    activationSize: ACTIVATION_SIZE,
    stateChanges: CHANGES,
    seedMs: Math.round(seedMs),
    lookups: timings.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    meanMs: Math.round((timings.reduce((sum, t) => sum + t, 0) / timings.length) * 1000) / 1000,
    cpuMsPerLookup: Math.round(((user + system) / 1000 / timings.length) * 1000) / 1000,
    statuses,
    // The machine's load while it ran: on a shared machine the tail mostly measures the others.
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
    target: { p99Ms: LARGE ? 2 : 10 },
  }),
);
