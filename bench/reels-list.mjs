// The reels list and the dashboard's stock (reelModel.findReels, getReelStock) of one entity
// holding BENCH_REELS reels of 5,000 seals, each with BENCH_RANGES activation ranges (a tenth of
// them partly cancelled): the counts are summed from the range rows, whatever the reels' sizes.
// Times BENCH_PAGES pages of 20 reels sorted by seals left (every reel's counts are needed to sort),
// a page searched by reference, and the stock, inside the server (repository calls). PGlite in
// memory, or PostgreSQL in a scratch database when DATABASE_URL is set. Prints one JSON line.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { fromPostgres, openPglite } = await import('../apps/server/src/db/client.ts');
const { migrate } = await import('../apps/server/src/db/migrate.ts');
const schema = await import('../apps/server/src/db/schema/index.ts');
const { createSealKey } = await import('../apps/server/src/modules/seals/reference-codec.ts');
const { issueReels } = await import('../apps/server/src/modules/seals/reels.service.ts');
const list = await import('../apps/server/src/modules/reels/reels-list.repository.ts');

const REELS = Number(process.env.BENCH_REELS ?? 2_000);
const RANGES = Number(process.env.BENCH_RANGES ?? 5);
const PAGES = Number(process.env.BENCH_PAGES ?? 50);
const REEL_SIZE = 5_000;

let database;
let dropScratch = async () => {};
if (process.env.DATABASE_URL) {
  const name = `seal_bench_reels_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  database = fromPostgres(url.toString(), 2);
  dropScratch = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
} else database = await openPglite(undefined);

const { db } = database;
const key = createSealKey(0, randomBytes(32));
await migrate(database);

const [account] = await db.insert(schema.accounts).values({ name: 'bench' }).returning();
const [entity] = await db.insert(schema.entities).values({ accountId: account.id, name: 'bench' }).returning();
const [user] = await db
  .insert(schema.users)
  .values({
    accountId: account.id,
    entityId: entity.id,
    email: 'b@bench.test',
    firstName: 'B',
    lastName: 'B',
    userType: 'admin',
  })
  .returning();
const [product] = await db
  .insert(schema.products)
  .values({ accountId: account.id, entityId: entity.id, defaultLanguage: 'en', validityDays: 3650 })
  .returning();

const seedStarted = performance.now();
// One issue makes at most 1,000 reels (ISSUE_LIMITS).
const reels = [];
for (let left = REELS; left > 0; left -= 1_000)
  reels.push(
    ...(await issueReels(db, key, {
      accountId: account.id,
      entityId: entity.id,
      reels: Math.min(left, 1_000),
      size: REEL_SIZE,
    })),
  );
const insertAll = async (table, rows) => {
  for (let index = 0; index < rows.length; index += 1_000)
    await db.insert(table).values(rows.slice(index, index + 1_000));
};
// Reel i has its first (i mod (RANGES + 1)) ranges of 100 seals activated: new, in use and used-up-ish reels.
await insertAll(
  schema.sealActivations,
  reels.flatMap((reel, index) =>
    Array.from({ length: index % (RANGES + 1) }, (_, part) => ({
      accountId: account.id,
      entityId: entity.id,
      reelId: reel.id,
      productId: product.id,
      firstSerial: reel.firstSerial + part * 100,
      lastSerial: reel.firstSerial + part * 100 + 99,
      method: 'range',
      activatedBy: user.id,
    })),
  ),
);
const activations = await db.select().from(schema.sealActivations);
await insertAll(
  schema.sealCancellations,
  activations
    .filter((_, index) => index % 10 === 0)
    .map((activation) => ({
      accountId: account.id,
      entityId: entity.id,
      activationId: activation.id,
      firstSerial: activation.firstSerial,
      lastSerial: activation.firstSerial + 9,
      cancelledBy: user.id,
    })),
);
const seedMs = performance.now() - seedStarted;

const query = { accountId: account.id, entityIds: [entity.id], archived: false };
const time = async (work) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};
const pageTimings = [];
for (let index = 0; index < PAGES + 5; index++) {
  const ms = await time(async () => {
    await list.findReelRecords(db, query, {
      sort: { field: 'left', order: 'asc' },
      limit: 20,
      offset: (index % 10) * 20,
    });
    await list.countReels(db, query);
  });
  if (index >= 5) pageTimings.push(ms); // the first five warm up
}
const holding = { serial: reels[REELS >> 1].firstSerial + 1234, keyVersion: 0 };
const searchMs = await time(() => list.findReelRecords(db, { ...query, holding }, { limit: 20, offset: 0 }));
const stockMs = await time(() => list.findStock(db, query));
const stock = await list.findStock(db, query);

pageTimings.sort((a, b) => a - b);
const at = (quantile) =>
  Math.round(pageTimings[Math.min(pageTimings.length - 1, Math.floor(quantile * pageTimings.length))] * 100) / 100;
await database.close();
await dropScratch();
console.log(
  JSON.stringify({
    bench: 'reels-list',
    db: database.kind,
    reels: REELS,
    seals: REELS * REEL_SIZE,
    activations: activations.length,
    seedMs: Math.round(seedMs),
    pages: pageTimings.length,
    pageSortedByLeftP50Ms: at(0.5),
    pageSortedByLeftP99Ms: at(0.99),
    searchByReferenceMs: Math.round(searchMs * 100) / 100,
    stockMs: Math.round(stockMs * 100) / 100,
    stock: { activated: stock.activated, byStatus: stock.byStatus },
  }),
);
