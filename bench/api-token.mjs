// /callAPI with an API token (Authorization: Bearer) against the same call with a session cookie,
// in-process with inject (the time is the server's, without a network): the demo administrator's
// helpModel.getSupportContact (cerv.view; one small read, so the session's resolution weighs). The bearer finds its token's account, then resolves its token, the
// user's rights of now and the entity chain in one statement; the cookie finds its token's account,
// then reads its session row. Rounds alternate so load from
// elsewhere hits both alike; each keeps its best round. PGlite in memory. Target: bearer >= 0.9 of cookie.
// One JSON line.
import os from 'node:os';
import { rpcCaller, sessionCookie } from './support/rpc-calls.mjs';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { buildApp } = await import('../apps/server/src/app.ts');
const { loadConfig } = await import('../apps/server/src/config.ts');
const { openPglite } = await import('../apps/server/src/db/client.ts');
const { migrate } = await import('../apps/server/src/db/migrate.ts');
const { seedDemo, DEMO_PASSWORD } = await import('../apps/server/src/db/seed/demo.ts');

const CALLS = Number(process.env.BENCH_CALLS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = 8;

const database = await openPglite(undefined);
await migrate(database);
await seedDemo(database.db);
const config = loadConfig({
  RATE_LIMIT_PER_MINUTE: '1000000000',
  API_TOKEN_RATE_LIMIT_PER_MINUTE: '1000000000',
  SEED_DEMO: 'false',
  SEAL_KEY: `0:${'ab'.repeat(32)}`,
});
const built = await buildApp({ config, database, logger: { level: 'warn' } });
const call = rpcCaller(built.app);
const cookie = await sessionCookie(call, 'admin@demo.test', DEMO_PASSWORD);
const made = await call('apiToken', 'create', { name: 'Bench', rights: ['cerv.view'] }, cookie);
const headers = { cookie: { cookie }, bearer: { authorization: `Bearer ${made.body.data.token}` } };
const payload = { methodModel: 'helpModel', methodName: 'getSupportContact', methodVars: {} };

async function round(kind) {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < CALLS) {
        const response = await built.app.inject({ method: 'POST', url: '/callAPI', payload, headers: headers[kind] });
        if (response.json().code !== 0) throw new Error(`${kind}: ${response.body.slice(0, 200)}`);
      }
    }),
  );
  return CALLS / ((performance.now() - started) / 1000);
}

const best = { cookie: 0, bearer: 0 };
await round('cookie');
await round('bearer'); // warm-up
for (let i = 0; i < ROUNDS; i++)
  for (const kind of ['cookie', 'bearer']) best[kind] = Math.max(best[kind], await round(kind));
await built.close();
await database.close();

console.log(
  JSON.stringify({
    bench: 'api-token',
    db: 'pglite',
    cookieRps: Math.round(best.cookie),
    bearerRps: Math.round(best.bearer),
    ratio: Number((best.bearer / best.cookie).toFixed(3)),
    target: 0.9,
    calls: CALLS,
    rounds: ROUNDS,
    cpus: os.cpus().length,
  }),
);
