// The resolver's public paths at 16 connections, on the consultation bench's server (demo data,
// throttles out of the way; PGlite, or PostgreSQL with BENCH_DB=postgres and DATABASE_URL):
// - the check page of a mode-0 product (GET /consultation?ref=, the load seals): the check plus
//   the resolver's look-up of the product's mode beside it;
// - the check page of a mode-3 product (the wine case seals): the same plus its menu;
// - the POST /api/consultation of the same load seals: the check alone, without page or resolver;
// - GET /resolver?ref= of the wine case (look-up and menu, nothing written);
// - GET /resolver/go of one item (one upsert of a day's follow counter, then a 302).
// Each target keeps its best of ROUNDS rounds. One JSON line.
import os from 'node:os';
import autocannon from 'autocannon';
import { startChild } from './support/spawn.mjs';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { consultationReference, LOAD_SEALS } = await import('../apps/server/src/db/seed/consultation.ts');
const { demoSealReference, demoSealSerial } = await import('../apps/server/src/db/seed/seals.ts');
const { encodeReference } = await import('../apps/server/src/modules/seals/reference-codec.ts');
const { DEMO_SEAL_KEY } = await import('../apps/server/src/modules/seals/demo-seal-key.ts');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = 16;
const loadRefs = Array.from({ length: LOAD_SEALS }, (_, plus) => consultationReference('load', 0, plus));
// The wine case reel: 100 seals, all activated, the product in resolver mode 3 (seed/resolver.ts).
const wineRefs = Array.from({ length: 100 }, (_, plus) =>
  encodeReference(demoSealSerial('activeWithoutThresholds') + plus, DEMO_SEAL_KEY),
);

function load(base, { path, refs, method = 'GET' }, seconds = SECONDS) {
  let next = 0;
  const request =
    method === 'GET'
      ? (r) => ({ ...r, path: refs ? `${path}${encodeURIComponent(refs[next++ % refs.length])}` : path })
      : (r) => ({ ...r, path, body: JSON.stringify({ ref: refs[next++ % refs.length] }) });
  return autocannon({
    url: base,
    method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'accept-language': 'en', 'user-agent': 'bench/resolver' },
    requests: [{ setupRequest: request }],
  });
}

const server = await startChild(['--import', 'tsx', 'bench/support/serve-consultation.ts'], {
  BENCH_DB: process.env.BENCH_DB ?? 'pglite',
});
const base = `http://127.0.0.1:${server.port}`;
const menuPage = await fetch(`${base}/resolver?ref=${demoSealReference('activeWithoutThresholds')}&lang=en`);
const html = await menuPage.text();
const follow = /href="(\/resolver\/go\?[^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
if (!follow) throw new Error(`no item on the menu page (${menuPage.status})`);

const targets = {
  checkPageMode0: { path: '/consultation?ref=', refs: loadRefs },
  checkPageMode3: { path: '/consultation?ref=', refs: wineRefs },
  consultationApi: { path: '/api/consultation', refs: loadRefs, method: 'POST' },
  resolverPage: { path: '/resolver?ref=', refs: wineRefs },
  follow: { path: follow },
};
const best = {};
try {
  for (const target of Object.values(targets)) await load(base, target, 1); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, target] of Object.entries(targets)) {
      const result = await load(base, target);
      // Every follow answers 302 (a non-2xx to autocannon); every page 200.
      const wrong = name === 'follow' ? result['2xx'] + result['4xx'] + result['5xx'] : result.non2xx;
      if (result.errors + wrong > 0) throw new Error(`${name}: ${result.errors} errors, ${wrong} unexpected answers`);
      if (!best[name] || result.requests.average > best[name].requests.average) best[name] = result;
    }
  }
} finally {
  await server.stop();
}
const figures = Object.fromEntries(
  Object.entries(best).map(([name, result]) => [
    name,
    { rps: Math.round(result.requests.average), p99Ms: result.latency.p99 },
  ]),
);
console.log(
  JSON.stringify({
    bench: 'resolver',
    database: process.env.BENCH_DB ?? 'pglite',
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    ...figures,
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
  }),
);
