// The public consultation's throughput (POST /api/consultation) at 32 connections against a bare
// Fastify route of the same server doing one INSERT into a scratch table of the same database,
// in the same run; target: a ratio of at least 0.6 on each database. The consultations name valid
// references spread over the 1,000 load seals of the demo data (no challenge, no thresholds): each
// is a throttle check, a decode, one look-up and one write (the row and the seal's counter).
// PGlite always; PostgreSQL too, in a scratch database, when DATABASE_URL is set (BENCH_DATABASES
// picks). Rounds alternate
// so that load from elsewhere hits both alike; each keeps its best round. One JSON line.
import os from 'node:os';
import autocannon from 'autocannon';
import { startChild } from './support/spawn.mjs';

if (!process.execArgv.some((arg) => arg.includes('tsx'))) (await import('tsx/esm/api')).register();
const { consultationReference, LOAD_SEALS } = await import('../apps/server/src/db/seed/consultation.ts');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 32;
const references = Array.from({ length: LOAD_SEALS }, (_, plus) => consultationReference('load', 0, plus));

function load(url, seconds = SECONDS) {
  let next = 0;
  return autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/json', 'user-agent': 'bench/consultation', 'accept-language': 'fr' },
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          body: JSON.stringify({ ref: references[next++ % references.length] }),
        }),
      },
    ],
  });
}

async function measure(kind) {
  const server = await startChild(['--import', 'tsx', 'bench/support/serve-consultation.ts'], { BENCH_DB: kind });
  const targets = {
    bare: `http://127.0.0.1:${server.port}/bench/insert`,
    consultation: `http://127.0.0.1:${server.port}/api/consultation`,
  };
  const best = {};
  try {
    for (const url of Object.values(targets)) await load(url, 2); // warm-up: JIT, pools, prepared statements
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of Object.entries(targets)) {
        const result = await load(url);
        if (result.errors + result.non2xx > 0)
          throw new Error(`${kind} ${name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
        if (!best[name] || result.requests.average > best[name].requests.average) best[name] = result;
      }
    }
  } finally {
    await server.stop();
  }
  const bareRps = Math.round(best.bare.requests.average);
  const consultationRps = Math.round(best.consultation.requests.average);
  return {
    bareRps,
    bareP99Ms: best.bare.latency.p99,
    consultationRps,
    consultationP99Ms: best.consultation.latency.p99,
    ratio: Number((consultationRps / bareRps).toFixed(3)),
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
    target: { ratio: 0.6 },
    loadAverage: Math.round(os.loadavg()[0] * 10) / 10,
  }),
);
