// Activation by range, through the real method (activationModel.activate: session, guard with the
// security code, checks, the write in its transaction, the action log), in-process with inject:
// the time is the server's, without a network. BENCH_RUNS activations of 150,000 seals (each on a
// fresh reel), and as many of 10 seals, to show the rows written do not grow with the range.
// PGlite in memory always; PostgreSQL too, in a scratch database, when DATABASE_URL is set.
// Targets: under 100 ms on PostgreSQL and under 1 s on PGlite for 150,000 seals. One JSON line.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { scratchPostgres } from './support/scratch-database.mjs';
import { rpcCaller, sessionCookie } from './support/rpc-calls.mjs';

// Runs the server's TypeScript in-process, whether started with `--import tsx` or plain node (run-all).
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
const { and, desc, eq, sql } = await import('drizzle-orm');

const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const SEALS = 150_000;

async function measure(kind) {
  const scratch =
    kind === 'postgres'
      ? await scratchPostgres('seal_bench_act', 4)
      : { database: await openPglite(undefined), drop() {} };
  const { database } = scratch;
  await migrate(database);
  const demo = await seedDemo(database.db);
  const key = createSealKey(0, randomBytes(32));
  const config = loadConfig({
    RATE_LIMIT_PER_MINUTE: '1000000000',
    SEED_DEMO: 'false',
    SEAL_KEY: `0:${'ab'.repeat(32)}`,
    ...(kind === 'postgres' ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const built = await buildApp({
    config,
    database,
    logger: { level: 'warn' },
    sealKeyring: createSealKeyring([key]),
  });
  const call = rpcCaller(built.app);
  const cookie = await sessionCookie(call, 'admin@demo.test', DEMO_PASSWORD);
  const [{ productId }] = await database.db
    .select({ productId: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.accountId, demo.accountId), eq(schema.products.archived, false)))
    .limit(1);
  const lastCode = async () => {
    const [mail] = await database.db
      .select({ text: schema.mailOutbox.text })
      .from(schema.mailOutbox)
      .orderBy(desc(schema.mailOutbox.createdAt))
      .limit(1);
    return /^(\d{6})$/m.exec(mail.text)[1];
  };
  const countRows = async () =>
    Number(
      (
        await database.db
          .select({ n: sql`count(*)` })
          .from(schema.sealActivations)
          .where(eq(schema.sealActivations.accountId, demo.accountId))
      )[0].n,
    );

  /** One activation of `size` seals on a fresh reel: the time of activate alone, and the rows it wrote. */
  async function activateRange(size) {
    const [reel] = await issueReels(database.db, key, {
      accountId: demo.accountId,
      entityId: demo.entityId,
      reels: 1,
      size,
    });
    const input = {
      method: 'range',
      first: encodeReference(reel.firstSerial, key),
      last: encodeReference(reel.lastSerial, key),
      productId,
    };
    const asked = await call('activationModel', 'requestActivationCode', input, cookie);
    const before = await countRows();
    const done = await call(
      'activationModel',
      'activate',
      { ...input, challengeId: asked.body.data.challengeId, code: await lastCode() },
      cookie,
    );
    if (done.body.data.count !== size) throw new Error(`activated ${done.body.data.count} of ${size}`);
    return { ms: done.ms, rows: (await countRows()) - before };
  }

  await activateRange(SEALS); // warm-up: first queries, plans, JIT
  const large = [];
  const small = [];
  for (let run = 0; run < RUNS; run++) {
    large.push(await activateRange(SEALS));
    small.push(await activateRange(10));
  }
  await built.close();
  await database.close();
  await scratch.drop();
  const times = large.map((run) => run.ms).sort((a, b) => a - b);
  const round = (ms) => Math.round(ms * 10) / 10;
  return {
    seals: SEALS,
    runs: RUNS,
    medianMs: round(times[Math.floor(times.length / 2)]),
    maxMs: round(times[times.length - 1]),
    minMs: round(times[0]),
    rowsPer150000: [...new Set(large.map((run) => run.rows))],
    rowsPer10: [...new Set(small.map((run) => run.rows))],
    medianMsPer10: round(small.map((run) => run.ms).sort((a, b) => a - b)[Math.floor(RUNS / 2)]),
  };
}

const result = { bench: 'activation', pglite: await measure('pglite') };
if (process.env.DATABASE_URL) result.postgres = await measure('postgres');
// The machine's load while it ran: on a shared machine the times mostly measure the others.
result.loadAverage = Math.round(os.loadavg()[0] * 10) / 10;
result.target = { postgresMs: 100, pgliteMs: 1000 };
console.log(JSON.stringify(result));
