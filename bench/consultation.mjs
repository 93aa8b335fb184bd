// The public consultation's throughput at 32 connections against a bare Fastify route of the same
// server doing one INSERT into a scratch table of the same database, in the same run: POST
// /api/consultation (the JSON answer) and GET /consultation?ref= (the server-rendered check page a
// scanned QR code opens, asked as a phone's browser asks it: French, gzip). Targets (issue 25): a
// ratio of at least 0.8 to the bare route and a p99 under 25 ms, for each, on each database. The
// consultations name valid references spread over the 1,000 load seals of the demo data (no
// challenge, no thresholds): each is a throttle check, a decode, one look-up, one write (the row
// and the seal's counter) and the seal's public events. The server runs as `npm start` runs it
// (NODE_ENV=production: React's production build). PGlite always; PostgreSQL too, in a scratch
// database, when DATABASE_URL is set (BENCH_DATABASES picks). Rounds alternate so that load from
// elsewhere hits all alike; each keeps its best round. One JSON line.
import os from 'node:os';
import autocannon from 'autocannon';
import { startChild } from './support/spawn.mjs';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { consultationReference, LOAD_SEALS } = await import('../apps/server/src/db/seed/consultation.ts');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const TARGET = { ratio: 0.8, p99Ms: 25 };
const references = Array.from({ length: LOAD_SEALS }, (_, plus) => consultationReference('load', 0, plus));

const HEADERS = { 'user-agent': 'bench/consultation', 'accept-language': 'fr' };
/** What each target asks: the reference of the next load seal, by body or in the address. */
const ASK = {
  bare: { method: 'POST', path: '/bench/insert', json: true },
  consultation: { method: 'POST', path: '/api/consultation', json: true },
  page: { method: 'GET', path: '/consultation', json: false },
};

function load(port, name, seconds = SECONDS) {
  const ask = ASK[name];
  let next = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}${ask.path}`,
    method: ask.method,
    connections: CONNECTIONS,
    duration: seconds,
    headers: ask.json
      ? { ...HEADERS, 'content-type': 'application/json' }
      : { ...HEADERS, accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    requests: [
      {
        setupRequest: (request) => {
          const ref = references[next++ % references.length];
          return ask.json
            ? { ...request, body: JSON.stringify({ ref }) }
            : { ...request, path: `${ask.path}?ref=${ref}` };
        },
      },
    ],
  });
}

async function measure(kind) {
  const server = await startChild(['--import', 'tsx', 'bench/support/serve-consultation.ts'], {
    BENCH_DB: kind,
    NODE_ENV: 'production',
  });
  const best = {};
  try {
    for (const name of Object.keys(ASK)) await load(server.port, name, 2); // warm-up: JIT, pools, prepared statements
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of Object.keys(ASK)) {
        const result = await load(server.port, name);
        if (result.errors + result.non2xx > 0)
          throw new Error(`${kind} ${name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
        if (!best[name] || result.requests.average > best[name].requests.average) best[name] = result;
      }
    }
  } finally {
    await server.stop();
  }
  const rps = (name) => Math.round(best[name].requests.average);
  return {
    bareRps: rps('bare'),
    bareP99Ms: best.bare.latency.p99,
    consultationRps: rps('consultation'),
    consultationP99Ms: best.consultation.latency.p99,
    ratio: Number((rps('consultation') / rps('bare')).toFixed(3)),
    pageRps: rps('page'),
    pageP99Ms: best.page.latency.p99,
    pageRatio: Number((rps('page') / rps('bare')).toFixed(3)),
  };
}

// BENCH_DATABASES=postgres measures one of them only.
const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const results = {};
if (databases.includes('pglite')) results.pglite = await measure('pglite');
if (databases.includes('postgres') && process.env.DATABASE_URL) results.postgres = await measure('postgres');
console.log(
  JSON.stringify({
    bench: 'consultation',
    connections: CONNECTIONS,
    seconds: SECONDS,
    rounds: ROUNDS,
    seals: LOAD_SEALS,
    ...results,
    target: { ratio: TARGET.ratio, pageRatio: TARGET.ratio, consultationP99Ms: TARGET.p99Ms, pageP99Ms: TARGET.p99Ms },
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
  }),
);
